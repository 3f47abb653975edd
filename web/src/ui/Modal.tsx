import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from "react";
import { useTexts } from "../app/i18n";
import { useLayers } from "./layer";
import "./Modal.css";
import { uiTexts } from "./texts";

// The shared modal (spec sections 2, 4 and 9): a native <dialog> opened with
// showModal(), so the page behind is inert and the dialog is on top. It
// exists only while open. Escape closes it when it has a close handler;
// Tab and Shift+Tab cycle inside it; the element that had focus gets it
// back on close; the page does not scroll behind it.
export type ModalSize = "x-small" | "small" | "medium" | "large" | "responsive" | "x-large";

export interface ModalProps {
  open: boolean;
  onClose?: () => void;
  /** The width on tablets and up; every size is the full width under 576 px. */
  size?: ModalSize;
  fullScreen?: boolean;
  /** Locks the page's scrolling while open (the default). */
  overlay?: boolean;
  title: string;
  testId?: string;
  /** Buttons at the foot of the dialog. */
  footer?: ReactNode;
  children: ReactNode;
}

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"]), summary';

/** The elements of `root` that Tab reaches, in order. */
function tabbable(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(focusable)].filter((e) => e.tabIndex >= 0 && e.getClientRects().length > 0);
}

export function Modal(props: ModalProps) {
  if (!props.open) return null;
  return <OpenModal {...props} />;
}

function OpenModal({ onClose, size = "small", fullScreen = false, overlay = true, title, testId, footer, children }: ModalProps) {
  const t = useTexts(uiTexts);
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  // open as a modal; give focus back to the opener when it goes
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    useLayers.getState().opened(dialog);
    const first = dialog.querySelector<HTMLElement>("[autofocus]") ?? tabbable(dialog.querySelector(".ui-modal__body") ?? dialog)[0];
    (first ?? dialog).focus();
    return () => {
      useLayers.getState().closed(dialog);
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  // the page behind does not scroll
  useEffect(() => {
    if (!overlay && !fullScreen) return;
    const { body, documentElement } = document;
    const previous = body.style.overflow;
    const gutter = window.innerWidth - documentElement.clientWidth;
    const previousPadding = body.style.paddingRight;
    body.style.overflow = "hidden";
    if (gutter > 0) body.style.paddingRight = `${gutter}px`;
    return () => {
      body.style.overflow = previous;
      body.style.paddingRight = previousPadding;
    };
  }, [overlay, fullScreen]);

  return (
    <dialog
      ref={ref}
      className={`ui-modal ui-modal--${fullScreen ? "full-screen" : size}`}
      aria-modal="true"
      aria-labelledby={titleId}
      data-testid={testId}
      onCancel={(e) => {
        // Escape: close through the owner, or not at all
        e.preventDefault();
        onClose?.();
      }}
      onClose={() => {
        // The browser closed it itself (a second Escape without a click in
        // between may skip the cancel event): tell the owner, and keep it
        // open until the owner unmounts it.
        const dialog = ref.current;
        if (!dialog?.isConnected || dialog.open) return;
        onClose?.();
        dialog.showModal();
      }}
      onKeyDown={(e) => {
        if (e.key !== "Tab" || !ref.current) return;
        const items = tabbable(ref.current);
        const first = items[0];
        const last = items[items.length - 1];
        if (!first || !last) {
          e.preventDefault();
          return;
        }
        const active = document.activeElement;
        if (e.shiftKey && (active === first || !ref.current.contains(active))) {
          e.preventDefault();
          last.focus();
        } else if (!e.shiftKey && (active === last || !ref.current.contains(active))) {
          e.preventDefault();
          first.focus();
        }
      }}
    >
      <header className="ui-modal__header">
        <h2 id={titleId} className="ui-modal__title">
          {title}
        </h2>
        {onClose ? (
          <button
            type="button"
            className="ui-modal__close"
            aria-label={t("close")}
            data-testid={testId ? `${testId}-close` : undefined}
            onClick={onClose}
          >
            <span aria-hidden="true">×</span>
          </button>
        ) : null}
      </header>
      <div className="ui-modal__body">{children}</div>
      {footer ? <footer className="ui-modal__footer">{footer}</footer> : null}
    </dialog>
  );
}
