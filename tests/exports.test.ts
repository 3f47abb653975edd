// Background CSV exports (issue 15): POST /v1/cabinet/exports stores an
// export and the real queue writes it to the real local R2 in chunks (a
// development build reads 2 pages of 25 rows a chunk, so 300 orders take 6
// chunks), the seller polls its state and downloads the parts joined, or
// opens the signed link of the mail. Checked against the real worker: the
// file equals, byte for byte, the direct CSV download of the same filters
// (GET …/export, the code the older export tests pin column by column),
// and its ids are exactly the ids the list API shows for those filters, in
// id order, none twice; tickets too; chunks that fail after writing their
// part and are retried by the queue, and a chunk run again, change nothing;
// another seller sees none of it (404); a forged or expired link is
// refused; the create is idempotent and one export per kind runs at a
// time; the scheduler resumes a stalled export and deletes an expired one. A new seller of its own
// (signed up through the API) holds the rows: three orders bought through
// the checkout (two paid on the sandbox, with their tickets), cloned in the
// local D1 file into 300 orders and 200 tickets.
import { createHmac } from "node:crypto";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { beforeAll, describe, expect, it } from "vitest";
import { type Answer, apiAs, baseUrl, confirmedAccount, expectError, requestAt, signIn, stateDir } from "./support/api";
import { buyer, sandboxForm, untilOrder, CONSENTS } from "./support/checkout";
import { parseCsv } from "./support/csv";

