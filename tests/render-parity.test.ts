// One renderer, two places (issue 18): a public page the edge serves and the
// page core renders in the browser from the same input are the same bytes.
// For every sample document of core (`render::samples`, every block type and
// setting), a seller creates the page through the cabinet pages API,
// publishes it, and the test compares the edge's public HTML with
// `renderPage` of the page's `render_input` run through wasm in Chromium
// (and, as an extra, through core's Node build).
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import {
  apiAs,
  atSite,
  baseUrl,
  confirmedAccount,
  core,
  expectError,
  legalDocuments,
  must,
  publishedProduct,
  signIn,
  withoutNonce,
  type Must,
} from "./support/api";
import { quotedOrderBody } from "./support/checkout";
import { useBrowserPage } from "./support/browser";

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
const username = `parity${run}`;
let token = "";
const anyone = apiAs(() => "");
const seller = apiAs(() => token);
let sellerMust: Must;

type Doc = { type: string; blocks: { id: string; type: string; settings?: Record<string, unknown> }[] };
type Input = { locale: "en" | "de"; view: { kind: string; path?: string | null; product?: { card: { id: number } } } } & Record<
  string,
  unknown
>;

const pkg = (file: string) => readFileSync(fileURLToPath(new URL(`../wasm-pkg/pkg/${file}`, import.meta.url)));

/**
 * Loads core's browser build into `page` (served under the worker's origin
 * by the test itself, so nothing of the app is involved) and renders
 * `inputs` there.
 */
async function renderInBrowser(page: Page, inputs: unknown[]): Promise<string[]> {
  const base = `${baseUrl()}/__render_parity`;
  // The page loads core itself, as the app does (glue, then the module).
  const loader = `<!doctype html><title>parity</title><script type="module">
    import * as glue from "${base}/glue.js";
    const bytes = await (await fetch("${base}/core.wasm")).arrayBuffer();
    const { instance } = await WebAssembly.instantiate(bytes, { "./sellwerk_wasm_bg.js": glue });
    glue.__wbg_set_wasm(instance.exports);
    instance.exports.__wbindgen_start?.();
    window.renderPage = glue.renderPage;
  </script>`;
  await page.route(`${base}/**`, (route) => {
    const name = new URL(route.request().url()).pathname.split("/").pop() ?? "";
    if (name === "index.html") return route.fulfill({ contentType: "text/html", body: loader });
    if (name === "glue.js") return route.fulfill({ contentType: "text/javascript", body: pkg("sellwerk_wasm_bg.js") });
    if (name === "core.wasm") return route.fulfill({ contentType: "application/wasm", body: pkg("sellwerk_wasm_bg.wasm") });
    return route.fulfill({ status: 404, body: "" });
  });
  await page.goto(`${base}/index.html`);
  await page.waitForFunction(() => typeof (window as unknown as { renderPage?: unknown }).renderPage === "function");
  return page.evaluate((all) => {
    const render = (window as unknown as { renderPage: (input: unknown) => string }).renderPage;
    return all.map((input) => render(input));
  }, inputs);
}

/** A page of the seller's, published: its id. */
async function publishedPage(pageType: string, path: string, document: Doc): Promise<number> {
  const made = await seller(
    "POST",
    "/v1/cabinet/pages",
    { page_type: pageType, path, title: `Parity ${path || pageType}`, document },
    {
      "idempotency-key": `parity-${run}-${pageType}-${path}`,
    },
  );
  expect(made.status, made.text).toBe(201);
  const id = (made.body.page?.id ?? made.body.id) as number;
  expect(typeof id).toBe("number");
  await sellerMust(`/v1/cabinet/pages/${id}/publish`);
  return id;
}

/** The public HTML of `path` in the input's language (cookie and header agree). */
async function publicHtml(path: string, locale: string): Promise<{ status: number; html: string }> {
  const answer = await atSite("GET", path, undefined, { "accept-language": locale, cookie: `sw_locale=${locale}` });
  return { status: answer.status, html: withoutNonce(answer.text) };
}

/** The page types buyers reach at an address of their own (`public_path` of `render_input`). */
const ADDRESSED = ["shop", "shopProduct", "membership", "course", "affiliate"];

