import type { ReactNode } from "react";
import { statusTone, type Tone } from "./statusTone";
import "./Badge.css";

/**
 * A small soft-coloured label: a status in the spec's colours (`status`
 * picks the tone from core's status colours) or any `tone` given. Extra
 * `data-*` attributes go through `data` for tests.
 */
export function Badge({
  tone,
  status,
  testId,
  data,
  title,
  children,
}: {
  tone?: Tone;
  /** A status value the API answers: its tone comes from `statusTone`. */
  status?: string;
  testId?: string;
  data?: Record<`data-${string}`, string | number | boolean | undefined>;
  title?: string;
  children: ReactNode;
}) {
  const shown = tone ?? (status === undefined ? "neutral" : statusTone(status));
  return (
    <span className={`ui-badge ui-badge--${shown}`} data-testid={testId} data-tone={shown} title={title} {...data}>
      {children}
    </span>
  );
}
