import { createPortal } from "react-dom";
import { useTexts } from "../app/i18n";
import { useTopDialog } from "./layer";
import "./Toasts.css";
import { uiTexts } from "./texts";
import { useToasts, type ToastKind } from "./toasts";

const icons: Record<ToastKind, string> = { success: "✓", error: "!", warning: "!", info: "i" };

/**
 * The toasts of the page, newest last, in the top corner (the foot on
 * phones). Success and info are polite statuses; errors and warnings are
 * alerts, read at once. While a modal dialog is open they are rendered
 * inside it, the only part of the page that is not inert then.
 */
export function Toasts() {
  const t = useTexts(uiTexts);
  const toasts = useToasts((s) => s.toasts);
  const close = useToasts((s) => s.close);
  const dialog = useTopDialog();
  const region = (
    <section className="ui-toasts" aria-label={t("notifications")}>
      {toasts.map((item) => (
        <div
          key={item.id}
          className={`ui-toast ui-toast--${item.kind}`}
          role={item.kind === "error" || item.kind === "warning" ? "alert" : "status"}
          aria-live={item.kind === "error" || item.kind === "warning" ? "assertive" : "polite"}
          data-testid="toast"
          data-kind={item.kind}
          data-code={item.code}
        >
          <span className="ui-toast__icon" aria-hidden="true">
            {icons[item.kind]}
          </span>
          <span className="ui-toast__text" data-testid="toast-text">
            {item.text}
          </span>
          {item.action ? (
            <button
              type="button"
              className="ui-toast__action"
              data-testid="toast-action"
              onClick={() => {
                item.action?.run();
                close(item.id);
              }}
            >
              {item.action.label}
            </button>
          ) : null}
          <button
            type="button"
            className="ui-toast__close"
            aria-label={t("dismiss")}
            data-testid="toast-close"
            onClick={() => close(item.id)}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ))}
    </section>
  );
  return dialog ? createPortal(region, dialog) : region;
}
