import { useId, type ReactNode } from "react";
import { errorText } from "../api/client";
import { useLocale } from "../app/locale";

/** Whether a mouse button or finger is down now (tracked for the whole page). */
let pointerDown = false;
if (typeof window !== "undefined") {
  window.addEventListener("pointerdown", () => (pointerDown = true), true);
  for (const end of ["pointerup", "pointercancel"] as const) window.addEventListener(end, () => (pointerDown = false), true);
}

/**
 * Runs a field's blur check once the pointer that took the focus away is
 * released: a problem appearing on blur moves what is below, so a click
 * already under way (say on the terms checkbox) would miss its target.
 * Decision: the check waits for the release and the click it makes (the
 * next task after `pointerup`); with no pointer down (Tab) it runs now.
 */
export function afterPointer(check: () => void): void {
  if (!pointerDown) {
    check();
    return;
  }
  const release = () => {
    window.removeEventListener("pointerup", release, true);
    window.removeEventListener("pointercancel", release, true);
    window.setTimeout(check, 0);
  };
  window.addEventListener("pointerup", release, true);
  window.addEventListener("pointercancel", release, true);
}

/** A problem's text: core's message for a rule's key, the API's words for others. */
export function ProblemText({ code, testId, id }: { code: string; testId: string; id?: string }) {
  const locale = useLocale();
  return (
    <span className="error" id={id} data-testid={testId} data-code={code}>
      {errorText(code, null, locale)}
    </span>
  );
}

/**
 * A labelled input with its problem (a translation key) below it, or its
 * hint when it has none; either describes the input (aria-describedby),
 * and a problem marks it invalid. The line below is kept even when empty
 * (and the blur check waits for a click under way: `afterPointer`), so a
 * problem appearing does not move the fields below under the pointer.
 */
export function Field(props: {
  testId: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  type?: string;
  autoComplete?: string;
  problem?: string | null;
  /** A problem of the form's own (not a key of core's), with its text. */
  ownProblem?: { code: string; text: string } | null;
  hint?: ReactNode;
}) {
  const id = useId();
  const invalid = Boolean(props.problem || props.ownProblem);
  const below = invalid ? `${id}-error` : props.hint ? `${id}-hint` : undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        data-testid={props.testId}
        type={props.type ?? "text"}
        value={props.value}
        autoComplete={props.autoComplete}
        aria-invalid={invalid || undefined}
        aria-describedby={below}
        onChange={(e) => props.onChange(e.target.value)}
        onBlur={props.onBlur ? () => afterPointer(() => props.onBlur?.()) : undefined}
      />
      {props.problem ? (
        <ProblemText code={props.problem} testId={`${props.testId}-error`} id={`${id}-error`} />
      ) : props.ownProblem ? (
        <span className="error" id={`${id}-error`} data-testid={`${props.testId}-error`} data-code={props.ownProblem.code}>
          {props.ownProblem.text}
        </span>
      ) : props.hint ? (
        <span className="field-hint" id={`${id}-hint`}>
          {props.hint}
        </span>
      ) : (
        // The line a problem takes is kept free, so one appearing does not move what is below.
        <span className="field-note" aria-hidden="true" />
      )}
    </div>
  );
}

/** A form-level error (one without a field), read out when it appears. */
export function FormError({ code, testId }: { code: string | null; testId: string }) {
  return code ? (
    <p className="form-error" role="alert">
      <ProblemText code={code} testId={testId} />
    </p>
  ) : null;
}
