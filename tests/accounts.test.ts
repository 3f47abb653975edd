// Accounts, sessions and roles at the edge (issue 5), against the real
// worker with local D1 and Queues: sign-up to confirmed sign-in, the token
// errors of spec section 8, refresh rotation and reuse, rate limits, mails
// through the queue into the dev mailbox, and tenant isolation over the
// whole route table.
import { afterEach, describe, expect, it } from "vitest";
import { baseUrl, core, expectError } from "./support/api";
import { CONSENTS } from "./support/checkout";
import { solidPng } from "./support/png";

type Answer = { status: number; body: Record<string, any>; headers: Headers };

async function call(
  method: string,
  path: string,
  options: { json?: unknown; form?: Record<string, string>; token?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  let body: string | undefined;
  if (options.json !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(options.json);
  } else if (options.form) {
    headers["content-type"] = "application/x-www-form-urlencoded";
    body = new URLSearchParams(options.form).toString();
  }
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await fetch(`${baseUrl()}${path}`, { method, headers, body });
  const text = await response.text();
  // JSON answers are parsed; anything else (a CSV export) is kept as text
  const json = (response.headers.get("content-type") ?? "").includes("json");
  return {
    status: response.status,
    body: !text ? {} : json ? (JSON.parse(text) as Record<string, any>) : { text },
    headers: response.headers,
  };
}

const signIn = (email: string, password: string, extra: Record<string, unknown> = {}, ip = "203.0.113.10") =>
  call("POST", "/v1/app/session", { json: { email, password, ...extra }, headers: { "cf-connecting-ip": ip } });
const me = (token?: string) => call("GET", "/v1/app/user/me", { token });
const renew = (refresh_token: string, fingerprint = "") =>
  call("POST", "/v1/app/session/renew_token", { form: { refresh_token, fingerprint } });
const setClock = (offset_seconds: number) => call("POST", "/v1/dev/clock", { json: { offset_seconds } });

/** The newest mail to `to`, waiting for the queue consumer to deliver it. */
async function mailTo(to: string, subject?: RegExp): Promise<{ link: string; subject: string; text: string }> {
  for (let attempt = 0; attempt < 400; attempt++) {
    const { body } = await call("GET", "/v1/dev/mails");
    const mail = (body.list as { to: string; subject: string; link: string; text: string }[]).find(
      (m) => m.to === to && (!subject || subject.test(m.subject)),
    );
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no mail to ${to}`);
}

const tokenOf = (link: string, name: string) => new URL(link, "http://x").searchParams.get(name) ?? "";
let unique = 0;
const newEmail = () => `user${Date.now()}${unique++}@example.org`;

function signUpBody(email: string, extra: Record<string, unknown> = {}) {
  return {
    email,
    password: "long enough",
    username: `u${Date.now().toString(36)}${unique++}`,
    first_name: "Erika",
    last_name: "Muster",
    locale: "en",
    profile_type: "seller",
    terms_accepted: true,
    ...extra,
  };
}

/** Signs up and confirms a new seller; answers their address and password. */
async function confirmedSeller(): Promise<{ email: string; password: string }> {
  const email = newEmail();
  expect((await call("POST", "/v1/app/user", { json: signUpBody(email) })).status).toBe(201);
  const mail = await mailTo(email);
  // The password proves the confirmer signed up (else the edge clears it).
  const confirmed = await call("POST", "/v1/app/user/confirmation", {
    json: { confirmation_token: tokenOf(mail.link, "confirmation_token"), password: "long enough" },
  });
  expect(confirmed.body).toEqual({ email, confirmed: true, password_set: true });
  return { email, password: "long enough" };
}

afterEach(async () => {
  await setClock(0);
});

describe("sign-up, confirmation and sign-in", () => {
  it("signs up, mails a confirmation through the queue, refuses sign-in until confirmed, then lands in the seller's area", async () => {
    const email = newEmail();
    const created = await call("POST", "/v1/app/user", { json: signUpBody(email, { email: `  ${email.toUpperCase()} ` }) });
    expect(created.status).toBe(201);
    // The signing-up browser's secret, sent back with the confirmation.
    const signupCookie = created.headers.getSetCookie().find((c) => c.startsWith("sw_signup=")) ?? "";
    expect(signupCookie).toMatch(/^sw_signup=[^;]+; Path=\/v1\/app\/user; Max-Age=259200; HttpOnly; SameSite=Strict/);
    expect(created.body.user).toMatchObject({ email, first_name: "Erika", locale: "en" });
    expect(created.body.user).not.toHaveProperty("password_hash");

    expectError(await signIn(email, "long enough"), 403, "email_not_confirmed");

    const mail = await mailTo(email);
    expect(mail.subject).toBe("Confirm your e-mail address");
    expect(mail.text).toContain(`${baseUrl()}/users/confirmation?confirmation_token=`);
    const token = tokenOf(mail.link, "confirmation_token");
    const confirmed = await call("POST", "/v1/app/user/confirmation", {
      json: { confirmation_token: token },
      headers: { cookie: signupCookie.split(";")[0] ?? "" },
    });
    expect(confirmed.body).toEqual({ email, confirmed: true, password_set: true });
    expect(confirmed.headers.getSetCookie()).toContainEqual(expect.stringMatching(/^sw_signup=; Path=\/v1\/app\/user; Max-Age=0/));
    // Single use.
    expectError(
      await call("POST", "/v1/app/user/confirmation", { json: { confirmation_token: token } }),
      422,
      "invalid_token",
      "confirmation_token",
    );

    const session = await signIn(email, "long enough");
    expect(session.status).toBe(200);
    expect(session.body).toMatchObject({ area: "cabinet", profile: { type: "seller" }, user: { email } });
    expect(session.body.profiles).toHaveLength(1);
    const cookies = session.headers.getSetCookie();
    expect(cookies.find((c) => c.startsWith("sw_access="))).toMatch(/HttpOnly; SameSite=Strict/);
    expect(cookies.find((c) => c.startsWith("sw_refresh="))).toMatch(/Path=\/v1\/app\/session; Max-Age=2592000; HttpOnly/);
    // Local development runs on http, so no Secure flag here.
    expect(cookies.join("\n")).not.toContain("Secure");

    // The new seller's shop exists and is empty, in the cabinet as in the shop.
    const products = await call("GET", "/v1/cabinet/products?counts=true", { token: session.body.access_token });
    expect(products.body).toMatchObject({ list: [], total_count: 0 });
    // The cookie works as well as the header.
    const access = cookies.find((c) => c.startsWith("sw_access="))?.split(";")[0] ?? "";
    expect((await call("GET", "/v1/app/user/me", { headers: { cookie: access } })).body.user.email).toBe(email);
  });

  it("reports every problem of a sign-up at once, as core does in the browser", async () => {
    const bad = {
      email: "erika@",
      password: "short",
      username: "x!",
      first_name: "E",
      last_name: "",
      profile_type: "admin",
      terms_accepted: false,
    };
    const answer = await call("POST", "/v1/app/user", { json: bad });
    expect(answer.status).toBe(422);
    const browser = JSON.parse(core.checkJson(JSON.stringify({ rule: "sign_up", input: bad }))) as {
      problems: { field: string; code: string }[];
    };
    expect(browser.problems.length).toBeGreaterThan(5);
    expect(answer.body.errors.map((e: any) => [e.code, e.source.pointer])).toEqual(browser.problems.map((p) => [p.code, `/${p.field}`]));
  });

  it("refuses a taken address or username", async () => {
    const taken = await call("POST", "/v1/app/user", { json: signUpBody("DEMO@sellwerk.test", { username: "Demo" }) });
    expect(taken.status).toBe(422);
    expect(taken.body.errors.map((e: any) => e.code)).toEqual(["email_exists", "username_exists"]);
  });

  it("answers a wrong password and an unknown address alike", async () => {
    expectError(await signIn("demo@sellwerk.test", "wrong password"), 401, "invalid_credentials");
    expectError(await signIn("nobody@sellwerk.test", "wrong password"), 401, "invalid_credentials");
    expectError(await call("POST", "/v1/app/session", { json: { email: "x" } }), 400, "invalid_input");
  });

  it("resends a confirmation only to unconfirmed accounts, answering 202 for any address", async () => {
    const email = newEmail();
    await call("POST", "/v1/app/user", { json: signUpBody(email) });
    await mailTo(email);
    const resent = await call("POST", "/v1/app/user/confirmation/new", { json: { email } });
    expect(resent.status).toBe(202);
    expect((await call("POST", "/v1/app/user/confirmation/new", { json: { email: "nobody@example.org" } })).status).toBe(202);
    expectError(await call("POST", "/v1/app/user/confirmation/new", { json: { email: "nope" } }), 422, "invalid_email", "email");
  });
});

describe("access and refresh tokens (spec section 8)", () => {
  it("names missing, invalid and expired access tokens", async () => {
    expectError(await me(), 401, "missing_access_token");
    expectError(await me("garbage"), 401, "invalid_access_token");
    const session = await signIn("demo@sellwerk.test", "demo-password");
    // A token signed for another session id fails the signature.
    const [prefix, , signature] = (session.body.access_token as string).split(".");
    const forged = `${prefix}.${Buffer.from(JSON.stringify({ uid: 2, pid: 2, sid: 1, exp: 9999999999 })).toString("base64url")}.${signature}`;
    expectError(await me(forged), 401, "invalid_access_token");
    expect((await me(session.body.access_token)).body.user.email).toBe("demo@sellwerk.test");
    await setClock(16 * 60);
    expectError(await me(session.body.access_token), 401, "expired_access_token");
  });

  it("rotates refresh tokens, and a reused one ends the whole session", async () => {
    const first = await signIn("demo@sellwerk.test", "demo-password", { fingerprint: "fp-1" });
    const second = await renew(first.body.refresh_token, "fp-1");
    expect(second.status).toBe(200);
    expect(second.body.refresh_token).not.toBe(first.body.refresh_token);
    expect(new Date(second.body.expires_at).getTime()).toBeGreaterThan(Date.now());
    expect((await me(second.body.access_token)).status).toBe(200);

    // The first refresh token again: someone copied it. The family ends.
    expectError(await renew(first.body.refresh_token, "fp-1"), 401, "invalid_refresh_token");
    expectError(await renew(second.body.refresh_token, "fp-1"), 401, "invalid_refresh_token");
    expectError(await me(second.body.access_token), 401, "invalid_access_token");
  });

  it("names missing, invalid, expired and foreign-fingerprint refresh tokens", async () => {
    expectError(await call("POST", "/v1/app/session/renew_token", { form: {} }), 401, "missing_refresh_token");
    const invalid = await renew("not-a-token");
    expectError(invalid, 401, "invalid_refresh_token");
    // The client's cookies go with the session.
    expect(invalid.headers.getSetCookie().filter((c) => c.includes("Max-Age=0"))).toHaveLength(3);
    const session = await signIn("demo@sellwerk.test", "demo-password", { fingerprint: "fp-a" });
    expectError(await renew(session.body.refresh_token, "fp-b"), 401, "invalid_refresh_token");
    const other = await signIn("demo@sellwerk.test", "demo-password");
    await setClock(31 * 24 * 60 * 60);
    expectError(await renew(other.body.refresh_token), 401, "expired_refresh_token");
  });

  it("takes the refresh token from its cookie and a JSON body too", async () => {
    const session = await signIn("demo@sellwerk.test", "demo-password");
    const viaCookie = await call("POST", "/v1/app/session/renew_token", {
      headers: { cookie: `sw_refresh=${session.body.refresh_token}` },
    });
    expect(viaCookie.status).toBe(200);
    const viaJson = await call("POST", "/v1/app/session/renew_token", { json: { refresh_token: viaCookie.body.refresh_token } });
    expect(viaJson.status).toBe(200);
  });

  it("signs out: the session's tokens stop working and the cookies are cleared", async () => {
    const session = await signIn("demo@sellwerk.test", "demo-password");
    const out = await call("DELETE", "/v1/app/session", { token: session.body.access_token });
    expect(out.status).toBe(204);
    expect(out.headers.getSetCookie().filter((c) => c.includes("Max-Age=0"))).toHaveLength(3);
    expectError(await me(session.body.access_token), 401, "invalid_access_token");
    expectError(await renew(session.body.refresh_token), 401, "invalid_refresh_token");
  });
});

describe("profiles and areas", () => {
  it("switches between the profiles of one user and reaches the matching area", async () => {
    const seller = await signIn("demo@sellwerk.test", "demo-password");
    expect(seller.body.profiles.map((p: any) => p.type)).toEqual(["seller", "payer"]);
    const payerProfile = seller.body.profiles.find((p: any) => p.type === "payer");
    const payer = await call("POST", "/v1/app/session/profile", { json: { profile_id: payerProfile.id }, token: seller.body.access_token });
    expect(payer.body).toMatchObject({ area: "payer", profile: { type: "payer" } });
    // The payer may not open the cabinet; the old seller session has ended.
    expectError(await call("GET", "/v1/cabinet/products", { token: payer.body.access_token }), 403, "profile_not_allowed");
    expectError(await me(seller.body.access_token), 401, "invalid_access_token");
    expectError(
      await call("POST", "/v1/app/session/profile", { json: { profile_id: 2 }, token: payer.body.access_token }),
      404,
      "profile_not_found",
    );
    // a profile id that is not positive is no id (typed ids): a bad body, and the session lives on
    const zero = await call("POST", "/v1/app/session/profile", { json: { profile_id: 0 }, token: payer.body.access_token });
    expectError(zero, 400, "invalid_input");
    expect(zero.body.errors[0].detail).toContain("ProfileId 0 is not a valid id");
    expect((await me(payer.body.access_token)).status).toBe(200);
  });

  it("signs a buyer in at a seller's shop as a payer, making the payer profile on first use", async () => {
    const { email, password } = await confirmedSeller();
    const payer = await signIn(email, password, { seller: "demo" });
    expect(payer.body).toMatchObject({ area: "payer", profile: { type: "payer" } });
    expect(payer.body.profiles.map((p: any) => p.type)).toEqual(["seller", "payer"]);
    expectError(await signIn(email, password, { profile_type: "publisher" }), 403, "profile_not_found");
    expectError(await signIn(email, password, { seller: "no-such-shop" }), 404, "shop_not_found");
  });

  it("enters admin mode only with an admin profile, and admin routes need the admin token", async () => {
    const admin = await signIn("admin@sellwerk.test", "admin-password");
    expect(admin.body.area).toBe("admin");
    expectError(await call("GET", "/v1/admin/me", { token: admin.body.access_token }), 401, "missing_access_token");
    const mode = await call("POST", "/v1/app/session/admin", { token: admin.body.access_token });
    expect(mode.status).toBe(200);
    expect(mode.headers.getSetCookie()[0]).toMatch(/^sw_admin=/);
    const who = await call("GET", "/v1/admin/me", { headers: { "admin-token": mode.body.admin_token } });
    expect(who.body).toMatchObject({ user: { email: "admin@sellwerk.test" }, profile: { type: "admin" } });
    // An admin token is no ordinary access token.
    expectError(await me(mode.body.admin_token), 401, "invalid_access_token");
    const seller = await signIn("demo@sellwerk.test", "demo-password");
    expectError(await call("POST", "/v1/app/session/admin", { token: seller.body.access_token }), 403, "profile_not_allowed");
  });
});

describe("mailed tokens: password reset, magic link, change of e-mail", () => {
  it("resets a password once, ending every session", async () => {
    const { email } = await confirmedSeller();
    const before = await signIn(email, "long enough");
    expect((await call("POST", "/v1/app/user/password", { json: { email } })).status).toBe(202);
    expect((await call("POST", "/v1/app/user/password", { json: { email: "nobody@example.org" } })).status).toBe(202);
    const token = tokenOf((await mailTo(email, /password/i)).link, "reset_password_token");
    expectError(
      await call("PUT", "/v1/app/user/password", { json: { reset_password_token: token, password: "short" } }),
      422,
      "password_too_short",
      "password",
    );
    expect(
      (await call("PUT", "/v1/app/user/password", { json: { reset_password_token: token, password: "a new long one" } })).body,
    ).toEqual({ email });
    expectError(
      await call("PUT", "/v1/app/user/password", { json: { reset_password_token: token, password: "a third one" } }),
      422,
      "invalid_token",
      "reset_password_token",
    );
    expectError(await me(before.body.access_token), 401, "invalid_access_token");
    expectError(await signIn(email, "long enough"), 401, "invalid_credentials");
    expect((await signIn(email, "a new long one")).status).toBe(200);
  });

  it("refuses an expired reset link", async () => {
    const { email } = await confirmedSeller();
    await call("POST", "/v1/app/user/password", { json: { email } });
    const token = tokenOf((await mailTo(email, /password/i)).link, "reset_password_token");
    await setClock(2 * 60 * 60);
    expectError(
      await call("PUT", "/v1/app/user/password", { json: { reset_password_token: token, password: "a new long one" } }),
      422,
      "expired_token",
      "reset_password_token",
    );
  });

  it("signs in with a magic link, once", async () => {
    const { email } = await confirmedSeller();
    expect((await call("POST", "/v1/app/user/send_magic_link", { json: { email, profile_type: "payer", seller: "demo" } })).status).toBe(
      202,
    );
    const token = tokenOf((await mailTo(email, /sign-in/i)).link, "magic_token");
    const session = await call("POST", "/v1/app/session/magic_link", { json: { token } });
    expect(session.body).toMatchObject({ area: "payer", user: { email } });
    expectError(await call("POST", "/v1/app/session/magic_link", { json: { token } }), 422, "invalid_token", "token");
  });

  it("changes the e-mail address after the new address confirms it", async () => {
    const { email, password } = await confirmedSeller();
    const session = await signIn(email, password);
    const next = newEmail();
    expectError(await call("POST", "/v1/app/user/change_email", { json: { email: next } }), 401, "missing_access_token");
    expectError(
      await call("POST", "/v1/app/user/change_email", { json: { email: "demo@sellwerk.test" }, token: session.body.access_token }),
      422,
      "email_exists",
      "email",
    );
    expect((await call("POST", "/v1/app/user/change_email", { json: { email: next }, token: session.body.access_token })).status).toBe(202);
    const token = tokenOf((await mailTo(next)).link, "token");
    // Only the user who asked, signed in, can accept it.
    expectError(await call("POST", "/v1/app/user/accept_change_email", { json: { token } }), 401, "missing_access_token");
    expect((await call("POST", "/v1/app/user/accept_change_email", { json: { token }, token: session.body.access_token })).body).toEqual({
      email: next,
    });
    expect((await signIn(next, password)).status).toBe(200);
  });
});

describe("rate limits", () => {
  it("answers 429 with Retry-After past the sign-in limit for one e-mail, from any address", async () => {
    const email = `limited${Date.now()}@example.org`;
    for (let i = 0; i < 10; i++) expect((await signIn(email, "wrong password", {}, `198.51.100.${i}`)).status).toBe(401);
    const limited = await signIn(email, "wrong password", {}, "198.51.100.99");
    expectError(limited, 429, "rate_limited");
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    // Even the right password waits now: the address is locked for the window.
    expectError(await signIn(email, "wrong password", {}, "198.51.100.98"), 429, "rate_limited");
  });

  it("never counts a successful sign-in", async () => {
    for (let i = 0; i < 12; i++) expect((await signIn("studio@sellwerk.test", "studio-password", {}, "198.51.100.200")).status).toBe(200);
  });

  it("limits sign-ups and mail requests per client address", async () => {
    const ip = "192.0.2.77";
    let status = 0;
    for (let i = 0; i < 21 && status !== 429; i++) {
      status = (await call("POST", "/v1/app/user", { json: { email: "x" }, headers: { "cf-connecting-ip": ip } })).status;
    }
    expect(status).toBe(429);
    const email = newEmail();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push(
        (await call("POST", "/v1/app/user/password", { json: { email }, headers: { "cf-connecting-ip": `192.0.2.${i}` } })).status,
      );
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
  });
});

describe("the seller profile", () => {
  it("refuses an incomplete business step with core's problems and stores a complete one", async () => {
    const { email, password } = await confirmedSeller();
    const { body } = await signIn(email, password);
    const incomplete = { business_type: "entity", country_code: "AT", vat_payer: false };
    const refused = await call("PUT", "/v1/cabinet/seller_profile", { json: incomplete, token: body.access_token });
    expect(refused.status).toBe(422);
    const browser = JSON.parse(
      core.checkJson(
        JSON.stringify({
          rule: "business_step",
          input: { ...incomplete, home_country: "DE" },
          today: new Date().toISOString().slice(0, 10),
        }),
      ),
    ) as { problems: { field: string; code: string }[] };
    expect(refused.body.errors.map((e: any) => [e.code, e.source.pointer])).toEqual(browser.problems.map((p) => [p.code, `/${p.field}`]));
    const complete = {
      business_type: "natural",
      phone: "+49 30 1234567",
      vat_payer: true,
      first_name: "Erika",
      last_name: "Muster",
      street: "Hauptstraße 5",
      zip: "10115",
      city: "Berlin",
      country_code: "DE",
      tax_number_type: "number",
      tax_number: "12/345/67890",
      issuance_country_code: "DE",
    };
    expect((await call("PUT", "/v1/cabinet/seller_profile", { json: complete, token: body.access_token })).status).toBe(200);
    expect((await call("GET", "/v1/cabinet/seller_profile", { token: body.access_token })).body.seller_profile).toMatchObject(complete);
  });
});

describe("tenant isolation over the whole route table", () => {
  it("lists every route of the router, and each answers without a 5xx", async () => {
    const { body } = await call("GET", "/v1/dev/routes");
    const routes = body.routes as { method: string; path: string; access: string }[];
    expect(routes.length).toBeGreaterThan(20);
    for (const r of routes) {
      const path = r.path
        .replace(":username", "demo")
        .replace(":id", "1")
        .replace(":code", "WELCOME10")
        .replace(":ticket_id", "1")
        .replace(":variant", "s100");
      const answer = await fetch(`${baseUrl()}${path}`, {
        method: r.method,
        headers: { "content-type": "application/json" },
        body: ["GET", "HEAD"].includes(r.method) ? undefined : "{}",
      });
      expect(answer.status, `${r.method} ${r.path}`).toBeLessThan(500);
      if (r.access === "seller" || r.access === "user" || r.access === "admin")
        expect(answer.status, `${r.method} ${r.path} unauthenticated`).toBe(401);
    }
  });

  it("never shows or changes one seller's data for another on any seller route", async () => {
    const { body } = await call("GET", "/v1/dev/routes");
    const routes = (body.routes as { method: string; path: string; access: string }[]).filter((r) => r.access === "seller");
    expect(routes.length).toBeGreaterThanOrEqual(4);
    const demo = (await signIn("demo@sellwerk.test", "demo-password")).body.access_token as string;
    const klein = (await signIn("studio@sellwerk.test", "studio-password")).body.access_token as string;
    // Seller 2 (klein) owns products 2 and 3; seller 1 (demo) owns 1, 4 and 5.
    const kleinProducts = [2, 3];
    const seen = JSON.stringify;
    // Klein's ids for every kind of path parameter: an order of klein's
    // shop is made first, so the order routes have one of klein's to try.
    const shop = await call("GET", "/v1/shop/kleinunternehmer/products/2");
    const plan = shop.body.product.pricing_plans[0];
    const cart = { product_id: 2, plan_id: plan.id, buyer: { country: "DE", business: false }, payment_method: "card" };
    const quote = (await call("POST", "/v1/checkout/quote", { json: cart })).body.quote;
    const made = await call("POST", "/v1/checkout/orders", {
      json: {
        cart,
        email: "isolation-buyer@example.org",
        payer: {
          first_name: "Iso",
          last_name: "Lation",
          street: "Weg",
          street_number: "1",
          zip: "50667",
          city: "Köln",
          payer_country: "DE",
          phone: "+49 221 1",
        },
        expected: { due_now: quote.due_now.gross, total: quote.total },
        consents: CONSENTS,
      },
      headers: { "idempotency-key": `isolation-${Date.now()}` },
    });
    expect(made.status).toBe(201);
    const kleinOrder = (await call("GET", "/v1/cabinet/orders", { token: klein })).body.list.find(
      (o: any) => o.token === made.body.order.token,
    ).id as number;
    // and a notification of klein's (seller 2), by the course area's entry
    const notified = await call("POST", "/v1/dev/notify", {
      json: { seller_id: 2, kind: "quiz_attempt", key: `isolation-${Date.now()}`, subject: "Isolation", link: "/cabinet" },
    });
    expect(notified.status, JSON.stringify(notified.body)).toBe(200);
    const kleinNotification = (await call("GET", "/v1/cabinet/notifications?per=1", { token: klein })).body.list[0].id as number;
    // a funnel of klein's (issue 19): demo's own funnels may hold the ids of klein's products
    const kleinFunnel = (await call("POST", "/v1/cabinet/funnels", { token: klein, json: { name: "Brush Pack funnel", steps: [] } })).body
      .funnel.id as number;
    // a file of klein's media library (issue 19), named so a leak of it shows
    const uploaded = await fetch(`${baseUrl()}/v1/cabinet/media?purpose=image&name=${encodeURIComponent("Brush Pack.png")}`, {
      method: "POST",
      headers: { authorization: `Bearer ${klein}` },
      body: new Uint8Array(solidPng(10, 10)),
    });
    expect(uploaded.status).toBe(201);
    const kleinMedia = ((await uploaded.json()) as { media: { id: number } }).media.id;
    const kleinIds = (path: string) =>
      path.startsWith("/v1/cabinet/funnels/")
        ? [kleinFunnel]
        : path.startsWith("/v1/cabinet/media/")
          ? [kleinMedia]
          : path.startsWith("/v1/cabinet/coupons/")
            ? [3]
            : path.startsWith("/v1/cabinet/orders/")
              ? [kleinOrder]
              : path.startsWith("/v1/cabinet/notifications/")
                ? [kleinNotification]
                : kleinProducts;
    for (const r of routes) {
      const ids = r.path.includes(":id") ? kleinIds(r.path) : [0];
      for (const id of ids) {
        const path = r.path
          .replace(":id", String(id))
          .replace(":plan_id", String(id))
          .replace(":file_id", "1")
          .replace(":ticket_id", "1")
          .replace(":variant", "s100")
          .replace(":action", "publish");
        const asDemo = await call(r.method, path, r.method === "GET" ? { token: demo } : { token: demo, json: {} });
        expect(asDemo.status, `${r.method} ${path}`).toBeLessThan(500);
        if (r.path.includes(":id")) {
          // Another seller's id is a 404, exactly like a missing one.
          expect(asDemo.status, `${r.method} ${path}`).toBe(404);
        }
        const text = seen(asDemo.body);
        expect(text, `${r.method} ${path}`).not.toContain("Brush Pack");
        expect(text, `${r.method} ${path}`).not.toContain("Unreleased Pack");
        expect(text, `${r.method} ${path}`).not.toContain("kleinunternehmer");
        expect(text, `${r.method} ${path}`).not.toContain("BRUSH2");
        expect(text, `${r.method} ${path}`).not.toContain("isolation-buyer");
      }
    }
    // Nothing of klein's changed: the coupon is still active, the product
    // still published with its plan, no copy was made.
    expect((await call("GET", `/v1/cabinet/funnels/${kleinFunnel}`, { token: klein })).body.funnel).toMatchObject({
      name: "Brush Pack funnel",
      state: "deactivated",
    });
    const kleinCoupons = await call("GET", "/v1/cabinet/coupons", { token: klein });
    expect(kleinCoupons.body.list.find((c: any) => c.id === 3)).toMatchObject({ code: "BRUSH2", active: true });
    const brush = await call("GET", "/v1/cabinet/products/2", { token: klein });
    expect(brush.body.product).toMatchObject({ published: true, archived: false, name: "Brush Pack" });
    expect(brush.body.product.pricing_plans).toHaveLength(1);
    // And the other way round: klein's list holds klein's products (other
    // test files may have added some) and none of demo's.
    const list = await call("GET", "/v1/cabinet/products", { token: klein });
    const demoList = await call("GET", "/v1/cabinet/products?per=100", { token: demo });
    const demoIds = new Set(demoList.body.list.map((p: any) => p.id));
    expect(demoIds.size).toBeGreaterThan(0);
    const kleinListed: number[] = list.body.list.map((p: any) => p.id);
    expect(kleinListed).toEqual(expect.arrayContaining(kleinProducts));
    expect(kleinListed.filter((id) => demoIds.has(id))).toEqual([]);
    // A seller profile written by one seller is not the other's.
    // (klein stays the small business the seed and other tests know: the profile's VAT answer is its VAT status)
    await call("PUT", "/v1/cabinet/seller_profile", {
      token: klein,
      json: {
        business_type: "natural",
        phone: "+49 30 1",
        vat_payer: false,
        vat_exempt_reason: "small_business",
        first_name: "Klara",
        last_name: "Klein",
        street: "Weg 1",
        zip: "1",
        city: "Köln",
        country_code: "DE",
        tax_number_type: "number",
        tax_number: "1",
        issuance_country_code: "DE",
      },
    });
    expect(seen((await call("GET", "/v1/cabinet/seller_profile", { token: demo })).body)).not.toContain("Klara");
  });
});
