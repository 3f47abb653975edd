// The seller's notifications (/cabinet/notifications): newest first, the
// unread ones marked, each with what happened, who, the amount and when,
// linking to its order; mark one or all read; older ones page in by
// "Load older". The bell's count follows every change.
import { useState } from "react";
import { FormError } from "../../account/Field";
import type { ApiError } from "../../api/client";
import { notificationsApi, type NotificationPage, type SellerNotification } from "../../api/notifications";
import { useTexts } from "../../app/i18n";
import { Link } from "../../app/Link";
import { useLocale } from "../../app/locale";
import { formatDateTime } from "../../app/format";
import { Amount } from "../../app/Money";
import { paths } from "../../app/routes";
import { useLoad } from "../../app/useLoad";
import { Badge } from "../../ui/Badge";
import { Button } from "../../ui/Button";
import { EmptyState } from "../../ui/EmptyState";
import { Skeleton } from "../../ui/Skeleton";
import { notificationTexts } from "./texts";
import { useUnread } from "./unread";
import "./notifications.css";

/** "New order: The Handbook": the kind's sentence around the subject. */
function useHeadline() {
  const t = useTexts(notificationTexts);
  return (n: SellerNotification) => {
    return t(n.kind).replace("{subject}", n.subject);
  };
}

export function NotificationsPage() {
  const t = useTexts(notificationTexts);
  const [loaded] = useLoad("cabinet-notifications", (signal) => notificationsApi.page(null, signal));
  return (
    <section className="nt-page" data-testid="notifications" data-state={loaded.state}>
      <div className="nt-head">
        <h2 className="nt-title">{t("title")}</h2>
        <Link href={paths.notificationSettings} testId="notification-settings-link" className="nt-settings-link">
          {t("settingsLink")}
        </Link>
      </div>
      {loaded.state === "loading" ? (
        <Skeleton rows={4} columns={1} testId="notifications-skeleton" />
      ) : loaded.state === "error" ? (
        <FormError code={loaded.error.code} testId="notifications-error" />
      ) : (
        <List first={loaded.value} />
      )}
    </section>
  );
}

function List({ first }: { first: NotificationPage }) {
  const t = useTexts(notificationTexts);
  const locale = useLocale();
  const headline = useHeadline();
  const setUnread = useUnread((s) => s.set);
  const [items, setItems] = useState(first.list);
  const [next, setNext] = useState(first.hasMore ? (first.nextBefore ?? null) : null);
  const [busy, setBusy] = useState<"all" | "more" | number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState("");
  const unread = items.some((n) => !n.read);

  async function act(which: "all" | "more" | number, call: () => Promise<void>) {
    setBusy(which);
    setError(null);
    try {
      await call();
    } catch (e) {
      setError((e as ApiError).code ?? "page_server_error");
    } finally {
      setBusy(null);
    }
  }

  const markRead = (id: number) =>
    act(id, async () => {
      setUnread(await notificationsApi.markRead(id));
      setItems((list) => list.map((n) => (n.id === id ? { ...n, read: true } : n)));
    });

  if (items.length === 0) {
    return (
      <EmptyState
        testId="notifications-empty"
        title={t("emptyTitle")}
        text={t("emptyText")}
        action={{ label: t("toOrders"), href: paths.cabinetOrders(), testId: "notifications-to-orders" }}
      />
    );
  }
  return (
    <>
      <div className="nt-toolbar">
        <Button
          variant="secondary"
          size="small"
          testId="mark-all-read"
          pending={busy === "all"}
          disabled={!unread || busy !== null}
          onClick={() =>
            void act("all", async () => {
              setUnread(await notificationsApi.markAllRead());
              setItems((list) => list.map((n) => ({ ...n, read: true })));
              setStatus(t("allRead"));
            })
          }
        >
          {t("markAllRead")}
        </Button>
        <p className="nt-status" role="status" data-testid="notifications-status">
          {status}
        </p>
      </div>
      {error ? <FormError code={error} testId="notifications-error" /> : null}
      <ul className="nt-list" data-testid="notification-list">
        {items.map((n) => (
          <li
            key={n.id}
            className={`nt-item${n.read ? "" : " nt-item--unread"}`}
            data-testid="notification"
            data-id={n.id}
            data-kind={n.kind}
            data-read={n.read}
          >
            <span className="nt-dot" aria-hidden="true" />
            <div className="nt-main">
              <p className="nt-headline">
                <Link href={n.link} testId="notification-link" onClick={() => (n.read ? undefined : void markRead(n.id))}>
                  {headline(n)}
                </Link>
              </p>
              <p className="nt-meta">
                {n.read ? null : (
                  <Badge tone="info" testId="notification-unread">
                    {t("unread")}
                  </Badge>
                )}
                {n.actor ? <span className="nt-actor">{n.actor}</span> : null}
                {n.amount && n.currency ? <Amount value={n.amount} currency={n.currency} testId="notification-amount" /> : null}
                <time dateTime={n.createdAt}>{formatDateTime(n.createdAt, locale)}</time>
              </p>
            </div>
            {n.read ? null : (
              <Button
                variant="ghost"
                size="small"
                className="nt-mark"
                testId="mark-read"
                pending={busy === n.id}
                disabled={busy !== null}
                onClick={() => void markRead(n.id)}
              >
                {t("markRead")}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {next !== null ? (
        <div className="nt-more">
          <Button
            variant="secondary"
            testId="notifications-more"
            pending={busy === "more"}
            disabled={busy !== null}
            onClick={() =>
              void act("more", async () => {
                const page = await notificationsApi.page(next);
                setItems((list) => [...list, ...page.list.filter((n) => !list.some((m) => m.id === n.id))]);
                setNext(page.hasMore ? (page.nextBefore ?? null) : null);
                setUnread(page.unread);
              })
            }
          >
            {t("more")}
          </Button>
        </div>
      ) : null}
    </>
  );
}
