import { useState } from "react";
import { ApiError } from "../../api/client";
import { cabinetApi, type CabinetProduct, type TrackingCode, type TrackingCodeKind } from "../../api/cabinet";
import { useTexts } from "../../app/i18n";
import { useLocale } from "../../app/locale";
import { check } from "../../core";
import { catalogTexts, trackingKinds, trackingTexts } from "./texts";
import { useFormGuard, useTouched } from "../../ui/useFormGuard";
import { RuleProblem, TextField } from "./ui";

// Step "advanced": the tracking ids (each judged by core's `tracking_id`
// rule), internal name, cost center and the success page's address
// (core's `http_url`). Empty fields are left out / cleared. Universal
// Analytics (shut down in 2023) shows only where an id is kept, with a note.

const codeOf = (codes: TrackingCode[], kind: TrackingCodeKind) => codes.find((c) => c.kind === kind)?.value ?? "";

export function AdvancedStep({ product, onSaved }: { product: CabinetProduct; onSaved: (product: CabinetProduct) => void }) {
  const t = useTexts(catalogTexts);
  const locale = useLocale();
  const [codes, setCodes] = useState<Record<TrackingCodeKind, string>>(
    () => Object.fromEntries(trackingKinds.map((k) => [k, codeOf(product.trackingCodes ?? [], k)])) as Record<TrackingCodeKind, string>,
  );
  // Universal Analytics is shown only to a product that has such an id (with a note that it measures nothing).
  const [shownKinds] = useState(() => trackingKinds.filter((k) => k !== "google_analytics" || codes.google_analytics !== ""));
  const [internalName, setInternalName] = useState(product.internalName ?? "");
  const [costCenter, setCostCenter] = useState(product.costCenter ?? "");
  const [successUrl, setSuccessUrl] = useState(product.successUrl ?? "");
  const [edgeProblems, setEdgeProblems] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const changes = useTouched();
  useFormGuard(changes.dirty);
  const [error, setError] = useState<string | null>(null);

  const local: Record<string, string> = {};
  for (const kind of trackingKinds) {
    const value = codes[kind].trim();
    const problem = value ? check("tracking_id", { kind, value }).problems[0] : undefined;
    if (problem) local[`tracking.${kind}`] = problem.code;
  }
  for (const [field, value] of [
    ["internal_name", internalName],
    ["cost_center", costCenter],
  ] as const) {
    const problem = value ? check("no_script", value).problems[0] : undefined;
    if (problem) local[field] = problem.code;
  }
  const url = successUrl.trim();
  const urlProblem = url ? check("http_url", url).problems[0] : undefined;
  if (urlProblem) local.success_url = urlProblem.code;
  const problemOf = (field: string) => edgeProblems[field] ?? local[field] ?? null;
  const touched = (field: string) => {
    setSaved(false);
    changes.touch(field);
    const { [field]: _gone, ...rest } = edgeProblems;
    setEdgeProblems(rest);
  };

  async function save() {
    setError(null);
    if (Object.keys(local).length > 0) return;
    const sent = trackingKinds.filter((k) => codes[k].trim()).map((kind) => ({ kind, value: codes[kind].trim() }));
    setBusy(true);
    try {
      const answer = await cabinetApi.updateProduct(product.id, {
        trackingCodes: sent,
        internalName: internalName.trim(),
        costCenter: costCenter.trim(),
        successUrl: url,
      });
      setSaved(true);
      changes.saved();
      onSaved(answer);
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      if (e.problems.length > 0) {
        // `/tracking_codes/1/value` names the second code sent.
        const byField = e.problems.map((p) => {
          const m = /^tracking_codes\.(\d+)/.exec(p.field);
          const kind = m ? sent[Number(m[1])]?.kind : undefined;
          return [kind ? `tracking.${kind}` : p.field, p.code] as const;
        });
        setEdgeProblems(Object.fromEntries(byField));
      } else setError(e.code);
    } finally {
      setBusy(false);
    }
  }

  const known = new Set([...trackingKinds.map((k) => `tracking.${k}`), "internal_name", "cost_center", "success_url"]);
  const other = Object.entries(edgeProblems).filter(([field]) => !known.has(field));
  return (
    <form
      className="catalog-form"
      data-testid="advanced-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <fieldset className="tracking">
        <legend>{t("trackingCodes")}</legend>
        {shownKinds.map((kind) => (
          <TextField
            key={kind}
            testId={`tracking-${kind}`}
            label={trackingTexts[kind][locale]}
            hint={kind === "google_analytics" ? <span data-testid="tracking-ua-retired">{t("uaRetired")}</span> : undefined}
            value={codes[kind]}
            onChange={(v) => {
              setCodes({ ...codes, [kind]: v });
              touched(`tracking.${kind}`);
            }}
            problem={problemOf(`tracking.${kind}`)}
          />
        ))}
      </fieldset>
      <TextField
        testId="advanced-internal_name"
        label={t("internalName")}
        value={internalName}
        onChange={(v) => {
          setInternalName(v);
          touched("internal_name");
        }}
        problem={problemOf("internal_name")}
      />
      <TextField
        testId="advanced-cost_center"
        label={t("costCenter")}
        value={costCenter}
        onChange={(v) => {
          setCostCenter(v);
          touched("cost_center");
        }}
        problem={problemOf("cost_center")}
      />
      <TextField
        testId="advanced-success_url"
        label={t("successUrl")}
        type="url"
        value={successUrl}
        placeholder="https://"
        onChange={(v) => {
          setSuccessUrl(v);
          touched("success_url");
        }}
        problem={problemOf("success_url")}
      />
      {other.map(([field, code]) => (
        <p key={field} className="form-error" data-field={field}>
          {field}: <RuleProblem code={code} testId="advanced-problem-other" />
        </p>
      ))}
      {error ? <RuleProblem code={error} testId="advanced-error" /> : null}
      <div className="actions">
        <button type="submit" className="primary" data-testid="advanced-save" disabled={busy}>
          {busy ? t("saving") : t("save")}
        </button>
        {saved ? (
          <span className="ok" data-testid="advanced-saved">
            {t("saved")}
          </span>
        ) : null}
      </div>
    </form>
  );
}
