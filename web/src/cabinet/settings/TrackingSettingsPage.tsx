import { useState } from "react";
import { FormError } from "../../account/Field";
import { ApiError } from "../../api/client";
import { trackingApi, type TrackingCode, type TrackingCodeDraft, type TrackingCodeKind } from "../../api/tracking";
import { useTexts } from "../../app/i18n";
import { useLocale } from "../../app/locale";
import { useLoad } from "../../app/useLoad";
import { check, messageFor } from "../../core";
import { Badge } from "../../ui/Badge";
import { Button } from "../../ui/Button";
import { Checkbox } from "../../ui/Checkbox";
import { EmptyState } from "../../ui/EmptyState";
import { Modal } from "../../ui/Modal";
import { Select } from "../../ui/Select";
import { Table } from "../../ui/Table";
import { TextField } from "../../ui/TextField";
import { toast } from "../../ui/toasts";
import { useFormGuard } from "../../ui/useFormGuard";
import { trackingSettingsTexts } from "./texts";
import "./tracking.css";

// The seller's tracking codes (/cabinet/settings/tracking, issue 18): a
// table of the codes with their state, a dialog to add or edit one (the
// kind, an optional name, the id checked by core's format for its kind, or
// a custom code), activating and removing. The shop's pages load active
// codes only after the buyer's consent (web/src/islands/tracking.ts).

// Decision (issue 30): Universal Analytics (`google_analytics`, UA-…) was
// shut down in July 2023, so it is no longer offered for a new code; a code
// the seller already has still loads, can be edited or removed, and says
// that it measures nothing (the edge keeps accepting the kind, so nothing
// stored or sent before breaks).
const KINDS: readonly TrackingCodeKind[] = [
  "google_analytics_4",
  "google_tag_manager",
  "facebook_pixel",
  "google_analytics",
  "custom_tracking_codes",
];

/** The spec's placeholders (section 5). */
const PLACEHOLDERS: Record<Exclude<TrackingCodeKind, "custom_tracking_codes">, string> = {
  google_analytics: "UA-XXXXXXX",
  google_analytics_4: "G-XXXXXXX",
  google_tag_manager: "GTM-XXXXXXX",
  facebook_pixel: "XXXXXXXXXXXXXXXX",
};

/** The dialog's fields. */
interface Form {
  kind: TrackingCodeKind;
  name: string;
  trackingId: string;
  code: string;
  active: boolean;
}

const draftOf = (c: TrackingCode | null): Form => ({
  kind: c?.kind ?? "google_analytics_4",
  name: c?.name ?? "",
  trackingId: c?.trackingId ?? "",
  code: c?.code ?? "",
  active: c?.active ?? true,
});

/** The problems of a refused save by field (`tracking_id`, `code`, `name`, `kind`). */
function problemsOf(e: unknown): Map<string, string> {
  const out = new Map<string, string>();
  if (e instanceof ApiError) for (const p of e.problems) if (!out.has(p.field)) out.set(p.field, p.code);
  return out;
}

