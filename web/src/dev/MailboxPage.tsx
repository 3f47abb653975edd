import { devApi } from "../api/dev";
import { useLoad } from "../app/useLoad";

// /dev/mailbox (local development only): the mails the edge would have
// sent, newest first, with their links. Not translated: a developer tool.
export function MailboxPage() {
  const [loaded, reload] = useLoad("mails", (signal) => devApi.mails(signal));
  return (
    <main className="page" data-testid="mailbox">
      <h1>Dev mailbox</h1>
      <button type="button" data-testid="mailbox-refresh" onClick={reload}>
        Refresh
      </button>
      {loaded.state === "loading" ? <p>Loading…</p> : null}
      {loaded.state === "error" ? (
        <p className="error" data-testid="mailbox-error" data-code={loaded.error.code}>
          {loaded.error.message}
        </p>
      ) : null}
      {loaded.state === "ready" ? (
        <ul className="mails" data-testid="mail-list" data-count={loaded.value.length}>
          {loaded.value.map((mail) => (
            <li key={mail.id} data-testid="mail" data-id={mail.id} data-to={mail.to} data-subject={mail.subject}>
              <p>
                <strong>{mail.subject}</strong> → {mail.to} <small>{mail.createdAt}</small>
              </p>
              <pre>{mail.text}</pre>
              {mail.link ? (
                <a href={mail.link} data-testid="mail-link">
                  {mail.link}
                </a>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </main>
  );
}
