// The cabinet home (issue 16): GET /v1/cabinet/home answers the seller's
// paid money and paid orders of the last 30 UTC days by the edge's clock,
// day by day with zeros between, and the checklist before the first sale.
// A fresh seller buys from itself on two days (the clock moved between),
// leaves one checkout unpaid, and another seller's paid order never shows.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiAs, confirmedAccount, expectError, must, publishedDownload, signIn } from "./support/api";
import { paidAndDelivered, quotedOrderBody, sandboxForm, untilOrder } from "./support/checkout";
import { startKeyStandin } from "./support/provider-standin";

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
const tokens = { seller: "", other: "" };
const anyone = apiAs(() => "");
const seller = apiAs(() => tokens.seller);
const other = apiAs(() => tokens.other);
const DAY = 86_400;

/** The UTC date `days` after now (negative: before), `YYYY-MM-DD`. */
const utcDay = (days: number) => new Date(Date.now() + days * DAY * 1000).toISOString().slice(0, 10);

/** The D1 statements the last home request prepared (the development build's count). */
let statements = 0;

async function home(call = seller) {
  const answer = await call("GET", "/v1/cabinet/home");
  expect(answer.status, answer.text).toBe(200);
  statements = Number(answer.headers.get("sellwerk-d1-statements"));
  return answer.body as {
    from: string;
    to: string;
    currency: string;
    days: { date: string; revenue: string; orders: number }[];
    revenue: string;
    paid_orders: number;
    other_currencies: { currency: string; revenue: string }[];
    checklist: Record<"seller_profile" | "payment_method" | "legal_details" | "published_product", boolean>;
    test_payments_only: boolean;
  };
}

/** An order of `product` by `call`'s buyer, paid with the sandbox's test card unless `pay` is false; its token. */
async function order(call: typeof seller, product: { id: number; plan: number }, email: string, pay = true) {
  const body = await quotedOrderBody(call, { product_id: product.id, plan_id: product.plan }, email);
  const made = await call("POST", "/v1/checkout/orders", body, { "idempotency-key": `home-${email}` });
  expect(made.status, made.text).toBe(201);
  const token = made.body.order.token as string;
  if (!pay) return token;
  expect((await sandboxForm(made.body.redirect_url, { card_number: "4242424242424242" })).status).toBe(303);
  await untilOrder(token, paidAndDelivered, "paid and delivered");
  return token;
}

const passwords = { seller: "home seller password", other: "studio-password" };
const emails = { seller: `home-${run}@example.org`, other: "studio@sellwerk.test" };

/** Moves the edge's clock; both sellers sign in again at the new time (their access tokens would have expired). */
const moveClock = async (seconds: number) => {
  const moved = await anyone("POST", "/v1/dev/clock", { offset_seconds: seconds });
  expect(moved.status, moved.text).toBe(200);
  tokens.seller = await signIn(emails.seller, passwords.seller, "203.0.113.181");
  tokens.other = await signIn(emails.other, passwords.other, "203.0.113.182");
};

let product = { id: 0, plan: 0 };
/** The statements of the home of a seller without any sale. */
let firstStatements = 0;

beforeAll(async () => {
  const password = "home seller password";
  const email = `home-${run}@example.org`;
  await confirmedAccount(anyone, {
    email,
    password,
    username: `h${run}`.slice(0, 30),
    firstName: "Hana",
    lastName: "Meyer",
    profile: "seller",
  });
  tokens.seller = await signIn(email, password, "203.0.113.181");
  tokens.other = await signIn("studio@sellwerk.test", "studio-password", "203.0.113.182");
});

afterAll(async () => {
  await moveClock(0);
});

