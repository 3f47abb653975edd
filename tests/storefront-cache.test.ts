// The edge cache's two layers (issue 18): the isolate's memory in front of
// the Cache API. A hit in memory makes no D1 statement; a page served a
// second time is given to the Cache API too (after the answer); a shop the isolate
// knows nothing of is read in one statement with its version; and a change no
// seller request announces (a buyer's order selling the last copy) shows
// once the pointer's five seconds from its D1 read are over, on the edge's
// clock. `sellwerk-bench: no-memory` (development builds only) makes a
// request skip the memory: here it shows what the Cache API alone answers.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Answer, apiAs, atSite, baseUrl, confirmedAccount, must, publishedProduct, requestAt, signIn } from "./support/api";
import { payer, quotedOrderBody } from "./support/checkout";

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
const anyone = apiAs(() => "");
let token = "";
const seller = apiAs(() => token);
const username = `sc${run}`.slice(0, 30);
const NAME = `Last Copy ${run}`;
let product = { id: 0, plan: 0 };

function page(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return atSite("GET", path, undefined, { "accept-language": "en-US,en;q=0.9", ...headers });
}

/** The page as the Cache API alone answers it (the isolate's memory skipped). */
const withoutMemory = (path: string) => page(path, { "sellwerk-bench": "no-memory" });

const statements = (answer: Answer) => Number(answer.headers.get("sellwerk-d1-statements"));
const cacheOf = (answer: Answer) => answer.headers.get("sellwerk-cache");

/** A seller write that changes nothing a page shows: it drops the shop's pointer. */
async function dropPointer() {
  const settings = await seller("GET", "/v1/cabinet/settings/notifications");
  expect(settings.status, settings.text).toBe(200);
  const put = await seller("PUT", "/v1/cabinet/settings/notifications", settings.body);
  expect(put.status, put.text).toBe(200);
}

async function setClock(offset: number) {
  const moved = await requestAt(baseUrl(), "POST", "/v1/dev/clock", { offset_seconds: offset });
  expect(moved.status, moved.text).toBe(200);
}

beforeAll(async () => {
  const email = `${username}@example.org`;
  const password = "storefront cache seller password";
  const call = (method: string, path: string, json?: unknown) => anyone(method, path, json, { "cf-connecting-ip": "203.0.113.176" });
  await confirmedAccount(call, { email, password, username, firstName: "Cora", lastName: "Cache", profile: "seller" });
  token = await signIn(email, password, "203.0.113.176");
  product = await publishedProduct(must(seller), "course", NAME, { kind: "one_time", currency: "eur", price: "12.00" });
  await must(seller)(`/v1/cabinet/products/${product.id}`, { limit: 1 }, "PATCH");
});

afterAll(async () => {
  await setClock(0);
});

describe("the edge cache's layers", () => {
  it("serve a hit from memory, and keep what memory keeps in the Cache API too", async () => {
    await dropPointer();
    const first = await page(`/s/${username}`);
    expect(first.status, first.text).toBe(200);
    expect(cacheOf(first)).toBe("miss");
    // the version alone (the shop was seen: its pointer was dropped), then the page's one statement
    expect(statements(first)).toBe(2);
    for (let i = 0; i < 3; i++) {
      const hit = await page(`/s/${username}`);
      expect(cacheOf(hit)).toBe("hit");
      expect(statements(hit)).toBe(0);
      expect(hit.text).toBe(first.text);
    }
    // the Cache API has the page as well: it was stored after the answer,
    // so it is asked for until it is there (the pointer may have aged
    // meanwhile: then the version is read again, one statement)
    let kept: Answer | undefined;
    for (let i = 0; i < 50 && cacheOf((kept = await withoutMemory(`/s/${username}`))) !== "hit"; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(cacheOf(kept!)).toBe("hit");
    expect(statements(kept!)).toBeLessThanOrEqual(1);
    expect(kept!.text).toBe(first.text);
    expect(kept!.headers.get("etag")).toBe(first.headers.get("etag"));
  });

  it("read a shop it knows nothing of in one statement, the version with the page's data", async () => {
    // the seller's write deleted the Cache API's pointer, and the memory
    // is skipped: nothing is known of the shop
    await dropPointer();
    const cold = await withoutMemory(`/s/${username}/products/${product.id}`);
    expect(cold.status, cold.text).toBe(200);
    // the seller with the version, the page, the products and the categories
    expect(statements(cold)).toBe(1);
    expect(cold.text).toContain(NAME);
  });

  it("show a change no seller request announced once the pointer's five seconds are over", async () => {
    const before = await page(`/s/${username}`);
    expect(before.text).toContain(NAME);
    expect(before.text).not.toContain("Sold out");
    expect(cacheOf(await page(`/s/${username}`))).toBe("hit");
    // a buyer's order holds the only copy: the product is sold out, and
    // the shop version moved without any seller request
    const body = await quotedOrderBody(anyone, { product_id: product.id, plan_id: product.plan }, `last-${run}@example.org`, payer);
    const made = await anyone("POST", "/v1/checkout/orders", body, {
      "idempotency-key": `${run}-last`,
      "cf-connecting-ip": "203.0.113.177",
    });
    expect(made.status, made.text).toBe(201);
    // six seconds later on the edge's clock, every pointer read before the
    // order is too old: the version is read again, and the page rendered
    await setClock(6);
    const after = await page(`/s/${username}`);
    expect(after.status, after.text).toBe(200);
    expect(cacheOf(after)).toBe("miss");
    expect(after.text).toContain("Sold out");
    const again = await page(`/s/${username}`);
    expect(cacheOf(again)).toBe("hit");
    expect(statements(again)).toBe(0);
    expect(again.text).toBe(after.text);
    const productPage = await page(`/s/${username}/products/${product.id}`);
    expect(productPage.text).toContain("https://schema.org/SoldOut");
    await setClock(0);
  });
});
