// The membership area `/v/{username}/{productId}` (issue 17): the
// membership's name and description and the products it includes, each
// opening its content (a course in the player, a download's files), for as
// long as the membership is paid; blocked, the reason and the way to pay
// replace the content. A visitor without a session signs in at the shop's
// sign-in first (`signInPathFor`).
import { AreaShell, Breadcrumbs } from "../account/AreaShell";
import { areaTexts } from "../account/texts";
import { coursesApi, type Membership } from "../api/courses";
import { apiUrl } from "../api/url";
import { formatBytes } from "../checkout/format";
import { entryFor, useTexts } from "../app/i18n";
import { useLocale } from "../app/locale";
import { paths } from "../app/routes";
import { useTitle } from "../app/title";
import { useLoad } from "../app/useLoad";
import { textTable } from "../i18n/catalogue";
import { buyerText } from "../storefront/Problem";
import { AccessBadge, AccessBlocked, followInApp } from "./parts";
import { paragraphs } from "../checkout/thankYou";
import "../storefront/storefront.css";
import "./course.css";

const membershipTexts = textTable("course/MembershipPage", "membershipTexts");
const payerWords = textTable("payer/texts", "payerTexts");

type Item = Membership["items"][number];

function ItemCard({ username, item, open }: { username: string; item: Item; open: boolean }) {
  const t = useTexts(membershipTexts);
  const locale = useLocale();
  const formKey = `form_${item.form}`;
  const form = entryFor(membershipTexts, formKey)?.[locale] ?? item.form;
  const downloads = item.downloads ?? [];
  return (
    <li className="sf-card cp-item" data-testid="membership-item" data-product-id={item.productId} data-form={item.form}>
      <span className="cp-item-form">{form}</span>
      <h3 className="cp-item-name">{item.name}</h3>
      {open && item.form === "course" ? (
        <a
          className="sf-button sf-button-primary cp-item-action"
          href={paths.course(username, item.productId)}
          onClick={followInApp}
          data-testid="membership-course"
        >
          {t("openCourse")}
        </a>
      ) : null}
      {open && item.form === "download" ? (
        downloads.length > 0 ? (
          <ul className="cp-files" aria-label={t("files")}>
            {downloads.map((d) => (
              <li key={d.fileId}>
                <a href={apiUrl(d.url)} download={d.name} data-testid="membership-download" data-name={d.name}>
                  {d.name}
                </a>{" "}
                <span className="cp-muted">({formatBytes(d.size)})</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="cp-muted">{t("noFiles")}</p>
        )
      ) : null}
    </li>
  );
}

function Membership({ username, productId }: { username: string; productId: number }) {
  const t = useTexts(membershipTexts);
  const p = useTexts(payerWords);
  const locale = useLocale();
  const [loaded] = useLoad(`membership:${username}:${productId}`, (signal) => coursesApi.membership(username, productId, signal));
  const area = useTexts(areaTexts);
  const value = loaded.state === "ready" ? loaded.value : null;
  useTitle(value?.name, username);
  const crumbs = (
    <Breadcrumbs
      crumbs={[
        { label: area("payer"), href: paths.payer },
        { label: username, href: paths.payerSeller(username) },
        { label: value?.name ?? t("crumb") },
      ]}
    />
  );
  if (loaded.state === "loading") return <p className="sf-loading">{t("loading")}</p>;
  if (loaded.state === "error") {
    return (
      <>
        {crumbs}
        <p className="error" data-testid="error" data-code={loaded.error.code}>
          {buyerText(loaded.error.code, locale)}
        </p>
      </>
    );
  }
  if (!value) return null;
  const open = value.access.state === "open";
  return (
    <div className="cp-membership" data-testid="membership" data-product-id={value.productId} data-access={value.access.state}>
      {crumbs}
      <header className="cp-head">
        <div className="cp-head-row">
          <h2 className="cp-title" data-testid="membership-name">
            {value.name}
          </h2>
          <AccessBadge access={value.access} open={p("access_open")} blocked={p("access_blocked")} until={p("accessUntil")} />
        </div>
        {paragraphs(value.description ?? "").map((para, i) => (
          <p key={i} className="cp-description">
            {para}
          </p>
        ))}
      </header>
      {open ? null : <AccessBlocked access={value.access} />}
      <section aria-labelledby="cp-included-title" className="cp-included">
        <h2 id="cp-included-title" className="py-section-title">
          {t("included")}
        </h2>
        {value.items.length === 0 ? (
          <p className="sf-empty">{t("nothingIncluded")}</p>
        ) : (
          <ul className="cp-items">
            {value.items.map((item) => (
              <ItemCard key={item.productId} username={username} item={item} open={open} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** `/v/{username}/{productId}` within the payer area's frame. */
export function MembershipPage({ username, productId }: { username: string; productId: number }) {
  return <AreaShell area="payer">{() => <Membership username={username} productId={productId} />}</AreaShell>;
}
