import type { MouseEvent, ReactNode } from "react";
import { useTexts } from "../app/i18n";
import { navigate } from "../app/navigate";
import "./Button.css";
import type { ButtonSize, ButtonVariant } from "./Button";
import "./Link.css";
import { uiTexts } from "./texts";

/** Whether `href` leaves this site (another origin, or a scheme such as mailto:). */
function leavesSite(href: string): boolean {
  if (href.startsWith("/") || href.startsWith("#") || href.startsWith("?")) return false;
  try {
    return new URL(href, window.location.href).origin !== window.location.origin;
  } catch {
    return false;
  }
}

/**
 * A link. Inside the app it is a real anchor followed without a reload
 * (a modified click still opens a tab). An external one (another origin,
 * or `external`) opens in a new tab, without handing this page over, and
 * says so to screen readers. A disabled one has no address, ignores clicks
 * and is skipped by the keyboard. `button` gives it a Button's look (a
 * link-button: "Continue", "Open your purchases"), readable in every state.
 */
export function Link({
  href,
  testId,
  className,
  children,
  disabled = false,
  external,
  onClick,
  button,
  size = "medium",
}: {
  href: string;
  testId?: string;
  className?: string;
  children: ReactNode;
  disabled?: boolean;
  external?: boolean;
  onClick?: (e: MouseEvent<HTMLAnchorElement>) => void;
  /** The look of a Button of this variant. */
  button?: ButtonVariant;
  /** The Button size, with `button`. */
  size?: ButtonSize;
}) {
  const t = useTexts(uiTexts);
  const look = button ? `ui-button ui-button--${button} ui-button--${size}` : "";
  const classes = ["ui-link", look, className ?? ""].filter(Boolean).join(" ");
  if (disabled) {
    return (
      <a className={`${classes} ui-link--disabled`} aria-disabled="true" role="link" tabIndex={-1} data-testid={testId}>
        {children}
      </a>
    );
  }
  if (external ?? leavesSite(href)) {
    return (
      <a href={href} className={classes} target="_blank" rel="noopener noreferrer" data-testid={testId} onClick={onClick}>
        {children}
        <span className="visually-hidden"> {t("newTab")}</span>
        <span className="ui-link__external" aria-hidden="true">
          ↗
        </span>
      </a>
    );
  }
  return (
    <a
      href={href}
      className={classes}
      data-testid={testId}
      onClick={(e) => {
        onClick?.(e);
        if (e.defaultPrevented || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0) return;
        e.preventDefault();
        navigate(href);
      }}
    >
      {children}
    </a>
  );
}
