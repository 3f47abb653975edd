// A funnel in headless Chromium against the real edge (issue 19): the demo
// seller sets up a product with an activated funnel of three steps through
// the API; a buyer who already owns the second step's product pays on the
// payment page with the sandbox's card, is led from the thank-you page to
// the first step, takes it with one click, finds the owned product skipped,
// declines the last step and lands on the thank-you page. Two orders exist,
// each paid and delivered once.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CheckoutPage, FunnelStepPage, type Payer } from "./pages/CheckoutPages";
import { apiAs, baseUrl, must, publishedProduct, signIn } from "./support/api";
import { orderStatus, paidAndDelivered, quotedOrderBody, sandboxForm, untilOrder } from "./support/checkout";
import { useBrowserPage } from "./support/browser";

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
let token = "";
const demo = apiAs(() => token);
const email = `funnel-browser-${run}@example.org`;

const payer: Payer = {
  first_name: "Erika",
  last_name: "Muster",
  email,
  street: "Hauptstraße",
  street_number: "5",
  zip: "10115",
  city: "Berlin",
  phone: "+49 30 1234567",
};

describe("a funnel in the browser", () => {
  const browser = useBrowserPage();
  let page: Page;
  let main: { id: number; plan: number };
  let workbook: { id: number; plan: number };
  let guide: { id: number; plan: number };
  let masterclass: { id: number; plan: number };

  beforeAll(async () => {
    token = await signIn("demo@sellwerk.test", "demo-password", "203.0.113.122");
    const seller = must(demo);
    const terms = (price: string) => ({ kind: "one_time", currency: "eur", price });
    main = await publishedProduct(seller, "service", `Funnel Coaching ${run}`, terms("50.00"));
    workbook = await publishedProduct(seller, "service", `Funnel Workbook ${run}`, terms("19.00"));
    guide = await publishedProduct(seller, "service", `Funnel Owned Guide ${run}`, terms("9.00"));
    masterclass = await publishedProduct(seller, "service", `Funnel Masterclass ${run}`, terms("99.00"));
    const offers = [workbook, guide, masterclass];
    const funnel = (
      await seller("/v1/cabinet/funnels", {
        name: `Browser ${run}`,
        steps: offers.map((o) => ({ product_id: o.id, plan_id: o.plan, title: "Only now", text: "Add it to your order." })),
      })
    ).funnel;
    await seller(`/v1/cabinet/products/${main.id}/funnel`, { funnel_id: funnel.id }, "PUT");
    await seller(`/v1/cabinet/funnels/${funnel.id}/activate`);
    // the buyer owns the second offer already (bought through the API)
    const body = await quotedOrderBody(demo, { product_id: guide.id, plan_id: guide.plan }, email);
    const owned = await demo("POST", "/v1/checkout/orders", body, { "idempotency-key": `funnel-browser-owned-${run}` });
    expect(owned.status, owned.text).toBe(201);
    expect((await sandboxForm(owned.body.redirect_url, { card_number: "4242424242424242" })).status).toBe(303);
    await untilOrder(owned.body.order.token, paidAndDelivered, "the owned guide delivered");
    page = browser.page();
  });

  // archived at the end, so other files see the shop as seeded
  afterAll(async () => {
    for (const p of [main, workbook, guide, masterclass]) await demo("POST", `/v1/cabinet/products/${p.id}/archive`);
  });

  it("pays by sandbox card, takes one offer with a click, skips the owned one, declines the last and lands on the thank-you page", async () => {
    const checkout = new CheckoutPage(page);
    await checkout.open(baseUrl(), "demo", main.id, main.plan);
    await checkout.chooseCountry("DE");
    await checkout.fillPayer(payer);
    const sandbox = await checkout.buyAndGoToProvider();
    await sandbox.pay("4242424242424242");

    const step = new FunnelStepPage(page);
    expect(await step.offered()).toBe(workbook.id);
    expect(await step.amount()).toMatch(/19[.,]00/);
    // the first order's two boxes again (a service, a consumer in Germany): without them the
    // browser keeps the buyer on the step and nothing is charged (issue 30)
    expect(await step.consents().count()).toBe(2);
    await step.clickAccept();
    expect(
      await step
        .consents()
        .first()
        .evaluate((box) => (box as HTMLInputElement).validity.valueMissing),
    ).toBe(true);
    expect(await step.offered()).toBe(workbook.id);
    await step.accept();
    // the owned guide is skipped: the masterclass comes next
    expect(await step.offered()).toBe(masterclass.id);
    await step.decline();
    const thanks = await step.backAtThankYou();
    await thanks.waitFor("ready");
    const first = thanks.token();
    // the thank-you page lists the offer taken after the order (issue 30)
    const taken = page.getByTestId("upsell-line");
    await taken.first().waitFor();
    expect(await taken.evaluateAll((els) => els.map((e) => Number(e.getAttribute("data-product-id"))))).toEqual([workbook.id]);

    const orders = (await demo("GET", `/v1/cabinet/orders?query=${encodeURIComponent(email)}`)).body.list as any[];
    const mine = orders.filter((o) => o.product_id !== guide.id);
    expect(mine.map((o) => o.product_id).sort()).toEqual([main.id, workbook.id].sort());
    const upsell = (await demo("GET", `/v1/cabinet/orders?upsell_type=funnel&query=${encodeURIComponent(email)}`)).body.list as any[];
    expect(upsell.map((o) => o.product_id)).toEqual([workbook.id]);
    const upsellToken = upsell[0].token as string;
    for (const t of [first, upsellToken]) {
      const o = await untilOrder(t, paidAndDelivered, "paid and delivered");
      expect(o.order.payment_state).toBe("paid");
    }
    expect((await orderStatus(first)).order.product_id).toBe(main.id);
    // each delivered once: one sale each, one delivery mail each
    for (const p of [main, workbook]) {
      expect((await demo("GET", `/v1/cabinet/products/${p.id}`)).body.product.sold_count).toBe(1);
    }
    expect((await demo("GET", `/v1/cabinet/products/${masterclass.id}`)).body.product.sold_count).toBe(0);
    const mails = (await demo("GET", `/v1/dev/mails?to=${encodeURIComponent(email)}`)).body.list as any[];
    for (const t of [first, upsellToken]) expect(mails.filter((m) => m.link.includes(t))).toHaveLength(1);
    expect(browser.errors).toEqual([]);
  });
});
