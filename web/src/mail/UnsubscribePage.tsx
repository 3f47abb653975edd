// Which mails an address gets from a shop (`/emails/unsubscribe/{token}`,
// the link in every buyer mail): each optional category with a switch,
// one button that turns every optional mail off, and what always comes
// (receipts, access, payment problems, legal confirmations). Works without
// a session; the token is the address's at that shop.
import { useState } from "react";
import type { ApiError } from "../api/client";
import { mailsApi, type EmailSubscription } from "../api/mails";
import { useTexts } from "../app/i18n";
import { useLoad } from "../app/useLoad";
import { BuyerProblem, buyerText } from "../storefront/Problem";
import { ShopHeader } from "../storefront/ShopHeader";
import { Button } from "../ui/Button";
import { Checkbox } from "../ui/Checkbox";
import { useLocale } from "../app/locale";
import { mailTexts } from "./texts";
import "../storefront/storefront.css";
import "./mail.css";

export function UnsubscribePage({ token }: { token: string }) {
  const t = useTexts(mailTexts);
  const [loaded] = useLoad(`unsubscribe:${token}`, (signal) => mailsApi.subscription(token, signal));
  if (loaded.state === "error") return <BuyerProblem error={loaded.error} />;
  if (loaded.state === "loading") {
    return (
      <main className="sf-page ml-page" data-testid="unsubscribe" data-state="loading">
        <p className="sf-loading">{t("loading")}</p>
      </main>
    );
  }
  return <Choices token={token} initial={loaded.value} />;
}

type Saved = "none" | "saved" | "all_off";

function Choices({ token, initial }: { token: string; initial: EmailSubscription }) {
  const t = useTexts(mailTexts);
  const locale = useLocale();
  const [subscription, setSubscription] = useState(initial);
  const [busy, setBusy] = useState<"one" | "all" | null>(null);
  const [saved, setSaved] = useState<Saved>("none");
  const [error, setError] = useState<string | null>(null);
  const reminders = subscription.optional.find((c) => c.category === "payment_reminders")?.subscribed ?? false;
  const anyOn = subscription.optional.some((c) => c.subscribed);

  /** Shows `expected` at once, then what the edge answers (the choice before on an error). */
  async function run(which: "one" | "all", expected: EmailSubscription, call: () => Promise<EmailSubscription>, done: Saved) {
    const before = subscription;
    setSubscription(expected);
    setBusy(which);
    setError(null);
    setSaved("none");
    try {
      setSubscription(await call());
      setSaved(done);
    } catch (e) {
      setSubscription(before);
      setError(buyerText((e as ApiError).code ?? "page_server_error", locale));
    } finally {
      setBusy(null);
    }
  }
  const withReminders = (on: boolean): EmailSubscription => ({
    ...subscription,
    optional: subscription.optional.map((c) => (c.category === "payment_reminders" ? { ...c, subscribed: on } : c)),
  });

  return (
    <div className="sf-shell">
      <ShopHeader
        username={subscription.sellerUsername}
        shop={{ username: subscription.sellerUsername, displayName: subscription.sellerName }}
      />
      <main className="sf-page ml-page" data-testid="unsubscribe" data-state="ready">
        <section className="sf-card ml-card" aria-labelledby="ml-title">
          <h1 id="ml-title" className="ml-subject">
            {t("unsubscribeTitle")}
          </h1>
          <p className="ml-meta">
            {t("forAddress")} <strong data-testid="unsubscribe-email">{subscription.email}</strong> {t("atShop")}{" "}
            <strong>{subscription.sellerName}</strong>
          </p>
          <fieldset className="ml-fieldset">
            <legend className="ml-legend">{t("optionalTitle")}</legend>
            <Checkbox
              testId="category-payment_reminders"
              label={t("paymentReminders")}
              hint={t("paymentRemindersHint")}
              checked={reminders}
              disabled={busy !== null}
              onChange={(on) => void run("one", withReminders(on), () => mailsApi.choose(token, on), "saved")}
            />
          </fieldset>
          <div className="ml-actions">
            <Button
              variant="secondary"
              testId="unsubscribe-all"
              pending={busy === "all"}
              disabled={!anyOn || busy !== null}
              onClick={() =>
                void run(
                  "all",
                  { ...subscription, optional: subscription.optional.map((c) => ({ ...c, subscribed: false })) },
                  () => mailsApi.unsubscribeAll(token),
                  "all_off",
                )
              }
            >
              {t("unsubscribeAll")}
            </Button>
          </div>
          <p className="ml-status" role="status" data-testid="unsubscribe-status" data-saved={saved}>
            {saved === "all_off" ? t("allOff") : saved === "saved" ? t("saved") : ""}
          </p>
          {error ? (
            <p className="ml-error" role="alert" data-testid="unsubscribe-error">
              {error}
            </p>
          ) : null}
          <section className="ml-always" aria-labelledby="ml-always-title">
            <h2 id="ml-always-title" className="ml-always-title">
              {t("alwaysTitle")}
            </h2>
            <p>{t("alwaysText")}</p>
            <ul className="ml-always-list">
              <li>{t("alwaysOrder")}</li>
              <li>{t("alwaysReceipts")}</li>
              <li>{t("alwaysProblems")}</li>
              <li>{t("alwaysLegal")}</li>
            </ul>
          </section>
        </section>
      </main>
    </div>
  );
}
