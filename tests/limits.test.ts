// Issue 29, "Limits that hold", against the real worker.
// - IPv6 clients are limited per /64 (core's `client_ip::limit_key`): 80
//   product-password guesses, sign-ups and contact messages from addresses
//   rotating within `2001:db8::/64` meet the same limits as one address.
// - Coupon codes cannot be guessed: lookups and quotes naming a code are
//   throttled per address and per shop (429 with Retry-After, the spec's
//   error shape), and a deactivated code answers like an unknown one.
// The limits are fixed windows on the edge's clock; this file moves the
// clock to the start of a fresh hour so no window ends during a test.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Answer, apiAs, baseUrl, expectError, must, publishedDownload, requestAt, signIn } from "./support/api";

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
const anyone = (method: string, path: string, json?: unknown, ip?: string) =>
  requestAt(baseUrl(), method, path, json, ip ? { "cf-connecting-ip": ip } : {});
let token = "";
const seller = apiAs(() => token);

/** The `n`th address of the /64 `prefix` (`2001:db8:0:7`), written in varying forms. */
function inNet(prefix: string, n: number): string {
  const low = n.toString(16);
  return n % 3 === 0
    ? `${prefix}::${low}`
    : n % 3 === 1
      ? `${prefix}:${low}:0:0:${low}`
      : `${prefix}:ffff:${low}:abcd:${low}`.toUpperCase();
}

/** Moves the edge's clock to 5 seconds into the next hour: every limit's window starts fresh, none ends for 15 minutes. */
async function freshWindows() {
  const real = Math.floor(Date.now() / 1000);
  const offset = Math.ceil(real / 3600) * 3600 + 5 - real;
  const moved = await anyone("POST", "/v1/dev/clock", { offset_seconds: offset });
  expect(moved.status, moved.text).toBe(200);
  token = await signIn("demo@sellwerk.test", "demo-password", `192.0.2.${200 + Math.floor(Math.random() * 50)}`);
}

const tally = (answers: Answer[]) => {
  const out: Record<number, number> = {};
  for (const a of answers) out[a.status] = (out[a.status] ?? 0) + 1;
  return out;
};

/** `n` requests made by `make(i)`, `width` at a time. */
async function many(n: number, width: number, make: (i: number) => Promise<Answer>): Promise<Answer[]> {
  const out: Answer[] = [];
  for (let start = 0; start < n; start += width) {
    out.push(...(await Promise.all(Array.from({ length: Math.min(width, n - start) }, (_, k) => make(start + k)))));
  }
  return out;
}

function refused(answers: Answer[]) {
  const late = answers.filter((a) => a.status === 429);
  expect(late.length).toBeGreaterThan(0);
  for (const a of late.slice(0, 3)) {
    expectError(a, 429, "rate_limited");
    expect(Number(a.headers.get("retry-after"))).toBeGreaterThan(0);
  }
}

let secret = { id: 0, plan: 0 };
let code = "";
let inactive = "";

beforeAll(async () => {
  await freshWindows();
  secret = await publishedDownload(seller, token, `Limits guide ${run}`, "guide.txt", "9.00");
  const call = must(seller);
  await call(`/v1/cabinet/products/${secret.id}`, { access_password: `right-${run}` }, "PATCH");
  code = `LIMIT${run.toUpperCase()}`.slice(0, 30);
  inactive = `SLEEP${run.toUpperCase()}`.slice(0, 30);
  for (const c of [code, inactive]) {
    const made = await seller("POST", "/v1/cabinet/coupons", {
      code: c,
      form: "single",
      active: true,
      value: "10",
      value_form: "percents",
      applies_to: "first_payment",
    });
    expect(made.status, made.text).toBe(201);
    if (c === inactive) expect((await seller("POST", `/v1/cabinet/coupons/${made.body.coupons[0].id}/deactivate`)).status).toBe(200);
  }
}, 60_000);

