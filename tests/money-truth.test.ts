// Refunds and the orders CSV against the real edge (issue 30). Two
// refunds at once never give back more than was paid (the ledger's one
// statement in D1 refuses the second), an amount is core's to check, and a
// refund's amount and day reach the export. The orders CSV is read back as
// a bookkeeper's spreadsheet reads it: for an English seller with commas
// and decimal points, for a German one with a UTF-8 byte order mark,
// semicolons and decimal commas, the headers in the seller's language, the
// net, VAT rate, VAT and gross of the money that arrived.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { beforeAll, describe, expect, it } from "vitest";
import { apiAs, type Answer, baseUrl, confirmedAccount, expectError, must, publishedProduct, signIn, stateDir } from "./support/api";
import { paidAndDelivered, quotedOrderBody, sandboxForm, untilOrder } from "./support/checkout";

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
const email = `money-seller-${run}@example.org`;
const password = "money seller password";
let token = "";
const call = apiAs(() => token);
const anyone = apiAs(() => "");
const seller = must(call);
let sellerId = 0;

/** The app's database in the local D1 files of this file's worker. */
function database(): DatabaseSync {
  const dir = join(stateDir(), "v3", "d1", "miniflare-D1DatabaseObject");
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".sqlite"))) {
    const db = new DatabaseSync(join(dir, file));
    try {
      db.prepare("SELECT 1 FROM orders LIMIT 1").get();
      return db;
    } catch {
      db.close();
    }
  }
  throw new Error("no database with the orders table");
}

/** Sets the seller's account language (no route changes it yet). */
function sellerLanguage(locale: "de" | "en") {
  const db = database();
  try {
    db.prepare("UPDATE users SET locale = ? WHERE email = ?").run(locale, email);
  } finally {
    db.close();
  }
}

/** A paid order of the buyer `buyerEmail` for `product`; its id and token. */
async function paidOrder(product: { id: number; plan: number }, buyerEmail: string, details?: Record<string, unknown>) {
  const body = await quotedOrderBody(call, { product_id: product.id, plan_id: product.plan }, buyerEmail, details);
  const made = await anyone("POST", "/v1/checkout/orders", body, { "idempotency-key": `${run}-${buyerEmail}` });
  expect(made.status, made.text).toBe(201);
  expect((await sandboxForm(made.body.redirect_url, { card_number: "4242424242424242" })).status).toBe(303);
  const orderToken = made.body.order.token as string;
  await untilOrder(orderToken, (o) => ["paid", "paying"].includes(o.order?.payment_state) && o.delivery?.delivered, "paid");
  const id = (await seller(`/v1/cabinet/orders?query=${encodeURIComponent(orderToken)}`, undefined, "GET")).list[0].id as number;
  return { id, token: orderToken };
}

/** A CSV file as spreadsheets read it: cells split by `separator`, quoted cells with doubled quotes, CRLF records. */
function parseCsv(text: string, separator: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === separator) {
      row.push(field);
      field = "";
    } else if (c === "\r" && text[i + 1] === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      i++;
    } else field += c;
  }
  expect(field === "" && row.length === 0, "the file ends with CRLF").toBe(true);
  return rows;
}

