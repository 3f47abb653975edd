// Small pieces the catalog screens share: a rule's text, a problem beside
// its field, labelled inputs, and the step clamp of the product editor.
import type { ReactNode } from "react";
import { apiTexts } from "../../api/messages";
import { useLocale, type Locale } from "../../app/locale";
import { messageFor } from "../../core";
import { codeTexts } from "./texts";

/** The words for a code: core's message (its rules and every code the edge answers with), else the catalog forms' own, else the API layer's, else the code. */
export function ruleText(code: string, locale: Locale): string {
  const fromCore = messageFor(code, locale);
  if (fromCore !== code) return fromCore;
  const own = codeTexts[code];
  if (own) return own[locale];
  const api = (apiTexts as Record<string, Record<Locale, string>>)[code];
  return api ? api[locale] : code;
}

/** A problem (a translation key) as the form shows it; tests read `data-code`. */
export function RuleProblem({ code, testId }: { code: string; testId: string }) {
  const locale = useLocale();
  return (
    <span className="error" data-testid={testId} data-code={code}>
      {ruleText(code, locale)}
    </span>
  );
}

/** A labelled text input with its problem below it. */
export function TextField(props: {
  testId: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  problem?: string | null;
  hint?: ReactNode;
  type?: string;
  placeholder?: string;
  list?: string;
  multiline?: boolean;
}) {
  const common = {
    "data-testid": props.testId,
    value: props.value,
    "aria-invalid": props.problem ? true : undefined,
    placeholder: props.placeholder,
    onBlur: props.onBlur,
  };
  return (
    <label className="field">
      <span>{props.label}</span>
      {props.multiline ? (
        <textarea {...common} rows={4} onChange={(e) => props.onChange(e.target.value)} />
      ) : (
        <input {...common} type={props.type ?? "text"} list={props.list} onChange={(e) => props.onChange(e.target.value)} />
      )}
      {props.problem ? (
        <RuleProblem code={props.problem} testId={`${props.testId}-error`} />
      ) : props.hint ? (
        <small className="note">{props.hint}</small>
      ) : null}
    </label>
  );
}

/** A labelled select of `options` ([value, label]). */
export function SelectField<V extends string>(props: {
  testId: string;
  label: string;
  value: V;
  options: readonly (readonly [V, string])[];
  onChange: (value: V) => void;
  problem?: string | null;
}) {
  return (
    <label className="field">
      <span>{props.label}</span>
      <select data-testid={props.testId} value={props.value} onChange={(e) => props.onChange(e.target.value as V)}>
        {props.options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
      {props.problem ? <RuleProblem code={props.problem} testId={`${props.testId}-error`} /> : null}
    </label>
  );
}

export function CheckField({
  testId,
  label,
  checked,
  onChange,
}: {
  testId: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="check">
      <input type="checkbox" data-testid={testId} checked={checked} onChange={(e) => onChange(e.target.checked)} />
      {label}
    </label>
  );
}

/** A warning's words: core's message (every warning core reports has one). */
export function useWarningText() {
  const locale = useLocale();
  return (code: string) => messageFor(code, locale);
}
