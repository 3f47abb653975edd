// Password-protected products (issue 14, finding 8), against the real
// worker: a product with an access password is not listed in the shop; its
// page, quote and order answer 403 product_password_required until the
// buyer gives the password to POST /v1/shop/{shop}/products/{id}/access,
// which is checked at the edge, refuses a wrong one (422) and throttles
// guessing per address (429); the right one sets a signed grant cookie
// (and answers the grant for the Product-Access header), with which the
// page, the quote and the order work and the order is delivered. A new
// password ends old grants; a protected bump needs its own grant. The
// password is never in a cabinet answer and is stored as an Argon2id hash
// (read back from the local D1 file), also after migration 0017 marked an
// old plain one, which the edge hashes on first use or on the next tick.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { beforeAll, describe, expect, it } from "vitest";
import { type Answer, apiAs, baseUrl, expectError, publishedDownload, requestAt, stateDir } from "./support/api";
import { solidPng } from "./support/png";
import { CONSENTS } from "./support/checkout";

const run = `pw${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
let token = "";
const seller = apiAs(() => token);

const PASSWORD = `open-sesame-${run}`;
const buyer = { country: "DE", business: false };
const payer = {
  first_name: "Erika",
  last_name: "Muster",
  street: "Hauptstr.",
  street_number: "5",
  zip: "10115",
  city: "Berlin",
  payer_country: "DE",
  phone: "+49 30 1234567",
};

/** A call as an anonymous buyer, with the grant cookie or header given. */
const anon = (method: string, path: string, json?: unknown, headers: Record<string, string> = {}): Promise<Answer> =>
  requestAt(baseUrl(), method, path, json, headers);

const ok = async (answer: Promise<Answer>, what: string) => {
  const a = await answer;
  expect(a.status, `${what}: ${a.text}`).toBeLessThan(300);
  return a.body;
};

const access = (id: number, password: string, ip: string) =>
  anon("POST", `/v1/shop/demo/products/${id}/access`, { password }, { "cf-connecting-ip": ip });

/** The stored access password of product `id`, read from the local D1 file. */
function stored(id: number): string | null {
  const dir = join(stateDir(), "v3", "d1", "miniflare-D1DatabaseObject");
  const files = readdirSync(dir).filter((f) => f.endsWith(".sqlite"));
  for (const file of files) {
    const db = new DatabaseSync(join(dir, file), { readOnly: true });
    try {
      const row = db.prepare("SELECT access_password FROM products WHERE id = ?").get(id) as { access_password: string | null } | undefined;
      if (row) return row.access_password;
    } catch {
      // not the app's database
    } finally {
      db.close();
    }
  }
  throw new Error(`product ${id} not found in the local D1 files`);
}

/** Writes a stored value directly, as migration 0017 leaves a password saved in plain text before it. */
function storeRaw(id: number, value: string) {
  const dir = join(stateDir(), "v3", "d1", "miniflare-D1DatabaseObject");
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".sqlite"))) {
    const db = new DatabaseSync(join(dir, file));
    try {
      const changed = db.prepare("UPDATE products SET access_password = ? WHERE id = ?").run(value, id);
      if (Number(changed.changes) === 1) return;
    } catch {
      // not the app's database
    } finally {
      db.close();
    }
  }
  throw new Error(`product ${id} not found in the local D1 files`);
}

/** The grant cookie's value from an access answer, after checking the cookie's attributes. */
function grantCookie(answer: Answer, id: number): string {
  const line = answer.headers.get("set-cookie") ?? "";
  expect(line).toMatch(new RegExp(`^sw_product_${id}=[^;]+; Path=/v1; Max-Age=86400; HttpOnly; SameSite=Lax`));
  return line.split(";")[0]!;
}

const cart = (id: number, plan: number, extra: Record<string, unknown> = {}) => ({
  product_id: id,
  plan_id: plan,
  buyer,
  payment_method: "card",
  ...extra,
});

async function orderWith(id: number, plan: number, headers: Record<string, string>, n: string) {
  const q = await anon("POST", "/v1/checkout/quote", cart(id, plan), headers);
  expect(q.status, q.text).toBe(200);
  return anon(
    "POST",
    "/v1/checkout/orders",
    {
      cart: cart(id, plan),
      email: `${run}-${n}@example.org`,
      payer,
      expected: { due_now: q.body.quote.due_now.gross, total: q.body.quote.total },
      consents: CONSENTS,
    },
    { ...headers, "idempotency-key": `${run}-${n}` },
  );
}

async function untilDelivered(orderToken: string) {
  for (let i = 0; i < 150; i++) {
    const o = (await anon("GET", `/v1/checkout/orders/${orderToken}`)).body;
    if (o.order?.payment_state === "paid" && o.delivery?.delivered === true) return o;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`order ${orderToken} was never delivered`);
}

let secret = { id: 0, plan: 0 };
let open = { id: 0, plan: 0 };

beforeAll(async () => {
  const signIn = await anon(
    "POST",
    "/v1/app/session",
    { email: "demo@sellwerk.test", password: "demo-password" },
    { "cf-connecting-ip": "198.51.100.80" },
  );
  expect(signIn.status, signIn.text).toBe(200);
  token = signIn.body.access_token;
  secret = await publishedDownload(seller, token, `Members guide ${run}`, "guide.txt", "12.00");
  open = await publishedDownload(seller, token, `Open guide ${run}`, "open.txt", "5.00");
  await ok(seller("PATCH", `/v1/cabinet/products/${secret.id}`, { access_password: PASSWORD }), "set the password");
});

describe("a password-protected product", () => {
  it("is not listed in the shop, and the list's count and pages agree", async () => {
    const list = await anon("GET", `/v1/shop/demo/products?query=${run}&counts=true`);
    expect(list.status, list.text).toBe(200);
    expect(list.body.total_count).toBe(1);
    expect(list.body.list.map((p: any) => p.id)).toEqual([open.id]);
    // a page past the only one is clamped to it: the count does not include the hidden product
    const page2 = await anon("GET", `/v1/shop/demo/products?page=2&query=${run}&counts=true`);
    expect(page2.body).toMatchObject({ total_count: 1, page: 1 });
    expect(page2.body.list.map((p: any) => p.id)).toEqual([open.id]);
  });

  it("shows only what its password form needs without a grant", async () => {
    const page = await anon("GET", `/v1/shop/demo/products/${secret.id}`);
    expectError(page, 403, "product_password_required");
    expect(page.body.password_required).toBe(true);
    expect(page.body.product).toEqual({ id: secret.id, name: `Members guide ${run}` });
    expect(page.text).not.toContain("pricing_plans");
    expect(page.text).not.toContain("12.00");
  });

  it("cannot be quoted or ordered without a grant", async () => {
    const quote = await anon("POST", "/v1/checkout/quote", cart(secret.id, secret.plan));
    expectError(quote, 403, "product_password_required", "product_id");
    expect(quote.body.product.id).toBe(secret.id);
    const made = await anon(
      "POST",
      "/v1/checkout/orders",
      {
        cart: cart(secret.id, secret.plan),
        email: `${run}-nogrant@example.org`,
        payer,
        expected: { due_now: "12.00", total: "12.00" },
        consents: CONSENTS,
      },
      { "idempotency-key": `${run}-nogrant` },
    );
    expectError(made, 403, "product_password_required", "product_id");
  });

  it("refuses a wrong password, and throttles guessing per address", async () => {
    const wrong = await access(secret.id, "not-the-password", "198.51.100.81");
    expectError(wrong, 422, "product_password_invalid", "password");
    expect(wrong.headers.get("set-cookie")).toBeNull();
    const guesses = await Promise.all(Array.from({ length: 12 }, (_, i) => access(secret.id, `guess-${i}`, "198.51.100.82")));
    const statuses = guesses.map((g) => g.status).sort();
    // ten attempts per window and address, counted before the check even in parallel
    expect(statuses.filter((s) => s === 422)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(2);
    const late = await access(secret.id, PASSWORD, "198.51.100.82");
    expectError(late, 429, "rate_limited");
    expect(Number(late.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(late.headers.get("set-cookie")).toBeNull();
    // another address is not held up
    expect((await access(secret.id, PASSWORD, "198.51.100.83")).status).toBe(200);
  });

  it("opens with the right password: page, quote and order work with the grant cookie, and the order is delivered", async () => {
    const right = await access(secret.id, PASSWORD, "198.51.100.84");
    expect(right.status, right.text).toBe(200);
    const cookie = grantCookie(right, secret.id);
    expect(cookie).toBe(`sw_product_${secret.id}=${right.body.grant}`);
    const page = await anon("GET", `/v1/shop/demo/products/${secret.id}`, undefined, { cookie });
    expect(page.status, page.text).toBe(200);
    expect(page.body.product.pricing_plans.map((p: any) => p.id)).toEqual([secret.plan]);
    expect(page.text).not.toContain('"access_password"');
    const made = await orderWith(secret.id, secret.plan, { cookie }, "cookie");
    expect(made.status, made.text).toBe(201);
    const pay = await fetch(`${baseUrl()}${made.body.redirect_url}`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ card_number: "4242424242424242" }).toString(),
    });
    expect(pay.status).toBeLessThan(400);
    const o = await untilDelivered(made.body.order.token);
    expect(o.delivery.downloads).toHaveLength(1);
  });

  it("takes the grant from the Product-Access header, and not a forged or foreign one", async () => {
    const right = await access(secret.id, PASSWORD, "198.51.100.85");
    const grant = right.body.grant as string;
    const page = await anon("GET", `/v1/shop/demo/products/${secret.id}`, undefined, { "product-access": `junk, ${grant}` });
    expect(page.status, page.text).toBe(200);
    const quote = await anon("POST", "/v1/checkout/quote", cart(secret.id, secret.plan), { "product-access": grant });
    expect(quote.status, quote.text).toBe(200);
    const [id, exp, sig] = grant.split(".");
    const longer = `${id}.${Number(exp) + 86400 * 30}.${sig}`;
    const forged = await anon("GET", `/v1/shop/demo/products/${secret.id}`, undefined, { "product-access": longer });
    expectError(forged, 403, "product_password_required");
    // a grant is for its product only, even under another product's cookie name
    const other = await anon("GET", `/v1/shop/demo/products/${secret.id}`, undefined, {
      cookie: `sw_product_${secret.id}=${open.id}.${exp}.${sig}`,
    });
    expectError(other, 403, "product_password_required");
  });

  it("ends old grants when the password changes", async () => {
    const before = await access(secret.id, PASSWORD, "198.51.100.86");
    const cookie = grantCookie(before, secret.id);
    expect((await anon("GET", `/v1/shop/demo/products/${secret.id}`, undefined, { cookie })).status).toBe(200);
    const next = `${PASSWORD}-2`;
    await ok(seller("PATCH", `/v1/cabinet/products/${secret.id}`, { access_password: next }), "new password");
    expectError(await anon("GET", `/v1/shop/demo/products/${secret.id}`, undefined, { cookie }), 403, "product_password_required");
    expectError(
      await anon("POST", "/v1/checkout/quote", cart(secret.id, secret.plan), { cookie }),
      403,
      "product_password_required",
      "product_id",
    );
    expectError(await access(secret.id, PASSWORD, "198.51.100.86"), 422, "product_password_invalid", "password");
    const after = await access(secret.id, next, "198.51.100.86");
    expect(after.status, after.text).toBe(200);
    expect((await anon("GET", `/v1/shop/demo/products/${secret.id}`, undefined, { cookie: grantCookie(after, secret.id) })).status).toBe(
      200,
    );
    await ok(seller("PATCH", `/v1/cabinet/products/${secret.id}`, { access_password: PASSWORD }), "back to the first password");
  });

  it("shows its cover only to a holder of its grant, never cached for others", async () => {
    const put = await fetch(`${baseUrl()}/v1/cabinet/products/${secret.id}/cover/s100`, {
      method: "PUT",
      headers: { authorization: `Bearer ${token}`, "content-type": "image/png" },
      body: new Uint8Array(solidPng(100, 100)),
    });
    expect(put.status).toBe(200);
    const path = `/v1/shop/demo/products/${secret.id}/cover/s100`;
    expectError(await anon("GET", path), 403, "product_password_required");
    const grant = (await access(secret.id, PASSWORD, "198.51.100.92")).body.grant as string;
    const shown = await fetch(`${baseUrl()}${path}`, { headers: { "product-access": grant } });
    expect(shown.status).toBe(200);
    expect(shown.headers.get("content-type")).toBe("image/png");
    expect(shown.headers.get("cache-control")).toContain("private");
  });

  it("needs its own grant as an order bump, and is listed as a bump only to a buyer holding it", async () => {
    await ok(
      seller("PUT", `/v1/cabinet/products/${open.id}/setup`, {
        upsell: {
          layout: "two_step_2",
          position: "belowPayerDetails",
          bumps: [{ product_id: secret.id, plan_id: secret.plan, headline: "Members guide", description: "" }],
        },
      }),
      "bump",
    );
    const page = await anon("GET", `/v1/shop/demo/products/${open.id}`);
    expect(page.status, page.text).toBe(200);
    expect(page.body.product.bumps.items).toEqual([]);
    const bumps = [{ product_id: secret.id, plan_id: secret.plan }];
    const refused = await anon("POST", "/v1/checkout/quote", cart(open.id, open.plan, { bumps }));
    expectError(refused, 403, "product_password_required", "bumps/0/product_id");
    const grant = (await access(secret.id, PASSWORD, "198.51.100.87")).body.grant as string;
    const shown = await anon("GET", `/v1/shop/demo/products/${open.id}`, undefined, { "product-access": grant });
    expect(shown.body.product.bumps.items.map((b: any) => b.product_id)).toEqual([secret.id]);
    const quoted = await anon("POST", "/v1/checkout/quote", cart(open.id, open.plan, { bumps }), { "product-access": grant });
    expect(quoted.status, quoted.text).toBe(200);
    expect(quoted.body.quote.total).toBe("17.00");
    await ok(
      seller("PUT", `/v1/cabinet/products/${open.id}/setup`, {
        upsell: { layout: "two_step_2", position: "belowPayerDetails", bumps: [] },
      }),
      "no bump",
    );
  });
});

describe("the stored password", () => {
  it("is never in a cabinet answer and is stored as an Argon2id hash", async () => {
    const one = await seller("GET", `/v1/cabinet/products/${secret.id}`);
    const list = await seller("GET", `/v1/cabinet/products?per=100&query=${run}`);
    const patched = await seller("PATCH", `/v1/cabinet/products/${secret.id}`, { name: `Members guide ${run}` });
    const copy = await seller("POST", `/v1/cabinet/products/${secret.id}/duplicate`);
    for (const answer of [one, list, patched, copy]) {
      expect(answer.status, answer.text).toBeLessThan(300);
      expect(answer.text).not.toContain(PASSWORD);
      expect(answer.text).not.toContain('"access_password"');
      expect(answer.text).not.toContain("$argon2");
    }
    expect(one.body.product).toMatchObject({ private: true });
    expect(one.body.product.warnings).toContain("has_access_password");
    const value = stored(secret.id);
    expect(value).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(value).not.toContain(PASSWORD);
  });

  it("removed, makes the product public again", async () => {
    const copy = await publishedDownload(seller, token, `Removed guide ${run}`, "removed.txt", "3.00");
    await ok(seller("PATCH", `/v1/cabinet/products/${copy.id}`, { access_password: "temporary" }), "set");
    expectError(await anon("GET", `/v1/shop/demo/products/${copy.id}`), 403, "product_password_required");
    const cleared = await seller("PATCH", `/v1/cabinet/products/${copy.id}`, { access_password: null });
    expect(cleared.body.product.private).toBe(false);
    expect(stored(copy.id)).toBeNull();
    expect((await anon("GET", `/v1/shop/demo/products/${copy.id}`)).status).toBe(200);
    const list = await anon("GET", `/v1/shop/demo/products?per=100&query=${encodeURIComponent(`Removed guide ${run}`)}`);
    expect(list.body.list.map((p: any) => p.id)).toEqual([copy.id]);
    const access = await anon(
      "POST",
      `/v1/shop/demo/products/${copy.id}/access`,
      { password: "temporary" },
      { "cf-connecting-ip": "198.51.100.88" },
    );
    expect(access.status, access.text).toBe(200);
    expect(access.body).toEqual({ product_id: copy.id, password_required: false, grant: null });
    expect(access.headers.get("set-cookie")).toBeNull();
  });

  it("saved in plain text before migration 0017 is hashed on the first right attempt and by the scheduler", async () => {
    const first = await publishedDownload(seller, token, `Legacy guide ${run}`, "legacy.txt", "4.00");
    const second = await publishedDownload(seller, token, `Legacy two ${run}`, "legacy2.txt", "4.00");
    storeRaw(first.id, "plain:legacy-pass-1");
    storeRaw(second.id, "plain:legacy-pass-2");
    // marked as plain text, the product is protected all the same
    expectError(await anon("GET", `/v1/shop/demo/products/${first.id}`), 403, "product_password_required");
    const cabinet = await seller("GET", `/v1/cabinet/products/${first.id}`);
    expect(cabinet.body.product.private).toBe(true);
    expect(cabinet.text).not.toContain("legacy-pass-1");
    expectError(await access(first.id, "plain:legacy-pass-1", "198.51.100.89"), 422, "product_password_invalid", "password");
    const right = await access(first.id, "legacy-pass-1", "198.51.100.89");
    expect(right.status, right.text).toBe(200);
    expect(stored(first.id)).toMatch(/^\$argon2id\$/);
    // the grant follows the hash now stored
    expect((await anon("GET", `/v1/shop/demo/products/${first.id}`, undefined, { cookie: grantCookie(right, first.id) })).status).toBe(200);
    const tick = await anon("POST", "/v1/dev/tick");
    expect(tick.status, tick.text).toBe(200);
    expect(stored(second.id)).toMatch(/^\$argon2id\$/);
    const later = await access(second.id, "legacy-pass-2", "198.51.100.89");
    expect(later.status, later.text).toBe(200);
  });
});
