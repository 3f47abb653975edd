// The sales screens' own words (orders, order rates, payment tickets) in
// English and German. Rule texts and the texts of the edge's codes come
// from core (`messageFor`).
import type { Texts } from "../../app/i18n";
import type { Locale } from "../../app/locale";
import type { OrderRateState, OrderState, PaymentMethod, PaymentState, PaymentTicketState, ProviderKind } from "../../core";
import { textTable } from "../../i18n/catalogue";

type Words = Record<Locale, string>;

export const salesTexts = textTable("cabinet/orders/texts", "salesTexts") satisfies Texts<string>;

export const paymentStateTexts: Record<PaymentState, Words> = textTable("cabinet/orders/texts", "paymentStateTexts");

/** A running subscription's own word for its payment state (core's `PlanView.status`). */
export const subscriptionStateTexts: { paying: Words } = textTable("cabinet/orders/texts", "subscriptionStateTexts");

export const orderStateTexts: Record<OrderState, Words> = textTable("cabinet/orders/texts", "orderStateTexts");

export const rateStateTexts: Record<OrderRateState, Words> = textTable("cabinet/orders/texts", "rateStateTexts");

export const ticketStateTexts: Record<PaymentTicketState, Words> = textTable("cabinet/orders/texts", "ticketStateTexts");

export const methodTexts: Record<PaymentMethod, Words> = textTable("cabinet/orders/texts", "methodTexts");

export const paymentMethods = Object.keys(methodTexts) as PaymentMethod[];

export const providerTexts: Record<ProviderKind, Words> = textTable("cabinet/orders/texts", "providerTexts");

export const providerKinds = Object.keys(providerTexts) as ProviderKind[];

/** The refund dialog's and the plan's words in an order's detail (issue 30). */
export const refundTexts = textTable("cabinet/orders/texts", "refundTexts") satisfies Texts<string>;