/** The seller's direct export of the orders `query` matches, as bytes decoded (the BOM kept). */
async function exported(query: string): Promise<string> {
  const response = await fetch(`${baseUrl()}/v1/cabinet/orders/export?${query}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  return new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer());
}

/** The one row of `rows` (a header and records) as header -> cell. */
function record(rows: string[][], index = 1): Record<string, string> {
  const [header = []] = rows;
  return Object.fromEntries(header.map((h, i) => [h, rows[index]?.[i] ?? ""]));
}

describe("refunds and the orders CSV", () => {
  let course = { id: 0, plan: 0 };
  let single = { id: 0, plan: 0 };

  beforeAll(async () => {
    await confirmedAccount(anyone, {
      email,
      password,
      username: `m${run}`.slice(0, 30),
      firstName: "Ana",
      lastName: "Aquarell",
      profile: "seller",
    });
    token = await signIn(email, password, "203.0.113.183");
    sellerId = (await seller("/v1/app/user/me", undefined, "GET")).profile.seller_id as number;
    await seller("/v1/cabinet/settings/payment_settings", { methods: [{ method: "card", enabled: true, provider: "sandbox" }] }, "PUT");
    course = await publishedProduct(seller, "service", `Course in rates ${run}`, {
      kind: "installment",
      currency: "eur",
      first_amount: "41.65",
      next_amount: "41.65",
      payments_count: 3,
      interval: "1m",
    });
    single = await publishedProduct(seller, "service", `Für Anfänger; "Aquarell", Teil 1 ${run}`, {
      kind: "one_time",
      currency: "eur",
      price: "119.00",
    });
  });

  it("refunds at most what was paid, even when two refunds arrive at once", async () => {
    const { id, token: orderToken } = await paidOrder(course, `race-${run}@example.org`);
    const refund = (amount: string | undefined, key: string) =>
      call("POST", `/v1/cabinet/orders/${id}/refund`, amount === undefined ? {} : { amount }, { "idempotency-key": `${run}-${key}` });

    // core's rules: no amount, nothing, more than was paid
    expectError(await refund("abc", "bad"), 422, "invalid_amount", "amount");
    expectError(await refund("0", "zero"), 422, "refund_amount_not_positive", "amount");
    expectError(await refund("41.66", "more"), 422, "refund_exceeds_paid", "amount");
    expectError(await refund("1.001", "precise"), 422, "amount_too_precise", "amount");

    // two refunds of 30.00 of the 41.65 paid at the same moment: one goes through, the other is refused
    const answers: Answer[] = await Promise.all([refund("30.00", "race-a"), refund("30.00", "race-b")]);
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses[0], answers.map((a) => a.text).join("\n")).toBe(202);
    expect([409, 422]).toContain(statuses[1]);
    const refused = answers.find((a) => a.status !== 202)!;
    expect(refused.body.error).toBe("refund_exceeds_paid");
    const detail = (await call("GET", `/v1/cabinet/orders/${id}`)).body;
    expect([detail.paid, detail.refunded, detail.refundable_amount]).toEqual(["41.65", "30.00", "11.65"]);
    // the home's revenue is what the seller kept: the partial refund is taken off on its day
    const home = async () => (await call("GET", "/v1/cabinet/home")).body as { revenue: string };
    expect((await home()).revenue).toBe("11.65");
    // the sandbox gave back exactly one refund of 30.00 of the payment
    const db = database();
    try {
      const given = db
        .prepare("SELECT refunded_minor FROM sandbox_payments WHERE reference = ? AND seller_id = ?")
        .all(orderToken, sellerId) as {
        refunded_minor: number;
      }[];
      expect(given.map((g) => g.refunded_minor)).toEqual([3000]);
      expect((db.prepare("SELECT refunded_minor FROM orders WHERE id = ?").get(id) as { refunded_minor: number }).refunded_minor).toBe(
        3000,
      );
    } finally {
      db.close();
    }

    // the rest (no amount: all that is left) is a full refund: refunded, the later rates closed
    expect((await refund(undefined, "rest")).status).toBe(202);
    const after = await untilOrder(orderToken, (o) => o.order.payment_state === "payment_refunded", "refunded in full");
    expect(after.rates.map((r: any) => r.state)).toEqual(["refunded", "skipped", "skipped"]);
    // refunded in full, nothing is left, and nothing is taken off twice
    expect((await home()).revenue).toBe("0.00");
    expectError(await refund("1.00", "after"), 409, "not_refundable");
  });

  it("exports what a bookkeeper needs, in English with commas and in German with a BOM, semicolons and decimal commas", async () => {
    const buyerEmail = `csv-${run}@example.org`;
    const { id, token: orderToken } = await paidOrder(single, buyerEmail, {
      first_name: "Jürgen",
      last_name: "Müller",
      street: "Hauptstr.",
      street_number: "5",
      zip: "10115",
      city: "Berlin",
      payer_country: "DE",
      phone: "+49 30 1234567",
    });
    expect((await call("POST", `/v1/cabinet/orders/${id}/refund`, { amount: "19.00" }, { "idempotency-key": `${run}-csv` })).status).toBe(
      202,
    );
    await untilOrder(orderToken, paidAndDelivered, "still paid after a partial refund");
    const query = `query=${encodeURIComponent(buyerEmail)}`;

    sellerLanguage("en");
    const english = await exported(query);
    expect(english.charCodeAt(0)).not.toBe(0xfeff);
    const en = parseCsv(english, ",");
    expect(en).toHaveLength(2);
    expect(en[0]).toEqual([
      "Order number",
      "Order date",
      "Payment date",
      "Buyer",
      "Buyer e-mail",
      "Country",
      "VAT ID",
      "Product",
      "Plan",
      "Payment type",
      "Net",
      "VAT rate (%)",
      "VAT",
      "Gross",
      "Currency",
      "Payment method",
      "Status",
      "Refunded",
      "Refund date",
    ]);
    const row = record(en);
    expect(row).toMatchObject({
      "Order number": String(id),
      Buyer: "Jürgen Müller",
      "Buyer e-mail": buyerEmail,
      Country: "DE",
      Product: `Für Anfänger; "Aquarell", Teil 1 ${run}`,
      Plan: "Standard",
      "Payment type": "One-time payment",
      Net: "100.00",
      "VAT rate (%)": "19",
      VAT: "19.00",
      Gross: "119.00",
      Currency: "EUR",
      "Payment method": "card",
      Status: "Paid",
      Refunded: "19.00",
    });
    // the day of the refund, as the order's detail has it (the edge's clock)
    const refundDay = String((await call("GET", `/v1/cabinet/orders/${id}`)).body.refunded_at).slice(0, 10);
    expect(row["Order date"]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(row["Refund date"]).toBe(refundDay);

    sellerLanguage("de");
    try {
      const german = await exported(query);
      expect(german.charCodeAt(0), "a UTF-8 byte order mark").toBe(0xfeff);
      const de = parseCsv(german.slice(1), ";");
      expect(de).toHaveLength(2);
      expect(de[0]!.slice(0, 4)).toEqual(["Bestellnummer", "Bestelldatum", "Zahlungsdatum", "Käufer"]);
      const zeile = record(de);
      expect(zeile).toMatchObject({
        Bestellnummer: String(id),
        Käufer: "Jürgen Müller",
        Produkt: `Für Anfänger; "Aquarell", Teil 1 ${run}`,
        Zahlungsart: "Einmalzahlung",
        Netto: "100,00",
        "USt-Satz (%)": "19",
        USt: "19,00",
        Brutto: "119,00",
        Währung: "EUR",
        Status: "Bezahlt",
        Erstattet: "19,00",
      });
      expect(zeile.Bestelldatum).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
      const [y, m, d] = refundDay.split("-");
      expect(zeile.Erstattungsdatum).toBe(`${d}.${m}.${y}`);
    } finally {
      sellerLanguage("en");
    }
  });
});
