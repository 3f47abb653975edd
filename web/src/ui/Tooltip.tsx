import { cloneElement, useEffect, useId, useRef, useState, type FocusEvent, type ReactElement } from "react";
import "./Tooltip.css";

/** How long a tooltip stays after the pointer or focus left its anchor (spec section 9). */
export const TOOLTIP_HIDE_DELAY_MS = 200;

type AnchorProps = { "aria-describedby"?: string };

/**
 * A short text for one element, shown while the pointer is over it or it
 * has focus, 8 px below it (above it with `placement="top"`). It hides
 * 200 ms after the pointer or focus left, at once on Escape. The anchor
 * (one element, usually a button) is described by it.
 */
export function Tooltip({
  text,
  placement = "bottom",
  testId,
  children,
}: {
  text: string;
  placement?: "bottom" | "top";
  testId?: string;
  children: ReactElement<AnchorProps>;
}) {
  const id = useId();
  const [shown, setShown] = useState(false);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const show = () => {
    clearTimeout(hideTimer.current);
    setShown(true);
  };
  const hideLater = () => {
    clearTimeout(hideTimer.current);
    hideTimer.current = setTimeout(() => setShown(false), TOOLTIP_HIDE_DELAY_MS);
  };

  useEffect(() => () => clearTimeout(hideTimer.current), []);
  useEffect(() => {
    if (!shown) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") {
        clearTimeout(hideTimer.current);
        setShown(false);
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [shown]);

  const describedBy = [children.props["aria-describedby"], id].filter(Boolean).join(" ");
  return (
    <span
      className="ui-tooltip-anchor"
      onPointerEnter={show}
      onPointerLeave={hideLater}
      onFocus={show}
      onBlur={(e: FocusEvent) => {
        if (!e.currentTarget.contains(e.relatedTarget)) hideLater();
      }}
    >
      {cloneElement(children, { "aria-describedby": describedBy })}
      <span
        id={id}
        role="tooltip"
        className={`ui-tooltip ui-tooltip--${placement}`}
        data-testid={testId}
        data-shown={shown}
        hidden={!shown}
      >
        {text}
      </span>
    </span>
  );
}
