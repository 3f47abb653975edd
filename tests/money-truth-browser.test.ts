// Money that tells the truth, in headless Chromium against the real edge
// (issue 30). A 9 € monthly membership reads as a subscription on the
// thank-you, manage and payer pages (its price per month, the next charge,
// how to cancel; never "Paying in instalments · Total 108.00 €" and twelve
// rows of rates to come), on a 390 px phone without a date wrapped inside
// and at 1280 px; the buyer cancels it at the end of the period and the
// seller sees it. An instalment plan's refund dialog offers what was paid
// (41.65 €, not the order's 124.95 €), refunds a part of it through the
// sandbox provider, mails the buyer and closes the rates still to come.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Cabinet, SignInPage } from "./pages/AccountPages";
import { OrderDetail } from "./pages/OrderPages";
import { PayerOrders, SandboxPage, ThankYouPage } from "./pages/CheckoutPages";
import { apiAs, baseUrl, confirmedAccount, must, publishedProduct, signIn } from "./support/api";
import { useBrowserPage } from "./support/browser";
import { quotedOrderBody, sandboxForm, untilOrder } from "./support/checkout";

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
const buyer = { email: `money-${run}@example.org`, password: "money buyer password" };
let token = "";
const call = apiAs(() => token);
const anyone = apiAs(() => "");
const seller = must(call);

/** An order of `plan` for the buyer through the API with the edge's own totals: its token and the sandbox's page. */
async function order(productId: number, planId: number, key: string) {
  const body = await quotedOrderBody(call, { product_id: productId, plan_id: planId }, buyer.email);
  const made = await call("POST", "/v1/checkout/orders", body, { "idempotency-key": `money-${run}-${key}` });
  expect(made.status, made.text).toBe(201);
  return { token: made.body.order.token as string, redirect: made.body.redirect_url as string };
}

/** Whether the page scrolls sideways (something wider than the screen). */
const overflows = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1);

/** The rates' due dates that wrapped inside (an inline box broken over several lines). */
const wrappedDates = (page: Page) =>
  page.getByTestId("rate-due").evaluateAll((els) => els.filter((e) => e.getClientRects().length > 1).map((e) => e.textContent));