const run = `exp${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
const tokens = { seller: "", other: "" };
const seller = apiAs(() => tokens.seller);
const other = apiAs(() => tokens.other);
const anyone = (method: string, path: string, json?: unknown, headers: Record<string, string> = {}) =>
  requestAt(baseUrl(), method, path, json, headers);
let sellerId = 0;
const email = `${run}@example.org`;
/** The development build's TOKEN_SECRET (wrangler.toml), which signs links. */
const TOKEN_SECRET = "local-development-only-token-secret-0000";

const ok = async (answer: Promise<Answer>, what: string) => {
  const a = await answer;
  expect(a.status, `${what}: ${a.text}`).toBeLessThan(300);
  return a.body;
};

/** The app's database in the local D1 files of this file's worker. */
function database(): DatabaseSync {
  const dir = join(stateDir(), "v3", "d1", "miniflare-D1DatabaseObject");
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".sqlite"))) {
    const db = new DatabaseSync(join(dir, file));
    try {
      db.prepare("SELECT 1 FROM exports LIMIT 1").get();
      return db;
    } catch {
      db.close();
    }
  }
  throw new Error("no database with the exports table");
}

/** The keys of the local R2 objects under `prefix` (miniflare's object index). */
function r2Keys(prefix: string): string[] {
  const dir = join(stateDir(), "v3", "r2", "miniflare-R2BucketObject");
  const keys: string[] = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".sqlite"))) {
    const db = new DatabaseSync(join(dir, file), { readOnly: true });
    try {
      const rows = db.prepare("SELECT key FROM _mf_objects WHERE substr(key, 1, length(?)) = ?").all(prefix, prefix) as { key: string }[];
      keys.push(...rows.map((r) => r.key));
    } catch (e) {
      // miniflare's metadata file has no objects
      if (!String(e).includes("no such table")) throw e;
    } finally {
      db.close();
    }
  }
  return keys;
}

/** Copies the order `id` `times` times (new token and payer address), with its rates and, for a paid order, its ticket. */
function cloneOrders(id: number, times: number, tag: string) {
  const db = database();
  try {
    const columns = (table: string, skip: string[]) =>
      (db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).map((c) => c.name).filter((c) => !skip.includes(c));
    const orderCols = columns("orders", ["id", "token", "payer_email"]);
    const rateCols = columns("order_rates", ["id", "order_id"]);
    const ticketCols = columns("payment_tickets", ["id", "order_id", "code"]);
    const insertOrder = db.prepare(
      `INSERT INTO orders (${orderCols.join(", ")}, token, payer_email) SELECT ${orderCols.join(", ")}, ?, ? FROM orders WHERE id = ?`,
    );
    const insertRates = db.prepare(
      `INSERT INTO order_rates (${rateCols.join(", ")}, order_id) SELECT ${rateCols.join(", ")}, ? FROM order_rates WHERE order_id = ?`,
    );
    const insertTicket = db.prepare(
      `INSERT INTO payment_tickets (${ticketCols.join(", ")}, order_id, code) SELECT ${ticketCols.join(", ")}, ?, ? FROM payment_tickets WHERE order_id = ?`,
    );
    db.exec("BEGIN");
    for (let i = 0; i < times; i++) {
      const made = insertOrder.run(`${run}${tag}${i}`, `${run}-${tag}${i}@example.org`, id);
      const newId = Number(made.lastInsertRowid);
      insertRates.run(newId, id);
      insertTicket.run(newId, `X${run.toUpperCase()}${tag.toUpperCase()}${i}`, id);
    }
    db.exec("COMMIT");
  } finally {
    db.close();
  }
}

/** The `id` column of a CSV file, as numbers. */
function idsOf(csv: string): number[] {
  const [header = [], ...records] = parseCsv(csv);
  // the orders' CSV names it "Order number" (an English seller), the tickets' "id"
  const at = header.includes("Order number") ? header.indexOf("Order number") : header.indexOf("id");
  expect(at, `an id column in ${header.join(",")}`).toBeGreaterThanOrEqual(0);
  return records.map((r) => Number(r[at]));
}

/** The ids the list API shows for `query` (every page of 500), ascending. */
async function listIds(list: "orders" | "payment_tickets", query: string): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const body = await ok(seller("GET", `/v1/cabinet/${list}?${query}${query ? "&" : ""}per=500&page=${page}`), `${list} page ${page}`);
    ids.push(...(body.list as { id: number }[]).map((r) => r.id));
    if ((body.list as unknown[]).length < 500) break;
  }
  return ids.sort((a, b) => a - b);
}

/** The direct CSV download of `query` (GET …/export), the expected file. */
async function direct(list: "orders" | "payment_tickets", query: string): Promise<string> {
  const response = await fetch(`${baseUrl()}/v1/cabinet/${list}/export?${query}`, {
    headers: { authorization: `Bearer ${tokens.seller}` },
  });
  const text = await response.text();
  expect(response.status, text).toBe(200);
  return text;
}

/** Starts an export; its answer. */
const start = (kind: string, query: string, headers: Record<string, string> = {}) =>
  seller("POST", "/v1/cabinet/exports", { kind, query }, headers);

/** Polls the export until it is done (or failed); the export. */
async function finished(id: number): Promise<Record<string, any>> {
  for (let i = 0; i < 600; i++) {
    const e = (await ok(seller("GET", `/v1/cabinet/exports/${id}`), "export")).export;
    if (e.state === "done" || e.state === "failed") return e;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`export ${id} never finished`);
}

/** The export's file with the seller's session. */
async function download(id: number, token = tokens.seller) {
  const response = await fetch(`${baseUrl()}/v1/cabinet/exports/${id}/download`, { headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, text: await response.text(), headers: response.headers };
}

/** Starts an export of `kind` under `query` and waits until it is done. */
async function exported(kind: string, query: string) {
  const made = await start(kind, query);
  expect(made.status, made.text).toBe(202);
  expect(made.body.export.state).toBe("queued");
  const done = await finished(made.body.export.id);
  expect(done.state).toBe("done");
  return done;
}

/** The signed link the done mail of export `id` carries. */
async function mailedLink(id: number): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const mails = (await anyone("GET", `/v1/dev/mails?to=${encodeURIComponent(email)}`)).body.list as {
      to: string;
      link: string;
      subject: string;
    }[];
    const mail = mails.find((m) => m.to === email && m.link.startsWith(`/v1/exports/${id}/download?`));
    if (mail) return mail.link;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail with the link of export ${id}`);
}

let orderIds: { unpaid: number; paid: number[] } = { unpaid: 0, paid: [] };

