// The bell in the cabinet's top bar: a link to the notifications with the
// unread count (read again when the cabinet opens, on every page change
// and when the window regains focus).
import { useEffect } from "react";
import { useTexts } from "../../app/i18n";
import { Link } from "../../app/Link";
import { paths } from "../../app/routes";
import { notificationTexts } from "./texts";
import { useUnread } from "./unread";
import "./notifications.css";

export function NotificationBell({ page }: { page: string }) {
  const t = useTexts(notificationTexts);
  const count = useUnread((s) => s.count);
  const refresh = useUnread((s) => s.refresh);
  useEffect(() => {
    const controller = new AbortController();
    void refresh(controller.signal);
    const onFocus = () => void refresh();
    window.addEventListener("focus", onFocus);
    return () => {
      controller.abort();
      window.removeEventListener("focus", onFocus);
    };
  }, [page, refresh]);
  const unread = count ?? 0;
  const label = unread > 0 ? t("bellUnread").replace("{count}", String(unread)) : t("bell");
  return (
    <Link href={paths.cabinetNotifications} className="nt-bell" testId="notification-bell">
      <svg className="nt-bell-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 3a6 6 0 0 0-6 6v3.6l-1.7 2.9A1 1 0 0 0 5.2 17h13.6a1 1 0 0 0 .9-1.5L18 12.6V9a6 6 0 0 0-6-6Zm0 19a3 3 0 0 0 3-3H9a3 3 0 0 0 3 3Z" />
      </svg>
      <span className="nt-sr">{label}</span>
      {unread > 0 ? (
        <span className="nt-bell-count" data-testid="notification-count" aria-hidden="true">
          {unread > 99 ? "99+" : unread}
        </span>
      ) : null}
    </Link>
  );
}
