import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useTexts } from "../app/i18n";
import { Field, type FieldFrame } from "./Field";
import { filterOptions } from "./filterOptions";
import { inputTexts } from "./inputTexts";
import "./SearchableSelect.css";

// A select for long lists (countries, currencies, time zones) that the
// user narrows by typing: an accessible combobox (WAI-ARIA's "select-only
// with filter" pattern). The input has role=combobox, aria-expanded and
// aria-controls naming the listbox, and aria-activedescendant naming the
// highlighted option; ArrowDown/ArrowUp open the list and move, Home/End
// jump, Enter chooses, Escape closes and restores the chosen label, typing
// filters by label (case and accents ignored) or by value; focusing the
// field selects its text, so typing replaces the chosen label. Leaving the
// field without choosing keeps the previous value.
export interface SearchableSelectProps<V extends string> extends FieldFrame {
  /** The chosen value; "" for none. */
  value: V | "";
  /** [value, label] pairs in the order shown. */
  options: readonly (readonly [V, string])[];
  onChange: (value: V) => void;
  placeholder?: string;
  disabled?: boolean;
  name?: string;
}

export function SearchableSelect<V extends string>(props: SearchableSelectProps<V>) {
  const t = useTexts(inputTexts);
  const { value, options, onChange, placeholder, disabled, name, testId, ...frame } = props;
  const made = useId().replace(/:/g, "");
  const listId = `l${made}`;
  const labelId = `l${made}-label`;
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const chosenLabel = options.find(([v]) => v === value)?.[1] ?? "";
  const shown = filterOptions(options, query ?? "");
  const activeIndex = Math.min(active, shown.length - 1);
  const activeId = open && activeIndex >= 0 ? `${listId}-${activeIndex}` : undefined;

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: "nearest" });
  }, [activeId]);

  const openAt = (index: number) => {
    setOpen(true);
    setActive(Math.max(0, index));
  };
  const close = () => {
    setOpen(false);
    setQuery(null);
  };
  const choose = (index: number) => {
    const option = shown[index];
    if (option) onChange(option[0]);
    close();
  };
  const chosenIndex = () =>
    Math.max(
      0,
      shown.findIndex(([v]) => v === value),
    );

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const last = shown.length - 1;
    switch (e.key) {
      case "ArrowDown":
        e.preventDefault();
        if (!open) openAt(chosenIndex());
        else setActive(Math.min(activeIndex + 1, last));
        break;
      case "ArrowUp":
        e.preventDefault();
        if (!open) openAt(chosenIndex());
        else setActive(Math.max(activeIndex - 1, 0));
        break;
      case "Home":
        if (open) {
          e.preventDefault();
          setActive(0);
        }
        break;
      case "End":
        if (open) {
          e.preventDefault();
          setActive(last);
        }
        break;
      case "Enter":
        if (open) {
          e.preventDefault();
          if (activeIndex >= 0) choose(activeIndex);
        }
        break;
      case "Escape":
        if (open || query !== null) {
          // Closes the list only, not a dialog the field is in.
          e.preventDefault();
          e.stopPropagation();
          close();
        }
        break;
      case "Tab":
        close();
        break;
    }
  };

  return (
    <Field {...frame} testId={testId} labelId={labelId}>
      {(control) => (
        <div className="ui-combobox" data-open={open ? true : undefined}>
          <input
            {...control}
            ref={input}
            className="ui-control ui-combobox-input"
            data-testid={testId}
            data-value={value}
            type="text"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={listId}
            aria-activedescendant={activeId}
            autoComplete="off"
            spellCheck={false}
            name={name}
            placeholder={placeholder}
            disabled={disabled}
            value={query ?? chosenLabel}
            onChange={(e) => {
              setQuery(e.target.value);
              openAt(0);
            }}
            onKeyDown={onKeyDown}
            onFocus={(e) => e.target.select()}
            onBlur={close}
            onClick={() => (open ? close() : openAt(chosenIndex()))}
          />
          <button
            type="button"
            className="ui-combobox-toggle"
            tabIndex={-1}
            aria-label={t("showOptions")}
            aria-controls={listId}
            aria-expanded={open}
            disabled={disabled}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => {
              input.current?.focus();
              if (open) close();
              else openAt(chosenIndex());
            }}
          />
          <ul
            className="ui-combobox-list"
            id={listId}
            role="listbox"
            aria-labelledby={labelId}
            hidden={!open}
            data-testid={testId ? `${testId}-list` : undefined}
          >
            {open
              ? shown.map(([v, label], i) => (
                  <li
                    key={v}
                    id={`${listId}-${i}`}
                    role="option"
                    className="ui-combobox-option"
                    aria-selected={v === value}
                    data-active={i === activeIndex ? true : undefined}
                    data-value={v}
                    data-testid={testId ? `${testId}-option` : undefined}
                    onMouseDown={(e) => e.preventDefault()}
                    onMouseMove={() => i !== activeIndex && setActive(i)}
                    onClick={() => choose(i)}
                  >
                    {label}
                  </li>
                ))
              : null}
            {open && shown.length === 0 ? (
              <li className="ui-combobox-empty" role="presentation">
                {t("noMatches")}
              </li>
            ) : null}
          </ul>
          <span className="ui-visually-hidden" role="status">
            {open && query !== null ? (shown.length === 0 ? t("noMatches") : t("matches").replace("{n}", String(shown.length))) : ""}
          </span>
        </div>
      )}
    </Field>
  );
}
