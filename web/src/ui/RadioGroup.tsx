import { useId, type ReactNode } from "react";
import { fieldControl, FieldLabel, FieldNotes, type FieldFrame } from "./Field";
import "./Checkbox.css";
import "./RadioGroup.css";

// A set of radios in a fieldset named by its legend. The radios are native
// and share one name, so the browser gives the keyboard behaviour: Tab
// enters the group at the chosen radio, the arrow keys move and choose.
export interface RadioOption<V extends string> {
  value: V;
  label: ReactNode;
  /** A line of explanation under the option's label. */
  description?: ReactNode;
  disabled?: boolean;
  /** The radio's data-testid; `<group testId>-<value>` by default. */
  testId?: string;
}

export interface RadioGroupProps<V extends string> extends Omit<FieldFrame, "id"> {
  value: V | null;
  options: readonly RadioOption<V>[];
  onChange: (value: V) => void;
  /** The radios' shared name (made up when not given). */
  name?: string;
  /** "cards": each option a bordered card, side by side from 768 px. */
  variant?: "list" | "cards";
  disabled?: boolean;
}

export function RadioGroup<V extends string>(props: RadioGroupProps<V>) {
  const made = useId().replace(/:/g, "");
  const id = `r${made}`;
  const name = props.name ?? id;
  const described = fieldControl(id, props);
  return (
    <fieldset
      className={["ui-field", "ui-radio-group", props.className].filter(Boolean).join(" ")}
      role="radiogroup"
      aria-describedby={described["aria-describedby"]}
      aria-invalid={described["aria-invalid"]}
      aria-required={described["aria-required"]}
      data-testid={props.testId}
      data-value={props.value ?? ""}
      disabled={props.disabled}
    >
      <FieldLabel {...props} as="legend" />
      <div className={props.variant === "cards" ? "ui-radio-cards" : "ui-radio-list"}>
        {props.options.map((option) => {
          const optionId = `${id}-${option.value}`;
          return (
            <div key={option.value} className="ui-radio-option" data-checked={props.value === option.value ? true : undefined}>
              <input
                type="radio"
                className="ui-checkbox-input"
                id={optionId}
                name={name}
                value={option.value}
                checked={props.value === option.value}
                disabled={option.disabled}
                aria-describedby={option.description ? `${optionId}-description` : undefined}
                data-testid={option.testId ?? (props.testId ? `${props.testId}-${option.value}` : undefined)}
                onChange={() => props.onChange(option.value)}
              />
              <span className="ui-radio-text">
                <label htmlFor={optionId} className="ui-checkbox-label">
                  {option.label}
                </label>
                {option.description ? (
                  <span className="ui-radio-description" id={`${optionId}-description`}>
                    {option.description}
                  </span>
                ) : null}
              </span>
            </div>
          );
        })}
      </div>
      <FieldNotes id={id} {...props} testId={props.testId} />
    </fieldset>
  );
}
