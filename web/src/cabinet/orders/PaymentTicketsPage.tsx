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
import { EmptyState } from "../../ui/EmptyState";
import { rowLink } from "../../ui/rowLink";
import { Skeleton } from "../../ui/Skeleton";
import { Table } from "../../ui/Table";
import { Tabs } from "../../ui/Tabs";

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
      <Tabs
        label={t("paymentTickets")}
        selected={view}
        items={[
          { id: "overview", label: t("overview"), href: paths.paymentTicketsOverview, testId: "tickets-overview-tab" },
          { id: "details", label: t("details"), href: paths.paymentTicketsDetails(), testId: "tickets-details-tab" },
        ]}
      >
        {children}
      </Tabs>
    </section>
  );
}

/** The empty ticket list: the next step is an event to sell tickets for. */
function useNoTickets() {
  const t = useTexts(salesTexts);
  return {
    title: t("noTicketsTitle"),
    text: t("noTicketsText"),
    action: { label: t("toProducts"), href: paths.cabinetProducts(), testId: "tickets-empty-action" },
  };
}

function TicketOverview() {
  const t = useTexts(salesTexts);
  const empty = useNoTickets();
  const [loaded] = useLoad("cabinet-ticket-overview", (signal) => salesApi.ticketOverview(signal));
  const nothing = loaded.state === "ready" && loaded.value.length === 0;
  return (
    <TicketsFrame view="overview" exportQueryString={nothing ? null : ""}>
      <div data-testid="ticket-overview" data-state={loaded.state}>
        {loaded.state === "loading" ? <Skeleton columns={6} rows={3} /> : null}
        {loaded.state === "error" ? <FormError code={loaded.error.code} testId="ticket-overview-error" /> : null}
        {nothing ? <EmptyState testId="ticket-overview-empty" {...empty} /> : null}
        {loaded.state === "ready" && loaded.value.length > 0 ? (
          <Table caption={t("overview")} stack>
            <thead>
              <tr>
                <th scope="col">{t("event")}</th>
                <th scope="col">{t("ticket")}</th>
                <th scope="col">{t("startsAt")}</th>
                <th scope="col" className="num">
                  {t("capacity")}
                </th>
                <th scope="col" className="num">
                  {t("sold")}
                </th>
                <th scope="col" className="num">
                  {t("reserved")}
                </th>
                <th scope="col" className="num">
                  {t("used")}
                </th>
                <th scope="col" className="num">
                  {t("unused")}
                </th>
                <th scope="col" className="num">
                  {t("refunded")}
                </th>
              </tr>
            </thead>
            <tbody>
              {loaded.value.map((r) => {
                const details = paths.paymentTicketsDetails(`product_id=${r.productId}&ticket_id=${r.ticketId}`);
                return (
                  <tr
                    key={r.ticketId}
                    {...rowLink(details)}
                    data-testid="ticket-overview-row"
                    data-product-id={r.productId}
                    data-ticket-id={r.ticketId}
                    data-sold={r.soldCount}
                    data-unused={r.unused}
                  >
                    <td data-label={t("event")}>
                      <Link href={details} testId="ticket-overview-details">
                        {r.productName}
                      </Link>
                    </td>
                    <td data-label={t("ticket")}>{r.ticketName}</td>
                    <td data-label={t("startsAt")}>
                      <span data-testid="ticket-overview-start" className="nowrap">
                        {formatWallTime(r.startsAt, dateTimeFormat)}
                      </span>{" "}
                      <small>{r.timeZone}</small>
                    </td>
                    <td data-label={t("capacity")} className="num">
                      {r.capacity}
                    </td>
                    <td data-label={t("sold")} className="num">
                      {r.soldCount}
                    </td>
                    <td data-label={t("reserved")} className="num">
                      {r.reservedCount}
                    </td>
                    <td data-label={t("used")} className="num">
                      {r.used}
                    </td>
                    <td data-label={t("unused")} className="num">
                      {r.unused}
                    </td>
                    <td data-label={t("refunded")} className="num">
                      {r.refunded}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </Table>
        ) : null}
      </div>
    </TicketsFrame>
  );
}

function TicketDetails({ search }: { search: string }) {
  const t = useTexts(salesTexts);
  const locale = useLocale();
  const empty = useNoTickets();
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
    <TicketsFrame
      view="details"
      exportQueryString={loaded.state === "ready" && loaded.value.list.length === 0 && state.page <= 1 ? null : exportQuery(queryString)}
    >
      <div data-testid="ticket-details" data-state={loaded.state} data-total={total ?? undefined} data-query={queryString}>
        <ListBody
          list={page}
          state={state}
          searchPlaceholder={t("searchTickets")}
          filters={filters}
          filtersTestId="ticket-filters"
          errorTestId="ticket-details-error"
          emptyTestId="ticket-details-empty"
          empty={empty}
          columns={7}
          table={(rows) => (
            <Table caption={t("details")} stack testId="ticket-details-table">
              <thead>
                <tr>
                  <SortHeader sortKey="code" state={state} go={go}>
                    {t("code")}
                  </SortHeader>
                  <SortHeader sortKey="state" state={state} go={go}>
                    {t("state")}
                  </SortHeader>
                  <th scope="col">{t("order")}</th>
                  <th scope="col" className="num">
                    {t("productId")}
                  </th>
                  <th scope="col" className="num">
                    {t("ticketId")}
                  </th>
                  <SortHeader sortKey="created_at" state={state} go={go}>
                    {t("createdAt")}
                  </SortHeader>
                  <th scope="col">{t("usedAt")}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.id} data-testid="ticket-row" data-id={r.id} data-code={r.code} data-state={r.state}>
                    <td data-label={t("code")}>
                      <code>{r.code}</code>
                    </td>
                    <td data-label={t("state")}>
                      <StatusBadge state={r.state} words={ticketStateTexts} testId="ticket-state" />
                    </td>
                    <td data-label={t("order")}>
                      <Link href={paths.cabinetOrder(r.orderId)}>#{r.orderId}</Link>
                    </td>
                    <td data-label={t("productId")} className="num">
                      {r.productId}
                    </td>
                    <td data-label={t("ticketId")} className="num">
                      {r.ticketId}
                    </td>
                    <td data-label={t("createdAt")} className="nowrap">
                      <Instant value={r.createdAt} />
                    </td>
                    <td data-label={t("usedAt")} className="nowrap">
                      <Instant value={r.usedAt} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )}
        />
      </div>
    </TicketsFrame>
  );
}
