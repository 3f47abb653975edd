import type { KeyboardEvent } from "react";
import { useTexts } from "../app/i18n";
import { check, constants } from "../core";
import { Field, type FieldFrame } from "./Field";
import { inputTexts } from "./inputTexts";
import "./IntegerStepper.css";

// A whole number with − and + beside it (spec section 5 "Integer
// stepper"), every step by core's `integer_stepper` rule: text that is no
// number becomes empty, above the maximum the maximum; on leaving the field
// a value below the minimum becomes the minimum; the buttons and
// ArrowUp/ArrowDown add or take away a step. The value is the text (""
// for none), as core hands it back.
const paging = constants().paging;

export interface IntegerStepperProps extends FieldFrame {
  value: string;
  onChange: (value: string) => void;
  /** Default: the spec's input minimum (1). */
  min?: number;
  /** Default: the spec's input maximum (1,000,000). */
  max?: number;
  step?: number;
  disabled?: boolean;
  name?: string;
}

type Action = "input" | "blur" | "up" | "down";

export function IntegerStepper(props: IntegerStepperProps) {
  const t = useTexts(inputTexts);
  const { value, onChange, min = paging.input_min, max = paging.input_max, step = 1, disabled, name, testId, ...frame } = props;
  const run = (text: string, action: Action) => {
    const answer = check("integer_stepper", { value: text, min, max, step, action }).value;
    return typeof answer === "string" ? answer : "";
  };
  const move = (action: "up" | "down") => {
    const next = run(value, action);
    if (next !== value) onChange(next);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "ArrowUp" || e.key === "ArrowDown") {
      e.preventDefault();
      move(e.key === "ArrowUp" ? "up" : "down");
    }
  };
  const number = /^-?\d+$/.test(value) ? Number(value) : undefined;
  return (
    <Field {...frame} testId={testId}>
      {(control) => (
        <div className="ui-stepper" data-disabled={disabled ? true : undefined}>
          <button
            type="button"
            className="ui-stepper-button"
            aria-label={t("decrease")}
            aria-controls={control.id}
            data-testid={testId ? `${testId}-down` : undefined}
            disabled={disabled || (number !== undefined && number <= min)}
            onClick={() => move("down")}
          >
            <span aria-hidden="true">−</span>
          </button>
          <input
            {...control}
            className="ui-control ui-stepper-input"
            data-testid={testId}
            type="text"
            inputMode="numeric"
            role="spinbutton"
            aria-valuemin={min}
            aria-valuemax={max}
            aria-valuenow={number}
            name={name}
            value={value}
            disabled={disabled}
            onChange={(e) => onChange(run(e.target.value, "input"))}
            onBlur={() => {
              const next = run(value, "blur");
              if (next !== value) onChange(next);
            }}
            onKeyDown={onKeyDown}
          />
          <button
            type="button"
            className="ui-stepper-button"
            aria-label={t("increase")}
            aria-controls={control.id}
            data-testid={testId ? `${testId}-up` : undefined}
            disabled={disabled || (number !== undefined && number >= max)}
            onClick={() => move("up")}
          >
            <span aria-hidden="true">+</span>
          </button>
        </div>
      )}
    </Field>
  );
}
