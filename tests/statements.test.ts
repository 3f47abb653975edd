// No N+1 (issue 15): a request's D1 statements do not grow with the rows it
// shows. The development build counts the statements each request prepares
// (`repo::db` puts the binding behind a counting proxy) and answers the
// number as `Sellwerk-D1-Statements` (a production build has neither; see
// scripts/check-deploy.sh). Each test asks one route for few rows and for
// many and expects the same count: a buyer with 1 order and one with 30, a
// seller's list pages of 10 rows and of 50, an order with 1 rate and one
// with 12, a product page offering 1 bump and one offering 3.
import { beforeAll, describe, expect, it } from "vitest";
import { type Answer, apiAs, baseUrl, must, publishedDownload, publishedProduct, requestAt, signIn } from "./support/api";
import { paidAndDelivered, quotedOrderBody, sandboxForm, untilOrder } from "./support/checkout";

const run = `stm${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
let unique = 0;
/** A client address of its own per sign-up and sign-in (both are throttled per address). */
const newAddress = () => `198.19.${Math.floor(unique / 250)}.${(unique++ % 250) + 1}`;

const tokens = { seller: "" };
const seller = apiAs(() => tokens.seller);
const sellerMust = must(seller);
const anyone = (method: string, path: string, json?: unknown, headers: Record<string, string> = {}) =>
  requestAt(baseUrl(), method, path, json, headers);

/** The statements the request behind `answer` prepared, as the development build counts them. */
function statements(answer: Answer): number {
  const counted = answer.headers.get("sellwerk-d1-statements");
  expect(counted, `${answer.status} ${answer.text.slice(0, 200)}`).toMatch(/^\d+$/);
  return Number(counted);
}

type Product = { id: number; plan: number };

/**
 * Buys `product` as `email` through the checkout, pays on the sandbox's page
 * with the test card and waits until it is paid (its first rate) and delivered.
 */
async function buy(product: Product, email: string, bumps: { product_id: number; plan_id: number }[] = []): Promise<string> {
  const body = await quotedOrderBody(anyone, { product_id: product.id, plan_id: product.plan, bumps }, email);
  const made = await anyone("POST", "/v1/checkout/orders", body, { "idempotency-key": `${run}-${unique++}` });
  expect(made.status, made.text).toBe(201);
  const paid = await sandboxForm(made.body.redirect_url as string, { card_number: "4242424242424242" });
  expect(paid.status, paid.text).toBeLessThan(400);
  const token = made.body.order.token as string;
  await untilOrder(
    token,
    (o) => paidAndDelivered(o) || (o.order?.payment_state === "paying" && o.delivery?.delivered === true),
    "paid and delivered",
  );
  return token;
}

type Mail = { to: string; subject: string; link: string };

/** The newest mail to `to` whose subject matches, waiting for the queue consumer. */
async function mailTo(to: string, subject: RegExp): Promise<Mail> {
  for (let attempt = 0; attempt < 600; attempt++) {
    const list = (await anyone("GET", "/v1/dev/mails")).body.list as Mail[];
    const mail = list.find((m) => m.to === to && subject.test(m.subject));
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no mail ${subject} to ${to}`);
}

/** A buyer's account with the address `email`, signed up and confirmed in one browser; its access token. */
async function buyerAccount(email: string): Promise<string> {
  const password = "the buyer's password";
  const created = await anyone(
    "POST",
    "/v1/app/user",
    {
      email,
      password,
      username: `b${run}${unique++}`,
      first_name: "Erika",
      last_name: "Muster",
      locale: "en",
      profile_type: "payer",
      terms_accepted: true,
    },
    { "cf-connecting-ip": newAddress() },
  );
  expect(created.status, created.text).toBe(201);
  const cookie = (created.headers.getSetCookie().find((c) => c.startsWith("sw_signup=")) ?? "").split(";")[0] ?? "";
  const link = (await mailTo(email, /^Confirm your e-mail/)).link;
  const token = new URL(link, "http://x").searchParams.get("confirmation_token") ?? "";
  const confirmed = await anyone("POST", "/v1/app/user/confirmation", { confirmation_token: token }, { cookie });
  expect(confirmed.body, confirmed.text).toMatchObject({ email, confirmed: true, password_set: true });
  return signIn(email, password, newAddress());
}

