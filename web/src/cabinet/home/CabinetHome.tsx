import { useState } from "react";
import { cabinetApi, type CabinetHome as Home } from "../../api/cabinet";
import { local } from "../../api/storage";
import { errorText } from "../../api/client";
import { useFormat } from "../../app/format";
import { useTexts, type Texts } from "../../app/i18n";
import { Link } from "../../app/Link";
import { Amount, formatAmount } from "../../app/Money";
import { paths } from "../../app/routes";
import { useLoad } from "../../app/useLoad";
import "./CabinetHome.css";
import { textTable } from "../../i18n/catalogue";

const texts = textTable("cabinet/home/CabinetHome", "texts") satisfies Texts<string>;

type Item = keyof Home["checklist"];

const items: { key: Item; href: string }[] = [
  { key: "sellerProfile", href: paths.sellerProfileEdit },
  { key: "paymentMethod", href: paths.paymentSettings },
  { key: "legalDetails", href: paths.legalSettings },
  { key: "publishedProduct", href: paths.cabinetProducts() },
];

const snake = (k: Item) => k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`) as "seller_profile";

/**
 * A decimal amount as a whole number of minor units for the chart's bar
 * heights only (a ratio for drawing, never money arithmetic): "49.00" -> 4900.
 */
function minorUnits(amount: string): number {
  const n = Number(amount.replace(".", ""));
  return Number.isFinite(n) && n > 0 ? n : 0;
}

const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? "");

function Chart({ home }: { home: Home }) {
  const t = useTexts(texts);
  const f = useFormat();
  const max = Math.max(1, ...home.days.map((d) => minorUnits(d.revenue)));
  const width = 30;
  const gap = 6;
  const height = 100;
  const total = formatAmount(home.revenue, home.currency, f.locale);
  const summary = fill(t("chartSummary"), { total, orders: f.count(home.paidOrders) });
  return (
    <figure className="home-chart" data-testid="home-chart" data-days={home.days.length}>
      <figcaption className="home-chart-title">{t("chartTitle")}</figcaption>
      {home.days.every((d) => minorUnits(d.revenue) === 0) ? (
        <p className="home-chart-empty" data-testid="home-chart-empty">
          {t("noSales")}
        </p>
      ) : null}
      <svg
        className="home-chart-svg"
        viewBox={`0 0 ${home.days.length * width} ${height}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={summary}
      >
        <line className="home-chart-axis" x1="0" x2={home.days.length * width} y1={height} y2={height} />
        {home.days.map((d, i) => {
          const h = (minorUnits(d.revenue) / max) * (height - 4);
          return (
            <rect
              key={d.date}
              className={h > 0 ? "home-chart-bar" : "home-chart-bar empty"}
              data-testid="chart-day"
              data-date={d.date}
              data-revenue={d.revenue}
              data-orders={d.orders}
              x={i * width + gap / 2}
              y={height - Math.max(h, 1)}
              width={width - gap}
              height={Math.max(h, 1)}
            >
              <title>{`${f.date(d.date)}: ${formatAmount(d.revenue, home.currency, f.locale)}, ${d.orders} ${t("orders")}`}</title>
            </rect>
          );
        })}
      </svg>
      <div className="home-chart-labels" aria-hidden="true">
        <span>{f.shortDate(home.from)}</span>
        <span>{f.shortDate(home.days[14]?.date ?? home.from)}</span>
        <span>{f.shortDate(home.to)}</span>
      </div>
      <details className="home-chart-table">
        <summary>{t("showTable")}</summary>
        <div className="home-table-scroll">
          <table data-testid="home-table">
            <caption className="shell-sr">{summary}</caption>
            <thead>
              <tr>
                <th scope="col">{t("day")}</th>
                <th scope="col" className="num">
                  {t("revenue")}
                </th>
                <th scope="col" className="num">
                  {t("orders")}
                </th>
              </tr>
            </thead>
            <tbody>
              {home.days.map((d) => (
                <tr key={d.date} data-testid="home-table-day" data-date={d.date}>
                  <th scope="row">{f.date(d.date)}</th>
                  <td className="num">
                    <Amount value={d.revenue} currency={home.currency} />
                  </td>
                  <td className="num">{f.count(d.orders)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}

function Checklist({ home, username }: { home: Home; username: string | null }) {
  const t = useTexts(texts);
  const done = items.filter((i) => home.checklist[i.key]).length;
  return (
    <section className="home-card home-checklist" aria-labelledby="home-checklist-title" data-testid="home-checklist">
      <div className="home-card-head">
        <h2 id="home-checklist-title">{t("checklistTitle")}</h2>
        <span className="home-progress" data-testid="checklist-progress" data-count={done}>
          {fill(t("checklistProgress"), { done: String(done), all: String(items.length) })}
        </span>
      </div>
      <div className="home-progress-bar" aria-hidden="true">
        <span style={{ width: `${(done / items.length) * 100}%` }} />
      </div>
      {done === items.length ? (
        <p className="home-all-done">
          {t("allDone")}{" "}
          {username ? (
            <a href={paths.shop(username)} target="_blank" rel="noreferrer">
              {t("viewShop")}
            </a>
          ) : null}
        </p>
      ) : null}
      <ol className="home-items">
        {items.map(({ key, href: to }) => {
          const ok = home.checklist[key];
          const k = snake(key);
          // buyers can pay, but only test payments: the item stays open and
          // leads to the live keys (issue 30)
          const testOnly = key === "paymentMethod" && !ok && home.testPaymentsOnly;
          const href = testOnly ? paths.paymentProviders : to;
          return (
            <li key={key} className={ok ? "done" : undefined} data-testid={`checklist-${k}`} data-done={ok}>
              <span className="home-item-mark" aria-hidden="true">
                {ok ? "✓" : ""}
              </span>
              <div className="home-item-text">
                <span className="home-item-title">
                  {t(`item_${k}`)} <span className="shell-sr">({ok ? t("done") : t("open")})</span>
                </span>
                <span className="home-item-hint" data-testid={testOnly ? "checklist-test-only" : undefined}>
                  {t(testOnly ? "hint_payment_method_test" : `hint_${k}`)}
                </span>
              </div>
              {ok ? (
                <span className="home-item-done">{t("done")}</span>
              ) : (
                <Link href={href} testId={`checklist-${k}-action`} className="home-item-action">
                  {t(testOnly ? "action_payment_method_test" : `action_${k}`)}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/**
 * Whether this is the seller's first visit of the cabinet's home. Decision:
 * remembered per account in the browser's localStorage (a first visit from
 * another browser greets with "Welcome" too, which is never wrong for long);
 * read once per mount, so the greeting does not change while shown.
 */
function useFirstVisit(username: string | null): boolean {
  const [first] = useState(() => {
    const key = `sw_cabinet_visited_${username ?? ""}`;
    const seen = local.getItem(key) !== null;
    if (!seen) local.setItem(key, "1");
    return !seen;
  });
  return first;
}

/** The cabinet's home (/cabinet): the last 30 days as a chart with totals, and the checklist before the first sale. */
export function CabinetHome({ firstName, username }: { firstName: string; username: string | null }) {
  const t = useTexts(texts);
  const firstVisit = useFirstVisit(username);
  const f = useFormat();
  const [loaded] = useLoad("home", (signal) => cabinetApi.home(signal));
  return (
    <div className="home" data-testid="cabinet-home" data-state={loaded.state}>
      <div className="home-head">
        <h2>{t("title")}</h2>
        <p className="home-welcome" data-testid="home-welcome">
          {t(firstVisit ? "welcomeFirst" : "welcome")}, {firstName}
        </p>
      </div>
      {loaded.state === "loading" ? (
        <div className="home-skeleton" aria-busy="true" aria-label={t("title")} />
      ) : loaded.state === "error" ? (
        <p className="home-error" role="alert" data-testid="home-error">
          {errorText(loaded.error.code, null, f.locale)}
        </p>
      ) : (
        <>
          <Checklist home={loaded.value} username={username} />
          <section className="home-card" aria-labelledby="home-sales-title" data-testid="home-sales">
            <div className="home-card-head">
              <h2 id="home-sales-title">{t("last30")}</h2>
              <span className="home-period">
                {f.date(loaded.value.from)} – {f.date(loaded.value.to)} · {t("utcNote")}
              </span>
            </div>
            <dl className="home-totals">
              <div>
                <dt>{t("revenue")}</dt>
                <dd data-testid="home-revenue">
                  <Amount value={loaded.value.revenue} currency={loaded.value.currency} />
                </dd>
              </div>
              <div>
                <dt>{t("paidOrders")}</dt>
                <dd data-testid="home-orders" data-count={loaded.value.paidOrders}>
                  {f.count(loaded.value.paidOrders)}
                </dd>
              </div>
            </dl>
            {loaded.value.otherCurrencies.length > 0 ? (
              <p className="home-other" data-testid="home-other-currencies">
                {t("otherCurrencies")}{" "}
                {loaded.value.otherCurrencies.map((c, i) => (
                  <span key={c.currency}>
                    {i > 0 ? ", " : ""}
                    <Amount value={c.revenue} currency={c.currency} />
                  </span>
                ))}
              </p>
            ) : null}
            <Chart home={loaded.value} />
          </section>
        </>
      )}
    </div>
  );
}
