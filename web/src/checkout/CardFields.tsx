// The card step of the payment page: the card provider's own fields
// (Stripe.js's Payment Element, loaded from the provider on demand) and a
// Pay button (for a free trial, a SetupIntent the fields confirm with
// `confirmSetup`: the card is saved for later rates, nothing is charged). The card number is typed into the provider's frame, never
// into this page. A refused card is explained and the same fields take
// another; a payment the provider took is checked by the edge at once (so
// the order is paid even when the provider's webhook is late or lost), then
// the buyer goes to the thank-you page.
import { useEffect, useEffectEvent, useRef, useState } from "react";
import { ordersApi, type CardConfirm } from "../api/orders";
import { useTexts } from "../app/i18n";
import { useLocale } from "../app/locale";
import { Amount } from "../app/Money";
import {
  cardOutcome,
  refusalText,
  setupOutcome,
  STRIPE_JS,
  type Refused,
  type StripeClient,
  type StripeElements,
  type StripeFactory,
} from "./card";
import { readableOn } from "../ui/contrast";
import { cardErrorTexts, checkoutTexts } from "./texts";

let loading: Promise<StripeFactory> | null = null;

/**
 * The provider's script, inserted once on demand; a failed load is
 * forgotten (its tag removed), so the next call tries again.
 */
export function loadStripe(): Promise<StripeFactory> {
  if (window.Stripe) return Promise.resolve(window.Stripe);
  loading ??= new Promise<StripeFactory>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = STRIPE_JS;
    script.async = true;
    script.dataset.provider = "stripe";
    script.onload = () => (window.Stripe ? resolve(window.Stripe) : reject(new Error("Stripe.js loaded without Stripe")));
    script.onerror = () => reject(new Error("Stripe.js could not be loaded"));
    document.head.appendChild(script);
  }).catch((e: unknown) => {
    loading = null;
    document.querySelectorAll(`script[src="${STRIPE_JS}"]`).forEach((s) => s.remove());
    throw e;
  });
  return loading;
}

type Fields =
  | { state: "loading" }
  | { state: "unavailable" }
  | { state: "mounting"; stripe: StripeClient; elements: StripeElements }
  | { state: "ready"; stripe: StripeClient; elements: StripeElements };

type Paying = { state: "idle" } | { state: "paying" } | { state: "refused"; refused: Refused } | { state: "paid" };

export function CardFields(props: {
  confirm: CardConfirm;
  token: string;
  redirectUrl: string;
  dueNow: string;
  currency: string;
  buyColor: string;
}) {
  const { confirm, token, redirectUrl } = props;
  const t = useTexts(checkoutTexts);
  const locale = useLocale();
  const host = useRef<HTMLDivElement>(null);
  const [attempt, setAttempt] = useState(0);
  // the fields as mounted for one payment and attempt; any other mount is still loading
  const mount = `${confirm.publishableKey}\n${confirm.clientSecret}\n${attempt}`;
  const [held, setHeld] = useState<{ mount: string; fields: Fields } | null>(null);
  const fields: Fields = held?.mount === mount ? held.fields : { state: "loading" };
  // the language is the provider's at mount time: a change of language does not mount the fields again
  const mountLocale = useEffectEvent(() => locale);
  const [paying, setPaying] = useState<Paying>({ state: "idle" });

  useEffect(() => {
    let gone = false;
    let destroy: (() => void) | undefined;
    const ours = `${confirm.publishableKey}\n${confirm.clientSecret}\n${attempt}`;
    const setFields = (f: Fields) => setHeld({ mount: ours, fields: f });
    loadStripe()
      .then((Stripe) => {
        if (gone || !host.current) return;
        const stripe = Stripe(confirm.publishableKey);
        const elements = stripe.elements({ clientSecret: confirm.clientSecret, locale: mountLocale() });
        const element = elements.create("payment");
        element.mount(host.current);
        destroy = () => (element.destroy ? element.destroy() : element.unmount?.());
        if (element.on) {
          setFields({ state: "mounting", stripe, elements });
          element.on("ready", () => {
            if (!gone) setFields({ state: "ready", stripe, elements });
          });
        } else {
          setFields({ state: "ready", stripe, elements });
        }
      })
      .catch(() => {
        if (!gone) setFields({ state: "unavailable" });
      });
    return () => {
      gone = true;
      destroy?.();
    };
    // the fields belong to this payment
  }, [confirm.publishableKey, confirm.clientSecret, attempt]);

  async function pay() {
    if (fields.state !== "ready" || paying.state === "paying" || paying.state === "paid") return;
    setPaying({ state: "paying" });
    let outcome;
    try {
      const options = {
        elements: fields.elements,
        confirmParams: { return_url: `${window.location.origin}${redirectUrl}` },
        redirect: "if_required" as const,
      };
      // a free trial saves the card (nothing is charged); otherwise the payment is confirmed
      outcome =
        confirm.intent === "setup"
          ? setupOutcome(await fields.stripe.confirmSetup(options))
          : cardOutcome(await fields.stripe.confirmPayment(options));
    } catch {
      outcome = cardOutcome({ error: { type: "api_connection_error" } });
    }
    if (outcome.kind === "refused") {
      setPaying({ state: "refused", refused: outcome });
      return;
    }
    setPaying({ state: "paid" });
    // The edge asks the provider and applies the answer; when this fails,
    // the webhook (or the scheduler) still will, and the thank-you page waits.
    await ordersApi.check(token).catch(() => undefined);
    window.location.assign(redirectUrl);
  }

  const busy = paying.state === "paying" || paying.state === "paid";
  const shown = fields.state === "mounting" || fields.state === "ready";
  return (
    <section className="co-card" data-testid="card-step" data-fields={fields.state} data-paying={paying.state}>
      <h2>{t("cardTitle")}</h2>
      <p className="co-hint">{t("cardIntro")}</p>
      {confirm.intent === "setup" ? (
        <p className="co-hint" data-testid="card-setup">
          {t("cardSaveIntro")}
        </p>
      ) : null}
      {fields.state === "loading" ? <p data-testid="card-loading">{t("cardLoading")}</p> : null}
      {fields.state === "unavailable" ? (
        <div className="co-field-error" data-testid="card-unavailable">
          <p>{t("cardLoadFailed")}</p>
          <button type="button" data-testid="card-retry" onClick={() => setAttempt((n) => n + 1)}>
            {t("cardRetry")}
          </button>
        </div>
      ) : null}
      {/* The provider's fields mount here (its own frame): React leaves this element's children alone. */}
      <div ref={host} className="co-card-fields" data-testid="card-fields" data-state={fields.state} hidden={!shown} />
      {paying.state === "refused" ? (
        <p className="co-field-error" data-testid="card-error" data-code={paying.refused.code} data-type={paying.refused.type} role="alert">
          {refusalText(paying.refused, locale, cardErrorTexts, checkoutTexts.cardFailed)}
        </p>
      ) : null}
      {paying.state === "paid" ? <p data-testid="card-paid">{t("cardPaid")}</p> : null}
      <button
        type="button"
        className="buy co-buy-button"
        data-testid="card-pay"
        style={{ background: props.buyColor, color: readableOn(props.buyColor) }}
        disabled={fields.state !== "ready" || busy}
        onClick={() => void pay()}
      >
        {busy ? (
          t("cardPaying")
        ) : confirm.intent === "setup" ? (
          t("cardSave")
        ) : (
          <>
            {t("cardPay")} <Amount value={props.dueNow} currency={props.currency} testId="card-amount" />
          </>
        )}
      </button>
    </section>
  );
}
