// Pieces the payer area, the course player and the membership area share:
// the progress bar, the access badge and the panel that replaces content
// while access is blocked (with the way to pay when a payment can be made).
import type { CourseAccess, CourseProgress } from "../api/courses";
import { useTexts } from "../app/i18n";
import { useFormat } from "../app/format";
import { navigate } from "../app/navigate";
import { Badge } from "../ui/Badge";
import { courseTexts } from "./texts";

/** Fills `{name}` placeholders of a catalogue text. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{([a-zA-Z_]+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

/** The share of finished lessons as a bar, with the count in words beside it. */
export function ProgressBar({ progress, label }: { progress: CourseProgress; label: string }) {
  const t = useTexts(courseTexts);
  const percent = Math.max(0, Math.min(100, Math.round(progress.percent)));
  const words = fill(t("progress"), { finished: progress.finished, total: progress.total });
  return (
    <div
      className="cp-progress"
      data-testid="course-progress"
      data-finished={progress.finished}
      data-total={progress.total}
      data-percent={percent}
    >
      <div
        className="cp-progress-track"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={words}
      >
        <div className="cp-progress-fill" style={{ width: `${percent}%` }} />
      </div>
      <p className="cp-progress-text">
        <span>{words}</span>
        <span className="cp-progress-percent">{fill(t("percent"), { percent })}</span>
      </p>
    </div>
  );
}

/** A small badge: access open (until a date, after a cancellation) or blocked. */
export function AccessBadge({ access, open, blocked, until }: { access: CourseAccess; open: string; blocked: string; until: string }) {
  const f = useFormat();
  if (access.state === "open") {
    return (
      <Badge tone="success" testId="access-state" data={{ "data-state": "open" }}>
        {access.until ? fill(until, { date: f.date(access.until) }) : open}
      </Badge>
    );
  }
  return (
    <Badge tone="danger" testId="access-state" data={{ "data-state": access.state, "data-reason": access.reason ?? "" }}>
      {blocked}
    </Badge>
  );
}

const reasons = ["payment_paused", "refunded", "chargebacked", "canceled", "ended", "unpaid"] as const;

/**
 * What replaces a course's or a membership's content while access is
 * blocked: why, in words, and a button to the order's manage page when a
 * payment can be made there (`payUrl`).
 */
export function AccessBlocked({ access, note }: { access: CourseAccess; note?: string }) {
  const t = useTexts(courseTexts);
  const reason = reasons.find((r) => r === access.reason);
  return (
    <section className="cp-blocked" data-testid="access-blocked" data-reason={access.reason ?? ""} aria-labelledby="cp-blocked-title">
      <h3 id="cp-blocked-title" className="cp-blocked-title">
        {t("blockedTitle")}
      </h3>
      <p data-testid="access-blocked-reason">{t(reason ? `blocked_${reason}` : "blocked_other")}</p>
      {note ? <p className="cp-muted">{note}</p> : null}
      {access.payUrl ? (
        <a className="sf-button sf-button-primary" href={access.payUrl} data-testid="access-pay">
          {t("payNow")}
        </a>
      ) : null}
    </section>
  );
}

/**
 * Follows a link inside the app without a reload (a modified or middle
 * click still opens a tab): for the buyer's links that look like buttons.
 */
export function followInApp(e: React.MouseEvent<HTMLAnchorElement>) {
  if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
  const href = e.currentTarget.getAttribute("href");
  if (!href?.startsWith("/") || e.currentTarget.hasAttribute("download")) return;
  e.preventDefault();
  navigate(href);
}
