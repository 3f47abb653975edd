// The payment ticket CSV export (spec section 3, "Payment ticket: export
// columns"), against the real worker: event tickets bought through the real
// checkout and paid on the sandbox's page with the test card, then
// GET /v1/cabinet/payment_tickets/export with the payment tickets list's
// filters: the header, a row's values (the event's start with its offset,
// the QR link the seller opens, the price from the order, the payer),
// quoting, the filters, another seller who sees none of it, and no export
// without a session. The event is archived at the end (one shared server).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Answer, apiAs, baseUrl, expectError, signIn } from "./support/api";
import { buyer, sandboxForm, CONSENTS } from "./support/checkout";
import { parseCsv } from "./support/csv";

const run = `tix${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
const tokens = { demo: "", studio: "" };
const demo = apiAs(() => tokens.demo);
const studio = apiAs(() => tokens.studio);

const COLUMNS = [
  "id",
  "event_date",
  "qr_code_url",
  "code",
  "state",
  "product_name",
  "ticket_name",
  "location",
  "location_address",
  "location_country",
  "price",
  "currency",
  "payer_email",
  "payer_first_name",
  "payer_last_name",
  "payer_street",
  "payer_street_number",
  "payer_zip",
  "payer_city",
  "payer_country",
  "attendee_email",
  "attendee_first_name",
  "attendee_last_name",
  "attendee_street",
  "attendee_street_number",
  "attendee_zip",
  "attendee_city",
  "attendee_country",
  "order_id",
];

/** The export for `query` as the given seller's bearer token: status, rows by column name. */
async function exportAs(token: string, query = "") {
  const response = await fetch(`${baseUrl()}/v1/cabinet/payment_tickets/export${query ? `?${query}` : ""}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const text = await response.text();
  if (response.status !== 200)
    return { status: response.status, text, header: [] as string[], rows: [] as Record<string, string>[], response };
  const [header = [], ...records] = parseCsv(text);
  const rows = records.map((r) => {
    expect(r).toHaveLength(header.length);
    return Object.fromEntries(header.map((name, i) => [name, r[i]!]));
  });
  return { status: response.status, text, header, rows, response };
}

const ok = async (answer: Promise<Answer>, what: string) => {
  const a = await answer;
  expect(a.status, `${what}: ${a.text}`).toBeLessThan(300);
  return a.body;
};

/** Posts the sandbox page's form, as the buyer's browser does. */
async function payOnSandbox(path: string) {
  expect((await sandboxForm(path, { card_number: "4242424242424242" })).status).toBeLessThan(400);
}

const payerOf = (n: number) => ({
  first_name: `Erika${n}`,
  last_name: 'Muster, "Jr."',
  street: "Hauptstr.",
  street_number: `${n}`,
  zip: "10115",
  city: "Berlin",
  payer_country: "DE",
  phone: "+49 30 1234567",
});

type Bought = { token: string; email: string; code: string; qrSvg: string; total: string; n: number };

/** Buys the plan's ticket through the checkout, pays on the sandbox and waits for its code. */
async function buy(productId: number, planId: number, n: number): Promise<Bought> {
  const cart = { product_id: productId, plan_id: planId, buyer, payment_method: "card" };
  const q = (await ok(demo("POST", "/v1/checkout/quote", cart), "quote")).quote;
  const email = `${run}-${n}@example.org`;
  const made = await demo(
    "POST",
    "/v1/checkout/orders",
    { cart, email, payer: payerOf(n), expected: { due_now: q.due_now.gross, total: q.total }, consents: CONSENTS },
    { "idempotency-key": `${run}-${n}` },
  );
  expect(made.status, made.text).toBe(201);
  await payOnSandbox(made.body.redirect_url);
  const token = made.body.order.token as string;
  for (let i = 0; i < 150; i++) {
    const o = (await demo("GET", `/v1/checkout/orders/${token}`)).body;
    const ticket = o.delivery?.tickets?.[0];
    if (o.order?.payment_state === "paid" && ticket) return { token, email, code: ticket.code, qrSvg: ticket.qr_svg, total: q.total, n };
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`order ${token} never got its ticket`);
}

let productId = 0;
let seatId = 0;
let streamId = 0;
const seats: Bought[] = [];
let stream: Bought;
const productName = `Export Summit ${run}`;

