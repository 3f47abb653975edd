// The thank-you page a seller builds in the page editor (issue 19), as a
// buyer with script sees it: the web app's thank-you page (it follows the
// order live: delivery, downloads) shows core's page of the order in a
// shadow root, its body byte for byte the one core renders from the page's
// `render_input` for that order. Without a published page the app shows
// its own words; a guessed order token gets nothing.
import { beforeAll, describe, expect, it } from "vitest";
import {
  apiAs,
  baseUrl,
  confirmedAccount,
  core,
  expectError,
  legalDocuments,
  must,
  publishedProduct,
  requestAt,
  signIn,
} from "./support/api";
import { useBrowserPage } from "./support/browser";
import { paidAndDelivered, quotedOrderBody, sandboxForm, untilOrder } from "./support/checkout";
import { woff2Font } from "./support/font";

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
const username = `thanks${run}`;
let token = "";
const anyone = apiAs(() => "");
const seller = apiAs(() => token);

type Parts = { lang: string; style: string; body: string };
let pageId = 0;
let order = { id: 0, token: "" };
const productName = `Portrait lighting ${run}`;

/** The text of `html` between `open` (up to its `>`) and `close`. */
function between(html: string, open: string, close: string): string {
  const start = html.indexOf(open);
  const inner = html.indexOf(">", start) + 1;
  return html.slice(inner, html.indexOf(close, inner));
}

const parts = (orderToken: string, locale = "en") =>
  requestAt(baseUrl(), "GET", `/v1/checkout/orders/${orderToken}/thank_you_page`, undefined, { "accept-language": locale });

beforeAll(async () => {
  const email = `${username}@example.org`;
  const password = "designed thank-you seller";
  await confirmedAccount(anyone, { email, password, username, firstName: "Tea", lastName: "Danke", profile: "seller" });
  token = await signIn(email, password, "203.0.113.231");
  const mine = must(seller);
  await legalDocuments(token);
  await mine("/v1/cabinet/settings/payment_settings", { methods: [{ method: "card", enabled: true, provider: "sandbox" }] }, "PUT");
  const product = await publishedProduct(mine, "service", productName, { kind: "one_time", currency: "eur", price: "19.00" });

  const document = core.samplePages().find((d) => d.type === "thankYouPage");
  expect(document).toBeDefined();
  const made = await seller("POST", "/v1/cabinet/pages", { page_type: "thankYouPage", path: "", title: "Thanks", document });
  expect(made.status, made.text).toBe(201);
  pageId = made.body.page.id as number;
  await mine(`/v1/cabinet/pages/${pageId}/publish`);

  const body = await quotedOrderBody(anyone, { product_id: product.id, plan_id: product.plan }, `buyer-${run}@example.org`);
  const ordered = await anyone("POST", "/v1/checkout/orders", body, { "idempotency-key": `designed-${run}` });
  expect(ordered.status, ordered.text).toBe(201);
  expect((await sandboxForm(ordered.body.redirect_url, { card_number: "4242 4242 4242 4242" })).status).toBe(303);
  await untilOrder(ordered.body.order.token, paidAndDelivered, "paid and delivered");
  const listed = await seller("GET", "/v1/cabinet/orders");
  const row = (listed.body.list as { id: number; token: string }[]).find((o) => o.token === ordered.body.order.token);
  expect(row, listed.text).toBeDefined();
  order = row as { id: number; token: string };
});

