import { useEffect, useState } from "react";
import { FormError } from "../../account/Field";
import { ApiError } from "../../api/client";
import { salesApi, type ProviderAccount } from "../../api/sales";
import { entryFor, useTexts } from "../../app/i18n";
import { Link } from "../../app/Link";
import { useLocale } from "../../app/locale";
import { navigate } from "../../app/navigate";
import { paths, type StripeReturn } from "../../app/routes";
import { useLoad } from "../../app/useLoad";
import { check, type Mode } from "../../core";
import "../orders/sales.css";
import "./providers.css";
import { providerTexts } from "../orders/texts";
import { CodeProblem } from "../orders/ui";
import { ruleText } from "../catalog/ui";
import { Select } from "../../ui/Select";
import { TextField } from "../../ui/TextField";
import { UnsavedChangesDialog } from "../../ui/UnsavedChangesDialog";
import { problemShown, useFormGuard } from "../../ui/useFormGuard";
import {
  bodyOf,
  credentialFields,
  credentialProblems,
  draftOf,
  problemsByField,
  secretFields,
  shownValue,
  type CredentialField,
  type EditableProvider,
  type ProviderDraft,
} from "./forms";
import { modeTexts, settingsTexts } from "./texts";

// The seller's payment providers (/cabinet/settings/payment_providers): the
// built-in sandbox, and a form each for the card provider (Stripe) and the
// wallet provider (PayPal). Credentials are checked by core while they are
// typed (`provider_credentials`, the check the edge runs on the same body:
// a field's problem shows once it was changed, every one after a save) and
// again on the edge, whose problems are shown until the next change;
// they are stored sealed and never come back in clear: secrets are shown
// masked, their inputs always start empty, and a form forgets what was
// typed once it is saved. A save is sent even with problems: the edge
// answers them, and it alone knows the stored state. A form with typed
// changes asks before the seller leaves the page (ui/useFormGuard).
//
// Where the platform offers it (`connectAvailable`), the card provider is
// connected first of all through its own onboarding (issue 30): one button
// to the provider's page, where the seller opens or chooses an account; the
// provider sends the browser back to /cabinet/settings/payment_providers/
// stripe/return, which completes the connection and shows the providers
// again (the code leaves the address bar at once). Pasting keys stays
// below as the fallback.
const labels: Record<CredentialField, keyof typeof settingsTexts> = {
  publishable_key: "publishableKey",
  secret_key: "secretKey",
  webhook_secret: "webhookSecret",
  client_id: "clientId",
  client_secret: "clientSecret",
  webhook_id: "webhookId",
};

/** How the card provider's onboarding ended on its return page. */
type ConnectOutcome = { state: "completing" } | { state: "connected" } | { state: "failed"; code: string };

/**
 * The return pages already completed: a provider's code is used once, so a
 * page rendered twice (a development double effect) completes it once.
 */
const completedStates = new Set<string>();

export function PaymentProvidersPage({ stripeReturn }: { stripeReturn?: StripeReturn }) {
  const t = useTexts(settingsTexts);
  const [loaded] = useLoad("cabinet-payment-providers", (signal) => salesApi.providerSettings(signal));
  const [fresh, setFresh] = useState<ProviderAccount[] | null>(null);
  const [outcome, setOutcome] = useState<ConnectOutcome | null>(() =>
    stripeReturn
      ? stripeReturn.error || !stripeReturn.code
        ? { state: "failed", code: stripeReturn.error || "access_denied" }
        : { state: "completing" }
      : null,
  );
  useEffect(() => {
    if (!stripeReturn) return;
    // the provider's code leaves the address bar and the history at once
    navigate(paths.paymentProviders, { replace: true });
    if (stripeReturn.error || !stripeReturn.code || completedStates.has(stripeReturn.state)) return;
    completedStates.add(stripeReturn.state);
    salesApi
      .completeStripeConnect(stripeReturn.code, stripeReturn.state)
      .then((answer) => {
        setFresh(answer.providers);
        setOutcome({ state: "connected" });
      })
      .catch((e: unknown) =>
        setOutcome({ state: "failed", code: e instanceof ApiError ? (e.problems[0]?.code ?? e.code) : "page_server_error" }),
      );
  }, [stripeReturn]);
  if (loaded.state === "loading")
    return (
      <p data-testid="payment-providers" data-state="loading">
        {t("loading")}
      </p>
    );
  if (loaded.state === "error") {
    return (
      <section data-testid="payment-providers" data-state="error" data-code={loaded.error.code}>
        <FormError code={loaded.error.code} testId="payment-providers-error" />
      </section>
    );
  }
  const providers = fresh ?? loaded.value.providers;
  const connectAvailable = loaded.value.connectAvailable;
  return (
    <section className="settings" data-testid="payment-providers" data-state="ready">
      <div className="list-head">
        <h2>{t("paymentProviders")}</h2>
        <Link href={paths.paymentSettings} testId="to-payment-settings">
          {t("paymentSettings")} →
        </Link>
      </div>
      {providers.map((p) =>
        p.provider === "stripe" || p.provider === "paypal" ? (
          <ProviderCard
            key={p.provider}
            provider={p.provider}
            account={p}
            onChanged={setFresh}
            connect={p.provider === "stripe" && connectAvailable ? { outcome } : undefined}
          />
        ) : p.provider === "sandbox" ? (
          <SandboxCard key={p.provider} account={p} />
        ) : null,
      )}
      <UnsavedChangesDialog />
    </section>
  );
}

