import { useState, type HTMLInputAutoCompleteAttribute } from "react";
import { useLocale } from "../app/locale";
import { formatMoney, messageFor, parseMoney } from "../core";
import { readDecimal, showDecimal, type DecimalCore, type DecimalReading } from "./decimal";
import { Field, type FieldFrame } from "./Field";
import { useNumberLocale } from "./numberLocale";

// A decimal number or an amount typed as people write it in the UI
// language (spec section 9: 2 digits by default; "49,00" and "1.234,56"
// in German), read by core. The caller keeps the text (so nothing typed is
// lost) and gets with every change what it reads as: a canonical decimal
// string ("49.00"), empty, or a problem. On leaving the field a valid
// value is written back formatted for the language; invalid text stays as
// typed and its problem shows.
const core: DecimalCore = { parseMoney, formatMoney };

export interface DecimalFieldProps extends FieldFrame {
  /** The text as the field shows it. */
  value: string;
  onChange: (text: string, reading: DecimalReading) => void;
  /** Decimals of a plain number (0, 2 or 3); default 2. */
  digits?: number;
  /** An amount of this currency (its decimals; its symbol may be typed and is shown). */
  currency?: string;
  onBlur?: () => void;
  disabled?: boolean;
  placeholder?: string;
  name?: string;
  autoComplete?: HTMLInputAutoCompleteAttribute;
}

export function DecimalField(props: DecimalFieldProps) {
  const { value, onChange, digits, currency, onBlur, disabled, placeholder, name, autoComplete, testId, error, errorCode, ...frame } =
    props;
  const locale = useNumberLocale();
  const language = useLocale();
  const [left, setLeft] = useState(false);
  const options = { digits, currency };
  const reading = readDecimal(value, locale, core, options);
  const own = left && reading.kind === "problem" ? reading.code : null;
  return (
    <Field
      {...frame}
      testId={testId}
      error={error ?? (own ? messageFor(own, language) : undefined)}
      errorCode={error ? errorCode : (own ?? undefined)}
    >
      {(control) => (
        <input
          {...control}
          className="ui-control ui-decimal"
          data-testid={testId}
          data-value={reading.kind === "value" ? reading.value : ""}
          type="text"
          inputMode="decimal"
          autoComplete={autoComplete ?? "off"}
          name={name}
          placeholder={placeholder}
          disabled={disabled}
          value={value}
          onChange={(e) => onChange(e.target.value, readDecimal(e.target.value, locale, core, options))}
          onBlur={() => {
            setLeft(true);
            if (reading.kind === "value") {
              const shown = showDecimal(reading.value, locale, core, options);
              if (shown !== value) onChange(shown, reading);
            }
            onBlur?.();
          }}
        />
      )}
    </Field>
  );
}
