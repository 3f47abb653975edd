import { useTexts } from "../app/i18n";
import "./Spinner.css";
import { uiTexts } from "./texts";

/**
 * A turning ring. On its own it is a status with a label (read once by
 * screen readers); `decorative` hides it where something else says that
 * the region is busy (a pending button, a loading mask's region).
 */
export function Spinner({ label, size = "small", decorative = false }: { label?: string; size?: "small" | "large"; decorative?: boolean }) {
  const t = useTexts(uiTexts);
  const ring = <span className={`ui-spinner ui-spinner--${size}`} aria-hidden="true" />;
  if (decorative) return ring;
  return (
    <span role="status" className="ui-spinner-status" data-testid="spinner">
      {ring}
      <span className="visually-hidden">{label ?? t("loading")}</span>
    </span>
  );
}
