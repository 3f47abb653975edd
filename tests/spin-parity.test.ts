// Two hosts, one buyer path (issue 31): for the same published page
// snapshot and the same cart, the Spin host (hosts/spin, a wasi:http
// component) answers the same bytes as the Workers host.
//
// What is compared, and why:
// - a page: the Spin host's whole answer body against the Workers host's
//   public page (at the page's own address) with its script nonces taken
//   out. The nonce (` nonce="…"` on each script, 128 fresh random bits per
//   answer, matching the answer's Content-Security-Policy) is added by the
//   Workers host's site layer (edge `sites::secure`) after core rendered
//   the page; it differs between two answers of the same host, so no
//   two hosts can agree on it. Everything else, from `<!doctype html>` to
//   `</html>`, must be equal. The snapshot is what the Workers host renders
//   that page from (`render_input`, the published version).
// - a quote: the Spin host's answer body (core's quote) against the
//   `quote` member of the Workers host's `POST /v1/checkout/quote`, as raw
//   text cut out of its answer (no parsing, so key order and number
//   formatting count). The Workers host prices the cart by ids from D1;
//   the Spin host gets the same terms as the payment page builds them from
//   the public product (`web/src/checkout/request.ts`), at the same moment
//   and time zone.
// The test would fail if the hosts diverged: each comparison is exact, and
// a control shows a snapshot or cart that differs in one value gives other
// bytes (so equality is not an artefact of comparing nothing).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiAs, atSite, confirmedAccount, core, must, publishedProduct, requestAt, signIn, withoutNonce, type Must } from "./support/api";
import { quotedOrderBody } from "./support/checkout";
import { startSpinHost, type SpinHost } from "./support/spin";

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
const username = `spin${run}`;
let token = "";
const anyone = apiAs(() => "");
const seller = apiAs(() => token);
let sellerMust: Must;
let spin: SpinHost | undefined;

type Doc = { type: string; blocks: unknown[] };
type Input = Record<string, unknown> & { locale: string };

/** The published pages: each snapshot, in one language, with the Workers host's page of it. */
const pages: { name: string; input: Input; edge: string }[] = [];
let course = { id: 0, plan: 0 };
let club = { id: 0, plan: 0 };

/** POST `body` (JSON text or a value) to the Spin host. */
async function atSpin(path: string, body: unknown, contentType = "application/json") {
  return requestAt((spin as SpinHost).url, "POST", path, typeof body === "string" ? body : JSON.stringify(body), {
    "content-type": contentType,
  });
}

/** The text of `text` between `before` and the next `after`, or undefined. */
function cut(text: string, before: string, after: string): string | undefined {
  const start = text.indexOf(before);
  if (start < 0) return undefined;
  const end = text.indexOf(after, start + before.length);
  return end < 0 ? undefined : text.slice(start + before.length, end);
}

// Decision: the hook may take as long as building the component from
// nothing (a single file's run in a fresh clone; `npm test` builds it
// before vitest starts, and then this only starts it).
beforeAll(async () => {
  const started = startSpinHost();
  // awaited below; a failure meanwhile is not an unhandled one
  started.catch(() => undefined);
  const email = `${username}@example.org`;
  const password = "spin parity seller password";
  await confirmedAccount(anyone, { email, password, username, firstName: "Sina", lastName: "Pinn", profile: "seller" });
  token = await signIn(email, password, "203.0.113.231");
  sellerMust = must(seller);
  course = await publishedProduct(sellerMust, "course", "Photography <basics>", { kind: "one_time", currency: "eur", price: "49.00" });
  club = await publishedProduct(sellerMust, "membership", 'The "Club"', {
    kind: "subscription",
    currency: "eur",
    first_amount: "19.00",
    next_amount: "19.00",
    interval: "1m",
    trial_period: "14d",
    trial_amount: "0",
  });
  // a shop page and the product page template, from core's samples
  const samples = core.samplePages() as Doc[];
  for (const type of ["shop", "shopProduct"]) {
    const doc = samples.find((d) => d.type === type) as Doc;
    const made = await sellerMust("/v1/cabinet/pages", {
      page_type: type,
      path: type === "shop" ? "spin" : "",
      title: type,
      document: doc,
    });
    const id = (made.page?.id ?? made.id) as number;
    await sellerMust(`/v1/cabinet/pages/${id}/publish`);
    const snapshot = await seller("GET", `/v1/cabinet/pages/${id}/render_input?version=published`);
    expect(snapshot.status, snapshot.text).toBe(200);
    const address = snapshot.body.public_path as string;
    for (const locale of ["en", "de"]) {
      const edge = await atSite("GET", address, undefined, { "accept-language": locale, cookie: `sw_locale=${locale}` });
      expect(edge.status, edge.text.slice(0, 200)).toBe(200);
      pages.push({ name: `${type} in ${locale}`, input: { ...(snapshot.body.input as Input), locale }, edge: edge.text });
    }
  }
  spin = await started;
}, 600_000);

