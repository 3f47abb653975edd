// Guest buyers reach what they bought (issue 30). A guest pays for a course
// on a phone through the real payment page and the sandbox provider, and
// the thank-you page's "Open your purchases" leads into the payer area
// without any password (the account is made quietly from the order). On a
// desktop, "Send me a sign-in link" at the shop mails a working link to an
// address that only ever bought as a guest, and the confirmation mail's
// own sign-in link works too. Then the attacks, through the API: the
// thank-you sign-in works only for the browser that paid, never signs into
// an account that existed, and an account made from someone else's address
// sees nothing else bought with it and ends when the owner signs in by mail;
// the magic link tells nothing about an address and is rate-limited.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DevMailbox, SignInPage, SignUpPages } from "./pages/AccountPages";
import { CheckoutPage } from "./pages/CheckoutPages";
import { PayerSellerPage } from "./pages/PayerPages";
import { type Answer, apiAs, baseUrl, confirmedAccount, expectError, must, publishedProduct, requestAt, signIn } from "./support/api";
import { launchBrowser, useBrowserPage } from "./support/browser";
import { paidAndDelivered, quotedOrderBody, sandboxForm, untilOrder } from "./support/checkout";

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
let token = "";
const anyone = apiAs(() => "");
const demo = apiAs(() => token);
let course = { id: 0, plan: 0 };
let clients = 0;
/** A client address of its own for each call that counts against one (orders, sign-ins, mails). */
const newAddress = () => `198.51.${100 + ((clients >> 8) & 15)}.${clients++ & 255}`;

