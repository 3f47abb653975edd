import { useId, type ReactNode } from "react";
import { fieldControl, FieldNotes } from "./Field";
import "./Checkbox.css";

// A checkbox with its label beside it, an optional hint and error below.
export interface CheckboxProps {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: ReactNode;
  error?: ReactNode;
  errorCode?: string;
  testId?: string;
  id?: string;
  disabled?: boolean;
  name?: string;
}

export function Checkbox(props: CheckboxProps) {
  const made = useId();
  const id = props.id ?? `c${made.replace(/:/g, "")}`;
  const control = fieldControl(id, props);
  return (
    <div className="ui-checkbox" data-invalid={props.error ? true : undefined}>
      <div className="ui-checkbox-row">
        <input
          {...control}
          type="checkbox"
          className="ui-checkbox-input"
          data-testid={props.testId}
          name={props.name}
          checked={props.checked}
          disabled={props.disabled}
          onChange={(e) => props.onChange(e.target.checked)}
        />
        <label htmlFor={id} className="ui-checkbox-label">
          {props.label}
        </label>
      </div>
      <div className="ui-checkbox-notes">
        <FieldNotes id={id} {...props} />
      </div>
    </div>
  );
}
