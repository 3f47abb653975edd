// Attacks on accounts and on the buyer's mailbox (issue 14, findings 9, 10
// and the mail half of 11), written as the attacker would run them against
// the real worker: parallel password guessing past the sign-in limit,
// lockouts that must grow, signing up with someone else's address before
// they confirm it, and free orders that would carry a seller's text to any
// address. Each test failed on the main branch before these fixes.
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { type Answer, baseUrl, expectError, requestAt } from "./support/api";
import { CONSENTS } from "./support/checkout";

/** A call of the API with a JSON body, a bearer token and headers, as [`requestAt`] makes it. */
function call(
  method: string,
  path: string,
  options: { json?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const json = options.json === undefined ? undefined : JSON.stringify(options.json);
  return requestAt(baseUrl(), method, path, json, {
    ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    ...options.headers,
  });
}

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
let unique = 0;
const newEmail = (who: string) => `${who}-${run}-${unique++}@example.org`;
/** A client address of its own for each caller, so limits of one test never touch another. */
let addresses = 0;
const newAddress = () => `198.18.${Math.floor(addresses / 250)}.${(addresses++ % 250) + 1}`;

const signIn = (email: string, password: string, ip: string, cookie?: string) =>
  call("POST", "/v1/app/session", { json: { email, password }, headers: { "cf-connecting-ip": ip, ...(cookie ? { cookie } : {}) } });
const setClock = (offset_seconds: number) => call("POST", "/v1/dev/clock", { json: { offset_seconds } });

type Mail = { to: string; subject: string; link: string; text: string };

/** The newest mail to `to` whose subject matches, waiting for the queue consumer. */
async function mailTo(to: string, subject: RegExp): Promise<Mail> {
  for (let attempt = 0; attempt < 600; attempt++) {
    const list = (await call("GET", "/v1/dev/mails")).body.list as Mail[];
    const mail = list.find((m) => m.to === to && subject.test(m.subject));
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no mail ${subject} to ${to}`);
}

/** Every mail to `to`, once the one matching `subject` has arrived. */
async function mailsTo(to: string, subject: RegExp): Promise<Mail[]> {
  await mailTo(to, subject);
  return ((await call("GET", "/v1/dev/mails")).body.list as Mail[]).filter((m) => m.to === to);
}

const tokenOf = (link: string, name: string) => new URL(link, "http://x").searchParams.get(name) ?? "";

/** A sign-up as a payer with `email` and `password`; the signing-up browser's cookie (`name=value`). */
async function signUp(email: string, password: string) {
  const created = await call("POST", "/v1/app/user", {
    json: {
      email,
      password,
      username: `a${run}${unique++}`,
      first_name: "Erika",
      last_name: "Muster",
      locale: "en",
      profile_type: "payer",
      terms_accepted: true,
    },
    headers: { "cf-connecting-ip": newAddress() },
  });
  expect(created.status, created.text).toBe(201);
  return (created.headers.getSetCookie().find((c) => c.startsWith("sw_signup=")) ?? "").split(";")[0] ?? "";
}

/** An account whose owner signed up and confirmed in the same browser. */
async function confirmedAccount(password = "the owner's password") {
  const email = newEmail("owner");
  const cookie = await signUp(email, password);
  const token = tokenOf((await mailTo(email, /^Confirm your e-mail/)).link, "confirmation_token");
  const confirmed = await call("POST", "/v1/app/user/confirmation", { json: { confirmation_token: token }, headers: { cookie } });
  expect(confirmed.body).toMatchObject({ email, confirmed: true });
  return { email, password };
}

/** Signs in by a magic link mailed to `email`. */
async function magicSignIn(email: string) {
  expect(
    (await call("POST", "/v1/app/user/send_magic_link", { json: { email }, headers: { "cf-connecting-ip": newAddress() } })).status,
  ).toBe(202);
  const token = tokenOf((await mailTo(email, /sign-in link/)).link, "magic_token");
  return call("POST", "/v1/app/session/magic_link", { json: { token } });
}

const counts = (answers: Answer[]) => {
  const by: Record<number, number> = {};
  for (const a of answers) by[a.status] = (by[a.status] ?? 0) + 1;
  return by;
};

afterEach(async () => {
  await setClock(0);
});

describe("finding 9: sign-in limits hold under parallel guessing and grow with repeated lockouts", () => {
  it("checks at most 10 of 30 parallel wrong passwords for one account; the owner still signs in by magic link, and then by password from that browser", async () => {
    const owner = await confirmedAccount();
    const guesses = await Promise.all(Array.from({ length: 30 }, (_, i) => signIn(owner.email, `guess ${i}`, newAddress())));
    // A 401 is a password that was checked; a 429 one that was not.
    expect(counts(guesses)).toEqual({ 401: 10, 429: 20 });
    for (const refused of guesses.filter((g) => g.status === 429)) {
      expectError(refused, 429, "rate_limited");
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    // The account is locked for password sign-in from anywhere unknown,
    // even with the right password: nothing is checked while it is locked.
    expectError(await signIn(owner.email, owner.password, newAddress()), 429, "rate_limited");

    // The owner is not locked out: a magic link works.
    const magic = await magicSignIn(owner.email);
    expect(magic.status, magic.text).toBe(200);
    expect(magic.body.user.email).toBe(owner.email);
    expect((await call("GET", "/v1/app/user/me", { token: magic.body.access_token })).status).toBe(200);
    // And the browser it was opened in is now a known device of the
    // account, with its own budget: others' guesses do not lock it.
    const device = magic.headers.getSetCookie().find((c) => c.startsWith("sw_device=")) ?? "";
    expect(device).toMatch(/^sw_device=[^;]+; Path=\/v1\/app\/session; Max-Age=31536000; HttpOnly; SameSite=Strict/);
    const cookie = device.split(";")[0];
    expectError(await signIn(owner.email, "a typo", newAddress(), cookie), 401, "invalid_credentials");
    const own = await signIn(owner.email, owner.password, newAddress(), cookie);
    expect(own.status, own.text).toBe(200);
    // A device of one account is no device of another.
    const other = await confirmedAccount();
    for (let i = 0; i < 10; i++) await signIn(other.email, "wrong", newAddress());
    expectError(await signIn(other.email, other.password, newAddress(), cookie), 429, "rate_limited");
  });

  it("locks an account for 15 minutes, then an hour, then a day when the guessing goes on", async () => {
    const email = newEmail("target");
    const retryAfters: number[] = [];
    for (const offset of [0, 16 * 60, (16 + 80) * 60]) {
      await setClock(offset);
      const round = await Promise.all(Array.from({ length: 12 }, (_, i) => signIn(email, `guess ${i}`, newAddress())));
      expect(counts(round)).toEqual({ 401: 10, 429: 2 });
      const locked = await signIn(email, "one more", newAddress());
      expectError(locked, 429, "rate_limited");
      retryAfters.push(Number(locked.headers.get("retry-after")));
    }
    const [first, second, third] = retryAfters;
    expect(first).toBeGreaterThan(15 * 60 - 30);
    expect(first).toBeLessThanOrEqual(15 * 60);
    expect(second).toBeGreaterThan(60 * 60 - 30);
    expect(second).toBeLessThanOrEqual(60 * 60);
    expect(third).toBeGreaterThan(24 * 60 * 60 - 30);
    expect(third).toBeLessThanOrEqual(24 * 60 * 60);
  });

  it("locks a client address that guesses across many accounts, longer the second time", async () => {
    const ip = newAddress();
    const retryAfters: number[] = [];
    for (const offset of [0, 16 * 60]) {
      await setClock(offset);
      const round = await Promise.all(Array.from({ length: 55 }, (_, i) => signIn(newEmail(`spray${i}`), "password1", ip)));
      expect(counts(round)).toEqual({ 401: 50, 429: 5 });
      const locked = await signIn(newEmail("spray"), "password1", ip);
      expectError(locked, 429, "rate_limited");
      retryAfters.push(Number(locked.headers.get("retry-after")));
    }
    expect(retryAfters[0]).toBeGreaterThan(15 * 60 - 30);
    expect(retryAfters[0]).toBeLessThanOrEqual(15 * 60);
    expect(retryAfters[1]).toBeGreaterThan(60 * 60 - 30);
    expect(retryAfters[1]).toBeLessThanOrEqual(60 * 60);
  });
});

describe("finding 10: signing up with someone else's address", () => {
  let sellerToken = "";
  let free: { id: number; plan: number };

  beforeAll(async () => {
    sellerToken = (await signIn("demo@sellwerk.test", "demo-password", newAddress())).body.access_token;
    free = await freeDownload(sellerToken, `Free Sample ${run}`);
  });

  /** A free order of the demo seller's free download, made with `email`. */
  async function freeOrder(email: string) {
    return order(free, email);
  }

  it("clears the attacker's password when the owner opens the confirmation mail, and the orders made with the address stay the owner's", async () => {
    const victim = newEmail("victim");
    expect((await freeOrder(victim)).status).toBe(201);
    // The attacker signs up first, with the victim's address and a password of their own.
    await signUp(victim, "the attacker's password");
    expectError(await signIn(victim, "the attacker's password", newAddress()), 403, "email_not_confirmed");

    // The victim opens the confirmation mail the sign-up sent them, in their own browser.
    const token = tokenOf((await mailTo(victim, /^Confirm your e-mail/)).link, "confirmation_token");
    const confirmed = await call("POST", "/v1/app/user/confirmation", { json: { confirmation_token: token } });
    expect(confirmed.status, confirmed.text).toBe(200);

    // The attacker's password no longer opens the account.
    expectError(await signIn(victim, "the attacker's password", newAddress()), 401, "invalid_credentials");
    expect(confirmed.body).toMatchObject({ email: victim, confirmed: true, password_set: false });

    // The owner chooses a password with the answer's reset token and sees their order.
    const reset = await call("PUT", "/v1/app/user/password", {
      json: { reset_password_token: confirmed.body.reset_password_token, password: "the victim's own" },
    });
    expect(reset.status, reset.text).toBe(200);
    const session = await signIn(victim, "the victim's own", newAddress());
    expect(session.status).toBe(200);
    const orders = await call("GET", "/v1/payer/orders", { token: session.body.access_token });
    expect(orders.status).toBe(200);
    expect(orders.body.list.map((o: any) => o.product_id)).toEqual([free.id]);
    expectError(await signIn(victim, "the attacker's password", newAddress()), 401, "invalid_credentials");
  });

  it("clears it when the owner signs in by magic link instead", async () => {
    const victim = newEmail("victim");
    expect((await freeOrder(victim)).status).toBe(201);
    await signUp(victim, "the attacker's password");
    const session = await magicSignIn(victim);
    expect(session.status, session.text).toBe(200);
    expect(session.body.user.email).toBe(victim);
    expectError(await signIn(victim, "the attacker's password", newAddress()), 401, "invalid_credentials");
    // The owner's own magic-link session works and shows their order. (An
    // unconfirmed account cannot sign in, so the attacker holds no session;
    // confirming ends any the account had, in the same batch.)
    expect((await call("GET", "/v1/app/user/me", { token: session.body.access_token })).status).toBe(200);
    const orders = await call("GET", "/v1/payer/orders", { token: session.body.access_token });
    expect(orders.body.list.map((o: any) => o.product_id)).toEqual([free.id]);
  });

  it("does not move another account onto the address when its owner opens a change-of-address mail they never asked for", async () => {
    const attacker = await confirmedAccount("the attacker's password");
    const session = await signIn(attacker.email, attacker.password, newAddress());
    const victim = newEmail("victim");
    expect((await freeOrder(victim)).status).toBe(201);
    expect((await call("POST", "/v1/app/user/change_email", { json: { email: victim }, token: session.body.access_token })).status).toBe(
      202,
    );
    const token = tokenOf((await mailTo(victim, /new e-mail/)).link, "token");
    // The victim opens it in their own browser: not signed in as the attacker.
    expectError(await call("POST", "/v1/app/user/accept_change_email", { json: { token } }), 401, "missing_access_token");
    const own = await confirmedAccount();
    const ownSession = await signIn(own.email, own.password, newAddress());
    expectError(
      await call("POST", "/v1/app/user/accept_change_email", { json: { token }, token: ownSession.body.access_token }),
      422,
      "invalid_token",
      "token",
    );
    // The attacker's account keeps its own address and sees nothing bought with the victim's.
    expect((await call("GET", "/v1/app/user/me", { token: session.body.access_token })).body.user.email).toBe(attacker.email);
    expect((await call("GET", "/v1/payer/orders", { token: session.body.access_token })).body.list).toEqual([]);
    expectError(await signIn(victim, "the attacker's password", newAddress()), 401, "invalid_credentials");
  });

  it("keeps the password only when whoever signed up confirms: the signing-up browser, or the password itself", async () => {
    // Confirmed from anywhere but the signing-up browser, the password goes.
    const elsewhere = newEmail("self");
    await signUp(elsewhere, "my own password");
    const token = tokenOf((await mailTo(elsewhere, /^Confirm your e-mail/)).link, "confirmation_token");
    await call("POST", "/v1/app/user/confirmation", { json: { confirmation_token: token } });
    expectError(await signIn(elsewhere, "my own password", newAddress()), 401, "invalid_credentials");
    // From the signing-up browser it stays (and the browser's secret is dropped).
    const here = newEmail("self");
    const own = await signUp(here, "my own password");
    expect(own).toMatch(/^sw_signup=.+/);
    const kept = await call("POST", "/v1/app/user/confirmation", {
      json: { confirmation_token: tokenOf((await mailTo(here, /^Confirm your e-mail/)).link, "confirmation_token") },
      headers: { cookie: own },
    });
    expect(kept.body).toEqual({ email: here, confirmed: true, password_set: true });
    expect(kept.headers.getSetCookie()).toContainEqual(expect.stringMatching(/^sw_signup=; Path=\/v1\/app\/user; Max-Age=0/));
    expect((await signIn(here, "my own password", newAddress())).status).toBe(200);
    // Another browser's secret, or a wrong password, proves nothing; the right password does.
    const guessed = newEmail("self");
    await signUp(guessed, "my own password");
    const wrong = await call("POST", "/v1/app/user/confirmation", {
      json: { confirmation_token: tokenOf((await mailTo(guessed, /^Confirm your e-mail/)).link, "confirmation_token"), password: "not it" },
      headers: { cookie: own },
    });
    expect(wrong.body).toMatchObject({ confirmed: true, password_set: false });
    expectError(await signIn(guessed, "my own password", newAddress()), 401, "invalid_credentials");
    const typed = newEmail("self");
    await signUp(typed, "my own password");
    const right = await call("POST", "/v1/app/user/confirmation", {
      json: {
        confirmation_token: tokenOf((await mailTo(typed, /^Confirm your e-mail/)).link, "confirmation_token"),
        password: "my own password",
      },
    });
    expect(right.body).toEqual({ email: typed, confirmed: true, password_set: true });
    expect((await signIn(typed, "my own password", newAddress())).status).toBe(200);
  });
});

/** A published download of the signed-in seller at `price` EUR; its ids. */
async function download(token: string, name: string, price: string, delivery?: Record<string, unknown>) {
  const seller = async (path: string, json: unknown, method = "POST") => {
    const answer = await call(method, path, { json, token });
    expect(answer.status, `${method} ${path}: ${answer.text}`).toBeLessThan(300);
    return answer.body;
  };
  const id = (await seller("/v1/cabinet/products", { form: "download", name })).product.id as number;
  const put = await fetch(`${baseUrl()}/v1/cabinet/products/${id}/files?name=${encodeURIComponent(`${name}.txt`)}`, {
    method: "PUT",
    headers: { authorization: `Bearer ${token}`, "content-type": "text/plain" },
    body: `the file of ${name}`,
  });
  expect(put.status).toBe(201);
  const plan = (
    await seller(`/v1/cabinet/products/${id}/pricing_plans`, { name: "Standard", terms: { kind: "one_time", currency: "eur", price } })
  ).pricing_plan.id as number;
  if (delivery) await seller(`/v1/cabinet/products/${id}/setup`, { delivery }, "PUT");
  await seller(`/v1/cabinet/products/${id}/publish`, {});
  return { id, plan };
}

const freeDownload = (token: string, name: string) => download(token, name, "0.00");

/** An order of `product` made with `email`, with the totals the edge quotes. */
async function order(product: { id: number; plan: number }, email: string) {
  const cart = { product_id: product.id, plan_id: product.plan, buyer: { country: "DE", business: false }, payment_method: "card" };
  const quote = await call("POST", "/v1/checkout/quote", { json: cart });
  expect(quote.status, quote.text).toBe(200);
  const made = await call("POST", "/v1/checkout/orders", {
    json: {
      cart,
      email,
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
      expected: { due_now: quote.body.quote.due_now.gross, total: quote.body.quote.total },
      consents: CONSENTS,
    },
    headers: { "idempotency-key": `attack-${run}-${unique++}`, "cf-connecting-ip": newAddress() },
  });
  expect(made.status, made.text).toBe(201);
  return made;
}

describe("finding 11 (mail): a free order carries no seller-written text to an unconfirmed address", () => {
  const subject = "WIN A PRIZE, {{buyer_name}}";
  const body = "Claim it now at http://phish.example/claim?order={{order_id}} before it expires!";
  const seen = (mail: Mail) => `${mail.subject}\n${mail.text}\n${mail.link}`;
  let token = "";
  let product: { id: number; plan: number };
  const name = `Prize Pack ${run}`;

  beforeAll(async () => {
    token = (await signIn("demo@sellwerk.test", "demo-password", newAddress())).body.access_token;
    product = await download(token, name, "0.00", { email_mode: "custom_email", subject, body });
  });

  it("mails a stranger's address the platform's words and the order's page only; a confirmed or paying buyer gets the seller's", async () => {
    const stranger = newEmail("stranger");
    const made = await order(product, stranger);
    expect(made.body.order.due_now).toBe("0.00");
    const [mail, ...more] = await mailsTo(stranger, /./);
    expect(more).toEqual([]);
    if (!mail) throw new Error(`no mail to ${stranger}`);
    const text = seen(mail);
    for (const written of ["WIN A PRIZE", "phish.example", "Claim it now", name, `${name}.txt`]) expect(text).not.toContain(written);
    expect(mail.link).toBe(`/s/demo/payment/${made.body.order.token}/thank_you`);
    expect(mail.text).toContain(`/s/demo/payment/${made.body.order.token}/thank_you\n`);
    // The order itself is handed over: its page shows the download.
    const status = await call("GET", `/v1/checkout/orders/${made.body.order.token}`);
    expect(status.body.delivery.downloads).toHaveLength(1);

    // The seller's words do reach an address its owner confirmed, and a buyer who paid.
    const owner = await confirmedAccount();
    await order(product, owner.email);
    const confirmedMail = await mailTo(owner.email, /WIN A PRIZE/);
    expect(confirmedMail.subject).toBe("WIN A PRIZE, Erika");
    expect(confirmedMail.text).toContain("phish.example");

    const paid = await download(token, `Paid Pack ${run}`, "5.00", { email_mode: "custom_email", subject, body });
    const buyer = newEmail("payer");
    const paying = await order(paid, buyer);
    const page = await fetch(`${baseUrl()}${paying.body.redirect_url}`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ card_number: "4242 4242 4242 4242" }).toString(),
    });
    expect(page.status).toBe(303);
    expect(seen(await mailTo(buyer, /WIN A PRIZE/))).toContain("phish.example");
  });
});
