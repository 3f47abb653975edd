import type { ReactNode } from "react";
import { Link } from "../app/Link";
import "./EmptyState.css";

/** The one next step an empty list offers: a button, or a link to another page. */
export type EmptyAction = { label: string; testId?: string } & ({ onClick: () => void } | { href: string });

/**
 * What an empty list says instead of its table: a title, one sentence and
 * one primary action, the next step ("Create your first product"). A
 * filtered list without a match says so and offers to reset the filters
 * instead (the caller passes that title, sentence and action).
 */
export function EmptyState({
  title,
  text,
  action,
  testId,
  filtered = false,
  children,
}: {
  title: string;
  text: string;
  action?: EmptyAction;
  testId?: string;
  /** Nothing matched the filters (tests read `data-filtered`). */
  filtered?: boolean;
  /** Instead of `action`: a control of the caller's own (a dialog's opener). */
  children?: ReactNode;
}) {
  return (
    <div className="ui-empty" data-testid={testId} data-filtered={filtered}>
      <p className="ui-empty-title">{title}</p>
      <p className="ui-empty-text">{text}</p>
      {action ? (
        "href" in action ? (
          <Link href={action.href} className="ui-empty-action" testId={action.testId}>
            {action.label}
          </Link>
        ) : (
          <button type="button" className="ui-empty-action" data-testid={action.testId} onClick={action.onClick}>
            {action.label}
          </button>
        )
      ) : null}
      {children}
    </div>
  );
}
