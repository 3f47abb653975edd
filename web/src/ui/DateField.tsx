import { useState } from "react";
import { useTexts } from "../app/i18n";
import { useLocale } from "../app/locale";
import { messageFor } from "../core";
import { Field, type FieldFrame } from "./Field";
import { inputTexts } from "./inputTexts";

// A date typed in the UI language's own format (25.11.2026 in German,
// 25/11/2026 in English), the one its hint names; the value is ISO
// (yyyy-mm-dd, "" for none). Decision: a text field, not the browser's
// date input, which writes dates in the browser's locale (mm/dd/yyyy in a
// US English browser) whatever the page's language, so it contradicted
// its own hint. An ISO date typed or pasted is read too. A text that is no
// date keeps the last value and shows `invalid_date` once the field is left.
export interface DateFieldProps extends FieldFrame {
  value: string;
  onChange: (value: string) => void;
  min?: string;
  max?: string;
  disabled?: boolean;
  name?: string;
  autoComplete?: string;
}

/** An ISO date written in the UI language: 25.11.2026 in German, 25/11/2026 in English. */
export function dateText(iso: string, language: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return iso;
  const [, y, m, d] = match;
  return language === "de" ? `${d}.${m}.${y}` : `${d}/${m}/${y}`;
}

/**
 * A typed date as ISO: day, month and year in that order (either language;
 * `.`, `/` or `-` between them; one or two digits for day and month), or an
 * ISO date; "" for blank text, null for text that is no date of the calendar.
 */
export function readDate(text: string): string | null {
  const t = text.trim();
  if (t === "") return "";
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(t);
  const local = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})$/.exec(t);
  const [y, m, d] = iso ? [iso[1], iso[2], iso[3]] : local ? [local[3], local[2], local[1]] : [];
  if (y === undefined || m === undefined || d === undefined) return null;
  const [year, month, day] = [Number(y), Number(m), Number(d)];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (year < 1000 || date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${y}-${m.padStart(2, "0")}-${d.padStart(2, "0")}`;
}

export function DateField(props: DateFieldProps) {
  const t = useTexts(inputTexts);
  const language = useLocale();
  const { value, onChange, min, max, disabled, name, autoComplete, testId, hint, error, errorCode, ...frame } = props;
  // The text while it is typed; the value's own text otherwise.
  const [typed, setTyped] = useState<string | null>(null);
  const [left, setLeft] = useState(false);
  const text = typed ?? dateText(value, language);
  const reading = readDate(text);
  const outside = reading && ((min && reading < min) || (max && reading > max));
  const own = left && (reading === null || outside) ? "invalid_date" : null;
  return (
    <Field
      {...frame}
      testId={testId}
      error={error ?? (own ? messageFor(own, language) : undefined)}
      errorCode={error ? errorCode : (own ?? undefined)}
      hint={
        <>
          {hint ? <>{hint} · </> : null}
          <span data-testid={testId ? `${testId}-shown` : undefined}>{t("dateFormat")}</span>
        </>
      }
    >
      {(control) => (
        <input
          {...control}
          className="ui-control ui-date"
          data-testid={testId}
          data-value={value}
          type="text"
          inputMode="numeric"
          lang={language}
          placeholder={t("datePlaceholder")}
          value={text}
          name={name}
          autoComplete={autoComplete ?? "off"}
          disabled={disabled}
          onChange={(e) => {
            setTyped(e.target.value);
            setLeft(false);
            const read = readDate(e.target.value);
            if (read !== null && read !== value) onChange(read);
          }}
          onBlur={() => {
            setLeft(true);
            if (readDate(text) !== null) setTyped(null);
          }}
        />
      )}
    </Field>
  );
}
