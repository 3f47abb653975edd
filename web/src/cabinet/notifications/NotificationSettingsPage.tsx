// Which notifications the seller also gets by mail
// (/cabinet/settings/notifications): one switch per kind, saved together.
// The cabinet's list always holds every notification.
import { useState } from "react";
import { FormError } from "../../account/Field";
import type { ApiError } from "../../api/client";
import { notificationsApi, type KindSetting } from "../../api/notifications";
import { entryFor, useTexts } from "../../app/i18n";
import { Link } from "../../app/Link";
import { paths } from "../../app/routes";
import { useLoad } from "../../app/useLoad";
import { Button } from "../../ui/Button";
import { Checkbox } from "../../ui/Checkbox";
import { Skeleton } from "../../ui/Skeleton";
import { notificationTexts } from "./texts";
import "./notifications.css";

type Key = keyof typeof notificationTexts;

export function NotificationSettingsPage() {
  const t = useTexts(notificationTexts);
  const [loaded] = useLoad("cabinet-notification-settings", (signal) => notificationsApi.settings(signal));
  return (
    <section className="nt-page" data-testid="notification-settings" data-state={loaded.state}>
      <div className="nt-head">
        <h2 className="nt-title">{t("settingsTitle")}</h2>
        <Link href={paths.cabinetNotifications} testId="notifications-link" className="nt-settings-link">
          {t("title")}
        </Link>
      </div>
      <p className="nt-intro">{t("settingsIntro")}</p>
      {loaded.state === "loading" ? (
        <Skeleton rows={6} columns={1} testId="notification-settings-skeleton" />
      ) : loaded.state === "error" ? (
        <FormError code={loaded.error.code} testId="notification-settings-error" />
      ) : (
        <Form initial={loaded.value} />
      )}
    </section>
  );
}

function Form({ initial }: { initial: KindSetting[] }) {
  const t = useTexts(notificationTexts);
  const [saved, setSaved] = useState(initial);
  const [rows, setRows] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const dirty = rows.some((r) => saved.find((s) => s.kind === r.kind)?.mail !== r.mail);
  const text = (prefix: "kind_" | "hint_", kind: string) => {
    const key = `${prefix}${kind}`;
    return entryFor(notificationTexts, key) ? t(key as Key) : kind;
  };

  async function save() {
    setBusy(true);
    setError(null);
    setDone(false);
    try {
      const answer = await notificationsApi.saveSettings(rows);
      setSaved(answer);
      setRows(answer);
      setDone(true);
    } catch (e) {
      setError((e as ApiError).code ?? "page_server_error");
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className="nt-settings"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <fieldset className="nt-fieldset">
        <legend className="nt-legend">{t("byMail")}</legend>
        {rows.map((row) => (
          <Checkbox
            key={row.kind}
            testId={`mail-${row.kind}`}
            label={text("kind_", row.kind)}
            hint={text("hint_", row.kind)}
            checked={row.mail}
            disabled={busy}
            onChange={(mail) => {
              setDone(false);
              setRows((list) => list.map((r) => (r.kind === row.kind ? { ...r, mail } : r)));
            }}
          />
        ))}
      </fieldset>
      {error ? <FormError code={error} testId="notification-settings-error" /> : null}
      <div className="nt-actions">
        <Button type="submit" testId="notification-settings-save" pending={busy} disabled={!dirty}>
          {t("save")}
        </Button>
        <p className="nt-status" role="status" data-testid="notification-settings-status">
          {done ? t("saved") : ""}
        </p>
      </div>
    </form>
  );
}