function ConnectedBadge({ account, testId }: { account: ProviderAccount; testId: string }) {
  const t = useTexts(settingsTexts);
  const locale = useLocale();
  return (
    <span
      className={`status-badge ${account.connected ? "status-green" : "status-plain"}`}
      data-testid={testId}
      data-connected={account.connected}
      data-mode={account.mode ?? ""}
    >
      {account.connected ? t("connected") : t("notConnected")}
      {account.connected && account.mode ? ` · ${entryFor(modeTexts, account.mode)?.[locale] ?? account.mode}` : ""}
    </span>
  );
}

function SandboxCard({ account }: { account: ProviderAccount }) {
  const t = useTexts(settingsTexts);
  const locale = useLocale();
  return (
    <article className="provider-card" data-testid="provider-sandbox" data-connected={account.connected}>
      <h3>
        {providerTexts.sandbox[locale]} <ConnectedBadge account={account} testId="provider-sandbox-status" />
      </h3>
      <p>{t("builtIn")}</p>
      <p className="note">{t("guideSandbox")}</p>
    </article>
  );
}

function ProviderCard({
  provider,
  account,
  onChanged,
  connect,
}: {
  provider: EditableProvider;
  account: ProviderAccount;
  onChanged: (providers: ProviderAccount[]) => void;
  /** The card provider's onboarding, where the platform offers it. */
  connect?: { outcome: ConnectOutcome | null };
}) {
  const t = useTexts(settingsTexts);
  const locale = useLocale();
  const [draft, setDraft] = useState<ProviderDraft>(() => draftOf(provider, account));
  /** The edge's problems with the body last sent; forgotten at the next change. */
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [touched, setTouched] = useState<readonly string[]>([]);
  const [submitted, setSubmitted] = useState(false);
  useFormGuard(touched.length > 0);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<"saved" | "disconnected" | null>(null);
  const [busy, setBusy] = useState(false);
  const id = `provider-${provider}`;
  const local = credentialProblems(check, provider, draft);
  const revealed = Object.entries(local).filter(([f]) => problemShown(f, touched, submitted));
  /** The problem shown per field: the edge's for what was sent, else core's once the field was changed. */
  const shown: Record<string, string> = { ...Object.fromEntries(revealed), ...problems };

  const edited = (next: ProviderDraft, field: string) => {
    setDraft(next);
    if (!touched.includes(field)) setTouched([...touched, field]);
    setProblems({});
    setNotice(null);
  };
  const change = (field: CredentialField, value: string) => edited({ ...draft, values: { ...draft.values, [field]: value } }, field);
  /** A fresh form: what was typed and its problems forgotten. */
  const reset = (next: ProviderDraft) => {
    setDraft(next);
    setProblems({});
    setTouched([]);
    setSubmitted(false);
  };

  async function save() {
    setSubmitted(true);
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      const providers = await salesApi.connectProvider(provider, bodyOf(provider, draft));
      const mine = providers.find((p) => p.provider === provider);
      // What was typed is forgotten: secrets live on the edge only.
      reset(draftOf(provider, mine));
      setNotice("saved");
      onChanged(providers);
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      if (e.problems.length > 0) setProblems(problemsByField(e.problems));
      else setError(e.code);
    } finally {
      setBusy(false);
    }
  }

  async function disconnect() {
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      const providers = await salesApi.disconnectProvider(provider);
      reset(
        draftOf(
          provider,
          providers.find((p) => p.provider === provider),
        ),
      );
      setNotice("disconnected");
      onChanged(providers);
    } catch (e) {
      setError(e instanceof ApiError ? e.code : "page_server_error");
    } finally {
      setBusy(false);
    }
  }

  const webhookUrl = account.webhookUrl ? new URL(account.webhookUrl, window.location.origin).toString() : null;
  const known = new Set<string>([...credentialFields[provider], "mode"]);
  const viaOauth = account.connectedVia === "oauth";
  const keys = (
    <>
      {account.connected && !viaOauth ? (
        <dl className="facts" data-testid={`${id}-stored`}>
          {credentialFields[provider].map((f) => (
            <FragmentRow key={f} label={t(labels[f])} value={shownValue(account, f)} testId={`${id}-${f}-shown`} />
          ))}
        </dl>
      ) : null}
      {(account.connected && account.mode === "live") || viaOauth ? null : <GoLiveGuide provider={provider} />}
      {webhookUrl ? (
        <p className="note">
          {t("webhookUrl")}: <code data-testid={`${id}-webhook-url`}>{webhookUrl}</code>
        </p>
      ) : null}
      <form
        className="catalog-form provider-form"
        data-testid={`${id}-form`}
        data-valid={Object.keys(local).length === 0}
        noValidate
        autoComplete="off"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        {credentialFields[provider].map((f) => {
          const secret = secretFields.has(f);
          const stored = shownValue(account, f);
          return (
            <TextField
              key={f}
              testId={`${id}-${f}`}
              label={t(labels[f])}
              type={secret ? "password" : "text"}
              autoComplete={secret ? "new-password" : "off"}
              value={draft.values[f] ?? ""}
              placeholder={secret && stored ? `${stored} (${t("stored")})` : undefined}
              onChange={(v) => change(f, v)}
              error={shown[f] ? ruleText(shown[f], locale) : undefined}
              errorCode={shown[f]}
            />
          );
        })}
        {provider === "paypal" ? (
          <Select<Mode | "">
            testId={`${id}-mode`}
            label={t("mode")}
            value={draft.mode}
            options={[["", t("chooseMode")] as const, ...(["test", "live"] as const).map((m) => [m, modeTexts[m][locale]] as const)]}
            onChange={(mode) => edited({ ...draft, mode }, "mode")}
            error={shown.mode ? ruleText(shown.mode, locale) : undefined}
            errorCode={shown.mode}
          />
        ) : null}
        {Object.entries(shown)
          .filter(([f]) => !known.has(f))
          .map(([f, code]) => (
            <p key={f} className="form-error">
              <CodeProblem code={code} testId={`${id}-problem`} />
            </p>
          ))}
        {account.connected && !viaOauth ? <small className="note">{t("secretHint")}</small> : null}
        <div className="row-buttons">
          <button type="submit" className={connect ? undefined : "primary"} data-testid={`${id}-save`} disabled={busy}>
            {account.connected && !viaOauth ? t("update") : t("connect")}
          </button>
          {account.connected && !viaOauth ? (
            <button type="button" data-testid={`${id}-disconnect`} disabled={busy} onClick={() => void disconnect()}>
              {t("disconnect")}
            </button>
          ) : null}
        </div>
        {notice && !viaOauth ? (
          <p className="note ok" data-testid={`${id}-notice`} data-notice={notice} role="status">
            {notice === "saved" ? t("savedProvider") : t("disconnected")}
          </p>
        ) : null}
        {error && !viaOauth ? (
          <p className="form-error">
            <CodeProblem code={error} testId={`${id}-error`} />
          </p>
        ) : null}
      </form>
    </>
  );
  return (
    <article className="provider-card" data-testid={id} data-connected={account.connected} data-mode={account.mode ?? ""}>
      <h3>
        {providerTexts[provider][locale]} <ConnectedBadge account={account} testId={`${id}-status`} />
      </h3>
      {connect ? (
        <>
          <StripeConnect
            account={account}
            outcome={connect.outcome}
            busy={busy}
            onDisconnect={() => void disconnect()}
            notice={viaOauth ? notice : null}
            error={viaOauth ? error : null}
          />
          {/* the fallback: keys pasted by hand (open unless the account came through the onboarding) */}
          <details className="provider-keys" data-testid={`${id}-keys`} open={!viaOauth}>
            <summary>{t("orPasteKeys")}</summary>
            {keys}
          </details>
        </>
      ) : (
        keys
      )}
    </article>
  );
}