afterAll(() => spin?.stop());

describe("the Spin host and the Workers host answer the same bytes", () => {
  it("renders every published page snapshot as the Workers host serves it", async () => {
    expect(pages).toHaveLength(4);
    for (const page of pages) {
      const answer = await atSpin("/v1/render", page.input);
      expect(answer.status, `${page.name}: ${answer.text.slice(0, 300)}`).toBe(200);
      expect(answer.headers.get("content-type")).toBe("text/html; charset=utf-8");
      // the Spin host adds no nonce of its own, so taking nonces out of the
      // Workers host's page hides nothing else
      expect(answer.text).not.toContain(" nonce=");
      expect(answer.text.startsWith("<!doctype html>"), page.name).toBe(true);
      if (answer.text !== withoutNonce(page.edge)) expect.fail(`${page.name}: the hosts' pages differ`);
    }
  });

  it("a snapshot that differs in one value renders other bytes (the comparison can fail)", async () => {
    const page = pages[0] as (typeof pages)[number];
    const shop = page.input.shop as Record<string, unknown>;
    const changed = await atSpin("/v1/render", { ...page.input, shop: { ...shop, display_name: `${String(shop.display_name)}!` } });
    expect(changed.status).toBe(200);
    expect(changed.text).not.toBe(withoutNonce(page.edge));
  });

  /** Core's quote request of `product`'s first plan for `buyer`, from the public product as the payment page reads it. */
  async function publicQuoteRequest(productId: number, buyer: Record<string, unknown>, start: string, timeZone: string) {
    const answer = await anyone("GET", `/v1/shop/${username}/products/${productId}`);
    expect(answer.status, answer.text).toBe(200);
    const product = answer.body.product as Record<string, any>;
    const plan = (product.pricing_plans ?? product.plans)[0] as Record<string, any>;
    return {
      planId: plan.id as number,
      request: {
        seller: product.seller.terms,
        currency: plan.currency,
        items: [{ product_id: product.id, role: "main", supply: product.supply, plan: plan.terms }],
        buyer,
        start,
        time_zone: timeZone,
      },
    };
  }

  const START = "2026-12-07T09:30:00Z";
  const CARTS = [
    { product: () => course, buyer: { country: "DE", business: false }, zone: "Europe/Berlin" },
    { product: () => course, buyer: { country: "FR", business: false }, zone: "Europe/Berlin" },
    { product: () => course, buyer: { country: "US", business: false }, zone: "America/New_York" },
    { product: () => club, buyer: { country: "AT", business: true }, zone: "Europe/Berlin" },
  ];

  it("quotes every cart as the Workers host does", async () => {
    for (const cart of CARTS) {
      const { id } = cart.product();
      const { planId, request } = await publicQuoteRequest(id, cart.buyer, START, cart.zone);
      const edge = await anyone("POST", "/v1/checkout/quote", {
        product_id: id,
        plan_id: planId,
        buyer: cart.buyer,
        start: START,
        time_zone: cart.zone,
      });
      expect(edge.status, edge.text).toBe(200);
      const ours = await atSpin("/v1/quote", request);
      expect(ours.status, ours.text).toBe(200);
      expect(ours.headers.get("content-type")).toBe("application/json");
      // the edge's answer is {"product_id","plan_id","quote","legal"}: its
      // quote's raw bytes
      const theirs = cut(edge.text, '"quote":', ',"legal":');
      expect(theirs, edge.text).toBeDefined();
      expect(ours.text, `${cart.buyer.country} ${id}`).toBe(theirs);
    }
  });

  it("a cart that differs in one value quotes other bytes (the comparison can fail)", async () => {
    const { planId, request } = await publicQuoteRequest(course.id, { country: "DE", business: false }, START, "Europe/Berlin");
    const edge = await anyone("POST", "/v1/checkout/quote", {
      product_id: course.id,
      plan_id: planId,
      buyer: { country: "DE", business: false },
      start: START,
      time_zone: "Europe/Berlin",
    });
    const ours = await atSpin("/v1/quote", { ...request, buyer: { country: "FR", business: false } });
    expect(ours.status).toBe(200);
    expect(ours.text).not.toBe(cut(edge.text, '"quote":', ',"legal":'));
  });

  it("checks the payment form as core in the browser does", async () => {
    const bad = { rule: "payer", input: { first_name: "", last_name: "Muster", payer_country: "DE" } };
    const problems = JSON.parse(core.checkJson(JSON.stringify(bad))).problems as { field: string; code: string }[];
    expect(problems.length).toBeGreaterThan(0);
    const answer = await atSpin("/v1/check", bad);
    expect(answer.status, answer.text).toBe(422);
    const items = answer.body.errors as { code: string; source?: { pointer: string } }[];
    expect(items.map((i) => [i.source?.pointer ?? "", i.code])).toEqual(
      problems.map((p) => [p.field ? `/${p.field.replaceAll(".", "/")}` : "", p.code]),
    );
    const good = { rule: "email", input: "buyer@example.org" };
    const fine = await atSpin("/v1/check", good);
    expect(fine.status, fine.text).toBe(200);
    expect(fine.text).toBe(core.checkJson(JSON.stringify(good)));
  });
});