type Mail = { to: string; subject: string; text: string; link: string };
async function mailsTo(to: string): Promise<Mail[]> {
  return ((await anyone("GET", `/v1/dev/mails?to=${encodeURIComponent(to)}`)).body.list as Mail[]).filter((m) => m.to === to);
}
/** The first mail to `to` whose subject matches, once the queue has sent it. */
async function mailTo(to: string, subject: RegExp): Promise<Mail> {
  for (let i = 0; i < 120; i++) {
    const found = (await mailsTo(to)).find((m) => subject.test(m.subject));
    if (found) return found;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no mail ${subject} to ${to}`);
}

/** The `order_link` of the sign-in link in an order's confirmation mail. */
const orderLinkOf = (mail: Mail) => /\/s\/demo\/sign_in\?order_link=([A-Za-z0-9_.-]+)/.exec(mail.text)?.[1] ?? "";

/** The `sw_buyer` cookie an order's answer set (the paying browser's secret), as a request sends it back. */
function buyerCookie(answer: Answer): string {
  const line = answer.headers.getSetCookie().find((c) => c.startsWith("sw_buyer=")) ?? "";
  return line.split(";")[0] ?? "";
}

/** The access token of a session answer. */
const accessOf = (answer: Answer) => answer.body.access_token as string;

/**
 * A guest order of the course with `email`, paid by sandbox card from a
 * browser holding `cookie` (none: a browser without one, which gets its own):
 * the order's token and the browser's cookie.
 */
async function guestOrder(email: string, cookie = "", pay = true) {
  const body = await quotedOrderBody(anyone, { product_id: course.id, plan_id: course.plan }, email);
  const made = await anyone("POST", "/v1/checkout/orders", body, {
    "idempotency-key": `guest-${run}-${clients}-${email}`,
    "cf-connecting-ip": newAddress(),
    ...(cookie ? { cookie } : {}),
  });
  expect(made.status, made.text).toBe(201);
  const orderToken = made.body.order.token as string;
  if (pay) {
    expect((await sandboxForm(made.body.redirect_url as string, { card_number: "4242424242424242" })).status).toBe(303);
    await untilOrder(orderToken, paidAndDelivered, "paid and delivered");
  }
  return { token: orderToken, cookie: buyerCookie(made) || cookie };
}

/** The thank-you page's sign-in of order `orderToken`, from a browser holding `cookie`. */
const thankYouSignIn = (orderToken: string, cookie: string) =>
  anyone("POST", `/v1/checkout/orders/${orderToken}/sign_in`, undefined, {
    "cf-connecting-ip": newAddress(),
    ...(cookie ? { cookie } : {}),
  });

/** Asks for a magic link for `email` at the demo shop, from a client address of its own. */
const askMagicLink = (email: string, address = newAddress()) =>
  anyone("POST", "/v1/app/user/send_magic_link", { email, profile_type: "payer", seller: "demo" }, { "cf-connecting-ip": address });

/**
 * Moves the edge's clock to 5 seconds into the next quarter of an hour, so
 * that a mail limit's window (`MAILS_PER_EMAIL`, 15 minutes, fixed) starts
 * fresh and does not end for the next 15 minutes.
 */
async function freshQuarter() {
  const real = Math.floor(Date.now() / 1000);
  const moved = await anyone("POST", "/v1/dev/clock", { offset_seconds: Math.ceil(real / 900) * 900 + 5 - real });
  expect(moved.status, moved.text).toBe(200);
}

/** Signs in with the newest magic link mailed to `email`. */
async function useMagicLink(email: string) {
  const mail =
    (await mailsTo(email)).find((m) => /sign-in link|Anmeldelink/i.test(m.subject)) ?? (await mailTo(email, /sign-in link|Anmeldelink/i));
  const magic = new URL(mail.link, baseUrl()).searchParams.get("magic_token") ?? "";
  return anyone("POST", "/v1/app/session/magic_link", { token: magic });
}

/** The order tokens `access` sees in the payer area. */
async function seenOrders(access: string) {
  const answer = await requestAt(baseUrl(), "GET", "/v1/payer/orders", undefined, { authorization: `Bearer ${access}` });
  expect(answer.status, answer.text).toBe(200);
  return (answer.body.list as { token: string }[]).map((o) => o.token);
}

beforeAll(async () => {
  token = await signIn("demo@sellwerk.test", "demo-password", "203.0.113.61");
  course = await publishedProduct(must(demo), "course", `Watercolour basics ${run}`, { kind: "one_time", currency: "eur", price: "29.00" });
});

afterAll(async () => {
  if (course.id) await demo("POST", `/v1/cabinet/products/${course.id}/archive`);
});

describe("a guest buyer in the browser", () => {
  const browser = useBrowserPage();
  let page: Page;
  const guest = `guest-phone-${run}@example.org`;

  beforeAll(() => {
    page = browser.page();
  });

  it("buys on a phone and opens the purchases from the thank-you page without a password", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    // a guest's payment page asks who is signed in without a failed request (issue 30)
    const failed: string[] = [];
    page.on("response", (r) => {
      if (r.status() >= 400 && new URL(r.url()).pathname.startsWith("/v1/")) failed.push(`${r.status()} ${r.url()}`);
    });
    const asked = page.waitForResponse((r) => new URL(r.url()).pathname === "/v1/checkout/buyer");
    const checkout = new CheckoutPage(page);
    await checkout.open(baseUrl(), "demo", course.id, course.plan);
    expect(await (await asked).json()).toEqual({ buyer: null });
    expect(await page.getByTestId("payer-email").inputValue()).toBe("");
    await checkout.chooseCountry("DE");
    await checkout.fillPayer({
      first_name: "Gina",
      last_name: "Gast",
      email: guest,
      street: "Hauptstraße",
      street_number: "5",
      zip: "10115",
      city: "Berlin",
      phone: "+49 30 1234567",
    });
    const sandbox = await checkout.buyAndGoToProvider();
    await sandbox.pay("4242424242424242");
    const thanks = await sandbox.backAtShop();
    await thanks.waitFor("ready");
    const orderToken = thanks.token();

    const open = page.getByTestId("open-purchases");
    await open.waitFor();
    // on a phone the way in fits the screen
    const box = await open.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390, JSON.stringify(box)).toBe(true);
    await open.click();
    const purchases = new PayerSellerPage(page);
    await purchases.waitFor("demo");
    expect(await purchases.orderTokens()).toEqual([orderToken]);
    expect((await purchases.courses()).map((c) => c.productId)).toEqual([course.id]);
    // no password was asked for, and none exists
    expect(await page.getByTestId("sign-in-password").count()).toBe(0);

    // the confirmation mail carries a sign-in link of its own
    expect(orderLinkOf(await mailTo(guest, /^Your order/))).not.toBe("");
    expect(browser.errors).toEqual([]);
    expect(failed).toEqual([]);
  });

  it("gets a working sign-in link by mail at the shop, for an address that only bought as a guest", async () => {
    const other = `guest-desk-${run}@example.org`;
    const bought = await guestOrder(other);
    // a browser of its own: nothing of the phone's session
    const desk = await launchBrowser({ viewport: { width: 1280, height: 900 } });
    try {
      const deskPage = await desk.context.newPage();
      const errors: string[] = [];
      deskPage.on("pageerror", (e) => errors.push(e.message));
      const signInPage = new SignInPage(deskPage);
      await signInPage.open(baseUrl(), "/s/demo/sign_in");
      await signInPage.fill(other);
      await signInPage.sendMagicLink();
      await new DevMailbox(deskPage).followLink(baseUrl(), other, "/users/sign_in?magic_token=");
      await deskPage.waitForURL((url) => url.pathname.startsWith("/payer"));
      const purchases = new PayerSellerPage(deskPage);
      await purchases.open(baseUrl(), "demo");
      expect(await purchases.orderTokens()).toEqual([bought.token]);
      // signed in, the next payment page fills in the buyer's address (issue 30)
      const again = new CheckoutPage(deskPage);
      await again.open(baseUrl(), "demo", course.id, course.plan);
      await deskPage.waitForFunction(
        (email) => document.querySelector<HTMLInputElement>('[data-testid="payer-email"]')?.value === email,
        other,
      );
      expect(errors).toEqual([]);
    } finally {
      await desk.close();
    }
  });

  it("offers an address that only bought as a guest a sign-in link on the sign-up page, not a dead end", async () => {
    const other = `guest-signup-${run}@example.org`;
    const bought = await guestOrder(other);
    // the thank-you page made its account quietly (no password)
    expect((await thankYouSignIn(bought.token, bought.cookie)).status).toBe(200);
    const desk = await launchBrowser({ viewport: { width: 1280, height: 900 } });
    try {
      const deskPage = await desk.context.newPage();
      const signUp = new SignUpPages(deskPage);
      await signUp.open(baseUrl());
      await signUp.fillFirstStep({ email: other });
      await deskPage.getByTestId("sign-up-known").waitFor();
      await deskPage.getByTestId("sign-up-known-link").click();
      await deskPage.getByTestId("sign-up-known-sent").waitFor();
      await new DevMailbox(deskPage).followLink(baseUrl(), other, "/users/sign_in?magic_token=");
      await deskPage.waitForURL((url) => url.pathname.startsWith("/payer"));
      const purchases = new PayerSellerPage(deskPage);
      await purchases.open(baseUrl(), "demo");
      expect(await purchases.orderTokens()).toEqual([bought.token]);
    } finally {
      await desk.close();
    }
  });

  it("signs in by the confirmation mail's link, in any browser, into the buyer's purchases", async () => {
    const mail = await mailTo(guest, /^Your order/);
    const desk = await launchBrowser({ viewport: { width: 1280, height: 900 } });
    try {
      const deskPage = await desk.context.newPage();
      await deskPage.goto(`${baseUrl()}/s/demo/sign_in?order_link=${orderLinkOf(mail)}`);
      const purchases = new PayerSellerPage(deskPage);
      await purchases.waitFor("demo");
      expect((await purchases.courses()).map((c) => c.productId)).toEqual([course.id]);
    } finally {
      await desk.close();
    }
  });
});

describe("a guest buyer's way in, attacked", () => {
  it("tells a payment page who is signed in only on the app's own pages, and answers a guest without a failure", async () => {
    const guestAnswer = await anyone("GET", "/v1/checkout/buyer");
    expect(guestAnswer.status).toBe(200);
    expect(guestAnswer.body).toEqual({ buyer: null });
    expect(guestAnswer.headers.get("cache-control")).toContain("no-store");
    // a token that is not one is a guest, never a 401
    expect((await apiAs(() => "not-a-token")("GET", "/v1/checkout/buyer")).body).toEqual({ buyer: null });
    const own = await demo("GET", "/v1/checkout/buyer", undefined, { "sec-fetch-site": "same-origin" });
    expect(own.body).toEqual({ buyer: { email: "demo@sellwerk.test", first_name: expect.any(String), last_name: expect.any(String) } });
    // a shop's site (the seller's code) or any other site gets nothing, even with the session
    for (const site of ["same-site", "cross-site"]) {
      expect((await demo("GET", "/v1/checkout/buyer", undefined, { "sec-fetch-site": site })).body).toEqual({ buyer: null });
    }
  });

  it("signs in only the browser that paid: a known order token and another browser's cookie get nothing", async () => {
    const email = `only-payer-${run}@example.org`;
    const order = await guestOrder(email);
    const stranger = await guestOrder(`stranger-${run}@example.org`);
    expectError(await thankYouSignIn(order.token, ""), 403, "sign_in_by_mail");
    expectError(await thankYouSignIn(order.token, stranger.cookie), 403, "sign_in_by_mail");
    expectError(await thankYouSignIn(order.token, "sw_buyer=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"), 403, "sign_in_by_mail");
    // the paying browser, again and again
    for (let i = 0; i < 2; i++) {
      const session = await thankYouSignIn(order.token, order.cookie);
      expect(session.status, session.text).toBe(200);
      expect(session.body.user.email).toBe(email);
      expect(await seenOrders(accessOf(session))).toEqual([order.token]);
    }
  });

  it("does not sign in from an unpaid order", async () => {
    const order = await guestOrder(`unpaid-${run}@example.org`, "", false);
    expectError(await thankYouSignIn(order.token, order.cookie), 403, "sign_in_by_mail");
  });

  it("never signs into an account that exists: paying with its address gives the payer no session", async () => {
    const victim = { email: `victim-${run}@example.org`, password: "the victim's own password" };
    await confirmedAccount(anyone, {
      ...victim,
      username: `victim${run}`.slice(0, 30),
      firstName: "Vera",
      lastName: "Opfer",
      profile: "payer",
    });
    const attack = await guestOrder(victim.email);
    expectError(await thankYouSignIn(attack.token, attack.cookie), 403, "sign_in_by_mail");
    // the owner's account is theirs as before
    const owner = await requestAt(baseUrl(), "POST", "/v1/app/session", victim, { "cf-connecting-ip": newAddress() });
    expect(owner.status, owner.text).toBe(200);
  });

  it("keeps someone else's earlier purchases from whoever pays with their address, and ends that session when the owner signs in by mail", async () => {
    const victim = `unclaimed-${run}@example.org`;
    // the owner bought as a guest before, in their own browser, and never signed in
    const earlier = await guestOrder(victim);
    // the attacker pays with the owner's address and signs in on the thank-you page
    const attack = await guestOrder(victim);
    const session = await thankYouSignIn(attack.token, attack.cookie);
    expect(session.status, session.text).toBe(200);
    const attacker = accessOf(session);
    expect(await seenOrders(attacker)).toEqual([attack.token]);
    const shops = await requestAt(baseUrl(), "GET", "/v1/payer/sellers", undefined, { authorization: `Bearer ${attacker}` });
    expect(shops.body.sellers.map((s: { orders_count: number }) => s.orders_count)).toEqual([1]);
    const purchases = await requestAt(baseUrl(), "GET", "/v1/payer/s/demo", undefined, { authorization: `Bearer ${attacker}` });
    expect(purchases.status, purchases.text).toBe(200);
    expect(purchases.body.orders.map((o: { token: string }) => o.token)).toEqual([attack.token]);
    // the owner's own browser cannot sign in on their thank-you page: the account is the attacker's browser's
    expectError(await thankYouSignIn(earlier.token, earlier.cookie), 403, "sign_in_by_mail");

    // the owner asks for a link by mail: everything bought with the address is theirs, the attacker is out
    expect((await askMagicLink(victim)).status).toBe(202);
    const owner = await useMagicLink(victim);
    expect(owner.status, owner.text).toBe(200);
    expect((await seenOrders(accessOf(owner))).sort()).toEqual([earlier.token, attack.token].sort());
    const after = await requestAt(baseUrl(), "GET", "/v1/payer/orders", undefined, { authorization: `Bearer ${attacker}` });
    expect(after.status).toBe(401);
    expectError(await thankYouSignIn(attack.token, attack.cookie), 403, "sign_in_by_mail");
  });

  it("answers a magic link alike for known and unknown addresses, and limits it per address", async () => {
    const known = `known-${run}@example.org`;
    await guestOrder(known);
    const unknown = `nobody-${run}@example.org`;
    // the limit counts in fixed windows of the edge's clock (a quarter of
    // an hour each): the six asks below must not straddle the end of one
    await freshQuarter();
    try {
      const a = await askMagicLink(known);
      const b = await askMagicLink(unknown);
      expect([a.status, b.status]).toEqual([202, 202]);
      expect(a.body).toEqual(b.body);
      await mailTo(known, /sign-in link|Anmeldelink/i);
      expect((await mailsTo(unknown)).length).toBe(0);
      // five an address in a quarter of an hour, from any client
      for (let i = 0; i < 4; i++) expect((await askMagicLink(known)).status).toBe(202);
      expect((await askMagicLink(known)).status).toBe(429);
    } finally {
      await anyone("POST", "/v1/dev/clock", { offset_seconds: 0 });
    }
  });

  it("refuses a forged or altered sign-in link of a confirmation mail", async () => {
    const email = `linked-${run}@example.org`;
    const order = await guestOrder(email);
    const link = orderLinkOf(await mailTo(email, /^Your order/));
    const [orderToken, exp, sig] = link.split(".");
    const other = await guestOrder(`linked-other-${run}@example.org`);
    for (const forged of [
      `${other.token}.${exp}.${sig}`,
      `${orderToken}.${Number(exp) + 86_400}.${sig}`,
      `${orderToken}.${exp}.x${sig}`,
      "garbage",
    ]) {
      expectError(await anyone("POST", "/v1/app/session/order_link", { order_link: forged }), 403, "link_invalid");
    }
    const session = await anyone("POST", "/v1/app/session/order_link", { order_link: link });
    expect(session.status, session.text).toBe(200);
    expect(session.body.user.email).toBe(email);
    expect(await seenOrders(accessOf(session))).toEqual([order.token]);
  });
});
