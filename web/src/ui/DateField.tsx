import { useTexts } from "../app/i18n";
import { useLocale } from "../app/locale";
import { Field, type FieldFrame } from "./Field";
import { inputTexts } from "./inputTexts";

// A date, picked with the browser's own date input; the value is ISO
// (yyyy-mm-dd, "" for none). The browser shows the date in its own format,
// so the hint says the chosen date in the UI language's (25.11.2026 in
// German) or, while empty, that format.
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

export function DateField(props: DateFieldProps) {
  const t = useTexts(inputTexts);
  const language = useLocale();
  const { value, onChange, min, max, disabled, name, autoComplete, testId, hint, ...frame } = props;
  const format = value ? dateText(value, language) : t("dateFormat");
  return (
    <Field
      {...frame}
      testId={testId}
      hint={
        <>
          {hint ? <>{hint} · </> : null}
          <span data-testid={testId ? `${testId}-shown` : undefined}>{format}</span>
        </>
      }
    >
      {(control) => (
        <input
          {...control}
          className="ui-control ui-date"
          data-testid={testId}
          type="date"
          lang={language}
          value={value}
          min={min}
          max={max}
          name={name}
          autoComplete={autoComplete}
          disabled={disabled}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </Field>
  );
}
