import { useEffect, useState } from "react";
import { useTexts } from "../app/i18n";
import { inputTexts } from "./inputTexts";
import "./CopyButton.css";

// A button that copies a text (a link) to the clipboard and says so for a
// moment ("Copied", announced politely). Where the browser refuses the
// clipboard, the text is selected in a field beside it for copying by hand.
export function CopyButton({ text, name, testId }: { text: string; name: string; testId?: string }) {
  const t = useTexts(inputTexts);
  const [state, setState] = useState<"idle" | "copied" | "refused">("idle");
  useEffect(() => {
    if (state !== "copied") return;
    const timer = window.setTimeout(() => setState("idle"), 2000);
    return () => window.clearTimeout(timer);
  }, [state]);
  return (
    <span className="ui-copy">
      <button
        type="button"
        className="ui-copy__button"
        data-testid={testId}
        data-state={state}
        aria-label={t("copyLink").replace("{name}", name)}
        onClick={() => {
          navigator.clipboard.writeText(text).then(
            () => setState("copied"),
            () => setState("refused"),
          );
        }}
      >
        {state === "copied" ? t("copied") : t("copy")}
      </button>
      <span className="ui-copy__status" role="status">
        {state === "copied" ? t("copied") : ""}
      </span>
      {state === "refused" ? (
        <input className="ui-control ui-copy__manual" readOnly value={text} aria-label={name} onFocus={(e) => e.target.select()} />
      ) : null}
    </span>
  );
}
