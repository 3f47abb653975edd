import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { useTexts } from "../app/i18n";
import "./InfoPopover.css";
import { uiTexts } from "./texts";

/**
 * An (i) button beside a label that opens a small text on click, Enter or
 * Space, and closes it on a second press, on Escape (focus back on the
 * button) or on a click elsewhere.
 */
export function InfoPopover({ label, testId, children }: { label?: string; testId?: string; children: ReactNode }) {
  const t = useTexts(uiTexts);
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLSpanElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") {
        setOpen(false);
        button.current?.focus();
      }
    };
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open]);

  return (
    <span className="ui-info" ref={root}>
      <button
        ref={button}
        type="button"
        className="ui-info__button"
        aria-label={label ?? t("moreInfo")}
        aria-expanded={open}
        aria-controls={id}
        data-testid={testId}
        onClick={() => setOpen(!open)}
      >
        <span aria-hidden="true">i</span>
      </button>
      <span id={id} role="note" className="ui-info__popover" hidden={!open} data-testid={testId ? `${testId}-text` : undefined}>
        {children}
      </span>
    </span>
  );
}
