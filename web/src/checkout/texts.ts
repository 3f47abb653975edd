import type { Texts } from "../app/i18n";
import type { Locale } from "../app/locale";
import { messageFor, type BuyButtonText } from "../core";
import { textTable } from "../i18n/catalogue";

// The buyer's pages' own words (payment page, thank-you page, manage page),
// English and German. Problems are core's messages (`problemText`); the few
// codes only the edge reports on the order path have their words here.
export const checkoutTexts = textTable("checkout/texts", "checkoutTexts") satisfies Texts<string>;

export type CheckoutText = keyof typeof checkoutTexts;

/** The seller's button setting (core's `BuyButtonText`). */
export type ButtonSetting = BuyButtonText;

/** The words a buy button can carry: every setting but `dynamic_cta`, which picks one of them. */
export type ButtonWords = Exclude<ButtonSetting, "dynamic_cta">;

/** The words on the buy button (the seller's checkout setting). */
export const buyButtonTexts: Texts<ButtonWords> = textTable("checkout/texts", "buyButtonTexts");

/** The buy button with the amount due now ({amount}), by the seller's button text. */
export const payButtonTexts: Texts<ButtonWords> = textTable("checkout/texts", "payButtonTexts");

/**
 * The words of the seller's button setting for a plan of `planKind`:
 * `dynamic_cta` subscribes to a subscription and buys anything else.
 */
export function buttonWords(setting: ButtonSetting, planKind: string): ButtonWords {
  if (setting !== "dynamic_cta") return setting;
  return planKind === "subscription" || planKind === "limited_subscription" ? "subscribe_now" : "buy_now";
}

/**
 * The words of a plan's link to the payment page (the product page): the
 * setting's words, but never a claim that the buyer accepts the terms or
 * completes the order there (only the payment page's button does).
 */
export function linkWords(setting: ButtonSetting, planKind: string): ButtonWords {
  const words = buttonWords(setting, planKind);
  return words === "agree_on_terms_and_pay" || words === "accept_and_pay_now" || words === "complete_order" ? "buy_now" : words;
}

/** The payment page's words around the seller's documents and the buyer's consents. */
export const legalTexts = textTable("checkout/texts", "legalTexts") satisfies Texts<string>;

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

/** How an order's plan reads on the buyer's pages (issue 30). */
export const planTexts = textTable("checkout/texts", "planTexts") satisfies Texts<string>;