beforeAll(async () => {
  tokens.demo = await signIn("demo@sellwerk.test", "demo-password", "203.0.113.121");
  tokens.studio = await signIn("studio@sellwerk.test", "studio-password", "203.0.113.122");
  productId = (await ok(demo("POST", "/v1/cabinet/products", { form: "event", name: productName }), "product")).product.id;
  seatId = (
    await ok(
      demo("POST", `/v1/cabinet/products/${productId}/tickets`, {
        name: 'Seat, "front row"',
        starts_at: "2030-05-01T10:00",
        ends_at: "2030-05-01T18:00",
        time_zone: "Europe/Berlin",
        location_short_name: "Hall A",
        location_address: "Messedamm 22, 14055 Berlin",
        country_code: "DE",
        capacity: 5,
      }),
      "seat ticket",
    )
  ).ticket.id;
  streamId = (
    await ok(
      demo("POST", `/v1/cabinet/products/${productId}/tickets`, {
        name: "=Stream(1)",
        starts_at: "2030-01-15T19:30",
        time_zone: "America/New_York",
        online: true,
        online_url: "https://stream.example.org/summit",
        capacity: 5,
      }),
      "stream ticket",
    )
  ).ticket.id;
  const seatPlan = (
    await ok(
      demo("POST", `/v1/cabinet/products/${productId}/pricing_plans`, {
        name: "Seat",
        ticket_id: seatId,
        terms: { kind: "one_time", currency: "eur", price: "50.00" },
      }),
      "seat plan",
    )
  ).pricing_plan.id;
  const streamPlan = (
    await ok(
      demo("POST", `/v1/cabinet/products/${productId}/pricing_plans`, {
        name: "Stream",
        ticket_id: streamId,
        terms: { kind: "one_time", currency: "eur", price: "12.34" },
      }),
      "stream plan",
    )
  ).pricing_plan.id;
  await ok(demo("POST", `/v1/cabinet/products/${productId}/publish`), "publish");
  seats.push(await buy(productId, seatPlan, 1), await buy(productId, seatPlan, 2));
  stream = await buy(productId, streamPlan, 3);
  // One seat admitted at the door.
  await ok(demo("POST", `/v1/cabinet/payment_tickets/${seats[0]!.code}/use`), "admission");
});

afterAll(async () => {
  if (productId) await demo("POST", `/v1/cabinet/products/${productId}/archive`);
});

