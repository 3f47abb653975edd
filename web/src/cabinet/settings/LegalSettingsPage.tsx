import { useState } from "react";
import { FormError } from "../../account/Field";
import { ApiError } from "../../api/client";
import { legalApi, type LegalDocument, type LegalOverview, type SingleKind } from "../../api/legal";
import { useTexts } from "../../app/i18n";
import { useLocale } from "../../app/locale";
import { formatDate } from "../../app/format";
import { paths, type DocumentKind } from "../../app/routes";
import { useLoad } from "../../app/useLoad";
import { documentBlocks, messageFor } from "../../core";
import { Badge } from "../../ui/Badge";
import { Button } from "../../ui/Button";
import { Select } from "../../ui/Select";
import { Tabs } from "../../ui/Tabs";
import { TextField } from "../../ui/TextField";
import { toast } from "../../ui/toasts";
import { useFormGuard } from "../../ui/useFormGuard";
import { legalSettingsTexts } from "./texts";
import "./legal.css";

// The seller's legal documents (/cabinet/settings/legal, issue 17): a tab
// per document (imprint, terms, privacy notice, cancellation terms), each
// a text with light formatting (paragraphs, `#` headings) and a preview
// drawn by core's `legal::blocks`, as buyers will read it. Saving a
// changed text makes a new version (the edge keeps every one; an order
// keeps the version it was sold under); the cancellation terms are named
// sets, the first the default of every product.
const kinds: readonly DocumentKind[] = ["imprint", "terms", "privacy", "cancellation_terms"];

export function LegalSettingsPage({ username }: { username: string }) {
  const t = useTexts(legalSettingsTexts);
  const [loaded, reload] = useLoad("cabinet-legal", (signal) => legalApi.overview(signal));
  const [tab, setTab] = useState<DocumentKind>("imprint");
  if (loaded.state === "loading") {
    return (
      <section className="legal-settings" data-testid="legal-settings" data-state="loading">
        <h2>{t("title")}</h2>
        <p>{t("loading")}</p>
      </section>
    );
  }
  if (loaded.state === "error") {
    return (
      <section className="legal-settings" data-testid="legal-settings" data-state="error">
        <h2>{t("title")}</h2>
        <FormError code={loaded.error.code} testId="legal-settings-error" />
        <Button variant="secondary" onClick={reload}>
          {t("retry")}
        </Button>
      </section>
    );
  }
  const overview = loaded.value;
  const missing = new Set<string>(overview.missing);
  return (
    <section className="legal-settings" data-testid="legal-settings" data-state="ready">
      <h2>{t("title")}</h2>
      <p className="legal-intro">{t("intro")}</p>
      <Tabs
        label={t("title")}
        testId="legal-tabs"
        selected={tab}
        onSelect={(id) => setTab(id as DocumentKind)}
        items={kinds.map((k) => ({ id: k, label: missing.has(k) ? `${t(k)} · ${t("missing")}` : t(k), testId: `legal-tab-${k}` }))}
      >
        {/* every editor stays mounted, so switching tabs never loses what was typed */}
        {(["imprint", "terms", "privacy"] as const).map((k) => (
          <div key={k} hidden={tab !== k}>
            <SingleDocument kind={k} document={overview[k]} required={k !== "privacy"} username={username} onSaved={reload} />
          </div>
        ))}
        <div hidden={tab !== "cancellation_terms"}>
          <CancellationSets sets={overview.cancellationTerms} username={username} onSaved={reload} />
        </div>
      </Tabs>
    </section>
  );
}

/** The problems of a refused save by field (`body`, `name`). */
function problemsOf(e: unknown): Map<string, string> {
  const out = new Map<string, string>();
  if (e instanceof ApiError) for (const p of e.problems) if (!out.has(p.field)) out.set(p.field, p.code);
  return out;
}

function Preview({ body }: { body: string }) {
  const t = useTexts(legalSettingsTexts);
  const blocks = body.trim() ? documentBlocks(body) : [];
  return (
    <section className="legal-preview" aria-label={t("preview")} data-testid="legal-preview">
      <h3 className="legal-preview-title">{t("preview")}</h3>
      {blocks.length === 0 ? <p className="legal-hint">{t("previewEmpty")}</p> : null}
      <div className="legal-preview-body">
        {blocks.map((b, i) =>
          b.type === "heading" ? (
            <p key={i} className="legal-preview-heading" role="heading" aria-level={4}>
              {b.text}
            </p>
          ) : (
            <p key={i} className="legal-preview-paragraph">
              {b.text}
            </p>
          ),
        )}
      </div>
    </section>
  );
}