export function TrackingSettingsPage() {
  const t = useTexts(trackingSettingsTexts);
  const locale = useLocale();
  const [loaded, reload] = useLoad("cabinet-tracking", (signal) => trackingApi.list(signal));
  const [editing, setEditing] = useState<TrackingCode | "new" | null>(null);
  const [removing, setRemoving] = useState<TrackingCode | null>(null);
  const [busy, setBusy] = useState<number | null>(null);

  const failed = (e: unknown) => {
    const code = e instanceof ApiError ? e.code : "network_error";
    toast("error", code, messageFor(code, locale));
  };
  async function toggle(c: TrackingCode) {
    setBusy(c.id);
    try {
      await trackingApi.update(c.id, { ...draftOf(c), active: !c.active });
      toast("success", "tracking_saved", t("saved"));
      reload();
    } catch (e) {
      failed(e);
    } finally {
      setBusy(null);
    }
  }
  async function remove(c: TrackingCode) {
    setBusy(c.id);
    try {
      await trackingApi.remove(c.id);
      toast("success", "tracking_removed", t("removed"));
      setRemoving(null);
      reload();
    } catch (e) {
      failed(e);
    } finally {
      setBusy(null);
    }
  }

  const head = (
    <>
      <h2>{t("title")}</h2>
      <p className="tracking-intro">{t("intro")}</p>
    </>
  );
  if (loaded.state === "loading") {
    return (
      <section className="tracking-settings" data-testid="tracking-settings" data-state="loading">
        {head}
        <p>{t("loading")}</p>
      </section>
    );
  }
  if (loaded.state === "error") {
    return (
      <section className="tracking-settings" data-testid="tracking-settings" data-state="error">
        {head}
        <FormError code={loaded.error.code} testId="tracking-error" />
        <Button variant="secondary" onClick={reload}>
          {t("retry")}
        </Button>
      </section>
    );
  }
  const codes = loaded.value;
  return (
    <section className="tracking-settings" data-testid="tracking-settings" data-state="ready">
      {head}
      {codes.length === 0 ? (
        <EmptyState title={t("emptyTitle")} text={t("emptyText")} testId="tracking-empty">
          <Button onClick={() => setEditing("new")} testId="tracking-add">
            {t("add")}
          </Button>
        </EmptyState>
      ) : (
        <>
          <div className="tracking-toolbar">
            <Button onClick={() => setEditing("new")} testId="tracking-add">
              {t("add")}
            </Button>
          </div>
          <Table caption={t("title")} stack testId="tracking-table">
            <thead>
              <tr>
                <th scope="col">{t("kind")}</th>
                <th scope="col">{t("value")}</th>
                <th scope="col">{t("status")}</th>
                <th scope="col">{t("actions")}</th>
              </tr>
            </thead>
            <tbody>
              {codes.map((c) => (
                <tr key={c.id} data-testid="tracking-row" data-id={c.id} data-kind={c.kind} data-active={c.active}>
                  <td data-label={t("kind")}>
                    <span className="tracking-kind">{t(c.kind)}</span>
                    {c.name ? <span className="tracking-name">{c.name}</span> : null}
                    {c.kind === "google_analytics" ? (
                      <span className="tracking-retired" data-testid="tracking-ua-retired">
                        {t("uaRetired")}
                      </span>
                    ) : null}
                  </td>
                  <td data-label={t("value")}>
                    <code className="tracking-value">{c.trackingId || c.code}</code>
                  </td>
                  <td data-label={t("status")}>
                    <Badge tone={c.active ? "success" : "neutral"}>{c.active ? t("active") : t("inactive")}</Badge>
                  </td>
                  <td data-label={t("actions")}>
                    <div className="tracking-actions">
                      <Button size="small" variant="secondary" onClick={() => setEditing(c)} testId="tracking-edit">
                        {t("edit")}
                      </Button>
                      <Button size="small" variant="ghost" pending={busy === c.id} onClick={() => void toggle(c)} testId="tracking-toggle">
                        {c.active ? t("deactivate") : t("activate")}
                      </Button>
                      <Button size="small" variant="ghost" onClick={() => setRemoving(c)} testId="tracking-remove">
                        {t("remove")}
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </>
      )}
      {editing ? (
        <CodeDialog
          code={editing === "new" ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            reload();
          }}
        />
      ) : null}
      <Modal
        open={removing !== null}
        onClose={() => setRemoving(null)}
        size="small"
        title={t("removeTitle")}
        testId="tracking-remove-dialog"
        footer={
          <>
            <Button variant="secondary" onClick={() => setRemoving(null)}>
              {t("cancel")}
            </Button>
            <Button
              variant="danger"
              pending={removing !== null && busy === removing.id}
              onClick={() => removing && void remove(removing)}
              testId="tracking-remove-confirm"
            >
              {t("remove")}
            </Button>
          </>
        }
      >
        <p>{t("removeText")}</p>
      </Modal>
    </section>
  );
}

/** The dialog adding or editing one code. */
function CodeDialog(props: { code: TrackingCode | null; onClose: () => void; onSaved: () => void }) {
  const t = useTexts(trackingSettingsTexts);
  const locale = useLocale();
  const initial = draftOf(props.code);
  const [draft, setDraft] = useState(initial);
  const [touched, setTouched] = useState(false);
  const [saving, setSaving] = useState(false);
  const [problems, setProblems] = useState<Map<string, string>>(new Map());
  const dirty = JSON.stringify(draft) !== JSON.stringify(initial);
  useFormGuard(dirty);
  const custom = draft.kind === "custom_tracking_codes";
  const set = (patch: Partial<Form>) => {
    setDraft({ ...draft, ...patch });
    setProblems(new Map());
  };
  // core's check of the id for its kind, as the edge will check it
  const idCode = !custom && touched ? check("tracking_id", { kind: draft.kind, value: draft.trackingId }).problems[0]?.code : undefined;
  const shown = (field: string, live?: string) => problems.get(field) ?? live;
  const words = (code: string | undefined) => (code ? messageFor(code, locale) : undefined);
  async function save() {
    setTouched(true);
    if (!custom && check("tracking_id", { kind: draft.kind, value: draft.trackingId }).problems.length > 0) return;
    setSaving(true);
    try {
      const body: TrackingCodeDraft = custom
        ? { kind: draft.kind, name: draft.name, code: draft.code, active: draft.active }
        : { kind: draft.kind, name: draft.name, trackingId: draft.trackingId, active: draft.active };
      if (props.code) await trackingApi.update(props.code.id, body);
      else await trackingApi.create(body);
      toast("success", "tracking_saved", t("saved"));
      props.onSaved();
    } catch (e) {
      const found = problemsOf(e);
      setProblems(found);
      if (found.size === 0) {
        const code = e instanceof ApiError ? e.code : "network_error";
        toast("error", code, messageFor(code, locale));
      }
    } finally {
      setSaving(false);
    }
  }
  const idProblem = shown("tracking_id", idCode);
  const codeProblem = shown("code");
  const nameProblem = shown("name");
  const kindProblem = shown("kind");
  return (
    <Modal
      open
      onClose={props.onClose}
      size="medium"
      title={props.code ? t("editTitle") : t("addTitle")}
      testId="tracking-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={props.onClose} testId="tracking-cancel">
            {t("cancel")}
          </Button>
          <Button type="submit" form="tracking-form" pending={saving} testId="tracking-save">
            {saving ? t("saving") : t("save")}
          </Button>
        </>
      }
    >
      <form
        id="tracking-form"
        className="tracking-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <Select
          label={t("kind")}
          value={draft.kind}
          options={KINDS.filter((k) => k !== "google_analytics" || props.code?.kind === k).map((k) => [k, t(k)] as const)}
          onChange={(kind) => set({ kind })}
          testId="tracking-kind"
          error={words(kindProblem)}
          errorCode={kindProblem}
        />
        {custom ? (
          <TextField
            label={t("code")}
            hint={t("codeHint")}
            multiline
            rows={8}
            value={draft.code}
            onChange={(code) => set({ code })}
            required
            error={words(codeProblem)}
            errorCode={codeProblem}
            testId="tracking-code"
            className="tracking-code-field"
          />
        ) : (
          <TextField
            label={t("trackingId")}
            hint={t("trackingIdHint").replace("{placeholder}", PLACEHOLDERS[draft.kind as keyof typeof PLACEHOLDERS])}
            value={draft.trackingId}
            onChange={(trackingId) => set({ trackingId })}
            onBlur={() => setTouched(true)}
            placeholder={PLACEHOLDERS[draft.kind as keyof typeof PLACEHOLDERS]}
            autoComplete="off"
            required
            error={words(idProblem)}
            errorCode={idProblem}
            testId="tracking-id"
          />
        )}
        <TextField
          label={t("name")}
          hint={t("nameHint")}
          optional
          value={draft.name}
          onChange={(name) => set({ name })}
          maxLength={100}
          error={words(nameProblem)}
          errorCode={nameProblem}
          testId="tracking-name"
        />
        <Checkbox label={t("activeLabel")} checked={draft.active} onChange={(active) => set({ active })} testId="tracking-active" />
      </form>
    </Modal>
  );
}
