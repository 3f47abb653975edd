import type { ReactNode } from "react";
import { FormError } from "../../account/Field";
import { salesApi } from "../../api/sales";
import { useTexts } from "../../app/i18n";
import { Link } from "../../app/Link";
import { useLocale } from "../../app/locale";
import { paths } from "../../app/routes";
import { useListPage } from "../../app/useListPage";
import { useLoad } from "../../app/useLoad";
import { constants, type PaymentTicketState } from "../../core";
import { formatWallTime } from "./format";
import { BadAddress, ListBody, type FilterSpec } from "./ListParts";
import { exportQuery } from "./listQuery";
import { salesTexts, ticketStateTexts } from "./texts";
import { ExportButton, Instant, SortHeader, StatusBadge, machineStates } from "./ui";

// Sold event tickets (spec section 2: /cabinet/payment_tickets/overview and
// /details). The overview counts every ticket of the seller's events
// (capacity, sold, reserved, used, unused, refunded); the details list
// every ticket code sold, with core's list rules in the address bar. The
// export downloads, as CSV, every ticket the details' filters match (from
// the overview: every ticket).
const ticketStates = machineStates<PaymentTicketState>("payment_ticket");
const dateTimeFormat = constants().date_time_format;

export function PaymentTicketsPage({ view, search }: { view: "overview" | "details"; search: string }) {
  return view === "overview" ? <TicketOverview /> : <TicketDetails search={search} />;
}

/**
 * The page around either view: its heading with the export of the tickets
 * `exportQueryString` filters (none while the address cannot be read), and
 * the switch between the views.
 */
function TicketsFrame({
  view,
  exportQueryString,
  children,
}: {
  view: "overview" | "details";
  exportQueryString: string | null;
  children: ReactNode;
}) {
  const t = useTexts(salesTexts);
  return (
    <section className="sales-list" data-testid="payment-tickets" data-view={view}>
      <div className="list-head">
        <h2>{t("paymentTickets")}</h2>
        {exportQueryString === null ? null : (
          <ExportButton kind="payment_tickets" query={exportQueryString} hint={t("exportTicketsHint")} testId="tickets-export" />
        )}
      </div>
      <nav className="view-switch" aria-label={t("paymentTickets")}>
        <Link href={paths.paymentTicketsOverview} testId="tickets-overview-tab" className={view === "overview" ? "current" : undefined}>
          {t("overview")}
        </Link>
        <Link href={paths.paymentTicketsDetails()} testId="tickets-details-tab" className={view === "details" ? "current" : undefined}>
          {t("details")}
        </Link>
      </nav>
      {children}
    </section>
  );
}

