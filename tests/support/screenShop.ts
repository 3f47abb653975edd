// The data the screen tests show, made by the test itself so that no other
// file of the pool changes it: a seller of its own (a fixed username per
// file), products of several forms, a buyer with a payer account, and
// orders paid through the sandbox. The edge's clock is pinned to
// `SCREEN_TIME` while the data is made (and the browser's clock to the same
// instant), so the dates the edge computes (rates' due dates, 30-day
// windows) and the browser's are the same on every run. Ids, order numbers,
// tokens and the times rows are stored at (D1 writes its own clock's) still
// differ from run to run: the screen tests mask them.
import type { BrowserContext, Locator, Page } from "playwright-core";
import { expect } from "vitest";
import { type Answer, apiAs, baseUrl, confirmedAccount, must, requestAt, signIn } from "./api";
import { paidAndDelivered, quotedOrderBody, sandboxForm, untilOrder } from "./checkout";
import type { Replacement } from "./screens";

/** The instant the screens show: the browser's fixed clock and the edge's clock while the data is made. */
export const SCREEN_TIME = new Date("2026-11-20T09:30:00.000Z");

/**
 * Moves the edge's clock so that it reads `SCREEN_TIME` now (it then runs
 * on from there); called before each thing whose time a screen shows.
 */
export async function pinEdgeClock() {
  const offset = Math.round((SCREEN_TIME.getTime() - Date.now()) / 1000);
  const moved = await requestAt(baseUrl(), "POST", "/v1/dev/clock", { offset_seconds: offset });
  expect(moved.status, moved.text).toBe(200);
}

/** Gives the edge its real clock back, for the files after this one. */
export async function releaseEdgeClock() {
  await requestAt(baseUrl(), "POST", "/v1/dev/clock", { offset_seconds: 0 });
}

type Call = (method: string, path: string, json?: unknown, headers?: Record<string, string>) => Promise<Answer>;

/** A caller without a session from client address `ip` (sign-up and sign-in are throttled per address). */
export const anyoneFrom =
  (ip: string): Call =>
  (method, path, json, headers = {}) =>
    requestAt(baseUrl(), method, path, json, { "cf-connecting-ip": ip, ...headers });

/** A product as the screens use it: its id and its plan's (0 for a draft without a plan). */
export type Offer = { id: number; plan: number };

/** The shop of one screen test file. */
export type ScreenShop = {
  username: string;
  email: string;
  password: string;
  token: string;
  /** A download with a file and an order bump (`bump`), 29.00 €. */
  download: Offer;
  /** The bump: a small download, 4.00 €, also sold alone. */
  bump: Offer;
  /** A service in three instalments of 50.00 €. */
  instalments: Offer;
  /** A membership: 19.00 € a month after 14 days free. */
  membership: Offer;
  /** An event with one ticket, 25.00 €. */
  event: Offer;
  /** A download behind the password `PRODUCT_PASSWORD`. */
  locked: Offer;
  /** Drafts of the other forms, for the editor's steps. */
  drafts: Record<"course" | "license_key" | "certificate" | "bundle", number>;
  buyer: { email: string; password: string };
  /** The paid orders' tokens: the download with its bump, the event ticket, the instalments' first rate. */
  orders: { download: string; event: string; instalments: string };
};

export const PRODUCT_PASSWORD = "vorschau-2026";

/** A seller's and a payer's password in the screen tests. */
const PASSWORD = "screens password 2026";

/**
 * Makes the shop `username` shows (see [`ScreenShop`]): the seller and the
 * buyer sign up through the API from client address `ip`, the products are
 * published and three orders paid with the sandbox's test card.
 */
