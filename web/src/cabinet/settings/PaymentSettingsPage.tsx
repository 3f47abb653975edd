import { useState } from "react";
import { FormError } from "../../account/Field";
import { ApiError } from "../../api/client";
import { salesApi, type MethodRow, type ProviderAccount } from "../../api/sales";
import { entryFor, useTexts } from "../../app/i18n";
import { Link } from "../../app/Link";
import { useLocale } from "../../app/locale";
import { paths } from "../../app/routes";
import { useLoad } from "../../app/useLoad";
import { check, type ProviderKind } from "../../core";
import "../orders/sales.css";
import { planKindTexts } from "../catalog/texts";
import { methodTexts, providerTexts } from "../orders/texts";
import { CodeProblem } from "../orders/ui";
import { Table } from "../../ui/Table";
import { matrixChanged, matrixProblems, problemsByMethod, settingsOf, withSetting } from "./forms";
import { settingsTexts } from "./texts";

// The method matrix (/cabinet/settings/payment_settings): for every payment
// method whether it is on and which provider takes it (only the providers
// that support it are offered; those not connected are marked), with the
// plan kinds that allow it. Core checks the matrix at every change in the
// browser (`payment_methods`, the check the edge runs on the same body,
// with the providers connected as loaded) and again on the edge; the
// problems (`provider_not_connected`, …) are shown on their rows, the
// edge's until the next change. A save is sent even with problems: the
// edge knows the providers connected since the page was loaded.
interface Loaded {
  methods: MethodRow[];
  providers: ProviderAccount[];
}

export function PaymentSettingsPage() {
  const t = useTexts(settingsTexts);
  const [loaded] = useLoad("cabinet-payment-settings", async (signal): Promise<Loaded> => {
    const [methods, providers] = await Promise.all([salesApi.paymentSettings(signal), salesApi.providers(signal)]);
    return { methods, providers };
  });
  if (loaded.state === "loading")
    return (
      <p data-testid="payment-settings" data-state="loading">
        {t("loading")}
      </p>
    );
  if (loaded.state === "error") {
    return (
      <section data-testid="payment-settings" data-state="error" data-code={loaded.error.code}>
        <FormError code={loaded.error.code} testId="payment-settings-error" />
      </section>
    );
  }
  return <Matrix initial={loaded.value.methods} providers={loaded.value.providers} />;
}

function Matrix({ initial, providers }: { initial: MethodRow[]; providers: ProviderAccount[] }) {
  const t = useTexts(settingsTexts);
  const locale = useLocale();
  const [saved, setSaved] = useState(initial);
  const [rows, setRows] = useState(initial);
  /** The edge's problems with the matrix last sent; forgotten at the next change. */
  const [problems, setProblems] = useState<ReturnType<typeof problemsByMethod>>({});
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  // the API names a provider as a plain string: the kinds the page knows (providerTexts) are kept
  const connected = new Set<ProviderKind>(
    providers.filter((p) => p.connected).flatMap((p) => (entryFor(providerTexts, p.provider) ? [p.provider as ProviderKind] : [])),
  );
  const dirty = matrixChanged(saved, rows);
  const local = matrixProblems(check, rows, [...connected]);
  const shown = { ...local, ...problems };

  async function save() {
    const sent = settingsOf(rows);
    setBusy(true);
    setError(null);
    setDone(false);
    try {
      const answer = await salesApi.savePaymentSettings(sent);
      setSaved(answer);
      setRows(answer);
      setProblems({});
      setDone(true);
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      const byMethod = problemsByMethod(sent, e.problems);
      if (Object.keys(byMethod).length > 0) setProblems(byMethod);
      else setError(e.code);
    } finally {
      setBusy(false);
    }
  }

  const change = (row: MethodRow, patch: { enabled?: boolean; provider?: ProviderKind }) => {
    setRows(withSetting(rows, row.method, patch));
    setProblems({});
    setDone(false);
  };

  return (
    <section
      className="settings"
      data-testid="payment-settings"
      data-state="ready"
      data-dirty={dirty}
      data-valid={Object.keys(local).length === 0}
    >
      <div className="list-head">
        <h2>{t("paymentSettings")}</h2>
        <Link href={paths.paymentProviders} testId="to-payment-providers">
          {t("connectProviders")} →
        </Link>
      </div>
      <p className="note">{t("matrixHint")}</p>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <Table caption={t("paymentSettings")} stack className="method-matrix" testId="method-matrix">
          <thead>
            <tr>
              <th scope="col">{t("method")}</th>
              <th scope="col">{t("enabled")}</th>
              <th scope="col">{t("provider")}</th>
              <th scope="col">{t("planKinds")}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => {
              const problem = shown[r.method];
              return (
                <tr key={r.method} data-testid="method-row" data-method={r.method} data-enabled={r.enabled} data-provider={r.provider}>
                  <td className="cell-method">{methodTexts[r.method]?.[locale] ?? r.method}</td>
                  <td data-label={t("enabled")}>
                    <input
                      type="checkbox"
                      aria-label={`${t("enabled")}: ${methodTexts[r.method]?.[locale] ?? r.method}`}
                      data-testid={`method-enabled-${r.method}`}
                      checked={r.enabled}
                      disabled={r.provider === null}
                      onChange={(e) => change(r, { enabled: e.target.checked })}
                    />
                    {r.enabled && !r.active && !dirty ? (
                      <small className="note" data-testid={`method-inactive-${r.method}`}>
                        {" "}
                        {t("notOffered")}
                      </small>
                    ) : null}
                  </td>
                  <td data-label={t("provider")}>
                    {/* ui: Select from the "inputs" part */}
                    <select
                      aria-label={`${t("provider")}: ${methodTexts[r.method]?.[locale] ?? r.method}`}
                      aria-describedby={problem ? `method-${r.method}-problem` : undefined}
                      data-testid={`method-provider-${r.method}`}
                      value={r.provider ?? ""}
                      aria-invalid={problem ? true : undefined}
                      onChange={(e) => change(r, { provider: e.target.value as ProviderKind })}
                    >
                      {r.provider === null ? <option value="">—</option> : null}
                      {r.providers.map((p) => (
                        <option key={p} value={p}>
                          {providerTexts[p]?.[locale] ?? p}
                          {connected.has(p) ? "" : ` (${t("notConnectedMark")})`}
                        </option>
                      ))}
                    </select>
                    {problem ? (
                      <CodeProblem code={problem.code} testId={`method-${r.method}-error`} id={`method-${r.method}-problem`} />
                    ) : null}
                  </td>
                  <td data-label={t("planKinds")} data-testid="method-plan-kinds" data-kinds={r.planKinds.join(" ")}>
                    {r.planKinds.map((k) => planKindTexts[k]?.[locale] ?? k).join(", ")}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </Table>
        <div className="row-buttons">
          <button type="submit" className="primary" data-testid="methods-save" disabled={busy || !dirty}>
            {t("save")}
          </button>
          {done ? (
            <span className="note ok" data-testid="methods-saved" role="status">
              {t("saved")}
            </span>
          ) : null}
        </div>
        {error ? (
          <p className="form-error">
            <CodeProblem code={error} testId="methods-error" />
          </p>
        ) : null}
      </form>
    </section>
  );
}
