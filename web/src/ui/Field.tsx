import { useId, type ReactNode } from "react";
import { useTexts } from "../app/i18n";
import { inputTexts } from "./inputTexts";
import "./Field.css";

// A form field's frame: its label, an optional hint and its error, wired
// to the control for assistive technology. The control gets the id the
// label names (`htmlFor`), `aria-describedby` naming the hint and the
// error, and `aria-invalid` while there is an error. Every input widget of
// web/src/ui is built on it; a caller passes the control as a function of
// these attributes.

/** The attributes a field hands its control. */
export interface FieldControl {
  id: string;
  "aria-describedby"?: string;
  "aria-invalid"?: true;
  "aria-required"?: true;
}

/** What every widget built on Field takes besides its value. */
export interface FieldFrame {
  label: ReactNode;
  /** Help below the control; stays shown beside an error. */
  hint?: ReactNode;
  /** The error's words (already in the UI language); none when valid. */
  error?: ReactNode;
  /** The error's translation key, kept in `data-code` for tests. */
  errorCode?: string;
  /** The control's `data-testid`; the error is `<testId>-error`, the hint `<testId>-hint`. */
  testId?: string;
  /** The control's id (made up when not given). */
  id?: string;
  required?: boolean;
  /** Marks the label "optional" (for the few optional fields of a mostly required form). */
  optional?: boolean;
  /** Hides the label visually (it still names the control). */
  hideLabel?: boolean;
  className?: string;
}

export function Field(props: FieldFrame & { children: (control: FieldControl) => ReactNode; labelId?: string }) {
  const made = useId();
  const id = props.id ?? `f${made.replace(/:/g, "")}`;
  const control = fieldControl(id, props);
  return (
    <div className={["ui-field", props.className].filter(Boolean).join(" ")} data-invalid={props.error ? true : undefined}>
      <FieldLabel htmlFor={id} id={props.labelId} {...props} />
      {props.children(control)}
      <FieldNotes id={id} {...props} />
    </div>
  );
}

/** The ids of a field's hint and error, and the attributes its control takes. */
export function fieldControl(id: string, frame: Pick<FieldFrame, "hint" | "error" | "required">): FieldControl {
  const described = [frame.hint ? `${id}-hint` : null, frame.error ? `${id}-error` : null].filter(Boolean).join(" ");
  return {
    id,
    ...(described ? { "aria-describedby": described } : {}),
    ...(frame.error ? { "aria-invalid": true as const } : {}),
    ...(frame.required ? { "aria-required": true as const } : {}),
  };
}

/** A field's label, with the required mark or the word "optional". */
export function FieldLabel(
  props: Pick<FieldFrame, "label" | "required" | "optional" | "hideLabel"> & { htmlFor?: string; id?: string; as?: "label" | "legend" },
) {
  const t = useTexts(inputTexts);
  const inner = (
    <>
      {props.label}
      {props.required ? (
        <span className="ui-field-required" aria-hidden="true">
          {" *"}
        </span>
      ) : null}
      {props.optional ? <span className="ui-field-optional"> ({t("optional")})</span> : null}
    </>
  );
  const className = props.hideLabel ? "ui-field-label ui-visually-hidden" : "ui-field-label";
  if (props.as === "legend") return <legend className={className}>{inner}</legend>;
  return (
    <label className={className} htmlFor={props.htmlFor} id={props.id}>
      {inner}
    </label>
  );
}

/** A field's hint and error below its control, with the ids `fieldControl` names. */
export function FieldNotes(props: Pick<FieldFrame, "hint" | "error" | "errorCode" | "testId"> & { id: string }) {
  return (
    <>
      {props.hint ? (
        <p className="ui-field-hint" id={`${props.id}-hint`} data-testid={props.testId ? `${props.testId}-hint` : undefined}>
          {props.hint}
        </p>
      ) : null}
      {props.error ? (
        <p
          className="ui-field-error error"
          id={`${props.id}-error`}
          data-testid={props.testId ? `${props.testId}-error` : undefined}
          data-code={props.errorCode}
        >
          {props.error}
        </p>
      ) : null}
    </>
  );
}