function TicketOverview() {
  const t = useTexts(salesTexts);
  const [loaded] = useLoad("cabinet-ticket-overview", (signal) => salesApi.ticketOverview(signal));
  return (
    <TicketsFrame view="overview" exportQueryString="">
      <div data-testid="ticket-overview" data-state={loaded.state}>
        {loaded.state === "loading" ? <p>{t("loading")}</p> : null}
        {loaded.state === "error" ? <FormError code={loaded.error.code} testId="ticket-overview-error" /> : null}
        {loaded.state === "ready" && loaded.value.length === 0 ? <p data-testid="ticket-overview-empty">{t("noTickets")}</p> : null}
        {loaded.state === "ready" && loaded.value.length > 0 ? (
          <div className="table-wrap">
            <table className="sales-table">
              <thead>
                <tr>
                  <th>{t("event")}</th>
                  <th>{t("ticket")}</th>
                  <th>{t("startsAt")}</th>
                  <th className="num">{t("capacity")}</th>
                  <th className="num">{t("sold")}</th>
                  <th className="num">{t("reserved")}</th>
                  <th className="num">{t("used")}</th>
                  <th className="num">{t("unused")}</th>
                  <th className="num">{t("refunded")}</th>
                </tr>
              </thead>
              <tbody>
                {loaded.value.map((r) => (
                  <tr
                    key={r.ticketId}
                    data-testid="ticket-overview-row"
                    data-product-id={r.productId}
                    data-ticket-id={r.ticketId}
                    data-sold={r.soldCount}
                    data-unused={r.unused}
                  >
                    <td>
                      <Link
                        href={paths.paymentTicketsDetails(`product_id=${r.productId}&ticket_id=${r.ticketId}`)}
                        testId="ticket-overview-details"
                      >
                        {r.productName}
                      </Link>
                    </td>
                    <td>{r.ticketName}</td>
                    <td>
                      <span data-testid="ticket-overview-start">{formatWallTime(r.startsAt, dateTimeFormat)}</span>{" "}
                      <small>{r.timeZone}</small>
                    </td>
                    <td className="num">{r.capacity}</td>
                    <td className="num">{r.soldCount}</td>
                    <td className="num">{r.reservedCount}</td>
                    <td className="num">{r.used}</td>
                    <td className="num">{r.unused}</td>
                    <td className="num">{r.refunded}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </div>
    </TicketsFrame>
  );
}

function TicketDetails({ search }: { search: string }) {
  const t = useTexts(salesTexts);
  const locale = useLocale();
  const page = useListPage("cabinet-payment-tickets", "payment_tickets", search, salesApi.paymentTickets, paths.paymentTicketsDetails);
  const { current, queryString, loaded, total, go } = page;
  if ("problems" in current)
    return (
      <TicketsFrame view="details" exportQueryString={null}>
        <BadAddress testId="ticket-details" code={current.problems[0]?.code} href={paths.paymentTicketsDetails()} />
      </TicketsFrame>
    );
  const state = current.ok;
  const filters: FilterSpec[] = [
    {
      param: "state",
      label: t("state"),
      kind: "select",
      options: ticketStates.map((s) => [s, ticketStateTexts[s]?.[locale] ?? s] as const),
    },
    { param: "product_id", label: t("productId"), kind: "id" },
    { param: "ticket_id", label: t("ticketId"), kind: "id" },
    { param: "order_id", label: t("orderId"), kind: "id" },
    { param: "created_from", label: t("createdFrom"), kind: "date" },
    { param: "created_to", label: t("createdTo"), kind: "date" },
  ];
  return (
    <TicketsFrame view="details" exportQueryString={exportQuery(queryString)}>
      <div data-testid="ticket-details" data-state={loaded.state} data-total={total ?? undefined} data-query={queryString}>
        <ListBody
          list={page}
          state={state}
          searchPlaceholder={t("searchTickets")}
          filters={filters}
          filtersTestId="ticket-filters"
          errorTestId="ticket-details-error"
          emptyTestId="ticket-details-empty"
          emptyText={t("noTickets")}
          table={(rows) => (
            <table className="sales-table">
              <thead>
                <tr>
                  <SortHeader sortKey="code" state={state} go={go}>
                    {t("code")}
                  </SortHeader>
                  <SortHeader sortKey="state" state={state} go={go}>
                    {t("state")}
                  </SortHeader>
                  <th>{t("order")}</th>
                  <th>{t("productId")}</th>
                  <th>{t("ticketId")}</th>
                  <SortHeader sortKey="created_at" state={state} go={go}>
                    {t("createdAt")}
                  </SortHeader>
                  <th>{t("usedAt")}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.id} data-testid="ticket-row" data-id={r.id} data-code={r.code} data-state={r.state}>
                    <td>
                      <code>{r.code}</code>
                    </td>
                    <td>
                      <StatusBadge state={r.state} words={ticketStateTexts} testId="ticket-state" />
                    </td>
                    <td>
                      <Link href={paths.cabinetOrder(r.orderId)}>#{r.orderId}</Link>
                    </td>
                    <td>{r.productId}</td>
                    <td>{r.ticketId}</td>
                    <td>
                      <Instant value={r.createdAt} />
                    </td>
                    <td>
                      <Instant value={r.usedAt} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        />
      </div>
    </TicketsFrame>
  );
}
