// The card provider's browser side, without the DOM: the part of Stripe.js
// the payment page uses (its documented surface: `Stripe(key)`,
// `elements({clientSecret})`, `create("payment")`, `mount`,
// `confirmPayment`), what a confirmation's answer means for the buyer, and
// the words for a refused card. Card numbers never pass through here: they
// stay in the provider's own fields.
import type { Texts } from "../app/i18n";
import type { Locale } from "../app/locale";

/** Where the provider's script is loaded from (it must come from there, never bundled). */
export const STRIPE_JS = "https://js.stripe.com/v3/";

/** A Stripe.js error (https://docs.stripe.com/api/errors). */
export interface StripeError {
  type: string;
  code?: string;
  decline_code?: string;
  message?: string;
}

export interface StripePaymentIntent {
  id: string;
  status: string;
}

export type ConfirmResult = { error: StripeError; paymentIntent?: undefined } | { paymentIntent: StripePaymentIntent; error?: undefined };

/** A SetupIntent: a card saved for later charges, nothing charged (https://docs.stripe.com/api/setup_intents). */
export interface StripeSetupIntent {
  id: string;
  status: string;
}

export type SetupResult = { error: StripeError; setupIntent?: undefined } | { setupIntent: StripeSetupIntent; error?: undefined };

export interface StripeElement {
  mount(target: HTMLElement | string): void;
  on?(event: "ready" | "change", handler: (event: unknown) => void): void;
  destroy?(): void;
  unmount?(): void;
}

export interface StripeElements {
  create(type: "payment", options?: Record<string, unknown>): StripeElement;
}

export interface StripeClient {
  elements(options: { clientSecret: string; locale?: string }): StripeElements;
  confirmPayment(options: {
    elements: StripeElements;
    confirmParams: { return_url: string };
    redirect: "if_required";
  }): Promise<ConfirmResult>;
  confirmSetup(options: { elements: StripeElements; confirmParams: { return_url: string }; redirect: "if_required" }): Promise<SetupResult>;
}

export type StripeFactory = (publishableKey: string) => StripeClient;

declare global {
  interface Window {
    Stripe?: StripeFactory;
  }
}

/**
 * The payment intent's states in which the money is on its way: charged,
 * being processed, or authorised for a later capture.
 */
const PAID = new Set(["succeeded", "processing", "requires_capture"]);

export type CardOutcome =
  /** The provider took the payment: ask the edge to check it, then go on. */
  | { kind: "paid"; paymentIntent: string }
  /**
   * Not paid; the same fields take another card. `code` names what went
   * wrong (the issuer's decline code when there is one), `providerMessage`
   * is the provider's text when it is meant for the buyer.
   */
  | { kind: "refused"; type: string; code: string; reason: string | null; providerMessage: string | null };

export type Refused = Extract<CardOutcome, { kind: "refused" }>;

/** What a `confirmPayment` answer means. */
/**
 * What saving a card (`confirmSetup`) means: saved, or being saved (a
 * SEPA mandate processing), counts like a payment taken; anything else is
 * refused, as a payment's error is.
 */
export function setupOutcome(result: SetupResult): CardOutcome {
  if (result.error) return cardOutcome({ error: result.error });
  const saved = result.setupIntent.status === "succeeded" || result.setupIntent.status === "processing";
  return cardOutcome({ paymentIntent: { id: result.setupIntent.id, status: saved ? "succeeded" : result.setupIntent.status } });
}

export function cardOutcome(result: ConfirmResult): CardOutcome {
  if (result.error) {
    const e = result.error;
    // The provider's words are meant for the buyer for card and field
    // errors; any other error's text is for developers.
    const forBuyer = e.type === "card_error" || e.type === "validation_error";
    return {
      kind: "refused",
      type: e.type,
      code: e.decline_code || e.code || e.type,
      reason: e.code ?? null,
      providerMessage: forBuyer && e.message ? e.message.trim() : null,
    };
  }
  if (PAID.has(result.paymentIntent.status)) return { kind: "paid", paymentIntent: result.paymentIntent.id };
  return { kind: "refused", type: "payment_intent", code: result.paymentIntent.status, reason: null, providerMessage: null };
}

/**
 * The words for a refused payment: for a card the issuer refused, the
 * provider's message and ours for its decline code (else its error code,
 * else a declined card in general: `cardWords.card_declined`); for fields
 * the buyer must fix, the provider's message; otherwise `failed`.
 */
export function refusalText(refused: Refused, locale: Locale, cardWords: Texts<string>, failed: Record<Locale, string>): string {
  if (refused.type === "card_error") {
    const ours = cardWords[refused.code] ?? (refused.reason ? cardWords[refused.reason] : undefined) ?? cardWords.card_declined;
    return [refused.providerMessage, ours?.[locale]].filter(Boolean).join(" ") || failed[locale];
  }
  if (refused.type === "validation_error" && refused.providerMessage) return refused.providerMessage;
  return failed[locale];
}

/** Whether the provider sent the buyer back here after a redirect (its return adds these). */
export function returnedFromProvider(search: string): boolean {
  const q = new URLSearchParams(search);
  return q.has("payment_intent") || q.has("redirect_status");
}

/** The address without the provider's return parameters (the client secret among them). */
export function withoutProviderParams(search: string): string {
  const q = new URLSearchParams(search);
  for (const name of ["payment_intent", "payment_intent_client_secret", "redirect_status"]) q.delete(name);
  const rest = q.toString();
  return rest ? `?${rest}` : "";
}
