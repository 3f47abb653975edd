// A funnel's step page is a builder page (issue 19), and the editor's preview
// of it is byte for byte what the edge serves: the demo seller builds and
// publishes a funnel page through the pages API, attaches it to a funnel's
// step, a buyer pays by the sandbox's card and is led to the step page, and
// the edge's HTML equals core's render (the Node build, the code the
// editor's preview runs through wasm) of the page's
// `render_input?version=published&run={token}`. That input counts no view.
// Without a run, the preview shows an example offer. The attacks: another
// seller's page (or an unpublished one, or a page of another type) as a
// step's page, and another seller's run in `render_input`.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, core, expectError, must, publishedProduct, seededSellers, shopOrigin, withoutNonce } from "./support/api";
import { claimFunnel, paidAndDelivered, quotedOrderBody, sandboxForm, untilOrder } from "./support/checkout";

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
const sellers = seededSellers();
const { demo, studio } = sellers;
type Caller = typeof demo;
const archived: number[] = [];

type Doc = { type: string; blocks: { id: string; type: string; settings?: Record<string, unknown> }[] };

/** A page of `call`'s shop of `pageType`, published unless told: its id. */
async function page(call: Caller, pageType: string, path: string, document: Doc, publish = true): Promise<number> {
  const made = await call(
    "POST",
    "/v1/cabinet/pages",
    { page_type: pageType, path, title: `Funnel parity ${path}`, document },
    { "idempotency-key": `funnel-parity-${run}-${path}` },
  );
  expect(made.status, made.text).toBe(201);
  const id = made.body.page.id as number;
  if (publish) await must(call)(`/v1/cabinet/pages/${id}/publish`);
  return id;
}

const design = (title: string): Doc => ({
  type: "funnel",
  blocks: [
    { id: "intro", type: "text", settings: { content: `Our best offer ${run}` } },
    { id: "head", type: "funnel", settings: { titleText: title, paddingTop: { desktop: 40, phone: 12 } } },
    { id: "offer", type: "funnel_product", settings: { buttonText: "Yes, please", declineText: "Not now", buttonColor: "#0a7d33" } },
  ],
});

