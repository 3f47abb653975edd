// The payer area (issue 17): `/payer` lists the shops the signed-in buyer
// bought from; `/payer/s/{username}` is one shop's purchases (courses with
// their progress, memberships, the orders with what they handed over);
// `/payer/s/{username}/courses/{id}[/lessons/{id}]` is the course player.
// A visitor without a session signs in at the shop's sign-in and comes back
// (`signInPathFor`).
import type { Me } from "../api/account";
import { coursesApi, type CourseRow, type MembershipRow, type PayerSeller } from "../api/courses";
import { AreaShell, Breadcrumbs, type Crumb } from "../account/AreaShell";
import { areaTexts } from "../account/texts";
import { useFormat } from "../app/format";
import { useTexts } from "../app/i18n";
import { useLocale } from "../app/locale";
import { paths, payerRoute } from "../app/routes";
import { useTitle } from "../app/title";
import { useLoad } from "../app/useLoad";
import { PlayerPage } from "../course/PlayerPage";
import { AccessBadge, fill, followInApp, ProgressBar } from "../course/parts";
import { buyerText } from "../storefront/Problem";
import { PayerOrders } from "./PayerOrdersPage";
import { payerTexts } from "./texts";
import "../storefront/storefront.css";
import "../course/course.css";
import "./payer.css";

function LoadError({ code }: { code: string }) {
  const locale = useLocale();
  return (
    <p className="error" data-testid="error" data-code={code}>
      {buyerText(code, locale)}
    </p>
  );
}

function SellerItem({ seller }: { seller: PayerSeller }) {
  const t = useTexts(payerTexts);
  const f = useFormat();
  const count = seller.ordersCount === 1 ? t("oneOrder") : fill(t("ordersCount"), { n: f.count(seller.ordersCount) });
  return (
    <li className="sf-card py-seller" data-testid="payer-seller" data-username={seller.username}>
      <span className="sf-avatar py-seller-avatar" aria-hidden="true">
        {Array.from(seller.displayName.trim() || seller.username)[0]?.toUpperCase()}
      </span>
      <div className="py-seller-body">
        <h3 className="py-seller-name">
          <a href={paths.payerSeller(seller.username)} onClick={followInApp} data-testid="payer-seller-link" className="py-seller-link">
            {seller.displayName}
          </a>
        </h3>
        <p className="py-order-meta">
          {count} · {fill(t("lastOrder"), { date: f.date(seller.lastOrderOn ?? seller.lastOrderAt) })}
        </p>
      </div>
      <span className="py-seller-open" aria-hidden="true">
        {t("openShop")} →
      </span>
    </li>
  );
}

/** `/payer`: one card per shop the buyer bought from. */
function SellersPage({ me }: { me: Me }) {
  const t = useTexts(payerTexts);
  const area = useTexts(areaTexts);
  const [loaded] = useLoad(`payer-sellers:${me.user.id}`, (signal) => coursesApi.sellers(signal));
  return (
    <>
      <p data-testid="landing" data-area="payer" className="py-welcome">
        {me.user.firstName.trim() ? `${area("welcome")}, ${me.user.firstName}!` : `${area("welcome")}!`}
      </p>
      <section
        className="py-section"
        data-testid="payer-sellers"
        data-state={loaded.state}
        data-count={loaded.state === "ready" ? loaded.value.length : undefined}
        aria-labelledby="py-sellers-title"
      >
        <h2 id="py-sellers-title" className="py-section-title">
          {t("shops")}
        </h2>
        {loaded.state === "loading" ? <p className="sf-loading">{t("loading")}</p> : null}
        {loaded.state === "error" ? <LoadError code={loaded.error.code} /> : null}
        {loaded.state === "ready" && loaded.value.length === 0 ? (
          <p className="sf-empty" data-testid="no-sellers">
            {t("noShops")}
          </p>
        ) : null}
        {loaded.state === "ready" && loaded.value.length > 0 ? (
          <>
            <p className="py-intro">{t("shopsIntro")}</p>
            <ul className="py-sellers">
              {loaded.value.map((s) => (
                <SellerItem key={s.username} seller={s} />
              ))}
            </ul>
          </>
        ) : null}
      </section>
    </>
  );
}