describe("money that tells the truth", () => {
  const { page, errors } = useBrowserPage();
  const archive: number[] = [];

  beforeAll(async () => {
    token = await signIn("demo@sellwerk.test", "demo-password", "203.0.113.181");
    await confirmedAccount(anyone, { ...buyer, username: `money${run}`, firstName: "Mia", lastName: "Maler", profile: "payer" });
    // the browser reads the pages in English
    await page().addInitScript(() => window.localStorage.setItem("locale", "en"));
  });

  afterAll(async () => {
    // the shared seeded shop stays as seeded
    for (const id of archive) await seller(`/v1/cabinet/products/${id}/archive`);
  });

  it("shows a monthly subscription per month with its next charge and a way to cancel, on a phone and a desktop", async () => {
    const club = await publishedProduct(seller, "service", `Watercolour club ${run}`, {
      kind: "subscription",
      currency: "eur",
      first_amount: "9.00",
      next_amount: "9.00",
      interval: "1m",
    });
    archive.push(club.id);
    const made = await order(club.id, club.plan, "club");
    const p = page();
    await p.setViewportSize({ width: 390, height: 844 });
    await p.goto(`${baseUrl()}${made.redirect}`);
    const sandbox = new SandboxPage(p);
    await sandbox.pay("4242424242424242");
    const thanks: ThankYouPage = await sandbox.backAtShop();
    await thanks.waitFor("ready");

    // the thank-you page: 9.00 € / month, the next charge a month on, how to cancel; no total of twelve rates
    const summary = p.getByTestId("plan-summary");
    await summary.waitFor();
    expect(await summary.getAttribute("data-layout")).toBe("subscription");
    const price = p.getByTestId("plan-price");
    expect([await price.getAttribute("data-amount"), await price.getAttribute("data-period")]).toEqual(["9.00", "1m"]);
    expect((await price.textContent())?.replace(/\s/g, " ")).toMatch(/9\.00 € \/ month$/);
    const status = await untilOrder(made.token, (o) => o.order.payment_state === "paying" && o.delivery.delivered, "paid");
    expect(await p.getByTestId("plan-next").getAttribute("data-date")).toBe(status.rates[1].due_date.slice(0, 10));
    expect(await p.getByTestId("payment-state").textContent()).toBe("Active");
    const text = (await p.locator("main").textContent()) ?? "";
    expect(text).not.toContain("instalments");
    expect(text).not.toContain("108.00");
    expect(await p.getByTestId("plan-cancel-link").isVisible()).toBe(true);
    expect(await overflows(p)).toBe(false);

    // the manage page on the phone: the payments made so far, each date on one line; the cancel button
    await p.getByTestId("plan-cancel-link").click();
    await p.locator('[data-testid="manage"][data-state="ready"]').waitFor();
    expect(await p.getByTestId("plan-price").getAttribute("data-amount")).toBe("9.00");
    expect(await p.getByTestId("rate").evaluateAll((els) => els.map((e) => e.getAttribute("data-state")))).toEqual(["paid"]);
    expect(await wrappedDates(p)).toEqual([]);
    expect(await p.getByTestId("order-total").count()).toBe(0);
    expect(await overflows(p)).toBe(false);

    // the payer area on a desktop: per month and the next charge, not a total; the way to cancel
    await p.setViewportSize({ width: 1280, height: 900 });
    const signInPage = new SignInPage(p);
    await signInPage.open(baseUrl());
    await signInPage.signIn(buyer.email, buyer.password);
    await new PayerOrders(p).waitFor("demo");
    const mine = p.locator(`[data-testid="payer-order"][data-token="${made.token}"]`);
    expect(await mine.getByTestId("plan-price").getAttribute("data-amount")).toBe("9.00");
    expect(await mine.getByTestId("plan-next").count()).toBe(1);
    expect(await mine.getByTestId("payer-order-total").count()).toBe(0);
    expect(await mine.getByTestId("payer-order-state").textContent()).toBe("Active");
    expect(await mine.getByTestId("manage-link").textContent()).toBe("Manage or cancel");

    // cancelled on the manage page, it ends with the paid month; the seller sees it
    await mine.getByTestId("manage-link").click();
    await p.locator('[data-testid="manage"][data-state="ready"]').waitFor();
    await p.getByTestId("cancel-subscription").click();
    await p.getByTestId("cancel-yes").click();
    await p.getByTestId("cancelled").waitFor();
    await p.getByTestId("plan-ends").waitFor();
    expect(await p.getByTestId("plan-ends").getAttribute("data-date")).toBe(status.rates[1].due_date.slice(0, 10));
    expect(await p.getByTestId("plan-next").count()).toBe(0);
    const id = (await call("GET", `/v1/cabinet/orders?query=${encodeURIComponent(made.token)}`)).body.list[0].id as number;
    const seen = (await call("GET", `/v1/cabinet/orders/${id}`)).body;
    expect([seen.order.order_state, seen.order.payment_state, seen.plan.ends_on]).toEqual([
      "unsubscribed",
      "payment_canceled",
      status.rates[1].due_date.slice(0, 10),
    ]);
    expect(errors).toEqual([]);
  });

  it("offers what was paid, refunds a part through the provider, mails the buyer and closes the later rates", async () => {
    const course = await publishedProduct(seller, "service", `Watercolour in three rates ${run}`, {
      kind: "installment",
      currency: "eur",
      first_amount: "41.65",
      next_amount: "41.65",
      payments_count: 3,
      interval: "1m",
    });
    archive.push(course.id);
    const made = await order(course.id, course.plan, "course");
    expect((await sandboxForm(made.redirect, { card_number: "4242424242424242" })).status).toBe(303);
    await untilOrder(made.token, (o) => o.order.payment_state === "paying" && o.delivery.delivered, "first rate paid");
    const id = (await call("GET", `/v1/cabinet/orders?query=${encodeURIComponent(made.token)}`)).body.list[0].id as number;

    // the seller in the cabinet
    const p = page();
    // the buyer of the first test leaves; the seller signs in
    await p.context().clearCookies();
    await p.evaluate(() => window.localStorage.clear());
    const signInPage = new SignInPage(p);
    await signInPage.open(baseUrl());
    await signInPage.signIn("demo@sellwerk.test", "demo-password");
    await new Cabinet(p).waitFor();
    await p.goto(`${baseUrl()}/cabinet/orders/${id}`);
    const detail = new OrderDetail(p);
    await detail.waitFor();
    // an instalment plan keeps its schedule: all three rates
    expect((await detail.rates()).map((r) => r.state)).toEqual(["paid", "future", "future"]);

    // the dialog offers the 41.65 paid, not the order's 124.95
    await p.getByTestId("order-refund").click();
    await p.getByTestId("refund-dialog").waitFor();
    expect(await p.getByTestId("refund-paid").getAttribute("data-amount")).toBe("41.65");
    expect(await p.getByTestId("refund-amount").getAttribute("data-value")).toBe("41.65");
    expect((await p.getByTestId("refund-dialog").textContent()) ?? "").not.toContain("124.95");
    // more than was paid is refused before anything is sent
    await p.getByTestId("refund-amount").fill("50");
    expect(await p.getByTestId("refund-confirm").isDisabled()).toBe(true);
    // a part of it
    await p.getByTestId("refund-amount").fill("10");
    expect(await p.getByTestId("refund-effect").getAttribute("data-full")).toBe("false");
    await p.getByTestId("refund-confirm").click();
    await p.getByTestId("refund-done").waitFor({ timeout: 45_000 });
    await p.getByTestId("detail-refunded").waitFor();
    expect(await p.getByTestId("detail-refunded").getAttribute("data-amount")).toBe("10.00");

    // the plan ended: the later rates are closed, the paid one stays paid (a partial refund)
    const after = await untilOrder(made.token, (o) => o.rates.every((r: any) => r.state !== "future"), "the later rates closed");
    expect(after.rates.map((r: any) => r.state)).toEqual(["paid", "skipped", "skipped"]);
    expect(after.order.payment_state).toBe("payment_canceled");
    const edge = (await call("GET", `/v1/cabinet/orders/${id}`)).body;
    expect([edge.paid, edge.refunded, edge.refundable_amount, edge.refundable]).toEqual(["41.65", "10.00", "31.65", true]);

    // the buyer's mail of the refund
    let mail: any;
    for (let i = 0; i < 100 && !mail; i++) {
      const list = (await call("GET", `/v1/dev/mails?to=${encodeURIComponent(buyer.email)}`)).body.list as any[];
      mail = list.find((m) => m.to === buyer.email && String(m.subject).startsWith("Refund:"));
      if (!mail) await new Promise((r) => setTimeout(r, 200));
    }
    expect(mail?.subject).toBe(`Refund: Watercolour in three rates ${run}`);
    expect(mail.text).toContain("10.00 EUR");
    expect(mail.text).toContain("No further payments");
    expect(errors).toEqual([]);
  });
});