describe("GET /v1/cabinet/home", () => {
  it("answers 30 UTC days ending today with zeros, and the checklist of a new seller", async () => {
    const h = await home();
    expect(h.days).toHaveLength(30);
    expect(h.to).toBe(utcDay(0));
    expect(h.from).toBe(utcDay(-29));
    expect(h.days[0]!.date).toBe(h.from);
    expect(h.days[29]!.date).toBe(h.to);
    // consecutive days, every one zero
    for (let i = 1; i < 30; i++) {
      expect(Date.parse(h.days[i]!.date) - Date.parse(h.days[i - 1]!.date)).toBe(DAY * 1000);
    }
    expect(h.days.every((d) => d.revenue === "0.00" && d.orders === 0)).toBe(true);
    expect(h).toMatchObject({ currency: "eur", revenue: "0.00", paid_orders: 0, other_currencies: [] });
    // the sandbox takes test payments only: not ready to take real money (issue 30)
    expect(h.checklist).toEqual({ seller_profile: false, payment_method: false, legal_details: false, published_product: false });
    expect(h.test_payments_only).toBe(true);
    firstStatements = statements;
    expect(firstStatements).toBeGreaterThan(0);
  });

  it("is the seller's own: no session is 401, a buyer's session is refused", async () => {
    expectError(await anyone("GET", "/v1/cabinet/home"), 401, "missing_access_token");
    const payer = { email: `home-payer-${run}@example.org`, password: "home payer password" };
    await confirmedAccount(anyone, { ...payer, username: `hp${run}`.slice(0, 30), firstName: "Paul", lastName: "Kauf", profile: "payer" });
    const payerToken = await signIn(payer.email, payer.password, "203.0.113.183");
    expect((await apiAs(() => payerToken)("GET", "/v1/cabinet/home")).status).toBe(403);
  });

  it("flips the checklist as the seller completes each item", async () => {
    const s = must(seller);
    // no active payment method: every method switched off
    const methods = (await s("/v1/cabinet/settings/payment_settings", undefined, "GET")).methods as {
      method: string;
      provider: string | null;
    }[];
    await s(
      "/v1/cabinet/settings/payment_settings",
      { methods: methods.map((m) => ({ method: m.method, enabled: false, provider: m.provider ?? "sandbox" })) },
      "PUT",
    );
    expect(await home()).toMatchObject({ checklist: { payment_method: false }, test_payments_only: false });
    await s("/v1/cabinet/settings/payment_settings", { methods: [{ method: "card", enabled: true, provider: "sandbox" }] }, "PUT");
    expect(await home()).toMatchObject({ checklist: { payment_method: false }, test_payments_only: true });
    // the card provider with test keys: still test payments only; with live keys: done
    const standin = await startKeyStandin();
    try {
      await s("/v1/dev/providers", { stripe_api_base: standin.apiBase });
      const connect = async (mode: "test" | "live") => {
        const keys = {
          publishable_key: `pk_${mode}_51Home0001`,
          secret_key: `sk_${mode}_51Home0001`,
          webhook_secret: "whsec_homesecret01",
        };
        await s("/v1/cabinet/settings/payment_providers/stripe", keys, "PUT");
        await s("/v1/cabinet/settings/payment_settings", { methods: [{ method: "card", enabled: true, provider: "stripe" }] }, "PUT");
      };
      await connect("test");
      expect(await home()).toMatchObject({ checklist: { payment_method: false }, test_payments_only: true });
      await connect("live");
      expect(await home()).toMatchObject({ checklist: { payment_method: true }, test_payments_only: false });
    } finally {
      // back to the sandbox for the orders below, the provider disconnected
      await s("/v1/cabinet/settings/payment_settings", { methods: [{ method: "card", enabled: true, provider: "sandbox" }] }, "PUT");
      await s("/v1/cabinet/settings/payment_providers/stripe", undefined, "DELETE");
      await s("/v1/dev/providers", { stripe_api_base: null });
      await standin.close();
    }

    await s(
      "/v1/cabinet/seller_profile",
      {
        business_type: "natural",
        phone: "+49 30 1234567",
        vat_payer: true,
        first_name: "Hana",
        last_name: "Meyer",
        street: "Hauptstraße 5",
        zip: "10115",
        city: "Berlin",
        country_code: "DE",
        tax_number_type: "number",
        tax_number: "12/345/67890",
        issuance_country_code: "DE",
      },
      "PUT",
    );
    expect((await home()).checklist).toMatchObject({ seller_profile: true, legal_details: true, published_product: false });

    product = await publishedDownload(seller, tokens.seller, `Home Guide ${run}`, "guide.txt", "45.79");
    expect((await home()).checklist).toEqual({ seller_profile: true, payment_method: false, legal_details: true, published_product: true });
  });

  it("sums paid money and counts paid orders per UTC day by the edge's clock; unpaid checkouts and other sellers are not counted", async () => {
    // today: two paid orders and one unpaid checkout
    await order(seller, product, `buyer-a-${run}@example.org`);
    await order(seller, product, `buyer-b-${run}@example.org`);
    await order(seller, product, `buyer-c-${run}@example.org`, false);
    // the attack: another seller's paid order today, of a product of its own
    const theirs = await publishedDownload(other, tokens.other, `Other Guide ${run}`, "other.txt", "99.00");
    await order(other, theirs, `buyer-d-${run}@example.org`);

    // three days later, one more paid order
    await moveClock(3 * DAY);
    try {
      await order(seller, product, `buyer-e-${run}@example.org`);
      const h = await home();
      expect(h.to).toBe(utcDay(3));
      expect(h.days).toHaveLength(30);
      const day = (date: string) => h.days.find((d) => d.date === date);
      expect(day(utcDay(0))).toEqual({ date: utcDay(0), revenue: "91.58", orders: 2 });
      expect(day(utcDay(3))).toEqual({ date: utcDay(3), revenue: "45.79", orders: 1 });
      expect(h.days.filter((d) => d.orders > 0)).toHaveLength(2);
      expect(h).toMatchObject({ currency: "eur", revenue: "137.37", paid_orders: 3, other_currencies: [] });
      // no statement per day or per order: as many as for the seller without sales
      expect(statements).toBe(firstStatements);
      // the query string names no seller: the session does
      const asked = await seller("GET", "/v1/cabinet/home?seller_id=1");
      expect(asked.body.revenue).toBe("137.37");
      // the other seller's home holds its own order and never this seller's
      const theirsHome = await home(other);
      expect(theirsHome.days.find((d) => d.date === utcDay(0))!.revenue).not.toBe("91.58");
      expect(Number(theirsHome.paid_orders)).toBeGreaterThanOrEqual(1);

      // 31 days after the first orders they have left the period
      await moveClock(31 * DAY);
      const later = await home();
      expect(later.days.some((d) => d.date === utcDay(0))).toBe(false);
      expect(later.days.find((d) => d.date === utcDay(3))).toEqual({ date: utcDay(3), revenue: "45.79", orders: 1 });
      expect(later).toMatchObject({ revenue: "45.79", paid_orders: 1 });
    } finally {
      await moveClock(0);
    }
  });
});