/** The text of `html` between `open` (up to its `>`) and `close`. */
function between(html: string, open: string, close: string): string {
  const start = html.indexOf(open);
  expect(start, open).toBeGreaterThanOrEqual(0);
  const inner = html.indexOf(">", start) + 1;
  const end = html.indexOf(close, inner);
  expect(end, close).toBeGreaterThan(inner);
  return html.slice(inner, end);
}

describe("the edge's public pages and core in the browser render the same bytes", () => {
  const browser = useBrowserPage();
  const cases: { name: string; input: Input; edge: string }[] = [];

  beforeAll(async () => {
    const email = `${username}@example.org`;
    const password = "render parity seller password";
    await confirmedAccount(anyone, { email, password, username, firstName: "Paula", lastName: "Rität", profile: "seller" });
    token = await signIn(email, password, "203.0.113.219");
    sellerMust = must(seller);
    // What the lists show: plans of each kind, and a category.
    const course = await publishedProduct(sellerMust, "course", "Photography <basics>", {
      kind: "one_time",
      currency: "eur",
      price: "49.00",
    });
    const club = await publishedProduct(sellerMust, "membership", 'The "Club"', {
      kind: "subscription",
      currency: "eur",
      first_amount: "19.00",
      next_amount: "19.00",
      interval: "1m",
      trial_period: "14d",
      trial_amount: "0",
    });
    await publishedProduct(sellerMust, "service", "Coaching & more", {
      kind: "installment",
      currency: "eur",
      first_amount: "10.00",
      next_amount: "10.00",
      payments_count: 3,
      interval: "1m",
    });
    await sellerMust("/v1/cabinet/categories", { title: "Courses", description: "", product_ids: [course.id, club.id] });

    const samples = core.samplePages() as Doc[];
    // The shop's sub pages (shop documents), the product page template, and
    // the membership, course and affiliate pages at their own addresses.
    const wanted = samples.map((doc, i) => ({ doc, i })).filter(({ doc }) => ADDRESSED.includes(doc.type));
    expect(new Set(wanted.map(({ doc }) => doc.type))).toEqual(new Set(ADDRESSED));
    for (const { doc, i } of wanted) {
      const path = doc.type === "shopProduct" ? "" : `sample-${i}`;
      const id = await publishedPage(doc.type, path, doc);
      const input = await seller("GET", `/v1/cabinet/pages/${id}/render_input?version=published`);
      expect(input.status, input.text).toBe(200);
      const pageInput = input.body.input as Input;
      const address = input.body.public_path as string;
      expect(address, doc.type).toMatch(new RegExp(`^/(s|v)/${username}/`));
      for (const locale of ["en", "de"] as const) {
        const localised = { ...pageInput, locale };
        const edge = await publicHtml(address, locale);
        expect(edge.status, `${address}: ${edge.html.slice(0, 200)}`).toBe(200);
        cases.push({ name: `sample ${i} (${doc.type}) in ${locale}`, input: localised, edge: edge.html });
      }
    }

    // The thank-you page of a real order: its input comes from render_input
    // with the order, and the edge's page holds core's page (inside the web
    // app's document, for browsers without script) byte for byte.
    const thanks = samples.find((doc) => doc.type === "thankYouPage");
    expect(thanks).toBeDefined();
    const thanksId = await publishedPage("thankYouPage", "", thanks as Doc);
    await legalDocuments(token);
    const body = await quotedOrderBody(anyone, { product_id: course.id, plan_id: course.plan }, `buyer-${run}@example.org`);
    const made = await anyone("POST", "/v1/checkout/orders", body, { "idempotency-key": `parity-order-${run}` });
    expect(made.status, made.text).toBe(201);
    const listed = await seller("GET", "/v1/cabinet/orders");
    expect(listed.status, listed.text).toBe(200);
    const row = (listed.body.list as { id: number; token: string }[]).find((o) => o.token === made.body.order.token);
    expect(row, listed.text).toBeDefined();
    const order = row as { id: number; token: string };
    const input = await seller("GET", `/v1/cabinet/pages/${thanksId}/render_input?version=published&order=${order.id}`);
    expect(input.status, input.text).toBe(200);
    expect(input.body.public_path).toBeUndefined();
    thankYou = { input: input.body.input as Input, token: order.token, orderId: order.id };
  });

  let thankYou: { input: Input; token: string; orderId: number } | undefined;

  it("serves the thank-you page of an order with core's page of that order inside", async () => {
    const t = thankYou as { input: Input; token: string; orderId: number };
    expect(t.input.view.kind).toBe("thank_you");
    for (const locale of ["en", "de"] as const) {
      const rendered = core.renderPage({ ...t.input, locale });
      const edge = await publicHtml(`/s/${username}/payment/${t.token}/thank_you`, locale);
      expect(edge.status, edge.html.slice(0, 200)).toBe(200);
      const words = between(rendered, "<body", "</body>").replace(/<script[\s\S]*?<\/script>/g, "");
      expect(words).toContain("Thank you, &lt;friend&gt;!");
      expect(edge.html).toContain(`<div id="root"><noscript>${words}</noscript></div>`);
      expect(edge.html).toContain(`<style>${between(rendered, "<style", "</style>")}</style></noscript></head>`);
    }
  });

  it("previews no other seller's order on a thank-you page (attack)", async () => {
    const t = thankYou as { input: Input; token: string; orderId: number };
    const email = `other-${username}@example.org`;
    await confirmedAccount(anyone, {
      email,
      password: "another parity seller",
      username: `o${username}`,
      firstName: "Otto",
      lastName: "Ander",
      profile: "seller",
    });
    const otherToken = await signIn(email, "another parity seller", "203.0.113.220");
    const other = apiAs(() => otherToken);
    const made = await other("POST", "/v1/cabinet/pages", {
      page_type: "thankYouPage",
      path: "",
      title: "Mine",
      document: { type: "thankYouPage", blocks: [] },
    });
    expect(made.status, made.text).toBe(201);
    const id = made.body.page.id as number;
    const asked = await other("GET", `/v1/cabinet/pages/${id}/render_input?version=draft&order=${t.orderId}`);
    expectError(asked, 404, "order_not_found");
    expect(asked.text).not.toContain(t.token);
    // without an order: an example one, never a real order's token
    const example = await other("GET", `/v1/cabinet/pages/${id}/render_input?version=draft`);
    expect(example.status, example.text).toBe(200);
    expect(example.body.input.view).toMatchObject({ kind: "thank_you", order: { token: "example" } });
    expectError(await other("GET", `/v1/cabinet/pages/${id}/render_input?version=draft&order=abc`), 404, "order_not_found");
  });

  it("covers every block type", () => {
    const types = new Set(cases.flatMap((c) => (c.input.page as Doc).blocks.map((b) => b.type)));
    // The thank-you and funnel blocks' pages belong to an order or a
    // funnel run (tested below and in funnel-parity).
    for (const kind of [
      "header",
      "banner",
      "text",
      "button",
      "picture",
      "audio_player",
      "video",
      "file",
      "file_pdf",
      "seller_products",
      "popular_products",
      "product",
      "testimonials",
      "gap",
      "footer",
      "affiliate",
      "contact_form",
      "conversion_tools",
      "membership_products",
    ]) {
      expect(types, kind).toContain(kind);
    }
  });

  it("in Chromium, byte for byte", async () => {
    const rendered = await renderInBrowser(
      browser.page(),
      cases.map((c) => c.input),
    );
    expect(rendered).toHaveLength(cases.length);
    cases.forEach((c, i) => {
      const html = rendered[i] ?? "";
      if (html !== c.edge)
        expect.fail(
          `${c.name} differs:\nedge    ${c.edge.length} bytes\nbrowser ${html.length} bytes\nfirst difference at ${firstDifference(html, c.edge)}`,
        );
    });
    expect(browser.errors).toEqual([]);
  });

  it("and with core's Node build", () => {
    for (const c of cases) expect(core.renderPage(c.input), c.name).toBe(c.edge);
  });

  it("renders seller text inert", () => {
    for (const c of cases) {
      expect(c.edge).not.toContain("<script>");
      expect(c.edge).not.toMatch(/<script(?![^>]*(type="module" src="\/islands\/|type="application\/(ld\+)?json"))/);
    }
  });
});

function firstDifference(a: string, b: string): string {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return `${i}: …${JSON.stringify(a.slice(Math.max(0, i - 60), i + 60))} vs …${JSON.stringify(b.slice(Math.max(0, i - 60), i + 60))}`;
}