beforeAll(async () => {
  const password = "export seller password";
  const username = `x${run}`.slice(0, 30);
  await confirmedAccount(anyone, { email, password, username, firstName: "Exa", lastName: "Porter", profile: "seller" });
  tokens.seller = await signIn(email, password, "203.0.113.171");
  tokens.other = await signIn("studio@sellwerk.test", "studio-password", "203.0.113.172");
  sellerId = (await ok(seller("GET", "/v1/app/user/me"), "me")).profile.seller_id;
  await ok(
    seller("PUT", "/v1/cabinet/settings/payment_settings", { methods: [{ method: "card", enabled: true, provider: "sandbox" }] }),
    "payment settings",
  );
  const productId = (await ok(seller("POST", "/v1/cabinet/products", { form: "event", name: `Export Fair ${run}` }), "product")).product.id;
  const ticketId = (
    await ok(
      seller("POST", `/v1/cabinet/products/${productId}/tickets`, {
        name: 'Day pass, "early"',
        starts_at: "2031-03-01T10:00",
        ends_at: "2031-03-01T18:00",
        time_zone: "Europe/Berlin",
        location_short_name: "Hall B",
        location_address: "Messedamm 22, 14055 Berlin",
        country_code: "DE",
        capacity: 10,
      }),
      "ticket",
    )
  ).ticket.id;
  const planId = (
    await ok(
      seller("POST", `/v1/cabinet/products/${productId}/pricing_plans`, {
        name: "Day pass",
        ticket_id: ticketId,
        terms: { kind: "one_time", currency: "eur", price: "25.00" },
      }),
      "plan",
    )
  ).pricing_plan.id;
  await ok(seller("POST", `/v1/cabinet/products/${productId}/publish`), "publish");
  const cart = { product_id: productId, plan_id: planId, buyer, payment_method: "card" };
  const quote = (await ok(anyone("POST", "/v1/checkout/quote", cart), "quote")).quote;
  const bought: { token: string }[] = [];
  for (let n = 0; n < 3; n++) {
    const made = await anyone(
      "POST",
      "/v1/checkout/orders",
      {
        cart,
        email: `${run}-buyer${n}@example.org`,
        payer: {
          first_name: `Erika${n}`,
          last_name: 'Muster, "Jr."',
          street: "Hauptstr.",
          street_number: `${n}`,
          zip: "10115",
          city: "Berlin",
          payer_country: "DE",
          phone: "+49 30 1234567",
        },
        expected: { due_now: quote.due_now.gross, total: quote.total },
        consents: CONSENTS,
      },
      { "idempotency-key": `${run}-order-${n}` },
    );
    expect(made.status, made.text).toBe(201);
    bought.push({ token: made.body.order.token });
    if (n < 2) {
      expect((await sandboxForm(made.body.redirect_url, { card_number: "4242424242424242" })).status).toBeLessThan(400);
      await untilOrder(made.body.order.token, (o) => o.order?.payment_state === "paid" && o.delivery?.tickets?.length === 1, "its ticket");
    }
  }
  const idOf = (token: string) => {
    const db = database();
    try {
      return Number((db.prepare("SELECT id FROM orders WHERE token = ?").get(token) as { id: number }).id);
    } finally {
      db.close();
    }
  };
  orderIds = { paid: [idOf(bought[0]!.token), idOf(bought[1]!.token)], unpaid: idOf(bought[2]!.token) };
  // 297 more: 99 clones of each (the paid ones with a ticket each)
  cloneOrders(orderIds.paid[0]!, 99, "a");
  cloneOrders(orderIds.paid[1]!, 99, "b");
  cloneOrders(orderIds.unpaid, 99, "c");
}, 120_000);

