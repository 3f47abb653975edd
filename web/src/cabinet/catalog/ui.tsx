// Small pieces the catalog screens share: a rule's text, a problem beside
// its field, labelled inputs, and the step clamp of the product editor.
import type { ReactNode } from "react";
import { apiTexts } from "../../api/messages";
import { useLocale, type Locale } from "../../app/locale";
import { messageFor } from "../../core";
import { Checkbox } from "../../ui/Checkbox";
import { SearchableSelect } from "../../ui/SearchableSelect";
import { Select } from "../../ui/Select";
import { TextField as UiTextField, type TextFieldProps } from "../../ui/TextField";
import { codeTexts } from "./texts";
import "./forms.css";

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

/** A labelled text input (the shared TextField) with its problem, a code, in words below it. */
export function TextField(props: {
  testId: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  problem?: string | null;
  hint?: ReactNode;
  type?: TextFieldProps["type"];
  placeholder?: string;
  list?: string;
  multiline?: boolean;
  required?: boolean;
  disabled?: boolean;
  autoComplete?: TextFieldProps["autoComplete"];
}) {
  const locale = useLocale();
  const { problem, ...rest } = props;
  return <UiTextField {...rest} error={problem ? ruleText(problem, locale) : undefined} errorCode={problem ?? undefined} />;
}

/** A labelled select of `options` ([value, label]) with its problem below it. */
export function SelectField<V extends string>(props: {
  testId: string;
  label: string;
  value: V;
  options: readonly (readonly [V, string])[];
  onChange: (value: V) => void;
  problem?: string | null;
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
}) {
  const locale = useLocale();
  const { problem, ...rest } = props;
  return <Select<V> {...rest} error={problem ? ruleText(problem, locale) : undefined} errorCode={problem ?? undefined} />;
}

/** A searchable select (a combobox) of a long list of `options` ([value, label]) with its problem below it. */
export function SearchField<V extends string>(props: {
  testId: string;
  label: string;
  value: V | "";
  options: readonly (readonly [V, string])[];
  onChange: (value: V) => void;
  problem?: string | null;
  hint?: ReactNode;
  placeholder?: string;
  required?: boolean;
}) {
  const locale = useLocale();
  const { problem, ...rest } = props;
  return <SearchableSelect<V> {...rest} error={problem ? ruleText(problem, locale) : undefined} errorCode={problem ?? undefined} />;
}

/** A checkbox with its label, and its problem below it. */
export function CheckField(props: {
  testId: string;
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  problem?: string | null;
  hint?: ReactNode;
  disabled?: boolean;
}) {
  const locale = useLocale();
  const { problem, ...rest } = props;
  return <Checkbox {...rest} error={problem ? ruleText(problem, locale) : undefined} errorCode={problem ?? undefined} />;
}

/** A warning's words: core's message (every warning core reports has one). */
export function useWarningText() {
  const locale = useLocale();
  return (code: string) => messageFor(code, locale);
}
