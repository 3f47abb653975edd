import type { FocusEvent, HTMLInputAutoCompleteAttribute, HTMLAttributes } from "react";
import { Field, type FieldFrame } from "./Field";

// A labelled text input (or text area) with its hint and error (Field).
export interface TextFieldProps extends FieldFrame {
  value: string;
  onChange: (value: string) => void;
  onBlur?: (e: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  type?: "text" | "email" | "password" | "tel" | "url" | "number" | "search" | "date" | "datetime-local" | "time" | "color";
  multiline?: boolean;
  rows?: number;
  placeholder?: string;
  autoComplete?: HTMLInputAutoCompleteAttribute;
  inputMode?: HTMLAttributes<HTMLInputElement>["inputMode"];
  /** The id of a datalist of suggestions. */
  list?: string;
  name?: string;
  maxLength?: number;
  disabled?: boolean;
  readOnly?: boolean;
}

export function TextField(props: TextFieldProps) {
  const { value, onChange, onBlur, multiline, rows, testId, disabled, readOnly, placeholder, name, maxLength, ...frame } = props;
  return (
    <Field {...frame} testId={testId}>
      {(control) =>
        multiline ? (
          <textarea
            {...control}
            className="ui-control"
            data-testid={testId}
            value={value}
            rows={rows ?? 4}
            name={name}
            maxLength={maxLength}
            placeholder={placeholder}
            disabled={disabled}
            readOnly={readOnly}
            onChange={(e) => onChange(e.target.value)}
            onBlur={onBlur}
          />
        ) : (
          <input
            {...control}
            className="ui-control"
            data-testid={testId}
            type={props.type ?? "text"}
            value={value}
            name={name}
            maxLength={maxLength}
            placeholder={placeholder}
            autoComplete={props.autoComplete}
            inputMode={props.inputMode}
            list={props.list}
            disabled={disabled}
            readOnly={readOnly}
            onChange={(e) => onChange(e.target.value)}
            onBlur={onBlur}
          />
        )
      }
    </Field>
  );
}
