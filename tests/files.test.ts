// Stored files served safely and well (issue 29), as the attacker tries it
// and as a buyer uses it: a file's type comes from its bytes, never from the
// uploader's `Content-Type` or name; only PDF, raster images, audio and
// video are shown inline, everything else downloads as an attachment with
// `X-Content-Type-Options: nosniff`; ranges are answered from R2 (206,
// `Content-Range`, 416 past the end), so a lesson's video seeks; a
// non-ASCII name travels as RFC 6266 `filename*`.
import { beforeAll, describe, expect, it } from "vitest";
import { apiAs, baseUrl, confirmedAccount, expectError, must, requestAt, signIn } from "./support/api";
import { quotedOrderBody, sandboxForm, untilOrder } from "./support/checkout";
import { solidPng } from "./support/png";

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
const shop = `f${run}`.slice(0, 30);
let sellerToken = "";
let buyerToken = "";
const seller = apiAs(() => sellerToken);
const buyer = apiAs(() => buyerToken);
const anyone = (method: string, path: string, json?: unknown) => requestAt(baseUrl(), method, path, json);

/** The stored script of the finding: what ran on the platform's origin. */
const SCRIPT = `<html><body><script>fetch("/v1/app/session/renew_token",{method:"POST"})</script>${run}</body></html>`;
/** An MP4's first box (`ftyp`, brand mp42) and 8 KiB of numbered bytes after it, so a range names its bytes. */
const MP4 = Buffer.concat([
  Buffer.from("\0\0\0\x18ftypmp42\0\0\0\0mp42isom", "latin1"),
  Buffer.from(Array.from({ length: 8192 }, (_, i) => i % 251)),
]);
const PDF = Buffer.from(`%PDF-1.4\n% a real enough PDF ${run}\n%%EOF\n`);
const PNG = solidPng(8, 8);

const files: Record<string, number> = {};
let product = 0;

async function upload(name: string, bytes: Buffer | string, contentType: string) {
  const put = await fetch(`${baseUrl()}/v1/cabinet/products/${product}/files?name=${encodeURIComponent(name)}`, {
    method: "PUT",
    headers: { authorization: `Bearer ${sellerToken}`, "content-type": contentType },
    body: typeof bytes === "string" ? bytes : new Uint8Array(bytes),
  });
  const body = (await put.json()) as { file: { id: number; content_type: string } };
  expect(put.status, JSON.stringify(body)).toBe(201);
  return body.file;
}

