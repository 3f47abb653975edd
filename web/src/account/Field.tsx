import type { ReactNode } from "react";
import { errorText } from "../api/client";
import { useLocale } from "../app/locale";

/** A problem's text: core's message for a rule's key, the API's words for others. */
export function ProblemText({ code, testId }: { code: string; testId: string }) {
  const locale = useLocale();
  return (
    <span className="error" data-testid={testId} data-code={code}>
      {errorText(code, null, locale)}
    </span>
  );
}

/** A labelled input with its problem (a translation key) below it. */
export function Field(props: {
  testId: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  type?: string;
  autoComplete?: string;
  problem?: string | null;
  hint?: ReactNode;
}) {
  return (
    <label className="field">
      <span>{props.label}</span>
      <input
        data-testid={props.testId}
        type={props.type ?? "text"}
        value={props.value}
        autoComplete={props.autoComplete}
        aria-invalid={props.problem ? true : undefined}
        onChange={(e) => props.onChange(e.target.value)}
        onBlur={props.onBlur}
      />
      {props.problem ? <ProblemText code={props.problem} testId={`${props.testId}-error`} /> : props.hint}
    </label>
  );
}

/** A form-level error (one without a field). */
export function FormError({ code, testId }: { code: string | null; testId: string }) {
  return code ? (
    <p className="form-error">
      <ProblemText code={code} testId={testId} />
    </p>
  ) : null;
}
