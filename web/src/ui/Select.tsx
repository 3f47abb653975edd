import { Field, type FieldFrame } from "./Field";
import "./Select.css";

// A labelled native select, styled like the other controls. For long lists
// that are searched (countries, currencies, time zones) use SearchableSelect.
export interface SelectProps<V extends string> extends FieldFrame {
  value: V;
  /** [value, label] pairs in the order shown. */
  options: readonly (readonly [V, string])[];
  onChange: (value: V) => void;
  disabled?: boolean;
  name?: string;
  autoComplete?: string;
}

export function Select<V extends string>(props: SelectProps<V>) {
  const { value, options, onChange, disabled, name, autoComplete, testId, ...frame } = props;
  return (
    <Field {...frame} testId={testId}>
      {(control) => (
        <span className="ui-select">
          <select
            {...control}
            className="ui-control ui-select-control"
            data-testid={testId}
            value={value}
            name={name}
            autoComplete={autoComplete}
            disabled={disabled}
            onChange={(e) => onChange(e.target.value as V)}
          >
            {options.map(([v, label]) => (
              <option key={v} value={v}>
                {label}
              </option>
            ))}
          </select>
        </span>
      )}
    </Field>
  );
}
