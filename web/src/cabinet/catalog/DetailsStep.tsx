import { useState } from "react";
import { ApiError } from "../../api/client";
import { cabinetApi, type CabinetProduct } from "../../api/cabinet";
import { useTexts } from "../../app/i18n";
import { useLocale } from "../../app/locale";
import { check, constants, type Category } from "../../core";
import { CoverUpload } from "./CoverUpload";
import { ServiceDetailsForm } from "./ServiceDetailsForm";
import { categories, categoryTexts, catalogTexts } from "./texts";
import { IntegerStepper } from "../../ui/IntegerStepper";
import { useFormGuard, useTouched } from "../../ui/useFormGuard";
import { CheckField, RuleProblem, ruleText, SelectField, TextField } from "./ui";

// Step "details": name, description, category, free, access password and
// sales limit, saved with PATCH. The access password is never read back
// (the edge stores only its hash): the step says whether one is set
// (`private`), takes a new one, or removes it; a field left empty keeps it. The name is checked by core's
// `text_field` rule, name and description by `no_script`, the limit
// normalised by core's `integer_stepper`; the rest (the access password's
// length) is judged by the edge, whose problems show beside the fields.
// Problems show by the `useTouched` rule, and unsaved changes are guarded
// (`useFormGuard`).
const paging = constants().paging;

/** The limit as core's stepper normalises it when the field is left ("" for none). */
const normalisedLimit = (text: string) => {
  const { value } = check("integer_stepper", { value: text, min: paging.input_min, max: paging.input_max, action: "blur" });
  return typeof value === "string" ? value : "";
};

export function DetailsStep({ product, onSaved }: { product: CabinetProduct; onSaved: (product: CabinetProduct) => void }) {
  const t = useTexts(catalogTexts);
  const locale = useLocale();
  const [name, setName] = useState(product.name);
  const [description, setDescription] = useState(product.description ?? "");
  const [category, setCategory] = useState<Category | "">(categories.find((c) => c === product.category) ?? "");
  const [free, setFree] = useState(product.free);
  const [password, setPassword] = useState("");
  const [removePassword, setRemovePassword] = useState(false);
  const [limit, setLimit] = useState(product.limit === null ? "" : String(product.limit));
  const touched = useTouched();
  useFormGuard(touched.dirty);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const [edgeProblems, setEdgeProblems] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);

  const nameCheck = check("text_field", { value: name, required: true });
  const local: Record<string, string> = {};
  const scriptIn = (value: string) => check("no_script", value).problems[0]?.code;
  const nameProblem = nameCheck.problems[0]?.code ?? scriptIn(name);
  if (nameProblem) local.name = nameProblem;
  const descriptionProblem = description ? scriptIn(description) : undefined;
  if (descriptionProblem) local.description = descriptionProblem;
  const problem = (field: string) => edgeProblems[field] ?? (touched.shown(field) ? (local[field] ?? null) : null);
  const changed = (field: string) => {
    setSaved(false);
    touched.touch(field);
    if (edgeProblems[field]) {
      const { [field]: _gone, ...rest } = edgeProblems;
      setEdgeProblems(rest);
    }
  };

  async function save() {
    touched.submit();
    setError(null);
    if (Object.keys(local).length > 0) return;
    const limitText = normalisedLimit(limit);
    setLimit(limitText);
    setBusy(true);
    try {
      const answer = await cabinetApi.updateProduct(product.id, {
        name: typeof nameCheck.value === "string" ? nameCheck.value : name.trim(),
        description,
        category: category === "" ? null : category,
        free,
        ...(password !== "" ? { accessPassword: password } : removePassword ? { accessPassword: null } : {}),
        limit: limitText === "" ? null : Number(limitText),
      });
      setSaved(true);
      touched.saved();
      setPassword("");
      setRemovePassword(false);
      onSaved(answer);
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      if (e.problems.length > 0) setEdgeProblems(Object.fromEntries(e.problems.map((p) => [p.field, p.code])));
      else setError(e.code);
    } finally {
      setBusy(false);
    }
  }

  const known = new Set(["name", "description", "category", "free", "access_password", "limit"]);
  const other = Object.entries(edgeProblems).filter(([field]) => !known.has(field));
  return (
    <div className="details-step" data-testid="details-step">
      <form
        className="catalog-form"
        data-testid="details-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <TextField
          testId="details-name"
          required
          label={t("productName")}
          value={name}
          onChange={(v) => {
            setName(v);
            changed("name");
          }}
          problem={problem("name")}
        />
        <TextField
          testId="details-description"
          label={t("description")}
          value={description}
          multiline
          onChange={(v) => {
            setDescription(v);
            changed("description");
          }}
          problem={problem("description")}
        />
        <SelectField
          testId="details-category"
          label={t("category")}
          value={category}
          options={[["", t("noCategory")] as const, ...categories.map((c) => [c, categoryTexts[c][locale]] as const)]}
          onChange={(v) => {
            setCategory(v);
            changed("category");
          }}
          problem={problem("category")}
        />
        <CheckField
          testId="details-free"
          label={t("free")}
          checked={free}
          onChange={(v) => {
            setFree(v);
            changed("free");
          }}
        />
        {problem("free") ? <RuleProblem code={problem("free") ?? ""} testId="details-free-error" /> : null}
        <p className="hint" data-testid="details-access_password-state" data-private={String(product.private)}>
          {product.private ? t("accessPasswordSet") : t("accessPasswordNone")}
        </p>
        <TextField
          testId="details-access_password"
          label={product.private ? t("accessPasswordNew") : t("accessPassword")}
          type="password"
          value={password}
          onChange={(v) => {
            setPassword(v);
            if (v !== "") setRemovePassword(false);
            changed("access_password");
          }}
          problem={problem("access_password")}
          hint={product.private ? t("accessPasswordKeepHint") : t("accessPasswordHint")}
        />
        {product.private ? (
          <CheckField
            testId="details-access_password-remove"
            label={t("accessPasswordRemove")}
            checked={removePassword}
            onChange={(v) => {
              setRemovePassword(v);
              if (v) setPassword("");
              changed("access_password");
            }}
          />
        ) : null}
        <IntegerStepper
          testId="details-limit"
          label={t("limit")}
          value={limit}
          min={paging.input_min}
          max={paging.input_max}
          onChange={(v) => {
            setLimit(v);
            changed("limit");
          }}
          error={problem("limit") ? ruleText(problem("limit") ?? "", locale) : undefined}
          errorCode={problem("limit") ?? undefined}
          hint={t("limitHint")}
          optional
        />
        {other.map(([field, code]) => (
          <p key={field} className="form-error" data-field={field}>
            {field}: <RuleProblem code={code} testId="details-problem-other" />
          </p>
        ))}
        {error ? <RuleProblem code={error} testId="details-error" /> : null}
        <div className="actions">
          <button type="submit" className="primary" data-testid="details-save" disabled={busy}>
            {busy ? t("saving") : t("save")}
          </button>
          {saved ? (
            <span className="ok" data-testid="details-saved">
              {t("saved")}
            </span>
          ) : null}
        </div>
      </form>
      <CoverUpload product={product} onChanged={(covers) => onSaved({ ...product, covers })} />
      {product.form === "service" ? <ServiceDetailsForm product={product} /> : null}
    </div>
  );
}