/**
 * The card provider's onboarding: one button to the provider's page with a
 * sentence on what happens; once connected that way, the account, its mode
 * and a way to disconnect. The return page's outcome is said here too: a
 * cancellation or a refusal in plain words, with the button to try again.
 */
function StripeConnect({
  account,
  outcome,
  busy,
  onDisconnect,
  notice,
  error,
}: {
  account: ProviderAccount;
  outcome: ConnectOutcome | null;
  busy: boolean;
  onDisconnect: () => void;
  notice: "saved" | "disconnected" | null;
  error: string | null;
}) {
  const t = useTexts(settingsTexts);
  const locale = useLocale();
  const [starting, setStarting] = useState(false);
  const [startError, setStartError] = useState<string | null>(null);
  const viaOauth = account.connectedVia === "oauth";
  async function start() {
    setStarting(true);
    setStartError(null);
    try {
      window.location.assign(await salesApi.startStripeConnect());
    } catch (e) {
      setStartError(e instanceof ApiError ? e.code : "page_server_error");
      setStarting(false);
    }
  }
  const failed = outcome?.state === "failed" ? outcome.code : null;
  return (
    <div className="stripe-connect" data-testid="stripe-connect" data-outcome={outcome?.state ?? ""}>
      {viaOauth ? (
        <dl className="facts" data-testid="stripe-connect-account">
          <dt>{t("connectAccount")}</dt>
          <dd>
            <code data-testid="stripe-connect-account-id">{account.accountId ?? "–"}</code>
          </dd>
          <dt>{t("mode")}</dt>
          <dd data-testid="stripe-connect-mode">{account.mode ? (entryFor(modeTexts, account.mode)?.[locale] ?? account.mode) : "–"}</dd>
        </dl>
      ) : (
        <p className="stripe-connect-guide">{t("connectGuide")}</p>
      )}
      {outcome?.state === "completing" ? (
        <p className="note" role="status" data-testid="stripe-connect-completing">
          {t("connectCompleting")}
        </p>
      ) : null}
      {outcome?.state === "connected" ? (
        <p className="note ok" role="status" data-testid="stripe-connect-done">
          {t("connectDone")}
        </p>
      ) : null}
      {failed ? (
        <p className="form-error" role="alert" data-testid="stripe-connect-failed" data-code={failed}>
          {failed === "access_denied" ? t("connectCancelled") : <CodeProblem code={failed} testId="stripe-connect-problem" />}
        </p>
      ) : null}
      <div className="row-buttons">
        {viaOauth ? (
          <button type="button" data-testid="provider-stripe-disconnect" disabled={busy} onClick={onDisconnect}>
            {t("disconnect")}
          </button>
        ) : (
          <button
            type="button"
            className="primary"
            data-testid="stripe-connect-start"
            disabled={starting || outcome?.state === "completing"}
            aria-busy={starting}
            onClick={() => void start()}
          >
            {starting ? t("connectStarting") : failed ? t("connectAgain") : t("connectWithStripe")}
          </button>
        )}
      </div>
      {notice ? (
        <p className="note ok" data-testid="provider-stripe-notice" data-notice={notice} role="status">
          {notice === "saved" ? t("savedProvider") : t("disconnected")}
        </p>
      ) : null}
      {error || startError ? (
        <p className="form-error">
          <CodeProblem code={(error ?? startError)!} testId="stripe-connect-error" />
        </p>
      ) : null}
    </div>
  );
}

function FragmentRow({ label, value, testId }: { label: string; value: string | null; testId: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>
        <code data-testid={testId}>{value ?? "–"}</code>
      </dd>
    </>
  );
}

/**
 * Where the provider's live credentials are found and what to do with them
 * (issue 30: going live was pasting three secrets with no word on where
 * they come from); shown until the provider is connected in live mode.
 */
function GoLiveGuide({ provider }: { provider: EditableProvider }) {
  const t = useTexts(settingsTexts);
  const steps =
    provider === "stripe"
      ? (["guideStripe1", "guideStripe2", "guideStripe3"] as const)
      : (["guidePaypal1", "guidePaypal2", "guidePaypal3"] as const);
  return (
    <details className="provider-guide" data-testid={`provider-${provider}-guide`} open>
      <summary>{t("guideTitle")}</summary>
      <ol>
        {steps.map((s) => (
          <li key={s}>{t(s)}</li>
        ))}
      </ol>
    </details>
  );
}
