import type { Texts } from "../app/i18n";
import type { Locale } from "../app/locale";
import { messageFor } from "../core";
import { textTable } from "../i18n/catalogue";

// The buyer's pages' own words (payment page, thank-you page, manage page),
// English and German. Problems are core's messages (`problemText`); the few
// codes only the edge reports on the order path have their words here.
export const checkoutTexts = textTable("checkout/texts", "checkoutTexts") satisfies Texts<string>;

export type CheckoutText = keyof typeof checkoutTexts;

/** The words on the buy button (the seller's checkout setting). */
export const buyButtonTexts: Texts<"buy_now" | "order_now" | "pay_now" | "subscribe_now"> = textTable("checkout/texts", "buyButtonTexts");

/** The buy button with the amount due now ({amount}), by the seller's button text. */
export const payButtonTexts: Texts<"buy_now" | "order_now" | "pay_now" | "subscribe_now"> = textTable("checkout/texts", "payButtonTexts");

/** Payment methods by name (spec section 3). */
export const methodNames: Texts<string> = textTable("checkout/texts", "methodNames");

/**
 * Our words for a card the issuer refused, by the provider's decline code or
 * error code (https://docs.stripe.com/declines/codes). Lost, stolen and
 * fraud-suspected cards get the general words on purpose: the buyer is not
 * told why.
 */
export const cardErrorTexts: Texts<string> = textTable("checkout/texts", "cardErrorTexts");

/**
 * Words for what the buyer's pages notice themselves (no answer came);
 * core words its rules and every code the edge answers with, shown through
 * `messageFor`.
 */
export const problemTexts: Texts<string> = textTable("checkout/texts", "problemTexts");

/** A problem's words: core's message, else this page's, else the edge's text, else the code. */
export function problemText(code: string, locale: Locale, edgeText?: string | null): string {
  const fromCore = messageFor(code, locale);
  if (fromCore !== code) return fromCore;
  return problemTexts[code]?.[locale] ?? edgeText ?? code;
}

/** The words for a payment or rate state, as the buyer reads it. */
export const stateTexts: Texts<string> = textTable("checkout/texts", "stateTexts");

export const stateText = (state: string, locale: Locale) => stateTexts[state]?.[locale] ?? state;