describe("an export made by the queue in chunks", () => {
  let ordersExport: Record<string, any> = {};

  it("of every order equals the direct download byte for byte, over several parts, with exactly the list's ids in order", async () => {
    ordersExport = await exported("orders", "");
    const file = await download(ordersExport.id);
    expect(file.status, file.text).toBe(200);
    expect(file.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(file.headers.get("content-disposition")).toBe(`attachment; filename="orders-${ordersExport.id}.csv"`);
    expect(file.text).toBe(await direct("orders", ""));
    const ids = idsOf(file.text);
    expect(ids).toHaveLength(300);
    expect(ids).toEqual(await listIds("orders", ""));
    expect(new Set(ids).size).toBe(300);
    // 25 rows a page, 2 pages a chunk in development builds: 6 full chunks and the empty last one
    expect(ordersExport.rows_written).toBe(300);
    expect(ordersExport.parts).toBeGreaterThanOrEqual(6);
    expect(ordersExport.bytes).toBe(Buffer.byteLength(file.text));
    expect(ordersExport.download_url).toBe(`/v1/cabinet/exports/${ordersExport.id}/download`);
    expect(ordersExport.finished_at).toBeTruthy();
  });

  it("of filtered orders (paid, a search) holds exactly what the list shows for those filters", async () => {
    const query = `payment_state=paid&query=${encodeURIComponent(`${run}-b`)}`;
    const done = await exported("orders", query);
    expect(done.query).toContain("payment_state=paid");
    const file = await download(done.id);
    expect(file.text).toBe(await direct("orders", query));
    const ids = idsOf(file.text);
    expect(ids.length).toBeGreaterThan(50);
    expect(ids).toEqual(await listIds("orders", query));
  });

  it("of payment tickets equals the direct ticket download, over several parts", async () => {
    const done = await exported("payment_tickets", "");
    const file = await download(done.id);
    expect(file.headers.get("content-disposition")).toBe(`attachment; filename="payment_tickets-${done.id}.csv"`);
    expect(file.text).toBe(await direct("payment_tickets", ""));
    const ids = idsOf(file.text);
    expect(ids).toHaveLength(200);
    expect(ids).toEqual(await listIds("payment_tickets", ""));
    expect(done.parts).toBeGreaterThanOrEqual(4);
    expect(file.text.split("\r\n")[0]!.startsWith("id,event_date,qr_code_url,")).toBe(true);
  });

  it("is listed for its seller, newest first, and not for another seller, who gets 404 for its id and file", async () => {
    const mine = (await ok(seller("GET", "/v1/cabinet/exports"), "list")).list as { id: number }[];
    expect(mine.map((e) => e.id)).toContain(ordersExport.id);
    expect(mine.map((e) => e.id)).toEqual([...mine.map((e) => e.id)].sort((a, b) => b - a));
    const theirs = (await ok(other("GET", "/v1/cabinet/exports"), "other list")).list as { id: number }[];
    expect(theirs.map((e) => e.id)).not.toContain(ordersExport.id);
    expectError(await other("GET", `/v1/cabinet/exports/${ordersExport.id}`), 404, "export_not_found");
    const stolen = await download(ordersExport.id, tokens.other);
    expect(stolen.status).toBe(404);
    expect(JSON.parse(stolen.text).error).toBe("export_not_found");
    expectError(await anyone("GET", `/v1/cabinet/exports/${ordersExport.id}`), 401, "missing_access_token");
  });

  it("mails its seller a signed link that downloads the same file; a forged, re-targeted or expired link is refused", async () => {
    const link = await mailedLink(ordersExport.id);
    const byLink = await fetch(`${baseUrl()}${link}`);
    expect(byLink.status).toBe(200);
    expect(await byLink.text()).toBe((await download(ordersExport.id)).text);
    const url = new URL(link, baseUrl());
    const forged = new URL(url);
    forged.searchParams.set("sig", `${url.searchParams.get("sig")!.slice(0, -2)}AA`);
    expectError(await anyone("GET", `${forged.pathname}${forged.search}`), 403, "link_invalid");
    const retargeted = new URL(url);
    retargeted.searchParams.set("seller", "1");
    expectError(await anyone("GET", `${retargeted.pathname}${retargeted.search}`), 403, "link_invalid");
    // a link signed with the right key whose time is over
    const exp = Math.floor(Date.now() / 1000) - 60;
    const sig = createHmac("sha256", TOKEN_SECRET).update(`v1.link:export:${sellerId}/${ordersExport.id}:${exp}`).digest("base64url");
    expectError(
      await anyone("GET", `/v1/exports/${ordersExport.id}/download?seller=${sellerId}&exp=${exp}&sig=${sig}`),
      403,
      "link_expired",
    );
    // the same construction with a live expiry downloads: the refusal above was the expiry alone
    const live = Math.floor(Date.now() / 1000) + 600;
    const liveSig = createHmac("sha256", TOKEN_SECRET).update(`v1.link:export:${sellerId}/${ordersExport.id}:${live}`).digest("base64url");
    expect((await anyone("GET", `/v1/exports/${ordersExport.id}/download?seller=${sellerId}&exp=${live}&sig=${liveSig}`)).status).toBe(200);
  });

  it("a chunk delivered again writes nothing: the part is recorded once and the file is unchanged", async () => {
    const before = (await download(ordersExport.id)).text;
    const again = await anyone("POST", `/v1/dev/exports/${ordersExport.id}/chunk`, { seller_id: sellerId, part: 2 });
    expect(again.status, again.text).toBe(200);
    // the export is done: nothing of it runs again
    expect(again.body.outcome).toBe("closed");
    const other = await anyone("POST", `/v1/dev/exports/${ordersExport.id}/chunk`, { seller_id: 1, part: 2 });
    expect(other.body.outcome, "another seller's id finds no export").toBe("closed");
    const after = await ok(seller("GET", `/v1/cabinet/exports/${ordersExport.id}`), "export");
    expect(after.export.parts).toBe(ordersExport.parts);
    expect(after.export.rows_written).toBe(300);
    expect((await download(ordersExport.id)).text).toBe(before);
  });

  it("chunks that fail after writing their part are retried by the queue without a row twice or missing", async () => {
    expect((await anyone("POST", "/v1/dev/faults", { fail_export_chunks: 3 })).status).toBe(200);
    try {
      const made = await start("orders", "");
      expect(made.status, made.text).toBe(202);
      const id = made.body.export.id as number;
      // while it runs, a part already recorded is delivered again: nothing changes
      for (let i = 0; i < 300; i++) {
        const e = (await ok(seller("GET", `/v1/cabinet/exports/${id}`), "export")).export;
        if (e.parts >= 2 || e.state === "done") break;
        await new Promise((r) => setTimeout(r, 50));
      }
      const redelivered = await anyone("POST", `/v1/dev/exports/${id}/chunk`, { seller_id: sellerId, part: 0 });
      expect(["already_written", "closed"]).toContain(redelivered.body.outcome);
      const done = await finished(id);
      expect(done.state).toBe("done");
      expect(done.rows_written).toBe(300);
      const file = await download(id);
      expect(file.text).toBe(await direct("orders", ""));
      expect(idsOf(file.text)).toEqual(await listIds("orders", ""));
      // the three failed attempts left their objects in R2 (a chunk sent again by the redelivery
      // above may have left one more); the file reads only the recorded parts
      const db = database();
      const prefix = (() => {
        try {
          return (db.prepare("SELECT r2_prefix AS p FROM exports WHERE id = ?").get(id) as { p: string }).p;
        } finally {
          db.close();
        }
      })();
      expect(r2Keys(prefix).length).toBeGreaterThanOrEqual(done.parts + 3);
    } finally {
      await anyone("POST", "/v1/dev/faults", {});
    }
  }, 120_000);
});

describe("starting an export", () => {
  it("is idempotent with an Idempotency-Key, and a second open export of a kind is refused with 409", async () => {
    const key = { "idempotency-key": `${run}-export` };
    const first = await start("payment_tickets", "state=unused", key);
    expect(first.status, first.text).toBe(202);
    const repeat = await start("payment_tickets", "state=unused", key);
    expect(repeat.status).toBe(202);
    expect(repeat.body.export.id).toBe(first.body.export.id);
    const second = await start("payment_tickets", "");
    if (second.status === 202) {
      // the first was done already: then the cap is shown with two at once below
      await finished(second.body.export.id);
    } else {
      expectError(second, 409, "export_running");
    }
    await finished(first.body.export.id);
    // two at once: the second answers 409 while the first is queued or running
    const a = start("orders", "");
    const b = start("orders", "");
    const answers = await Promise.all([a, b]);
    const statuses = answers.map((x) => x.status).sort();
    expect(statuses).toEqual([202, 409]);
    expectError(
      answers.find((x) => x.status === 409)!,
      409,
      "export_running",
    );
    await finished(answers.find((x) => x.status === 202)!.body.export.id);
  }, 120_000);

  it("refuses a kind, a filter or a field the list does not offer, in the error shape", async () => {
    // a body that is no NewExport is refused as every JSON body is (extract::json_body)
    expectError(await start("order_rates", ""), 400, "invalid_input");
    expectError(await start("payment_tickets", "payment_state=paid"), 422, "unknown_filter", "payment_state");
    expectError(await seller("POST", "/v1/cabinet/exports", { kind: "orders", query: "", extra: 1 }), 400, "invalid_input");
    expectError(await anyone("POST", "/v1/cabinet/exports", { kind: "orders" }), 401, "missing_access_token");
  });

  it("a file not yet done answers 409 export_not_ready; a missing id 404", async () => {
    expectError(await seller("GET", "/v1/cabinet/exports/999999999"), 404, "export_not_found");
    const db = database();
    try {
      db.prepare(
        "INSERT INTO exports (seller_id, kind, query, origin, state, r2_prefix, created_at, updated_at, expires_at) VALUES (?, 'orders', '', 'http://x', 'failed', ?, 0, 0, ?)",
      ).run(sellerId, `exports/${sellerId}/${run}-failed/`, Math.floor(Date.now() / 1000) + 3600);
    } finally {
      db.close();
    }
    const failed = ((await ok(seller("GET", "/v1/cabinet/exports"), "list")).list as { id: number; state: string }[]).find(
      (e) => e.state === "failed",
    )!;
    const answer = await download(failed.id);
    expect(answer.status).toBe(409);
    expect(JSON.parse(answer.text).error).toBe("export_not_ready");
  });
});

describe("the direct download and expiry", () => {
  it("the direct GET export refuses more than 1,000 rows with 409 export_too_large, naming the background export", async () => {
    cloneOrders(orderIds.unpaid, 710, "d");
    const answer = await seller("GET", "/v1/cabinet/orders/export");
    expectError(answer, 409, "export_too_large");
    expect(answer.text).toContain("POST /v1/cabinet/exports");
    // the background export has no such bound
    const done = await exported("orders", "");
    expect(done.rows_written).toBe(1010);
  });

  it("the scheduler sends the next chunk of an export that stalled (its message lost), which then completes", async () => {
    const now = Math.floor(Date.now() / 1000);
    const db = database();
    const id = (() => {
      try {
        // queued an hour ago and never heard of since: as if the queue had lost its first chunk
        const made = db
          .prepare(
            "INSERT INTO exports (seller_id, kind, query, origin, r2_prefix, created_at, updated_at, expires_at) VALUES (?, 'payment_tickets', '', ?, ?, ?, 1, ?)",
          )
          .run(sellerId, baseUrl(), `exports/${sellerId}/${run}stalled/`, now, now + 3600);
        return Number(made.lastInsertRowid);
      } finally {
        db.close();
      }
    })();
    expect((await ok(seller("GET", `/v1/cabinet/exports/${id}`), "stalled")).export.state).toBe("queued");
    const tick = await anyone("POST", "/v1/dev/tick");
    expect(tick.status, tick.text).toBe(200);
    expect(tick.body.exports_resumed).toBeGreaterThanOrEqual(1);
    const done = await finished(id);
    expect(done.state).toBe("done");
    expect((await download(id)).text).toBe(await direct("payment_tickets", ""));
  }, 60_000);

  it("the scheduler deletes an export whose time is over, with its file", async () => {
    const done = await exported("payment_tickets", "state=unused");
    expect((await download(done.id)).status).toBe(200);
    const db = database();
    const prefix = (() => {
      try {
        const stored = (db.prepare("SELECT r2_prefix AS p FROM exports WHERE id = ?").get(done.id) as { p: string }).p;
        db.prepare("UPDATE exports SET expires_at = 1 WHERE id = ? AND seller_id = ?").run(done.id, sellerId);
        return stored;
      } finally {
        db.close();
      }
    })();
    expect(prefix).toMatch(new RegExp(`^exports/${sellerId}/[0-9a-f]{24}/$`));
    expect(r2Keys(prefix).length, "the parts are in R2").toBe(done.parts);
    const tick = await anyone("POST", "/v1/dev/tick");
    expect(tick.status, tick.text).toBe(200);
    expect(tick.body.exports_expired).toBeGreaterThanOrEqual(1);
    expectError(await seller("GET", `/v1/cabinet/exports/${done.id}`), 404, "export_not_found");
    const db2 = database();
    try {
      expect(db2.prepare("SELECT count(*) AS n FROM export_parts WHERE export_id = ?").get(done.id)).toEqual({ n: 0 });
    } finally {
      db2.close();
    }
    expect(r2Keys(prefix), "the parts are gone from R2").toEqual([]);
  }, 60_000);
});