describe("the Spin host against an attacker", () => {
  it("answers bad input with the spec's error shape, never a crash", async () => {
    for (const [path, body, status, code] of [
      ["/v1/render", "{", 400, "malformed_json"],
      ["/v1/render", '{"page":1}', 400, "invalid_input"],
      ["/v1/quote", "[]", 400, "invalid_input"],
      ["/v1/check", '{"rule":"drop table"}', 400, "unknown_rule"],
      ["/v1/orders", "{}", 404, "route_not_found"],
    ] as const) {
      const answer = await atSpin(path, body);
      expect(answer.status, `${path} ${body}: ${answer.text}`).toBe(status);
      expect(answer.body.error).toBe(code);
      expect(answer.body.errors[0].status).toBe(String(status));
      expect(typeof answer.body.request_id).toBe("string");
    }
    // a body over the limit, and the host still answers after all of it
    const big = await atSpin("/v1/quote", `"${"x".repeat(70_000)}"`);
    expect(big.status).toBe(413);
    expect((await atSpin("/v1/check", { rule: "required", input: "x" })).status).toBe(200);
  });

  it("renders nothing a page of another site posts as a form", async () => {
    // a cross-site form can send these content types without asking first
    for (const type of ["application/x-www-form-urlencoded", "text/plain", "multipart/form-data; boundary=x"]) {
      const answer = await atSpin("/v1/render", '{"page":{}}', type);
      expect(answer.status, type).toBe(415);
      expect(answer.headers.get("content-type")).toBe("application/json");
    }
  });

  it("a price the browser makes up is only a preview: the Workers host orders at its own", async () => {
    const { request } = await (async () => {
      const answer = await anyone("GET", `/v1/shop/${username}/products/${course.id}`);
      const product = answer.body.product as Record<string, any>;
      const plan = (product.pricing_plans ?? product.plans)[0] as Record<string, any>;
      return {
        request: {
          seller: product.seller.terms,
          currency: plan.currency,
          items: [{ product_id: product.id, role: "main", supply: product.supply, plan: { ...plan.terms, price: "0.50" } }],
          buyer: { country: "DE", business: false },
          start: "2026-12-07T09:30:00Z",
          time_zone: "Europe/Berlin",
        },
      };
    })();
    const cheap = await atSpin("/v1/quote", request);
    expect(cheap.status, cheap.text).toBe(200);
    const body = await quotedOrderBody(anyone, { product_id: course.id, plan_id: course.plan }, `spin-buyer-${run}@example.org`);
    const made = await anyone(
      "POST",
      "/v1/checkout/orders",
      { ...body, expected: { due_now: cheap.body.due_now.gross, total: cheap.body.total } },
      { "idempotency-key": `spin-${run}` },
    );
    expect(made.status, made.text).toBe(409);
    expect(made.body.error).toBe("quote_changed");
    // the order answers with the Workers host's own price from D1
    expect(made.body.quote.total).toBe(body.expected.total);
    expect(made.body.quote.total).not.toBe(cheap.body.total);
  });
});