function CourseItem({ username, course }: { username: string; course: CourseRow }) {
  const t = useTexts(payerTexts);
  const started = course.progress.finished > 0 || Boolean(course.resumeLessonId);
  return (
    <li
      className="sf-card py-item"
      data-testid="payer-course"
      data-product-id={course.productId}
      data-access={course.access.state}
      data-percent={course.progress.percent}
    >
      <div className="py-order-head">
        <h3 className="py-order-name">{course.name}</h3>
        <AccessBadge access={course.access} open={t("access_open")} blocked={t("access_blocked")} until={t("accessUntil")} />
      </div>
      <ProgressBar progress={course.progress} label={course.name} />
      <a
        className="sf-button sf-button-primary py-item-action"
        href={paths.course(username, course.productId, course.resumeLessonId)}
        onClick={followInApp}
        data-testid="course-continue"
      >
        {started ? t("continue") : t("start")}
      </a>
    </li>
  );
}

function MembershipItem({ username, membership }: { username: string; membership: MembershipRow }) {
  const t = useTexts(payerTexts);
  return (
    <li
      className="sf-card py-item"
      data-testid="payer-membership"
      data-product-id={membership.productId}
      data-access={membership.access.state}
    >
      <div className="py-order-head">
        <h3 className="py-order-name">{membership.name}</h3>
        <AccessBadge access={membership.access} open={t("access_open")} blocked={t("access_blocked")} until={t("accessUntil")} />
      </div>
      <a
        className="sf-button py-item-action"
        href={paths.membership(username, membership.productId)}
        onClick={followInApp}
        data-testid="membership-open"
      >
        {t("openMembership")}
      </a>
    </li>
  );
}

/** `/payer/s/{username}`: the shop's courses, memberships and orders. */
function SellerPage({ username, crumbs }: { username: string; crumbs: Crumb[] }) {
  const t = useTexts(payerTexts);
  const [loaded] = useLoad(`payer-seller:${username}`, (signal) => coursesApi.shop(username, signal));
  const value = loaded.state === "ready" ? loaded.value : null;
  useTitle(value?.seller.displayName ?? username);
  return (
    <div className="py-seller-page" data-testid="payer-seller-page" data-state={loaded.state} data-username={username}>
      {loaded.state === "loading" ? <p className="sf-loading">{t("loading")}</p> : null}
      {loaded.state === "error" ? <LoadError code={loaded.error.code} /> : null}
      <Breadcrumbs crumbs={[...crumbs, { label: value?.seller.displayName ?? username }]} />
      {value ? (
        <>
          <div className="py-seller-head">
            <h2 className="py-seller-title" data-testid="payer-seller-name">
              {value.seller.displayName}
            </h2>
            <a className="py-shop-link" href={paths.shop(value.seller.username)}>
              {t("visitShop")}
            </a>
          </div>
          {value.courses.length > 0 ? (
            <section className="py-section" aria-labelledby="py-courses-title" data-testid="payer-courses">
              <h2 id="py-courses-title" className="py-section-title">
                {t("courses")}
              </h2>
              <ul className="py-grid">
                {value.courses.map((c) => (
                  <CourseItem key={c.productId} username={value.seller.username} course={c} />
                ))}
              </ul>
            </section>
          ) : null}
          {value.memberships.length > 0 ? (
            <section className="py-section" aria-labelledby="py-memberships-title" data-testid="payer-memberships">
              <h2 id="py-memberships-title" className="py-section-title">
                {t("memberships")}
              </h2>
              <ul className="py-grid">
                {value.memberships.map((m) => (
                  <MembershipItem key={m.productId} username={value.seller.username} membership={m} />
                ))}
              </ul>
            </section>
          ) : null}
          <PayerOrders orders={value.orders} />
        </>
      ) : null}
    </div>
  );
}

/** The payer area's pages within the areas' frame, with breadcrumbs on the nested ones. */
export function PayerArea({ rest }: { rest: string[] }) {
  const area = useTexts(areaTexts);
  const t = useTexts(payerTexts);
  const route = payerRoute(rest);
  // nested pages draw their breadcrumbs themselves, with the names they load
  const crumbs: Crumb[] = [{ label: area("payer"), href: paths.payer }];
  return (
    <AreaShell area="payer">
      {(me) => {
        switch (route.page) {
          case "sellers":
            return <SellersPage me={me} />;
          case "seller":
            return <SellerPage key={route.username} username={route.username} crumbs={crumbs} />;
          case "course":
            return (
              <PlayerPage
                key={`${route.username}/${route.productId}`}
                username={route.username}
                productId={route.productId}
                lessonId={route.lessonId}
                crumbs={crumbs}
              />
            );
          case "not_found":
            return <p data-testid="not-found">{t("notFound")}</p>;
        }
      }}
    </AreaShell>
  );
}