function VersionLine({ document, href }: { document: LegalDocument | null; href: string }) {
  const t = useTexts(legalSettingsTexts);
  const locale = useLocale();
  return (
    <p className="legal-version" data-testid="legal-version" data-version={document?.version ?? 0}>
      {document
        ? t("version").replace("{version}", String(document.version)).replace("{date}", formatDate(document.updatedAt, locale))
        : t("notWritten")}
      {document ? (
        <>
          {" · "}
          <a href={href} target="_blank" rel="noopener">
            {t("publicPage")}
          </a>
        </>
      ) : null}
    </p>
  );
}

/** The editor of one text, with its preview and save. */
function Editor(props: {
  body: string;
  onBody: (v: string) => void;
  problems: Map<string, string>;
  saving: boolean;
  dirty: boolean;
  onSave: () => void;
  testId: string;
  /** The platform's template for this kind, offered while the text is empty. */
  template: SingleKind | "cancellation_terms";
  /** Takes a filled template's name (for a set of cancellation terms). */
  onTemplateName?: (name: string) => void;
  children?: React.ReactNode;
}) {
  const t = useTexts(legalSettingsTexts);
  const locale = useLocale();
  const code = props.problems.get("body");
  const [gaps, setGaps] = useState<string[] | null>(null);
  const [filling, setFilling] = useState(false);
  async function fill() {
    setFilling(true);
    try {
      const filled = await legalApi.template(props.template, locale === "de" ? "de" : "en");
      props.onBody(filled.body);
      if (filled.name) props.onTemplateName?.(filled.name);
      setGaps(filled.gaps);
    } catch (e) {
      const why = e instanceof ApiError ? e.code : "network_error";
      toast("error", why, messageFor(why, locale));
    } finally {
      setFilling(false);
    }
  }
  return (
    <form
      className="legal-editor"
      onSubmit={(e) => {
        e.preventDefault();
        props.onSave();
      }}
    >
      {props.children}
      {gaps !== null ? (
        <p className="legal-template-note" data-testid={`${props.testId}-template-note`} role="status">
          {t("templateNote")}
          {gaps.length > 0 ? ` ${t("templateGaps")} ${gaps.map((g) => `[${g}]`).join(", ")}` : ""}
        </p>
      ) : null}
      <div className="legal-columns">
        <TextField
          label={t("body")}
          hint={t("bodyHint")}
          multiline
          rows={16}
          value={props.body}
          onChange={props.onBody}
          error={code ? messageFor(code, locale) : undefined}
          errorCode={code}
          testId={`${props.testId}-body`}
          className="legal-body"
        />
        <Preview body={props.body} />
      </div>
      <div className="legal-actions">
        {props.body.trim() === "" ? (
          <Button variant="secondary" pending={filling} onClick={() => void fill()} testId={`${props.testId}-template`}>
            {t("useTemplate")}
          </Button>
        ) : null}
        <Button type="submit" pending={props.saving} disabled={!props.dirty} testId={`${props.testId}-save`}>
          {props.saving ? t("saving") : t("save")}
        </Button>
      </div>
    </form>
  );
}

