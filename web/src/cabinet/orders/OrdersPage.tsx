import { salesApi, type OrderRow } from "../../api/sales";
import { entryFor, useTexts } from "../../app/i18n";
import { Link } from "../../app/Link";
import { useLocale } from "../../app/locale";
import { Amount } from "../../app/Money";
import { paths } from "../../app/routes";
import { useListPage } from "../../app/useListPage";
import { countries, type OrderState, type PaymentState } from "../../core";
import { planKindTexts, planKinds } from "../catalog/texts";
import { BadAddress, ListBody, type FilterSpec } from "./ListParts";
import { exportQuery, realOrders } from "./listQuery";
import { methodTexts, orderStateTexts, paymentMethods, paymentStateTexts, providerKinds, providerTexts, salesTexts } from "./texts";
import { ExportButton, Instant, SortHeader, StatusBadge, machineStates } from "./ui";
import { rowLink } from "../../ui/rowLink";
import { Table } from "../../ui/Table";

// The seller's orders (/cabinet/orders, GET /v1/cabinet/orders): search by
// the payer's e-mail or the order token, the Order filters of spec section
// 3 that the edge's order list takes (the total's range compared in each
// order's own currency, both ends included), sorting by the column headers, and
// paging, all by core's list rules with the query in the address bar. The
// export (made in the background by the edge) holds every order the same
// filters match, as CSV.
const paymentStates = machineStates<PaymentState>("payment");
const orderStates = machineStates<OrderState>("order");
const countryCodes = countries();

function useOrderFilters(): FilterSpec[] {
  const t = useTexts(salesTexts);
  const locale = useLocale();
  const regionNames = new Intl.DisplayNames([locale], { type: "region" });
  const regionName = (code: string) => {
    try {
      return regionNames.of(code) ?? code;
    } catch {
      return code;
    }
  };
  return [
    {
      param: "payment_state",
      label: t("paymentState"),
      kind: "select",
      options: paymentStates.map((s) => [s, paymentStateTexts[s]?.[locale] ?? s] as const),
    },
    // real orders by default; abandoned checkouts behind this filter (realOrders)
    { param: "exclude_not_completed", label: t("showAbandoned"), kind: "flag", checked: "false" },
    {
      param: "state",
      label: t("orderState"),
      kind: "select",
      options: orderStates.map((s) => [s, orderStateTexts[s]?.[locale] ?? s] as const),
    },
    {
      param: "payment_form",
      label: t("paymentForm"),
      kind: "select",
      options: planKinds.map((k) => [k, planKindTexts[k][locale]] as const),
    },
    {
      param: "payment_method",
      label: t("paymentMethod"),
      kind: "select",
      options: paymentMethods.map((m) => [m, methodTexts[m][locale]] as const),
    },
    { param: "provider", label: t("provider"), kind: "select", options: providerKinds.map((p) => [p, providerTexts[p][locale]] as const) },
    {
      param: "buyer_country_code",
      label: t("buyerCountry"),
      kind: "select",
      options: countryCodes.map((c) => [c, `${regionName(c)} (${c})`] as const),
    },
    { param: "product_id", label: t("productId"), kind: "id" },
    { param: "pricing_plan_id", label: t("planId"), kind: "id" },
    { param: "ticket_id", label: t("ticketId"), kind: "id" },
    { param: "order_amount_from", label: t("totalFrom"), kind: "amount", hint: t("totalRangeHint") },
    { param: "order_amount_to", label: t("totalTo"), kind: "amount", hint: t("totalRangeHint") },
    { param: "created_from", label: t("createdFrom"), kind: "date" },
    { param: "created_to", label: t("createdTo"), kind: "date" },
    { param: "success_from", label: t("successFrom"), kind: "date" },
    { param: "success_to", label: t("successTo"), kind: "date" },
  ];
}