afterAll(async () => {
  await anyone("POST", "/v1/dev/faults", { coupon_limits: false, clear_limits: true });
  await anyone("POST", "/v1/dev/clock", { offset_seconds: 0 });
  if (secret.id) await seller("POST", `/v1/cabinet/products/${secret.id}/archive`);
});

describe("an IPv6 client is one client per /64 (attack)", () => {
  it("80 product-password guesses from rotating 2001:db8::/64 addresses get 429 after 10; the next /64 is not held up", async () => {
    const guesses = await many(80, 8, (i) =>
      anyone("POST", `/v1/shop/demo/products/${secret.id}/access`, { password: `guess-${i}` }, inNet("2001:db8:0:0", i + 1)),
    );
    expect(tally(guesses)).toEqual({ 422: 10, 429: 70 });
    refused(guesses);
    // the right password from the same /64 waits too; from the next /64 it opens
    expectError(
      await anyone("POST", `/v1/shop/demo/products/${secret.id}/access`, { password: `right-${run}` }, "2001:db8::beef"),
      429,
      "rate_limited",
    );
    // the next /64 is another client
    expect(
      (await anyone("POST", `/v1/shop/demo/products/${secret.id}/access`, { password: `right-${run}` }, "2001:db8:0:1::1")).status,
    ).toBe(200);
  });

  it("sign-ups from rotating addresses of one /64 get 429 after 20", async () => {
    const made = await many(24, 4, (i) =>
      anyone(
        "POST",
        "/v1/app/user",
        {
          email: `limits-${run}-${i}@example.org`,
          password: "a-long-enough-password",
          username: `l${run}${i}`.slice(0, 30),
          first_name: "Ina",
          last_name: "Six",
          locale: "en",
          profile_type: "payer",
          terms_accepted: true,
        },
        inNet("2001:db8:0:5", i + 1),
      ),
    );
    expect(tally(made)).toEqual({ 201: 20, 429: 4 });
    refused(made);
  });

  it("contact messages from rotating addresses of one /64 get 429 after 10", async () => {
    const sent = await many(14, 7, (i) =>
      anyone(
        "POST",
        "/v1/shop/demo/contact",
        { first_name: "Ira", email: `contact-${run}-${i}@example.org`, message: `Hello ${i}` },
        inNet("2001:db8:0:6", i + 1),
      ),
    );
    expect(tally(sent)).toEqual({ 201: 10, 429: 4 });
    refused(sent);
    // an IPv4-mapped IPv6 address counts as its IPv4 address
    const v4 = "192.0.2.77";
    for (let i = 0; i < 10; i++) {
      const ok = await anyone(
        "POST",
        "/v1/shop/demo/contact",
        { first_name: "V", email: `v4-${run}-${i}@example.org`, message: "m" },
        i % 2 ? v4 : `::ffff:${v4}`,
      );
      expect(ok.status, ok.text).toBe(201);
    }
    expectError(
      await anyone("POST", "/v1/shop/demo/contact", { first_name: "V", email: `v4-${run}-x@example.org`, message: "m" }, `::ffff:${v4}`),
      429,
      "rate_limited",
    );
  });
});

