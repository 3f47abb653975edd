import { describe, expect, it } from "vitest";
import { cabinetRoute, paths } from "../../app/routes";

const route = (path: string, search = "") => cabinetRoute(path.split("/").filter(Boolean), search);

describe("the cabinet's sales routes", () => {
  it("matches the orders, an order, the rates, the tickets and the payment settings", () => {
    expect(route("orders", "?page=2&per=20")).toEqual({ page: "orders", search: "?page=2&per=20" });
    expect(route("orders/42")).toEqual({ page: "order", orderId: 42 });
    expect(route("order_rates", "?state=paid")).toEqual({ page: "order_rates", search: "?state=paid" });
    expect(route("payment_tickets")).toEqual({ page: "payment_tickets", view: "overview", search: "" });
    expect(route("payment_tickets/overview")).toEqual({ page: "payment_tickets", view: "overview", search: "" });
    expect(route("payment_tickets/details", "?code=X")).toEqual({ page: "payment_tickets", view: "details", search: "?code=X" });
    expect(route("settings/payment_providers")).toEqual({ page: "payment_providers" });
    // the card provider's onboarding sends the browser back with a code and state, or an error
    expect(route("settings/payment_providers/stripe/return", "?code=ac_1&state=7.9.n.s")).toEqual({
      page: "payment_providers",
      stripeReturn: { code: "ac_1", state: "7.9.n.s", error: "" },
    });
    expect(route("settings/payment_providers/stripe/return", "?error=access_denied")).toEqual({
      page: "payment_providers",
      stripeReturn: { code: "", state: "", error: "access_denied" },
    });
    expect(route("settings/payment_settings")).toEqual({ page: "payment_settings" });
  });

  it("answers not found for ids that are no ids and for unknown pages", () => {
    expect(route("orders/0")).toEqual({ page: "not_found" });
    expect(route("orders/abc")).toEqual({ page: "not_found" });
    expect(route("orders/1/2")).toEqual({ page: "not_found" });
    expect(route("settings")).toEqual({ page: "not_found" });
  });

  it("builds the paths the routes match", () => {
    expect(paths.cabinetOrders("page=1&per=20")).toBe("/cabinet/orders?page=1&per=20");
    expect(paths.cabinetOrders()).toBe("/cabinet/orders");
    expect(paths.cabinetOrder(7)).toBe("/cabinet/orders/7");
    expect(paths.cabinetOrderRates()).toBe("/cabinet/order_rates");
    expect(paths.paymentTicketsDetails("page=1&per=20")).toBe("/cabinet/payment_tickets/details?page=1&per=20");
  });
});
