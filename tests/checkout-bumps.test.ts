// Which order bumps a cart may carry, as core decides it for the edge
// (issue 15: checkout capped bumps at 10 by its own count while layouts show
// at most 3): only the bumps the seller configured for the main product, no
// more than the product's layout shows, each at the price the server knows.
import { beforeAll, describe, expect, it } from "vitest";
import { apiAs, baseUrl, core, expectError, publishedDownload } from "./support/api";
import { CONSENTS } from "./support/checkout";

let token = "";
const call = apiAs(() => token);
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
const buyer = { country: "DE", business: false };

const ok = async (method: string, path: string, json?: unknown) => {
  const answer = await call(method, path, json);
  expect(answer.status, `${method} ${path}: ${answer.text}`).toBeLessThan(300);
  return answer.body;
};

const quote = (cart: Record<string, unknown>) => call("POST", "/v1/checkout/quote", { buyer, payment_method: "card", ...cart });

type Offer = { id: number; plan: number };
const bump = (o: Offer) => ({ product_id: o.id, plan_id: o.plan });

let main: Offer;
let first: Offer;
let second: Offer;
let unconfigured: Offer;
let secondOtherPlan = 0;

beforeAll(async () => {
  const response = await fetch(`${baseUrl()}/v1/app/session`, {
    method: "POST",
    headers: { "content-type": "application/json", "cf-connecting-ip": "203.0.113.160" },
    body: JSON.stringify({ email: "demo@sellwerk.test", password: "demo-password" }),
  });
  expect(response.status).toBe(200);
  token = ((await response.json()) as { access_token: string }).access_token;
  main = await publishedDownload(call, token, `Bumps main ${run}`, "main.txt", "30.00");
  first = await publishedDownload(call, token, `Bumps first ${run}`, "first.txt", "4.00");
  second = await publishedDownload(call, token, `Bumps second ${run}`, "second.txt", "6.50");
  unconfigured = await publishedDownload(call, token, `Bumps stranger ${run}`, "stranger.txt", "1.00");
  secondOtherPlan = (
    await ok("POST", `/v1/cabinet/products/${second.id}/pricing_plans`, {
      name: "Cheaper",
      terms: { kind: "one_time", currency: "eur", price: "0.50" },
    })
  ).pricing_plan.id as number;
  // the two-step layout shows two bumps; both are configured
  await ok("PUT", `/v1/cabinet/products/${main.id}/setup`, {
    upsell: { layout: "two_step_2", bumps: [{ product_id: first.id }, { product_id: second.id, plan_id: second.plan }] },
  });
});

describe("order bumps", () => {
  it("prices the configured bumps by the server's plans", async () => {
    const answer = await quote({ product_id: main.id, plan_id: main.plan, bumps: [bump(first), bump(second)] });
    expect(answer.status, answer.text).toBe(200);
    const lines = answer.body.quote.due_now.lines.map((l: any) => [l.product_id, l.role, l.gross]);
    expect(lines).toEqual([
      [main.id, "main", "30.00"],
      [first.id, "bump", "4.00"],
      [second.id, "bump", "6.50"],
    ]);
    expect(answer.body.quote.total).toBe("40.50");
    // an order expecting another total is told the price instead of paying it
    const order = await call(
      "POST",
      "/v1/checkout/orders",
      {
        cart: { buyer, payment_method: "card", product_id: main.id, plan_id: main.plan, bumps: [bump(first), bump(second)] },
        email: `bumps-${run}@example.org`,
        payer: {
          first_name: "Erika",
          last_name: "Muster",
          street: "Hauptstr.",
          street_number: "5",
          zip: "10115",
          city: "Berlin",
          payer_country: "DE",
          phone: "+49 30 1234567",
        },
        expected: { due_now: "30.00", total: "30.00" },
        consents: CONSENTS,
      },
      { "idempotency-key": `bumps-${run}` },
    );
    expectError(order, 409, "quote_changed");
  });

  it("refuses a bump the seller did not configure for this product", async () => {
    expectError(
      await quote({ product_id: main.id, plan_id: main.plan, bumps: [bump(unconfigured)] }),
      422,
      "bump_not_offered",
      "bumps/0/product_id",
    );
    // a configured product at another of its plans than the configured one
    expectError(
      await quote({ product_id: main.id, plan_id: main.plan, bumps: [{ product_id: second.id, plan_id: secondOtherPlan }] }),
      422,
      "bump_plan_unknown",
      "bumps/0/plan_id",
    );
  });

  it("refuses more bumps than the product's layout shows", async () => {
    const three = await quote({ product_id: main.id, plan_id: main.plan, bumps: [bump(first), bump(second), bump(unconfigured)] });
    expect(three.status, three.text).toBe(422);
    expect(three.body.errors.map((e: any) => [e.source.pointer, e.code])).toEqual([
      ["/bumps", "too_many_bumps"],
      ["/bumps/2/product_id", "bump_not_offered"],
    ]);
    // more than any layout shows is refused before anything is looked up
    const max = Math.max(...(core as any).setupRules().layouts.map((l: { capacity: number }) => l.capacity));
    expect(max).toBe(3);
    const many = Array.from({ length: max + 1 }, (_, i) => ({ product_id: 900000 + i, plan_id: 900000 + i }));
    expectError(await quote({ product_id: main.id, plan_id: main.plan, bumps: many }), 422, "too_many_bumps", "bumps");
  });
});