/** The lessons' signed file links, by lesson title, as the buyer's player gets them. */
async function lessonLinks(): Promise<Record<string, string>> {
  const outline = await buyer("GET", `/v1/payer/s/${shop}/courses/${product}`);
  expect(outline.status, outline.text).toBe(200);
  const links: Record<string, string> = {};
  for (const lesson of outline.body.chapters[0].lessons as { id: number; title: string }[]) {
    const answer = await buyer("GET", `/v1/payer/s/${shop}/courses/${product}/lessons/${lesson.id}`);
    expect(answer.status, answer.text).toBe(200);
    links[lesson.title] = answer.body.file.url as string;
  }
  return links;
}

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${baseUrl()}${path}`, { headers });
const own = (file: number, headers: Record<string, string> = {}) =>
  get(`/v1/cabinet/products/${product}/files/${file}/content`, { authorization: `Bearer ${sellerToken}`, ...headers });

let links: Record<string, string> = {};

beforeAll(async () => {
  const email = `files-${run}@example.org`;
  await confirmedAccount(anyone, {
    email,
    password: "files seller password",
    username: shop,
    firstName: "Fritz",
    lastName: "Files",
    profile: "seller",
  });
  sellerToken = await signIn(email, "files seller password", "198.51.100.201");
  const call = must(seller);
  product = (await call("/v1/cabinet/products", { form: "course", name: `Files ${run}` })).product.id;
  files.disguised = (await upload("lesson.mp4", SCRIPT, "video/mp4,text/html")).id;
  files.htmlPdf = (await upload("x.pdf", SCRIPT, "application/pdf")).id;
  files.pdf = (await upload("workbook.pdf", PDF, "text/html")).id;
  files.png = (await upload("slide.png", PNG, "text/html")).id;
  files.mp4 = (await upload("Übung 1 – Grüße.mp4", MP4, "application/octet-stream")).id;
  const lessons = Object.entries(files).map(([title, id]) => ({ title, kind: "file", file_id: id }));
  await call(`/v1/cabinet/products/${product}/content`, { chapters: [{ title: "All", lessons }] }, "PUT");
  const plan = (
    await call(`/v1/cabinet/products/${product}/pricing_plans`, {
      name: "Once",
      terms: { kind: "one_time", currency: "eur", price: "5.00" },
    })
  ).pricing_plan.id;
  await call(`/v1/cabinet/products/${product}/publish`);

  const buyerEmail = `files-buyer-${run}@example.org`;
  await confirmedAccount(anyone, {
    email: buyerEmail,
    password: "files buyer password",
    username: `b${run}`.slice(0, 30),
    firstName: "Berta",
    lastName: "Buyer",
    profile: "payer",
  });
  buyerToken = await signIn(buyerEmail, "files buyer password", "198.51.100.202");
  const body = await quotedOrderBody(anyone, { product_id: product, plan_id: plan }, buyerEmail);
  const made = await requestAt(baseUrl(), "POST", "/v1/checkout/orders", body, { "idempotency-key": `files-${run}` });
  expect(made.status, made.text).toBe(201);
  expect((await sandboxForm(made.body.redirect_url, { card_number: "4242424242424242" })).status).toBe(303);
  await untilOrder(made.body.order.token as string, (o) => o.delivery?.delivered === true, "delivered");
  links = await lessonLinks();
}, 120_000);

describe("stored files", () => {
  it("stores the type the bytes say, not the one the uploader claimed", async () => {
    const list = await seller("GET", `/v1/cabinet/products/${product}/files`);
    expect(list.status, list.text).toBe(200);
    const types = Object.fromEntries((list.body.files as { id: number; content_type: string }[]).map((f) => [f.id, f.content_type]));
    expect(types[files.disguised!]).toBe("application/octet-stream");
    expect(types[files.htmlPdf!]).toBe("application/octet-stream");
    expect(types[files.pdf!]).toBe("application/pdf");
    expect(types[files.png!]).toBe("image/png");
    expect(types[files.mp4!]).toBe("video/mp4");
  });

  it("serves HTML uploaded as `video/mp4,text/html` in a lesson as a download the browser cannot run", async () => {
    const served = await get(links.disguised!);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("application/octet-stream");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("content-disposition")).toBe('attachment; filename="lesson.mp4"');
    expect(await served.text()).toBe(SCRIPT);
  });

  it("serves HTML named x.pdf as a download too, in the lesson and to the seller", async () => {
    for (const served of [await get(links.htmlPdf!), await own(files.htmlPdf!)]) {
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe("application/octet-stream");
      expect(served.headers.get("x-content-type-options")).toBe("nosniff");
      expect(served.headers.get("content-disposition")).toBe('attachment; filename="x.pdf"');
      await served.arrayBuffer();
    }
  });

  it("shows a real PDF, PNG and MP4 inline in the lesson, with their own types", async () => {
    for (const [key, type, bytes] of [
      ["pdf", "application/pdf", PDF],
      ["png", "image/png", PNG],
      ["mp4", "video/mp4", MP4],
    ] as const) {
      const served = await get(links[key]!);
      expect(served.status, key).toBe(200);
      expect(served.headers.get("content-type")).toBe(type);
      expect(served.headers.get("x-content-type-options")).toBe("nosniff");
      expect(served.headers.get("content-disposition")).toMatch(/^inline; filename="/);
      expect(served.headers.get("accept-ranges")).toBe("bytes");
      expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
    }
    // the seller's own copy and a buyer's download link download, whatever the type
    const mine = await own(files.pdf!);
    expect(mine.headers.get("content-type")).toBe("application/pdf");
    expect(mine.headers.get("content-disposition")).toBe('attachment; filename="workbook.pdf"');
    await mine.arrayBuffer();
  });

  it("sends a non-ASCII name as filename* with an ASCII fallback", async () => {
    const served = await get(links.mp4!, { range: "bytes=0-0" });
    expect(served.headers.get("content-disposition")).toBe(
      `inline; filename="_bung 1 _ Gr__e.mp4"; filename*=UTF-8''%C3%9Cbung%201%20%E2%80%93%20Gr%C3%BC%C3%9Fe.mp4`,
    );
    await served.arrayBuffer();
  });

  it("answers a range request with 206 and exactly those bytes, so a player seeks", async () => {
    const size = MP4.length;
    for (const [range, start, end] of [
      ["bytes=0-1", 0, 1],
      ["bytes=1000-1999", 1000, 1999],
      ["bytes=8000-", 8000, size - 1],
      ["bytes=-100", size - 100, size - 1],
      ["bytes=8100-99999", 8100, size - 1],
    ] as const) {
      const served = await get(links.mp4!, { range });
      expect(served.status, range).toBe(206);
      expect(served.headers.get("content-range")).toBe(`bytes ${start}-${end}/${size}`);
      expect(served.headers.get("accept-ranges")).toBe("bytes");
      expect(served.headers.get("content-type")).toBe("video/mp4");
      expect(served.headers.get("x-content-type-options")).toBe("nosniff");
      const body = Buffer.from(await served.arrayBuffer());
      expect(body.equals(MP4.subarray(start, end + 1)), range).toBe(true);
      expect(served.headers.get("content-length")).toBe(String(end - start + 1));
    }
    // the seller's own copy too
    const mine = await own(files.mp4!, { range: "bytes=24-27" });
    expect(mine.status).toBe(206);
    expect(Buffer.from(await mine.arrayBuffer()).equals(MP4.subarray(24, 28))).toBe(true);
    // several ranges: the whole file
    const whole = await get(links.mp4!, { range: "bytes=0-1,5-6" });
    expect(whole.status).toBe(200);
    expect(Buffer.from(await whole.arrayBuffer()).equals(MP4)).toBe(true);
  });

  it("answers a range past the end with 416 and the file's size", async () => {
    for (const path of [links.mp4!, links.disguised!]) {
      const served = await get(path, { range: "bytes=999999-" });
      const size = path === links.mp4 ? MP4.length : Buffer.byteLength(SCRIPT);
      expect(served.status).toBe(416);
      expect(served.headers.get("content-range")).toBe(`bytes */${size}`);
      expectError({ status: served.status, body: (await served.json()) as Record<string, any> }, 416, "range_not_satisfiable");
    }
    const mine = await own(files.pdf!, { range: "bytes=100000-100001" });
    expect(mine.status).toBe(416);
    await mine.arrayBuffer();
  });
});