describe("the payment ticket export", () => {
  it("writes the spec's columns and a row per issued ticket with its values", async () => {
    const { status, header, rows, response, text } = await exportAs(tokens.demo, `product_id=${productId}`);
    expect(status, text).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="payment_tickets.csv"');
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(header).toEqual(COLUMNS);
    expect(rows).toHaveLength(3);
    // In id order: the order they were issued in.
    expect(rows.map((r) => r.code)).toEqual([seats[0]!.code, seats[1]!.code, stream.code]);
    const list = (await demo("GET", `/v1/cabinet/payment_tickets?product_id=${productId}`)).body.list as Record<string, any>[];
    const listed = list.find((t) => t.code === seats[0]!.code)!;
    const orderId = (await demo("GET", `/v1/cabinet/orders?query=${encodeURIComponent(seats[0]!.email)}`)).body.list[0].id;
    expect(rows[0]).toEqual({
      id: String(listed.id),
      event_date: "2030-05-01T10:00:00+02:00",
      qr_code_url: `${baseUrl()}/v1/cabinet/payment_tickets/${seats[0]!.code}/qr.svg`,
      code: seats[0]!.code,
      state: "used",
      product_name: productName,
      ticket_name: 'Seat, "front row"',
      location: "Hall A",
      location_address: "Messedamm 22, 14055 Berlin",
      location_country: "DE",
      price: seats[0]!.total,
      currency: "EUR",
      payer_email: seats[0]!.email,
      payer_first_name: "Erika1",
      payer_last_name: 'Muster, "Jr."',
      payer_street: "Hauptstr.",
      payer_street_number: "1",
      payer_zip: "10115",
      payer_city: "Berlin",
      payer_country: "DE",
      attendee_email: "",
      attendee_first_name: "",
      attendee_last_name: "",
      attendee_street: "",
      attendee_street_number: "",
      attendee_zip: "",
      attendee_city: "",
      attendee_country: "",
      order_id: String(orderId),
    });
    expect(listed.order_id).toBe(orderId);
    expect(seats[0]!.total).toBe("50.00");
    // Quoted as RFC 4180 wants it.
    expect(text).toContain(`,"Seat, ""front row""",Hall A,"Messedamm 22, 14055 Berlin",DE,50.00,EUR,`);
    // A cell a spreadsheet would run as a formula is written as text.
    expect(text).toContain(`,'=Stream(1),online,`);
    // An online ticket: its link for the address, no country; its own zone's offset.
    expect(rows[2]).toMatchObject({
      event_date: "2030-01-15T19:30:00-05:00",
      ticket_name: "'=Stream(1)",
      location: "online",
      location_address: "https://stream.example.org/summit",
      location_country: "",
      price: "12.34",
      state: "unused",
      payer_first_name: "Erika3",
    });
  });

  it("links each ticket's QR code, which the seller opens and no one else does", async () => {
    const { rows } = await exportAs(tokens.demo, `product_id=${productId}`);
    const url = rows[1]!.qr_code_url!;
    const mine = await fetch(url, { headers: { authorization: `Bearer ${tokens.demo}` } });
    expect(mine.status).toBe(200);
    expect(mine.headers.get("content-type")).toContain("image/svg+xml");
    // The same symbol the buyer's order page shows.
    expect(await mine.text()).toBe(seats[1]!.qrSvg);
    expect(
      (await fetch(url.replace(seats[1]!.code, seats[1]!.code.toLowerCase()), { headers: { authorization: `Bearer ${tokens.demo}` } }))
        .status,
    ).toBe(200);
    expectError(await studio("GET", new URL(url).pathname), 404, "ticket_not_found");
    expectError(await demo("GET", "/v1/cabinet/payment_tickets/NOSUCHCODE/qr.svg"), 404, "ticket_not_found");
    expect((await fetch(url)).status).toBe(401);
  });

  it("takes the payment tickets list's filters and search", async () => {
    const used = await exportAs(tokens.demo, `product_id=${productId}&state=used`);
    expect(used.rows.map((r) => r.code)).toEqual([seats[0]!.code]);
    const unused = await exportAs(tokens.demo, `product_id=${productId}&state=unused`);
    expect(unused.rows.map((r) => r.code)).toEqual([seats[1]!.code, stream.code]);
    const online = await exportAs(tokens.demo, `ticket_id=${streamId}`);
    expect(online.rows.map((r) => r.code)).toEqual([stream.code]);
    const bySeat = await exportAs(tokens.demo, `ticket_id=${seatId}&sort=code&dir=desc&page=2&per=10`);
    // Paging and sort of the list do not narrow an export: every match, in id order.
    expect(bySeat.rows.map((r) => r.code)).toEqual([seats[0]!.code, seats[1]!.code]);
    const searched = await exportAs(tokens.demo, `query=${seats[1]!.code}`);
    expect(searched.rows.map((r) => r.code)).toEqual([seats[1]!.code]);
    const none = await exportAs(tokens.demo, `product_id=${productId}&state=refunded`);
    expect(none.rows).toEqual([]);
    expect(none.text).toBe(`${COLUMNS.join(",")}\r\n`);
    // What the list refuses, the export refuses the same way.
    expectError(await demo("GET", "/v1/cabinet/payment_tickets/export?payment_state=paid"), 422, "unknown_filter", "payment_state");
  });

  it("is another seller's secret, and needs a session", async () => {
    const theirs = await exportAs(tokens.studio);
    expect(theirs.status).toBe(200);
    expect(theirs.header).toEqual(COLUMNS);
    for (const b of [...seats, stream]) expect(theirs.text).not.toContain(b.code);
    expect(theirs.text).not.toContain(run);
    expect((await exportAs(tokens.studio, `product_id=${productId}`)).rows).toEqual([]);
    const anonymous = await exportAs("", `product_id=${productId}`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.text).not.toContain(seats[0]!.code);
    // nor can another seller admit one of these tickets at their door
    expectError(await studio("POST", `/v1/cabinet/payment_tickets/${seats[1]!.code}/use`), 404, "ticket_not_found");
    const still = (await demo("GET", `/v1/cabinet/payment_tickets?product_id=${productId}`)).body.list as Record<string, any>[];
    expect(still.find((t) => t.code === seats[1]!.code)?.state).toBe("unused");
  });
});