export async function screenShop(username: string, ip: string): Promise<ScreenShop> {
  const anyone = anyoneFrom(ip);
  const email = `${username}@example.org`;
  await pinEdgeClock();
  await confirmedAccount(anyone, { email, password: PASSWORD, username, firstName: "Lena", lastName: "Licht", profile: "seller" });
  const token = await signIn(email, PASSWORD, ip);
  const call = apiAs(() => token);
  const seller = must(call);
  await seller("/v1/cabinet/settings/payment_settings", { methods: [{ method: "card", enabled: true, provider: "sandbox" }] }, "PUT");

  const product = async (form: string, name: string, terms?: Record<string, unknown>, ticket?: boolean): Promise<Offer> => {
    const id = (await seller("/v1/cabinet/products", { form, name })).product.id as number;
    if (!terms) return { id, plan: 0 };
    let ticketId: number | undefined;
    if (ticket) {
      ticketId = (
        await seller(`/v1/cabinet/products/${id}/tickets`, {
          name: "Tagesticket",
          starts_at: "2027-03-06T10:00",
          ends_at: "2027-03-06T17:00",
          time_zone: "Europe/Berlin",
          location_short_name: "Atelier Licht",
          location_address: "Kastanienallee 12, 10435 Berlin",
          country_code: "DE",
          capacity: 20,
        })
      ).ticket.id as number;
    }
    const plan = (
      await seller(`/v1/cabinet/products/${id}/pricing_plans`, { name: "Standard", terms, ...(ticketId ? { ticket_id: ticketId } : {}) })
    ).pricing_plan.id as number;
    return { id, plan };
  };
  const upload = async (id: number, name: string) => {
    const put = await fetch(`${baseUrl()}/v1/cabinet/products/${id}/files?name=${encodeURIComponent(name)}`, {
      method: "PUT",
      headers: { authorization: `Bearer ${token}`, "content-type": "text/plain" },
      body: `${name}: the file a buyer downloads`,
    });
    expect(put.status).toBe(201);
  };
  const publish = (o: Offer) => seller(`/v1/cabinet/products/${o.id}/publish`);
  const oneTime = (price: string) => ({ kind: "one_time", currency: "eur", price });

  const bump = await product("download", "Checkliste Bildaufbau", oneTime("4.00"));
  await upload(bump.id, "checkliste.txt");
  await publish(bump);
  const download = await product("download", "Fotografie für Einsteiger", oneTime("29.00"));
  await upload(download.id, "fotografie-fuer-einsteiger.txt");
  await seller(
    `/v1/cabinet/products/${download.id}/setup`,
    { upsell: { layout: "one_column_3", bumps: [{ product_id: bump.id }] } },
    "PUT",
  );
  await publish(download);
  const instalments = await product("service", "Persönliches Foto-Coaching", {
    kind: "installment",
    currency: "eur",
    first_amount: "50.00",
    next_amount: "50.00",
    payments_count: 3,
    interval: "1m",
  });
  await publish(instalments);
  const membership = await product("membership", "Fotoclub", {
    kind: "subscription",
    currency: "eur",
    first_amount: "19.00",
    next_amount: "19.00",
    interval: "1m",
    trial_period: "14d",
  });
  await seller(`/v1/cabinet/products/${membership.id}/items`, { product_ids: [download.id] }, "PUT");
  await publish(membership);
  const event = await product("event", "Workshop Porträtlicht", oneTime("25.00"), true);
  await publish(event);
  const locked = await product("download", "Vorschau für Mitglieder", oneTime("9.00"));
  await upload(locked.id, "vorschau.txt");
  await publish(locked);
  await seller(`/v1/cabinet/products/${locked.id}`, { access_password: PRODUCT_PASSWORD }, "PATCH");
  const drafts = {
    course: (await product("course", "Aquarell in zehn Lektionen")).id,
    license_key: (await product("license_key", "Presets-Lizenz")).id,
    certificate: (await product("certificate", "Zertifikat Bildgestaltung")).id,
    bundle: (await product("bundle", "Einsteiger-Paket")).id,
  };
  await seller("/v1/cabinet/coupons", {
    code: "HERBST15",
    form: "single",
    active: true,
    value: "15",
    value_form: "percents",
    applies_to: "first_payment",
  });

  // the buyer has a payer account with the e-mail the orders go to
  const buyer = { email: `${username}-kunde@example.org`, password: PASSWORD };
  await confirmedAccount(anyone, { ...buyer, username: `${username}-kunde`, firstName: "Erika", lastName: "Muster", profile: "payer" });

  /** Delivered with its first payment taken (an instalment order stays `paying` until its last rate). */
  const firstPaid = (o: Record<string, any>) =>
    o.delivery?.delivered === true && (paidAndDelivered(o) || (o.rates as { state: string }[] | undefined)?.[0]?.state === "paid");
  const paid = async (cart: Record<string, unknown>, key: string) => {
    await pinEdgeClock();
    const body = await quotedOrderBody(call, cart, buyer.email);
    const made = await call("POST", "/v1/checkout/orders", body, { "idempotency-key": `${username}-${key}` });
    expect(made.status, made.text).toBe(201);
    expect((await sandboxForm(made.body.redirect_url as string, { card_number: "4242424242424242" })).status).toBe(303);
    const orderToken = made.body.order.token as string;
    await untilOrder(orderToken, firstPaid, "its first payment and its delivery");
    return orderToken;
  };
  const orders = {
    download: await paid(
      { product_id: download.id, plan_id: download.plan, bumps: [{ product_id: bump.id, plan_id: bump.plan }] },
      "download",
    ),
    event: await paid({ product_id: event.id, plan_id: event.plan }, "event"),
    instalments: await paid({ product_id: instalments.id, plan_id: instalments.plan }, "instalments"),
  };
  // the cabinet's bell counts one notification per paid order: wait for the
  // queue to store them all, so every shot shows the same count
  for (let i = 0; i < 200; i++) {
    if ((await call("GET", "/v1/cabinet/notifications/unread")).body.unread === Object.keys(orders).length) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  return { username, email, password: PASSWORD, token, download, bump, instalments, membership, event, locked, drafts, buyer, orders };
}

/**
 * Signs `email` in inside the browser `context` (the edge's session
 * cookies land in its cookie jar), from client address `ip`.
 */
export async function signInContext(context: BrowserContext, email: string, password: string, ip: string) {
  const answer = await context.request.post(`${baseUrl()}/v1/app/session`, {
    data: { email, password },
    headers: { "cf-connecting-ip": ip },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

/** A second seller with nothing yet: the empty states. */
export async function emptySeller(username: string, ip: string) {
  const anyone = anyoneFrom(ip);
  const email = `${username}@example.org`;
  await confirmedAccount(anyone, { email, password: PASSWORD, username, firstName: "Nora", lastName: "Neu", profile: "seller" });
  return { email, password: PASSWORD };
}

/** A regular expression's text for `s` taken literally. */
const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

/** The forms a page may write a date in: German, English and ISO, short to long. */
function dateForms(day: Date): string[] {
  const forms: string[] = [];
  const zone = { timeZone: "Europe/Berlin" } as const;
  for (const locale of ["de-DE", "en-US", "en-GB"]) {
    for (const dateStyle of ["long", "medium", "short"] as const)
      forms.push(new Intl.DateTimeFormat(locale, { dateStyle, ...zone }).format(day));
    forms.push(new Intl.DateTimeFormat(locale, { day: "2-digit", month: "2-digit", year: "numeric", ...zone }).format(day));
    forms.push(new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", ...zone }).format(day));
  }
  forms.push(day.toISOString().slice(0, 10));
  return forms;
}

/**
 * The dates the database wrote with its own clock (an order's creation, a
 * payment's time: SQLite's `now`, which the edge's clock does not move),
 * each form of yesterday, today and tomorrow of the real calendar with the
 * same form of `SCREEN_TIME`'s date to show instead, longest first. A time
 * of day right after such a date ("26.11.2026, 03:05") is part of it.
 */
function storedDates(now = new Date()): { pattern: string; by: string }[] {
  const pinned = dateForms(SCREEN_TIME);
  const seen = new Set<string>();
  const list: { pattern: string; by: string }[] = [];
  for (const shift of [-1, 0, 1]) {
    const real = dateForms(new Date(now.getTime() + shift * 86_400_000));
    real.forEach((form, i) => {
      if (seen.has(form) || form === pinned[i]) return;
      seen.add(form);
      list.push({ pattern: `${literal(form)}(,? (um |at )?\\d{1,2}:\\d{2}(:\\d{2})?( ?[AP]M)?)?`, by: `${pinned[i] ?? ""}` });
    });
  }
  return list.sort((a, b) => b.pattern.length - a.pattern.length);
}

/**
 * What differs from run to run on a screen of `shop` and the fixed text the
 * shot shows instead: the orders' tokens, ticket codes and license keys,
 * the dates (and times) the database stored, and ids shown as `#12` (they
 * count every row of the worker's database, which other files of the pool
 * write too). The shots thus keep their layout from run to run.
 */
export function unstableTexts(shop: ScreenShop): Replacement[] {
  return [
    ...Object.values(shop.orders).map((token) => ({ pattern: literal(token), by: "T0KEN".repeat(9).slice(0, token.length) })),
    { selector: '[data-testid="ticket-code"], [data-testid="license-key"]', by: "CODE-0000-0000" },
    ...storedDates(),
    { pattern: "#\\d+\\b", by: "#42" },
  ];
}

/** What the shots paint over: the tickets' QR codes (an image of their random code) and the replaced codes. */
export function unstableParts(page: Page): Locator[] {
  return [page.locator('[data-testid="ticket-code"], [data-testid="ticket-qr"], [data-testid="license-key"]')];
}