/** `count` items of `make`, five at a time (the worker serves them side by side). */
async function inGroups<T>(count: number, make: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < count; i += 5) {
    out.push(...(await Promise.all(Array.from({ length: Math.min(5, count - i) }, (_, j) => make(i + j)))));
  }
  return out;
}

let download: Product;
let course: Product;
const oneOrder = `${run}-one@example.org`;
const manyOrders = `${run}-many@example.org`;

beforeAll(async () => {
  tokens.seller = await signIn("demo@sellwerk.test", "demo-password", newAddress());
  download = await publishedDownload(seller, tokens.seller, `Statements Download ${run}`, "notes.txt", "9.00");
  course = await publishedProduct(sellerMust, "course", `Statements Course ${run}`, { kind: "one_time", currency: "eur", price: "19.00" });
  await buy(download, oneOrder);
  // 30 orders of one buyer: downloads (a file each) and courses (access)
  await inGroups(30, (i) => buy(i % 2 === 0 ? download : course, manyOrders));
}, 240_000);

describe("the statements of a request do not grow with the rows it shows", () => {
  it("GET /v1/payer/orders: the same for a buyer with 1 order as for one with 30", async () => {
    const [few, many] = [await buyerAccount(oneOrder), await buyerAccount(manyOrders)];
    const one = await anyone("GET", "/v1/payer/orders", undefined, { authorization: `Bearer ${few}` });
    const thirty = await anyone("GET", "/v1/payer/orders", undefined, { authorization: `Bearer ${many}` });
    expect(one.status, one.text).toBe(200);
    expect(thirty.status, thirty.text).toBe(200);
    expect(one.body.list).toHaveLength(1);
    expect(thirty.body.list).toHaveLength(30);
    // what each order shows is really there, read in the batched statements
    expect(one.body.list[0]).toMatchObject({ product_id: download.id, product_name: `Statements Download ${run}`, seller: "demo" });
    expect(one.body.list[0].delivery.downloads.map((d: any) => d.name)).toEqual(["notes.txt"]);
    // and its link opens the file (the download reads the order's files in one statement too)
    const file = await fetch(`${baseUrl()}${one.body.list[0].delivery.downloads[0].url}`);
    expect(file.status).toBe(200);
    expect(await file.text()).toBe(`the file of Statements Download ${run}`);
    const courses = thirty.body.list.filter((o: any) => o.product_id === course.id);
    expect(courses).toHaveLength(15);
    for (const o of courses) expect(o.delivery).toMatchObject({ delivered: true, revoked: false, access: [course.id], downloads: [] });
    for (const o of thirty.body.list.filter((x: any) => x.product_id === download.id)) {
      expect(o.delivery.downloads).toHaveLength(1);
      expect(o.delivery.downloads[0].url).toMatch(new RegExp(`^/v1/downloads/${o.token}/\\d+\\?exp=\\d+&sig=`));
    }
    expect(statements(thirty)).toBe(statements(one));
  });

  it("the seller's lists: the same for a page of 10 rows as for a page of 50", async () => {
    // more than 10 products (drafts count), orders and rates by now
    await inGroups(6, (i) => sellerMust("/v1/cabinet/products", { form: "download", name: `Statements Draft ${i} ${run}` }));
    for (const path of ["/v1/cabinet/orders", "/v1/cabinet/order_rates", "/v1/cabinet/products", "/v1/cabinet/payment_tickets"]) {
      const ten = await seller("GET", `${path}?per=10`);
      const fifty = await seller("GET", `${path}?per=50`);
      expect(ten.status, ten.text).toBe(200);
      expect(fifty.status, fifty.text).toBe(200);
      expect(statements(fifty), path).toBe(statements(ten));
      // (the demo seller may have no tickets here: the count alone is compared)
      if (path !== "/v1/cabinet/payment_tickets") {
        expect(ten.body.list, path).toHaveLength(10);
        expect(fifty.body.list.length, path).toBeGreaterThan(10);
      }
    }
  });

  it("an order's pages: the same for an order with 1 rate as for one with 12", async () => {
    const twelve = await publishedProduct(sellerMust, "course", `Statements Instalments ${run}`, {
      kind: "installment",
      currency: "eur",
      first_amount: "10.00",
      next_amount: "10.00",
      payments_count: 12,
      interval: "1m",
    });
    const tokensByRates: Record<number, string> = {
      1: await buy(course, `${run}-rates1@example.org`),
      12: await buy(twelve, `${run}-rates12@example.org`),
    };
    const counts: Record<string, number[]> = { buyer: [], seller: [] };
    for (const [rates, product] of [
      [1, course],
      [12, twelve],
    ] as const) {
      const page = await anyone("GET", `/v1/checkout/orders/${tokensByRates[rates]}`);
      expect(page.status, page.text).toBe(200);
      expect(page.body.rates).toHaveLength(rates);
      counts.buyer!.push(statements(page));
      const listed = await seller("GET", `/v1/cabinet/orders?product_id=${product.id}&per=50`);
      expect(listed.status, listed.text).toBe(200);
      const id = (listed.body.list as any[]).find((o) => o.payer_email === `${run}-rates${rates}@example.org`)?.id as number;
      expect(id, listed.text).toBeGreaterThan(0);
      const detail = await seller("GET", `/v1/cabinet/orders/${id}`);
      expect(detail.status, detail.text).toBe(200);
      expect(detail.body.rates).toHaveLength(rates);
      counts.seller!.push(statements(detail));
    }
    expect(counts.buyer![1]).toBe(counts.buyer![0]);
    expect(counts.seller![1]).toBe(counts.seller![0]);
  });

  it("a product's shop page and its quote: the same with 1 bump as with 3", async () => {
    const extras = await inGroups(3, (i) =>
      publishedDownload(seller, tokens.seller, `Statements Bump ${i} ${run}`, `bump${i}.txt`, "2.00"),
    );
    const counts: Record<string, number[]> = { page: [], quote: [] };
    for (const offered of [extras.slice(0, 1), extras]) {
      const main = await publishedDownload(seller, tokens.seller, `Statements Main ${offered.length} ${run}`, "main.txt", "20.00");
      // the first bump is configured without a plan (sold at its first plan)
      await sellerMust(
        `/v1/cabinet/products/${main.id}/setup`,
        {
          upsell: {
            layout: "one_column_3",
            bumps: offered.map((b, i) => (i === 0 ? { product_id: b.id } : { product_id: b.id, plan_id: b.plan })),
          },
        },
        "PUT",
      );
      const page = await anyone("GET", `/v1/shop/demo/products/${main.id}`);
      expect(page.status, page.text).toBe(200);
      expect(page.body.product.bumps.items.map((b: any) => b.product_id)).toEqual(offered.map((b) => b.id));
      counts.page!.push(statements(page));
      const cart = { product_id: main.id, plan_id: main.plan, buyer: { country: "DE", business: false }, payment_method: "card" };
      const quote = await anyone("POST", "/v1/checkout/quote", {
        ...cart,
        bumps: offered.map((b) => ({ product_id: b.id, plan_id: b.plan })),
      });
      expect(quote.status, quote.text).toBe(200);
      expect(quote.body.quote.due_now.lines).toHaveLength(1 + offered.length);
      counts.quote!.push(statements(quote));
    }
    expect(counts.page![1]).toBe(counts.page![0]);
    expect(counts.quote![1]).toBe(counts.quote![0]);
  });
});
