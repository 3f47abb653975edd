import { useEffect, type ReactNode } from "react";

// The shared modal (spec sections 2 and 4): shown only while open; closes
// on Escape when it has a close handler; full-screen or fixed-overlay mode
// locks page scrolling while it is open.
export type ModalSize = "x-small" | "small" | "medium" | "large" | "responsive" | "x-large";

export function Modal(props: {
  open: boolean;
  onClose?: () => void;
  size?: ModalSize;
  fullScreen?: boolean;
  /** A fixed overlay over the page (the default). */
  overlay?: boolean;
  title: string;
  testId?: string;
  children: ReactNode;
}) {
  const { open, onClose, fullScreen = false, overlay = true } = props;
  useEffect(() => {
    if (!open || !onClose) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") onClose();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open, onClose]);
  useEffect(() => {
    if (!open || !(fullScreen || overlay)) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = previous;
    };
  }, [open, fullScreen, overlay]);
  if (!open) return null;
  return (
    <div className={overlay || fullScreen ? "modal-overlay" : undefined}>
      <section
        role="dialog"
        aria-modal="true"
        aria-label={props.title}
        className={`modal modal-${fullScreen ? "full-screen" : (props.size ?? "small")}`}
        data-testid={props.testId}
      >
        <header className="modal-header">
          <h2>{props.title}</h2>
          {onClose ? (
            <button
              type="button"
              className="modal-close"
              aria-label="Close"
              data-testid={props.testId ? `${props.testId}-close` : undefined}
              onClick={onClose}
            >
              ×
            </button>
          ) : null}
        </header>
        {props.children}
      </section>
    </div>
  );
}
