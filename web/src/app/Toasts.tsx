import { useToasts } from "./toasts";

export function Toasts() {
  const toasts = useToasts((s) => s.toasts);
  const close = useToasts((s) => s.close);
  return (
    <div className="toasts" aria-live="polite">
      {toasts.map((t) => (
        <div
          key={t.id}
          className={`toast toast-${t.kind}`}
          role={t.kind === "error" ? "alert" : "status"}
          data-testid="toast"
          data-kind={t.kind}
          data-code={t.code}
        >
          <span>{t.text}</span>
          <button type="button" aria-label="Close" onClick={() => close(t.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