export function OrdersPage({ search }: { search: string }) {
  const t = useTexts(salesTexts);
  const filters = useOrderFilters();
  const page = useListPage("cabinet-orders", "orders", search, (q, signal) => salesApi.orders(realOrders(q), signal), paths.cabinetOrders);
  const { current, queryString, loaded, total, go } = page;
  if ("problems" in current) return <BadAddress testId="orders" code={current.problems[0]?.code} href={paths.cabinetOrders()} />;
  const state = current.ok;
  // nothing to export: an empty answer on the first page
  const nothing = loaded.state === "ready" && loaded.value.list.length === 0 && state.page <= 1;

  return (
    <section className="sales-list" data-testid="orders" data-state={loaded.state} data-total={total ?? undefined} data-query={queryString}>
      <div className="list-head">
        <h2>{t("orders")}</h2>
        {nothing ? null : (
          <ExportButton kind="orders" query={exportQuery(realOrders(queryString))} hint={t("exportHint")} testId="orders-export" />
        )}
      </div>
      <ListBody
        list={page}
        state={state}
        searchPlaceholder={t("searchOrders")}
        filters={filters}
        filtersTestId="order-filters"
        errorTestId="orders-error"
        emptyTestId="orders-empty"
        empty={{
          title: t("noOrdersTitle"),
          text: t("noOrdersText"),
          action: { label: t("toProducts"), href: paths.cabinetProducts(), testId: "orders-empty-action" },
        }}
        columns={8}
        table={(rows) => (
          <Table caption={t("orders")} stack testId="orders-table" className="orders-table">
            <thead>
              <tr>
                <SortHeader sortKey="id" state={state} go={go}>
                  {t("order")}
                </SortHeader>
                <SortHeader sortKey="created_at" state={state} go={go}>
                  {t("createdAt")}
                </SortHeader>
                <SortHeader sortKey="product_id" state={state} go={go}>
                  {t("product")}
                </SortHeader>
                <th scope="col">{t("buyer")}</th>
                <SortHeader sortKey="payment_state" state={state} go={go}>
                  {t("paymentState")}
                </SortHeader>
                <th scope="col">{t("orderState")}</th>
                <th scope="col" className="num">
                  {t("total")}
                </th>
                <SortHeader sortKey="paid_at" state={state} go={go}>
                  {t("paidAt")}
                </SortHeader>
              </tr>
            </thead>
            <tbody>
              {rows.map((o) => (
                <OrderRowView key={o.id} order={o} />
              ))}
            </tbody>
          </Table>
        )}
      />
    </section>
  );
}

function OrderRowView({ order: o }: { order: OrderRow }) {
  const t = useTexts(salesTexts);
  const locale = useLocale();
  return (
    <tr
      {...rowLink(paths.cabinetOrder(o.id))}
      data-testid="order-row"
      data-id={o.id}
      data-token={o.token}
      data-email={o.payerEmail}
      data-payment-state={o.paymentState}
    >
      <td data-label={t("order")} className="nowrap">
        <Link href={paths.cabinetOrder(o.id)} testId="order-open">
          #{o.id}
        </Link>
        <br />
        <small className="token" title={o.token}>
          {o.token}
        </small>
      </td>
      <td data-label={t("createdAt")} className="cell-time">
        <Instant value={o.createdAt} />
      </td>
      <td data-label={t("product")} className="cell-product">
        {o.productName}
        <br />
        <small>{entryFor(planKindTexts, o.planKind)?.[locale] ?? o.planKind}</small>
      </td>
      <td data-label={t("buyer")} className="cell-buyer">
        <span data-testid="order-email" className="ellipsis" title={o.payerEmail}>
          {o.payerEmail}
        </span>
        <br />
        <small>{o.buyerCountry}</small>
      </td>
      <td data-label={t("paymentState")}>
        <StatusBadge state={o.paymentState} words={paymentStateTexts} testId="order-payment-state" />
        <br />
        <small>{entryFor(methodTexts, o.paymentMethod)?.[locale] ?? o.paymentMethod}</small>
      </td>
      <td data-label={t("orderState")}>
        <StatusBadge state={o.orderState} words={orderStateTexts} testId="order-state" />
      </td>
      <td data-label={t("total")} className="num">
        <Amount value={o.total} currency={o.currency} testId="order-total" />
      </td>
      <td data-label={t("paidAt")} className="cell-time">
        <Instant value={o.paidAt} />
      </td>
    </tr>
  );
}
