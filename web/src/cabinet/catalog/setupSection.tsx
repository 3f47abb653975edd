// What the later editor steps share: each edits one section of the
// product's setup (service, certificate, design, upsell, delivery, pages),
// judged in the browser by core's `product_setup` rule on every change and
// saved alone with PUT …/setup (the other sections keep their stored
// values). Core's problems show beside a field once it was changed or a save
// was tried, and a save with problems sends nothing; the edge's 422
// problems show in the same places (the `useTouched` rule of
// ui/useFormGuard). Unsaved changes are guarded (`useFormGuard`): leaving
// the step or the page asks first.
import { useState, type ReactNode } from "react";
import { ApiError } from "../../api/client";
import { cabinetApi, type CabinetProduct, type SetupAnswer } from "../../api/cabinet";
import { useTexts } from "../../app/i18n";
import { useLoad } from "../../app/useLoad";
import { check, type BumpChoices, type ProductSetup } from "../../core";
import { useFormGuard, useTouched } from "../../ui/useFormGuard";
import { underSection } from "./setupProblems";
import { catalogTexts } from "./texts";
import { RuleProblem } from "./ui";

export type SectionName = keyof ProductSetup;
export type Section<K extends SectionName> = NonNullable<ProductSetup[K]>;

/** Loads the product's setup and bump choices, then shows `children` with them. */
export function SetupLoader({ product, children }: { product: CabinetProduct; children: (answer: SetupAnswer) => ReactNode }) {
  const t = useTexts(catalogTexts);
  const [loaded] = useLoad(`setup:${product.id}`, (signal) => cabinetApi.setup(product.id, signal));
  if (loaded.state === "loading") {
    return (
      <p data-testid="setup-loading" data-state="loading">
        {t("loading")}
      </p>
    );
  }
  if (loaded.state === "error") {
    return (
      <p className="form-error" data-testid="setup-load-error" data-state="error">
        <RuleProblem code={loaded.error.code} testId="setup-load-error-text" />
      </p>
    );
  }
  return <>{children(loaded.value)}</>;
}

/** The bump choices as core's `product_setup` rule takes them: product id -> its plan ids. */
export const choicesOf = (answer: SetupAnswer): BumpChoices => ({
  products: Object.fromEntries(answer.bumpChoices.map((c) => [c.id, c.pricingPlans.map((p) => p.id)])),
});

interface Options<K extends SectionName, F> {
  product: CabinetProduct;
  name: K;
  /** The form's state to start from (the stored section or core's defaults). */
  initial: F;
  /** The section the form stands for, as core judges it and the edge stores it. */
  toSection: (form: F) => Section<K>;
  choices?: BumpChoices;
  /** The form's field for a problem's field (without the section's prefix); the field itself by default. */
  fieldOf?: (field: string, section: Section<K>) => string;
}

export function useSetupSection<K extends SectionName, F>(options: Options<K, F>) {
  const { product, name, toSection, choices, fieldOf = (field: string) => field } = options;
  const [form, setForm] = useState<F>(options.initial);
  const touched = useTouched();
  useFormGuard(touched.dirty);
  const [edgeProblems, setEdgeProblems] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const section = toSection(form);
  const judged = check("product_setup", {
    form: product.form,
    product_id: product.id,
    setup: { [name]: section },
    choices: choices ?? { products: {} },
  }).problems;
  const local = Object.fromEntries(Object.entries(underSection(judged, name)).map(([field, code]) => [fieldOf(field, section), code]));
  /** A change of `bumps` also covers `bumps.0.headline`. */
  const under = (field: string, changed: string) => field === changed || field.startsWith(`${changed}.`);
  const shown = touched.shown;

  /** The problem beside a field: the edge's, else core's once the field was changed or a save tried. */
  const problemOf = (field: string): string | null => edgeProblems[field] ?? (shown(field) ? (local[field] ?? null) : null);

  /** The form after a change of `fields`: their problems show from now on, the edge's old ones go. */
  const change = (next: F, ...fields: string[]) => {
    setForm(next);
    setSaved(false);
    touched.touch(...fields);
    const left = Object.entries(edgeProblems).filter(([f]) => !fields.some((c) => under(f, c)));
    if (left.length !== Object.keys(edgeProblems).length) setEdgeProblems(Object.fromEntries(left));
  };

  async function save() {
    touched.submit();
    setError(null);
    if (Object.keys(local).length > 0) return;
    setBusy(true);
    try {
      await cabinetApi.saveSetup(product.id, { [name]: section });
      setEdgeProblems({});
      setSaved(true);
      touched.saved();
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      if (e.problems.length > 0) {
        setEdgeProblems(
          Object.fromEntries(Object.entries(underSection(e.problems, name)).map(([field, code]) => [fieldOf(field, section), code])),
        );
      } else setError(e.code);
    } finally {
      setBusy(false);
    }
  }

  /** Problems of fields the form does not show (known: the fields it does). */
  const others = (known: (field: string) => boolean): [string, string][] => {
    const all = { ...(touched.submitted ? local : {}), ...edgeProblems };
    return Object.entries(all).filter(([field]) => !known(field));
  };

  return { form, section, change, problemOf, others, save, busy, saved, error, valid: Object.keys(local).length === 0 };
}

/** The save button of a section, its "saved" note, its error, and the problems of fields not shown. */
export function SectionFooter(props: {
  prefix: string;
  busy: boolean;
  saved: boolean;
  error: string | null;
  others: [string, string][];
  label?: string;
}) {
  const t = useTexts(catalogTexts);
  return (
    <>
      {props.others.length > 0 ? (
        <div className="form-error" data-testid={`${props.prefix}-other-problems`}>
          {t("otherProblems")}
          <ul>
            {props.others.map(([field, code]) => (
              <li key={field} data-field={field}>
                <RuleProblem code={code} testId={`${props.prefix}-problem-other`} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {props.error ? <RuleProblem code={props.error} testId={`${props.prefix}-error`} /> : null}
      <div className="actions">
        <button type="submit" className="primary" data-testid={`${props.prefix}-save`} disabled={props.busy}>
          {props.busy ? t("saving") : (props.label ?? t("save"))}
        </button>
        {props.saved ? (
          <span className="ok" data-testid={`${props.prefix}-saved`}>
            {t("saved")}
          </span>
        ) : null}
      </div>
    </>
  );
}