describe("a funnel step page built in the editor", () => {
  let main: { id: number; plan: number };
  let offered: { id: number; plan: number };
  let pageId = 0;
  let funnelId = 0;
  let stepToken = "";
  let stepPath = "";
  // the cookie of the browser that bought, on the shop's site
  let buyersBrowser = "";

  beforeAll(async () => {
    await sellers.signIn("203.0.113.123", "203.0.113.124");
    const seller = must(demo);
    const terms = (price: string) => ({ kind: "one_time", currency: "eur", price });
    main = await publishedProduct(seller, "service", `Parity Main ${run}`, terms("40.00"));
    offered = await publishedProduct(seller, "service", `Parity Offer ${run}`, terms("15.00"));
    archived.push(main.id, offered.id);
    pageId = await page(demo, "funnel", `parity-${run}`, design(`Wait, ${run}!`));
  });

  // archived at the end, so other files see the shop as seeded
  afterAll(async () => {
    if (funnelId) await demo("POST", `/v1/cabinet/funnels/${funnelId}/deactivate`);
    for (const id of archived) await demo("POST", `/v1/cabinet/products/${id}/archive`);
  });

  it("refuses another seller's page, an unpublished page and a page of another type as a step's page (attack)", async () => {
    const theirs = await page(studio, "funnel", `studio-${run}`, design("Not yours"));
    const draft = await page(demo, "funnel", `draft-${run}`, design("Draft"), false);
    const shopPage = await page(demo, "shop", `shop-${run}`, {
      type: "shop",
      blocks: [{ id: "t", type: "text", settings: { content: "x" } }],
    });
    for (const id of [theirs, draft, shopPage, 999999999]) {
      const made = await demo("POST", "/v1/cabinet/funnels", {
        name: `Bad page ${run}`,
        steps: [{ product_id: offered.id, plan_id: offered.plan, page_id: id }],
      });
      expectError(made, 422, "funnel_page_unavailable", "steps/0/page_id");
    }
    // the studio cannot use the demo's page either
    const studioProduct = await publishedProduct(must(studio), "service", `Studio Parity ${run}`, {
      kind: "one_time",
      currency: "eur",
      price: "5.00",
    });
    const cross = await studio("POST", "/v1/cabinet/funnels", {
      name: `Cross ${run}`,
      steps: [{ product_id: studioProduct.id, plan_id: studioProduct.plan, page_id: pageId }],
    });
    expectError(cross, 422, "funnel_page_unavailable", "steps/0/page_id");
    await studio("POST", `/v1/cabinet/products/${studioProduct.id}/archive`);
  });

  it("previews an example offer without a run", async () => {
    const input = await demo("GET", `/v1/cabinet/pages/${pageId}/render_input?version=draft`, undefined, { "accept-language": "en" });
    expect(input.status, input.text).toBe(200);
    expect(input.body.input.view.kind).toBe("funnel");
    expect(input.body.input.view.offer).toMatchObject({ token: "example", accept_url: "#", decline_url: "#" });
    const html = core.renderPage(input.body.input);
    expect(html).toContain(`<h1>Wait, ${run}!</h1>`);
    expect(html).toContain(">Yes, please</button>");
  });

  it("renders the run's step with the seller's page, byte for byte what the preview renders", async () => {
    const made = await demo("POST", "/v1/cabinet/funnels", {
      name: `Parity ${run}`,
      steps: [{ product_id: offered.id, plan_id: offered.plan, title: "Step words", text: "Only now.", page_id: pageId }],
    });
    expect(made.status, made.text).toBe(201);
    funnelId = made.body.funnel.id;
    expect(made.body.funnel.steps[0].page_id).toBe(pageId);
    await must(demo)(`/v1/cabinet/products/${main.id}/funnel`, { funnel_id: funnelId }, "PUT");
    await must(demo)(`/v1/cabinet/funnels/${funnelId}/activate`);

    // a buyer pays by the sandbox's card
    const email = `funnel-parity-${run}@example.org`;
    const body = await quotedOrderBody(demo, { product_id: main.id, plan_id: main.plan }, email);
    const order = await demo("POST", "/v1/checkout/orders", body, { "idempotency-key": `funnel-parity-${run}` });
    expect(order.status, order.text).toBe(201);
    expect((await sandboxForm(order.body.redirect_url, { card_number: "4242424242424242" })).status).toBe(303);
    const paid = await untilOrder(order.body.order.token, (o) => paidAndDelivered(o) && typeof o.funnel_url === "string", "a funnel step");
    const claimed = await claimFunnel(paid.funnel_url as string);
    stepPath = claimed.path;
    stepToken = stepPath.split("/").pop() as string;
    buyersBrowser = claimed.cookie;

    // the previews first: they count no view
    const views = async () => {
      const answer = await demo("GET", `/v1/cabinet/funnels/${funnelId}/stats`);
      expect(answer.status, answer.text).toBe(200);
      return answer.body.stats.views as number;
    };
    const inputs: Record<string, unknown> = {};
    for (const locale of ["en", "de"]) {
      const input = await demo("GET", `/v1/cabinet/pages/${pageId}/render_input?version=published&run=${stepToken}`, undefined, {
        "accept-language": locale,
      });
      expect(input.status, input.text).toBe(200);
      expect(input.body.input.view.kind).toBe("funnel");
      expect(input.body.input.view.offer).toMatchObject({ token: stepToken, due_now: "15.00", vat: "2.39", currency: "eur" });
      inputs[locale] = input.body.input;
    }
    expect(await views()).toBe(0);
    for (const locale of ["en", "de"]) {
      // the buyer's browser on the shop's site
      const answer = await fetch(`${shopOrigin("demo")}${stepPath}`, {
        headers: { "accept-language": locale, cookie: `sw_locale=${locale}; ${buyersBrowser}` },
      });
      expect(answer.status).toBe(200);
      expect(answer.headers.get("cache-control")).toBe("private, no-store");
      const edge = withoutNonce(await answer.text());
      expect(edge).toContain(`Our best offer ${run}`);
      expect(edge).toContain(`data-product-id="${offered.id}"`);
      expect(edge).toContain('<meta name="robots" content="noindex">');
      expect(core.renderPage(inputs[locale])).toBe(edge);
    }
    // the buyer's view is counted (once per step)
    expect(await views()).toBe(1);
  });

  it("answers another seller's run as not found in render_input (attack)", async () => {
    expect(stepToken).not.toBe("");
    const theirs = await page(studio, "funnel", `studio-preview-${run}`, design("Theirs"));
    expectError(
      await studio("GET", `/v1/cabinet/pages/${theirs}/render_input?version=published&run=${stepToken}`),
      404,
      "funnel_offer_not_found",
    );
    expectError(await demo("GET", `/v1/cabinet/pages/${pageId}/render_input?run=${"A".repeat(43)}`), 404, "funnel_offer_not_found");
    // the run itself is untouched: its step is still the offer
    const offer = await fetch(`${baseUrl()}/v1/checkout/funnels/${stepToken}`).then((r) => r.json());
    expect(offer.offer.product_id).toBe(offered.id);
  });
});
