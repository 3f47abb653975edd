import { salesApi } from "../../api/sales";
import { useTexts } from "../../app/i18n";
import { Link } from "../../app/Link";
import { useLocale } from "../../app/locale";
import { Amount } from "../../app/Money";
import { paths } from "../../app/routes";
import { useListPage } from "../../app/useListPage";
import type { OrderRateState, PaymentState } from "../../core";
import { BadAddress, ListBody, type FilterSpec } from "./ListParts";
import { paymentStateTexts, rateStateTexts, salesTexts } from "./texts";
import { Day, Instant, SortHeader, StatusBadge, machineStates } from "./ui";
import { rowLink } from "../../ui/rowLink";
import { Table } from "../../ui/Table";

// Every charge of every order (/cabinet/order_rates, GET
// /v1/cabinet/order_rates): search by the payer's e-mail, filters for the
// rate's state, its order and product, the due date and the order's
// payment, sorting by the column headers and paging by core's list rules.
const rateStates = machineStates<OrderRateState>("order_rate");
const paymentStates = machineStates<PaymentState>("payment");

export function OrderRatesPage({ search }: { search: string }) {
  const t = useTexts(salesTexts);
  const locale = useLocale();
  const page = useListPage("cabinet-order-rates", "order_rates", search, salesApi.orderRates, paths.cabinetOrderRates);
  const { current, queryString, loaded, total, go } = page;
  if ("problems" in current) return <BadAddress testId="order-rates" code={current.problems[0]?.code} href={paths.cabinetOrderRates()} />;
  const state = current.ok;
  const filters: FilterSpec[] = [
    { param: "state", label: t("state"), kind: "select", options: rateStates.map((s) => [s, rateStateTexts[s]?.[locale] ?? s] as const) },
    {
      param: "payment_state",
      label: t("paymentState"),
      kind: "select",
      options: paymentStates.map((s) => [s, paymentStateTexts[s]?.[locale] ?? s] as const),
    },
    { param: "order_id", label: t("orderId"), kind: "id" },
    { param: "product_id", label: t("productId"), kind: "id" },
    { param: "charge_from", label: t("chargeFrom"), kind: "date" },
    { param: "charge_to", label: t("chargeTo"), kind: "date" },
  ];

  return (
    <section
      className="sales-list"
      data-testid="order-rates"
      data-state={loaded.state}
      data-total={total ?? undefined}
      data-query={queryString}
    >
      <div className="list-head">
        <h2>{t("orderRates")}</h2>
      </div>
      <ListBody
        list={page}
        state={state}
        searchPlaceholder={t("searchRates")}
        filters={filters}
        filtersTestId="rate-filters"
        errorTestId="order-rates-error"
        emptyTestId="order-rates-empty"
        empty={{
          title: t("noRatesTitle"),
          text: t("noRatesText"),
          action: { label: t("toOrders"), href: paths.cabinetOrders(), testId: "order-rates-empty-action" },
        }}
        columns={8}
        table={(rows) => (
          <Table caption={t("orderRates")} stack testId="order-rates-table">
            <thead>
              <tr>
                <SortHeader sortKey="order_id" state={state} go={go}>
                  {t("order")}
                </SortHeader>
                <th scope="col" className="num">
                  {t("rate")}
                </th>
                <SortHeader sortKey="due_date" state={state} go={go}>
                  {t("dueDate")}
                </SortHeader>
                <th scope="col" className="num">
                  {t("amount")}
                </th>
                <SortHeader sortKey="state" state={state} go={go}>
                  {t("state")}
                </SortHeader>
                <th scope="col" className="num">
                  {t("failures")}
                </th>
                <th scope="col">{t("paidAt")}</th>
                <th scope="col">{t("buyer")}</th>
                <th scope="col">{t("paymentState")}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr
                  key={r.id}
                  {...rowLink(paths.cabinetOrder(r.orderId))}
                  data-testid="rate-row"
                  data-id={r.id}
                  data-order-id={r.orderId}
                  data-token={r.token}
                  data-state={r.state}
                  data-amount={r.amount}
                >
                  <td data-label={t("order")}>
                    <Link href={paths.cabinetOrder(r.orderId)} testId="rate-order">
                      #{r.orderId}
                    </Link>
                  </td>
                  <td data-label={t("rate")} className="num">
                    {r.idx + 1}
                  </td>
                  <td data-label={t("dueDate")} className="nowrap">
                    <Day value={r.dueDate} />
                  </td>
                  <td data-label={t("amount")} className="num">
                    <Amount value={r.amount} currency={r.currency} testId="rate-amount" />
                  </td>
                  <td data-label={t("state")}>
                    <StatusBadge state={r.state} words={rateStateTexts} testId="rate-state" />
                  </td>
                  <td data-label={t("failures")} className="num">
                    {r.failures}
                  </td>
                  <td data-label={t("paidAt")} className="nowrap">
                    <Instant value={r.paidAt} />
                  </td>
                  <td data-label={t("buyer")} className="cell-buyer">
                    <span className="ellipsis" data-testid="rate-email" title={r.payerEmail}>
                      {r.payerEmail}
                    </span>
                  </td>
                  <td data-label={t("paymentState")}>
                    <StatusBadge state={r.paymentState} words={paymentStateTexts} testId="rate-payment-state" />
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      />
    </section>
  );
}
