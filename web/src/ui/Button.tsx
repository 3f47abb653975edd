import type { ButtonHTMLAttributes, ReactNode } from "react";
import "./Button.css";
import { Spinner } from "./Spinner";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "danger";
export type ButtonSize = "small" | "medium" | "large";

export type ButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, "type"> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Busy with what it started: a spinner over its label (the width stays), disabled and aria-busy. */
  pending?: boolean;
  /** A submit button; every other button is `type="button"`. */
  type?: "button" | "submit" | "reset";
  /** Fills the width of its container. */
  block?: boolean;
  testId?: string;
  children: ReactNode;
};

/** The app's button: four looks, three sizes, and a pending state. */
export function Button({
  variant = "primary",
  size = "medium",
  pending = false,
  type = "button",
  block = false,
  testId,
  disabled,
  className,
  children,
  ...rest
}: ButtonProps) {
  const classes = ["ui-button", `ui-button--${variant}`, `ui-button--${size}`, block ? "ui-button--block" : "", className ?? ""]
    .filter(Boolean)
    .join(" ");
  return (
    <button
      {...rest}
      type={type}
      className={classes}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      data-testid={testId}
      data-pending={pending || undefined}
    >
      <span className="ui-button__label">{children}</span>
      {pending ? (
        <span className="ui-button__spinner">
          <Spinner decorative />
        </span>
      ) : null}
    </button>
  );
}
