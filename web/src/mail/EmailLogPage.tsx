// A buyer's mail in the browser (`/email_logs/{token}`, the link in every
// buyer mail): the shop, the subject, when it was sent and its text. The
// text is plain text rendered as text (web addresses become links), never
// as HTML, so nothing in a mail can run here.
import { mailsApi } from "../api/mails";
import { useTexts } from "../app/i18n";
import { useLocale } from "../app/locale";
import { formatDateTime } from "../app/format";
import { useTitle } from "../app/title";
import { useLoad } from "../app/useLoad";
import { BuyerProblem } from "../storefront/Problem";
import { ShopHeader } from "../storefront/ShopHeader";
import { linkify, paragraphs } from "./linkify";
import { mailTexts } from "./texts";
import "../storefront/storefront.css";
import "./mail.css";

export function EmailLogPage({ token }: { token: string }) {
  const t = useTexts(mailTexts);
  const locale = useLocale();
  const [loaded] = useLoad(`email-log:${token}`, (signal) => mailsApi.log(token, signal));
  useTitle(loaded.state === "ready" ? loaded.value.subject : null, loaded.state === "ready" ? loaded.value.sellerName : null);
  if (loaded.state === "error") return <BuyerProblem error={loaded.error} />;
  if (loaded.state === "loading") {
    return (
      <main className="sf-page ml-page" data-testid="email-log" data-state="loading">
        <p className="sf-loading">{t("loading")}</p>
      </main>
    );
  }
  const mail = loaded.value;
  return (
    <div className="sf-shell">
      <ShopHeader username={mail.sellerUsername} shop={{ username: mail.sellerUsername, displayName: mail.sellerName }} />
      <main className="sf-page ml-page" data-testid="email-log" data-state="ready">
        <article className="sf-card ml-card" aria-labelledby="ml-subject">
          <header className="ml-head">
            <p className="ml-meta">
              {t("from")} <strong>{mail.sellerName}</strong>
              <span aria-hidden="true"> · </span>
              <time dateTime={mail.sentAt} data-testid="email-log-sent">
                {formatDateTime(mail.sentAt, locale)}
              </time>
            </p>
            <h1 id="ml-subject" className="ml-subject" data-testid="email-log-subject">
              {mail.subject}
            </h1>
          </header>
          <div className="ml-body" data-testid="email-log-text">
            {paragraphs(mail.text).map((lines, i) => (
              <p key={i}>
                {lines.map((line, j) => (
                  <span key={j} className="ml-line">
                    {linkify(line).map((piece, k) =>
                      piece.kind === "link" ? (
                        <a key={k} href={piece.href} rel="noopener noreferrer nofollow">
                          {piece.href}
                        </a>
                      ) : (
                        <span key={k}>{piece.text}</span>
                      ),
                    )}
                  </span>
                ))}
              </p>
            ))}
          </div>
        </article>
        <p className="ml-note">{t("viewNote")}</p>
      </main>
    </div>
  );
}