describe("coupon codes cannot be guessed (attack)", () => {
  const lookup = (c: string, ip: string) => anyone("GET", `/v1/shop/demo/coupons/${encodeURIComponent(c)}`, undefined, ip);
  let grant = "";

  beforeAll(async () => {
    const opened = await anyone("POST", `/v1/shop/demo/products/${secret.id}/access`, { password: `right-${run}` }, "2001:db8:0:2::1");
    expect(opened.status, opened.text).toBe(200);
    grant = opened.body.grant as string;
  });

  const quoteWithGrant = (c: string | undefined, ip: string) =>
    requestAt(
      baseUrl(),
      "POST",
      "/v1/checkout/quote",
      { product_id: secret.id, plan_id: secret.plan, buyer: { country: "DE" }, ...(c ? { coupon_code: c } : {}) },
      { "cf-connecting-ip": ip, "product-access": grant },
    );

  it("answers a deactivated code like an unknown one, in the lookup and in the quote; an active, expired or used-up one with its terms", async () => {
    await anyone("POST", "/v1/dev/faults", { clear_limits: true });
    expect((await lookup(code, "203.0.113.29")).body.coupon).toMatchObject({ code, active: true, value: "10" });
    const sleeping = await lookup(inactive, "203.0.113.29");
    expectError(sleeping, 404, "coupon_not_found");
    expect(sleeping.text).not.toContain('"value"');
    expectError(await lookup(`NOPE${run}`, "203.0.113.29"), 404, "coupon_not_found");
    // an expired or used-up code keeps its terms readable: the payment page says why it no longer applies
    expect((await lookup("SUMMER24", "203.0.113.29")).body.coupon).toMatchObject({ code: "SUMMER24", active: true });
    expect((await lookup("FIRST1", "203.0.113.29")).body.coupon).toMatchObject({ code: "FIRST1", limit: 1 });
    expectError(await quoteWithGrant(inactive, "203.0.113.29"), 422, "coupon_not_found", "coupon_code");
    expectError(await quoteWithGrant(`NOPE${run}`, "203.0.113.29"), 422, "coupon_not_found", "coupon_code");
    expect((await quoteWithGrant(code, "203.0.113.29")).body.quote.coupon_code).toBe(code);
  });

  it("305 lookups from one address get 429 after 30 (in development once switched on)", async () => {
    await anyone("POST", "/v1/dev/faults", { coupon_limits: true, clear_limits: true });
    const ip = "2001:db8:0:c1::1";
    const looked = await many(305, 15, (i) => lookup(i === 0 ? code : `GUESS${i}${run}`, ip));
    expect(tally(looked)).toEqual({ 200: 1, 404: 29, 429: 275 });
    refused(looked);
    // another address is not held up
    expect((await lookup(code, "2001:db8:0:c2::1")).status).toBe(200);
  });

  it("100 quotes naming a code from one address get 429 after 60; a quote without a code is not counted", async () => {
    await anyone("POST", "/v1/dev/faults", { coupon_limits: true, clear_limits: true });
    const ip = "198.51.100.229";
    const quoted = await many(100, 10, (i) => quoteWithGrant(i % 2 ? code : `GUESS${i}${run}`, ip));
    expect(tally(quoted)).toEqual({ 200: 30, 422: 30, 429: 40 });
    refused(quoted);
    expect((await quoteWithGrant(undefined, ip)).status).toBe(200);
  });

  it("past 200 misses at one shop from many addresses, every lookup and quote naming a code there answers 429, found codes too", async () => {
    await anyone("POST", "/v1/dev/faults", { coupon_limits: true, clear_limits: true });
    // 8 clients (each its own /64) guess 26 codes each: 208 misses
    const guesses = await many(208, 16, (i) => lookup(`GUESS${i}${run}`, `2001:db8:${(i % 8) + 0x100}::${i}`));
    expect(tally(guesses)).toEqual({ 404: 200, 429: 8 });
    refused(guesses);
    // a buyer with the real code, from a fresh address, learns nothing either
    expectError(await lookup(code, "2001:db8:0:d1::1"), 429, "rate_limited");
    expectError(await quoteWithGrant(code, "2001:db8:0:d2::1"), 429, "rate_limited");
    // a quote without a code, and another shop's codes, are untouched
    expect((await quoteWithGrant(undefined, "2001:db8:0:d3::1")).status).toBe(200);
    expect((await anyone("GET", "/v1/shop/kleinunternehmer/coupons/BRUSH2", undefined, "2001:db8:0:d4::1")).status).toBe(200);
    // development lifts the coupon limits again
    await anyone("POST", "/v1/dev/faults", { coupon_limits: false });
    expect((await lookup(code, "2001:db8:0:d1::1")).status).toBe(200);
  });
});