function SingleDocument(props: {
  kind: SingleKind;
  document: LegalDocument | null;
  required: boolean;
  username: string;
  onSaved: () => void;
}) {
  const t = useTexts(legalSettingsTexts);
  const locale = useLocale();
  const [body, setBody] = useState(props.document?.body ?? "");
  const [saving, setSaving] = useState(false);
  const [problems, setProblems] = useState<Map<string, string>>(new Map());
  const dirty = body !== (props.document?.body ?? "");
  useFormGuard(dirty);
  async function save() {
    setSaving(true);
    try {
      const saved = await legalApi.save(props.kind, body);
      const before = props.document?.version ?? 0;
      const version = String(saved?.version ?? before);
      toast("success", "legal_saved", (saved && saved.version !== before ? t("saved") : t("unchanged")).replace("{version}", version));
      setProblems(new Map());
      props.onSaved();
    } catch (e) {
      setProblems(problemsOf(e));
      if (!(e instanceof ApiError) || e.problems.length === 0) {
        toast(
          "error",
          e instanceof ApiError ? e.code : "network_error",
          messageFor(e instanceof ApiError ? e.code : "network_error", locale),
        );
      }
    } finally {
      setSaving(false);
    }
  }
  return (
    <div className="legal-panel" data-testid={`legal-${props.kind}`}>
      <div className="legal-panel-head">
        {props.required ? <Badge tone={props.document ? "neutral" : "danger"}>{t("required")}</Badge> : null}
        <VersionLine document={props.document} href={paths.document(props.username, props.kind)} />
      </div>
      <Editor
        body={body}
        onBody={setBody}
        problems={problems}
        saving={saving}
        dirty={dirty}
        onSave={() => void save()}
        testId={`legal-${props.kind}`}
        template={props.kind}
      />
    </div>
  );
}

function CancellationSets(props: { sets: LegalOverview["cancellationTerms"]; username: string; onSaved: () => void }) {
  const t = useTexts(legalSettingsTexts);
  const locale = useLocale();
  const NEW = "new";
  const [chosen, setChosen] = useState<string>(props.sets[0] ? String(props.sets[0].id) : NEW);
  const current = props.sets.find((s) => String(s.id) === chosen) ?? null;
  const [name, setName] = useState(current?.name ?? "");
  const [body, setBody] = useState(current?.body ?? "");
  const [saving, setSaving] = useState(false);
  const [problems, setProblems] = useState<Map<string, string>>(new Map());
  const dirty = name !== (current?.name ?? "") || body !== (current?.body ?? "");
  useFormGuard(dirty);
  const choose = (id: string) => {
    const next = props.sets.find((s) => String(s.id) === id) ?? null;
    setChosen(id);
    setName(next?.name ?? "");
    setBody(next?.body ?? "");
    setProblems(new Map());
  };
  async function save() {
    setSaving(true);
    try {
      const saved = current ? await legalApi.saveSet(current.id, name, body) : await legalApi.createSet(name, body);
      if (saved) {
        setChosen(String(saved.id));
        toast(
          "success",
          "legal_saved",
          (saved.version !== (current?.version ?? 0) ? t("saved") : t("unchanged")).replace("{version}", String(saved.version)),
        );
      }
      setProblems(new Map());
      props.onSaved();
    } catch (e) {
      setProblems(problemsOf(e));
      if (!(e instanceof ApiError) || e.problems.length === 0) {
        toast(
          "error",
          e instanceof ApiError ? e.code : "network_error",
          messageFor(e instanceof ApiError ? e.code : "network_error", locale),
        );
      }
    } finally {
      setSaving(false);
    }
  }
  const nameCode = problems.get("name");
  const options: [string, string][] = [
    ...props.sets.map((s, i): [string, string] => [String(s.id), i === 0 ? `${s.name} (${t("defaultSet")})` : s.name]),
    [NEW, t("newSet")],
  ];
  return (
    <div className="legal-panel" data-testid="legal-cancellation_terms">
      <div className="legal-panel-head">
        <VersionLine document={current} href={paths.document(props.username, "cancellation_terms", current ? `ct_id=${current.id}` : "")} />
      </div>
      <Editor
        body={body}
        onBody={setBody}
        problems={problems}
        saving={saving}
        dirty={dirty}
        onSave={() => void save()}
        testId="legal-cancellation_terms"
        template="cancellation_terms"
        onTemplateName={(n) => {
          if (name.trim() === "") setName(n);
        }}
      >
        <div className="legal-set-fields">
          {props.sets.length > 0 ? (
            <Select label={t("chooseSet")} value={chosen} options={options} onChange={choose} testId="legal-set" />
          ) : null}
          <TextField
            label={t("setName")}
            hint={t("setNameHint")}
            value={name}
            onChange={setName}
            maxLength={100}
            error={nameCode ? messageFor(nameCode, locale) : undefined}
            errorCode={nameCode}
            testId="legal-set-name"
          />
        </div>
      </Editor>
    </div>
  );
}