describe("a thank-you page built in the page editor", () => {
  const browser = useBrowserPage();

  it("is core's page of the order, byte for byte, in the app's language", async () => {
    const input = await seller("GET", `/v1/cabinet/pages/${pageId}/render_input?version=published&order=${order.id}`);
    expect(input.status, input.text).toBe(200);
    for (const locale of ["en", "de"] as const) {
      const html = core.renderPage({ ...input.body.input, locale });
      const answer = await parts(order.token, locale);
      expect(answer.status, answer.text).toBe(200);
      expect(answer.headers.get("cache-control")).toBe("private, no-store");
      const got = answer.body.page as Parts;
      expect(got.lang).toBe(locale);
      // core's body without its scripts, its skip link and its main landmark (the app's document has them)
      const body = between(html, "<body", "</body>")
        .replace(/<script[\s\S]*?<\/script>/g, "")
        .replace(/^<a class="sw-skip" href="#main">[^<]*<\/a>/, "")
        .replace('<main id="main">', '<div class="sw-main">')
        .replace("</main>", "</div>");
      expect(got.body).toBe(body);
      // the document's own rules apply to the shadow host and the body's stand-in
      const style = between(html, "<style", "</style>");
      expect(got.style).toBe(
        `${style
          .replace(/^:root\{/, ":host{")
          .replace("}html{", "}:host{")
          .replace("}body{", "}.sw-body{")}.sw-body{min-height:0}`,
      );
      expect(got.body).toContain(productName);
    }
  });

  it("shows in the buyer's browser with what was bought, one h1, and the app's style apart", async () => {
    const page = browser.page();
    await page.goto(`${baseUrl()}/s/${username}/payment/${order.token}/thank_you`);
    const host = page.getByTestId("seller-thank-you");
    await host.waitFor();
    const shown = await host.evaluate((el) => {
      const root = el.shadowRoot;
      return {
        text: root?.textContent ?? "",
        h1: (root?.querySelectorAll("h1").length ?? 0) + document.querySelectorAll("h1").length,
        styled: root ? getComputedStyle(root.querySelector(".sw-body") as Element).fontSize : "",
        scripts: root?.querySelectorAll("script").length ?? -1,
      };
    });
    expect(shown.text).toContain("Thank you, <friend>!");
    expect(shown.text).toContain(productName);
    expect(shown.h1).toBe(1);
    expect(shown.styled).toBe("16px");
    expect(shown.scripts).toBe(0);
    // the app's own parts stay: what comes next, the order's lines
    await page.getByTestId("next-steps").waitFor();
    expect(await page.getByTestId("thank-you-default").count()).toBe(0);
    expect(await page.getByTestId("thank-you").getAttribute("data-phase")).toBe("ready");
    // one main landmark and one skip link on the page, shadow root included
    expect(await page.locator("main").count()).toBe(1);
    expect(await host.evaluate((el) => el.shadowRoot?.querySelectorAll("main, .sw-skip").length)).toBe(0);
    // one way to the order page and one back to the shop: the seller's page
    // has both, so the app's own order-page panel gives way (locators pierce
    // the shadow root)
    expect(await page.locator(`a[href$="/payment/${order.token}/manage"]`).count()).toBe(1);
    expect(await page.getByTestId("manage-link").count()).toBe(0);
    expect(await page.getByTestId("back-to-shop").count()).toBe(0);
    expect(browser.errors).toEqual([]);
  });

  it("loads the theme's custom font for the page (a shadow root's own @font-face would load nothing)", async () => {
    const woff2 = woff2Font();
    const uploaded = await seller("POST", "/v1/cabinet/media?purpose=font&name=Brand.woff2", new Uint8Array(woff2), {
      "content-type": "font/woff2",
    });
    expect(uploaded.status, uploaded.text).toBe(201);
    const url = uploaded.body.media.url as string;
    const themed = await seller("PUT", "/v1/cabinet/theme", { theme: { custom_font: { url, font_name: "Brand Sans" } } });
    expect(themed.status, themed.text).toBe(200);
    const page = browser.page();
    await page.goto(`${baseUrl()}/s/${username}/payment/${order.token}/thank_you`);
    const host = page.getByTestId("seller-thank-you");
    await host.waitFor();
    const fonts = await page.evaluate(() => document.querySelector("style[data-seller-fonts]")?.textContent ?? "");
    expect(fonts).toContain('@font-face{font-family:"Brand Sans"');
    expect(fonts).toContain(url);
    const family = await host.evaluate((el) => getComputedStyle(el.shadowRoot?.querySelector(".sw-body") as Element).fontFamily);
    expect(family).toContain("Brand Sans");
    expect((await seller("PUT", "/v1/cabinet/theme", { theme: null })).status).toBe(200);
  });

  it("gives way to the app's own page once unpublished, and to nobody for a guessed token (attack)", async () => {
    expectError(await parts(`${order.token}x`), 404, "order_not_found");
    await must(seller)(`/v1/cabinet/pages/${pageId}/unpublish`);
    const none = await parts(order.token);
    expect(none.status, none.text).toBe(200);
    expect(none.body).toEqual({ page: null });
    const page = browser.page();
    await page.goto(`${baseUrl()}/s/${username}/payment/${order.token}/thank_you`);
    await page.getByTestId("next-steps").waitFor();
    await page.locator('[data-testid="thank-you"] h1').waitFor();
    expect(await page.getByTestId("seller-thank-you").count()).toBe(0);
    expect(await page.locator("h1").count()).toBe(1);
  });
});
