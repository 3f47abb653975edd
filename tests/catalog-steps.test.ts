// The product editor's later steps at the edge (issue 6): a product's setup
// (service details, certificate settings, design, order bumps, delivery
// mail, thank-you page) checked by core for the product's form; an event's
// tickets with their own plans and the "no active events" rule on the
// edge's clock; covers checked by their header and kept in R2. Every
// refusal is compared with what core answers in the browser, and another
// seller's ids are not found.
import { beforeAll, describe, expect, it } from "vitest";
import { baseUrl, core, expectError, signIn } from "./support/api";
import { solidPng, solidWebp } from "./support/png";

type Answer = { status: number; body: Record<string, any>; bytes: Buffer; headers: Headers };
const tokens: Record<string, string> = {};

async function call(method: string, path: string, json?: unknown, as = "demo", raw?: { body: Buffer; type: string }): Promise<Answer> {
  const headers: Record<string, string> = { authorization: `Bearer ${tokens[as]}` };
  if (json !== undefined) headers["content-type"] = "application/json";
  if (raw) headers["content-type"] = raw.type;
  const response = await fetch(`${baseUrl()}${path}`, {
    method,
    headers,
    body: raw ? new Uint8Array(raw.body) : json === undefined ? undefined : JSON.stringify(json),
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  let body: Record<string, any>;
  try {
    body = bytes.length ? (JSON.parse(bytes.toString("utf8")) as Record<string, any>) : {};
  } catch {
    body = {};
  }
  return { status: response.status, body, bytes, headers: response.headers };
}

const create = async (form: string, name = `Steps ${form}`) => {
  const answer = await call("POST", "/v1/cabinet/products", { form, name });
  expect(answer.status).toBe(201);
  return answer.body.product.id as number;
};
const oneTime = { kind: "one_time", currency: "eur", price: "49.00" };
const pointers = (a: Answer) => a.body.errors.map((e: any) => [e.source.pointer, e.code]);
/** Core's problems for the same request, as the edge's pointers. */
const coreProblems = (rule: string, input: unknown) =>
  (JSON.parse(core.checkJson(JSON.stringify({ rule, input }))) as { problems: { field: string; code: string }[] }).problems.map((p) => [
    `/${p.field.replaceAll(".", "/")}`,
    p.code,
  ]);

const ticket = (over: Record<string, unknown> = {}) => ({
  name: "Early bird",
  starts_at: "2027-03-05T19:00",
  ends_at: "2027-03-05T23:00",
  time_zone: "Europe/Berlin",
  location_short_name: "Kesselhaus",
  location_address: "Schönhauser Allee 36, Berlin",
  country_code: "DE",
  capacity: 150,
  questions: [
    { kind: "select_box", label: "T-shirt size", required: true, options: ["S", "M", "L"] },
    { kind: "checkbox", label: "Vegetarian lunch" },
  ],
  ...over,
});

beforeAll(async () => {
  for (const [as, email, password] of [
    ["demo", "demo@sellwerk.test", "demo-password"],
    ["klein", "studio@sellwerk.test", "studio-password"],
  ]) {
    tokens[as!] = await signIn(email!, password!, "203.0.113.61");
  }
});

describe("a product's setup", () => {
  it("starts with every section unset and lists the seller's other products as bump choices", async () => {
    const id = await create("download");
    const { status, body } = await call("GET", `/v1/cabinet/products/${id}/setup`);
    expect(status).toBe(200);
    expect(body.setup).toEqual({ service: null, certificate: null, design: null, upsell: null, delivery: null, pages: null });
    const ids = body.bump_choices.map((c: any) => c.id);
    expect(ids).not.toContain(id);
    expect(ids).toContain(1); // the demo seller's first product, with its plan
    expect(body.bump_choices.find((c: any) => c.id === 1).pricing_plans[0]).toMatchObject({ id: 1, kind: expect.any(String) });
    // no product of another seller is offered
    expect(ids).not.toContain(2);
  });

  it("stores each section, keeps those left out, and refuses what core refuses with the same problems", async () => {
    const id = await create("download");
    const upsell = {
      layout: "two_step_2",
      position: "belowPayerDetails",
      bumps: [{ product_id: 1, plan_id: 1, headline: "Add the workbook", description: "20 pages" }],
    };
    const delivery = {
      email_mode: "custom_email",
      subject: "Your {{product_name}}",
      body: "Hi {{buyer_name}}, download here: {{access_link}}",
    };
    const stored = await call("PUT", `/v1/cabinet/products/${id}/setup`, { upsell, delivery });
    expect(stored.status).toBe(200);
    expect(stored.body.setup.upsell).toEqual(upsell);
    const page = {
      type: "thankYouPage",
      blocks: [
        { id: "t", type: "thank_you_page", settings: { title: "Thank you!" } },
        { id: "p", type: "seller_products" },
      ],
    };
    const pages = await call("PUT", `/v1/cabinet/products/${id}/setup`, { pages: { thank_you: "custom", thank_you_page: page } });
    expect(pages.status).toBe(200);
    const read = (await call("GET", `/v1/cabinet/products/${id}/setup`)).body.setup;
    expect(read).toMatchObject({ upsell, delivery, pages: { thank_you: "custom", thank_you_page: page } });

    const bad = {
      certificate: { title: "x" },
      upsell: { layout: "one_column_3", bumps: [{ product_id: id }, { product_id: 2 }, { product_id: 1, plan_id: 2 }, { product_id: 1 }] },
      delivery: { email_mode: "custom_email", subject: "", body: "{{password}}" },
      pages: { thank_you: "custom", thank_you_page: { type: "thankYouPage", blocks: [{ id: "b", type: "banner" }] } },
    };
    const refused = await call("PUT", `/v1/cabinet/products/${id}/setup`, bad);
    expect(refused.status).toBe(422);
    // the browser's core says exactly the same (it knows the same choices)
    const choices = Object.fromEntries(
      (await call("GET", `/v1/cabinet/products/${id}/setup`)).body.bump_choices.map((c: any) => [
        String(c.id),
        c.pricing_plans.map((p: any) => p.id),
      ]),
    );
    expect(pointers(refused)).toEqual(
      coreProblems("product_setup", { form: "download", product_id: id, setup: bad, choices: { products: choices } }),
    );
    expect(pointers(refused)).toEqual([
      ["/certificate", "not_for_this_form"],
      ["/upsell/bumps", "too_many_bumps"],
      ["/upsell/bumps/0/product_id", "bump_product_unavailable"],
      ["/upsell/bumps/1/product_id", "bump_product_unavailable"],
      ["/upsell/bumps/2/plan_id", "bump_plan_unknown"],
      ["/upsell/bumps/3/product_id", "duplicate_bump"],
      ["/delivery/subject", "required"],
      ["/delivery/body", "unknown_placeholder"],
      ["/pages/thank_you_page/blocks/0/type", "block_not_allowed_on_page"],
    ]);
    // nothing of the refused change was stored
    expect((await call("GET", `/v1/cabinet/products/${id}/setup`)).body.setup).toMatchObject({ upsell, delivery });
  });

  it("takes service details on a service and certificate settings and design on a certificate", async () => {
    const service = await create("service");
    const details = { details: "A one-hour call", delivery: "online", location: "", duration_minutes: 60, delivery_days: 3 };
    expect((await call("PUT", `/v1/cabinet/products/${service}/setup`, { service: details })).body.setup.service).toEqual(details);
    expectError(
      await call("PUT", `/v1/cabinet/products/${service}/setup`, { service: { ...details, delivery: "in_person" } }),
      422,
      "required",
      "service/location",
    );
    expectError(await call("PUT", `/v1/cabinet/products/${service}/setup`, { design: {} }), 422, "not_for_this_form", "design");

    const certificate = await create("certificate");
    const settings = {
      orientation: "portrait",
      title: "Certificate of completion",
      text: "For finishing the course",
      text_mode: "purchase_date",
      validity: "from_static_date",
      static_date: "2027-01-01",
      valid_days: 365,
    };
    const design = { background_color: "#fffaf0", text_color: "#222", accent_color: "#b8860b", font: "medium", show_code: true };
    const saved = await call("PUT", `/v1/cabinet/products/${certificate}/setup`, { certificate: settings, design });
    expect(saved.status).toBe(200);
    expect(saved.body.setup.certificate).toMatchObject(settings);
    expect(saved.body.setup.design).toEqual(design);
    const wrong = await call("PUT", `/v1/cabinet/products/${certificate}/setup`, {
      certificate: { ...settings, static_date: "2027-02-30", orientation: "custom" },
    });
    expect(pointers(wrong)).toEqual([
      ["/certificate/width_mm", "required"],
      ["/certificate/height_mm", "required"],
      ["/certificate/static_date", "invalid_date"],
    ]);
  });

  it("answers bad bodies as bad input, not as a crash", async () => {
    const id = await create("download");
    expectError(await call("PUT", `/v1/cabinet/products/${id}/setup`, { upsell: { layout: "three_column_9" } }), 400, "invalid_input");
    expectError(await call("PUT", `/v1/cabinet/products/${id}/setup`, { shipping: {} }), 400, "invalid_input");
    expectError(await call("PUT", `/v1/cabinet/products/${id}/setup`, [1, 2]), 400, "invalid_input");
  });
});

describe("an event's tickets", () => {
  it("are required before an event is published, each with its own plans", async () => {
    const id = await create("event", "Steps Summit");
    const refusedPlan = await call("POST", `/v1/cabinet/products/${id}/pricing_plans`, { name: "Standard", terms: oneTime });
    expectError(refusedPlan, 422, "required", "ticket_id");
    const unsold = await call("POST", `/v1/cabinet/products/${id}/publish`);
    expect(unsold.status).toBe(422);
    expect(unsold.body.errors.map((e: any) => e.code)).toContain("no_active_events");

    const added = await call("POST", `/v1/cabinet/products/${id}/tickets`, ticket());
    expect(added.status).toBe(201);
    expect(added.body.ticket).toMatchObject({ ...ticket(), sold_count: 0, reserved_count: 0, expired: false, pricing_plans: [] });
    const ticketId = added.body.ticket.id as number;
    const plan = await call("POST", `/v1/cabinet/products/${id}/pricing_plans`, { name: "Standard", terms: oneTime, ticket_id: ticketId });
    expect(plan.status).toBe(201);
    expect(plan.body.pricing_plan).toMatchObject({ ticket_id: ticketId, kind: "one_time" });
    const listed = await call("GET", `/v1/cabinet/products/${id}/tickets`);
    expect(listed.body.tickets).toHaveLength(1);
    expect(listed.body.tickets[0].pricing_plans.map((p: any) => p.id)).toEqual([plan.body.pricing_plan.id]);

    const published = await call("POST", `/v1/cabinet/products/${id}/publish`);
    expect(published.status).toBe(200);
    expect(published.body.product.warnings).not.toContain("no_active_events");
  });

  it("checks a ticket with core, as the browser does", async () => {
    const id = await create("event");
    const bad = ticket({
      name: "",
      ends_at: "2027-03-05T18:00",
      time_zone: "Europe/Atlantis",
      capacity: 0,
      questions: [{ kind: "select_box", label: "Size" }],
    });
    const refused = await call("POST", `/v1/cabinet/products/${id}/tickets`, bad);
    expect(refused.status).toBe(422);
    expect(pointers(refused)).toEqual(coreProblems("ticket", bad));
    expect(pointers(refused)).toEqual([
      ["/name", "required"],
      ["/time_zone", "invalid_time_zone"],
      ["/ends_at", "ends_before_start"],
      ["/capacity", "filter_out_of_range"],
      ["/questions/0/options", "options_required"],
    ]);
    const online = ticket({ online: true, online_url: "https://stream.example.org/live", location_short_name: "", country_code: "" });
    expect((await call("POST", `/v1/cabinet/products/${id}/tickets`, online)).status).toBe(201);
    expectError(await call("POST", `/v1/cabinet/products/${id}/tickets`, { ...ticket(), seats: 3 }), 400, "invalid_input");
  });

  it("counts a ticket whose event is over as expired, so the event has no active events", async () => {
    const id = await create("event");
    const past = await call(
      "POST",
      `/v1/cabinet/products/${id}/tickets`,
      ticket({ starts_at: "2020-05-01T10:00", ends_at: "2020-05-01T12:00" }),
    );
    expect(past.body.ticket.expired).toBe(true);
    const product = await call("GET", `/v1/cabinet/products/${id}`);
    expect(product.body.product.warnings).toContain("no_active_events");
    // moving it into the future makes it active
    const moved = await call(
      "PUT",
      `/v1/cabinet/products/${id}/tickets/${past.body.ticket.id}`,
      ticket({ name: "Second date", time_zone: "America/New_York" }),
    );
    expect(moved.status).toBe(200);
    expect(moved.body.ticket).toMatchObject({ name: "Second date", time_zone: "America/New_York", expired: false });
    expect((await call("GET", `/v1/cabinet/products/${id}`)).body.product.warnings).not.toContain("no_active_events");
  });

  it("removes a ticket with its plans, and is copied with the event", async () => {
    const id = await create("event");
    const first = (await call("POST", `/v1/cabinet/products/${id}/tickets`, ticket())).body.ticket.id;
    const second = (await call("POST", `/v1/cabinet/products/${id}/tickets`, ticket({ name: "VIP", capacity: 10 }))).body.ticket.id;
    for (const t of [first, second])
      expect((await call("POST", `/v1/cabinet/products/${id}/pricing_plans`, { name: "Pass", terms: oneTime, ticket_id: t })).status).toBe(
        201,
      );
    const copy = await call("POST", `/v1/cabinet/products/${id}/duplicate`);
    expect(copy.status).toBe(201);
    const copied = (await call("GET", `/v1/cabinet/products/${copy.body.product.id}/tickets`)).body.tickets;
    expect(copied.map((t: any) => [t.name, t.capacity, t.pricing_plans.length])).toEqual([
      ["Early bird", 150, 1],
      ["VIP", 10, 1],
    ]);
    expect(copied.map((t: any) => t.id)).not.toContain(first);

    expect((await call("DELETE", `/v1/cabinet/products/${id}/tickets/${second}`)).status).toBe(204);
    const after = await call("GET", `/v1/cabinet/products/${id}`);
    expect(after.body.product.pricing_plans).toHaveLength(1);
    expectError(await call("DELETE", `/v1/cabinet/products/${id}/tickets/${second}`), 404, "ticket_not_found");
    // a plan may not name another event's ticket
    expectError(
      await call("POST", `/v1/cabinet/products/${id}/pricing_plans`, { name: "x", terms: oneTime, ticket_id: copied[0].id }),
      422,
      "ticket_not_found",
      "ticket_id",
    );
    // only events have tickets
    const download = await create("download");
    expectError(await call("GET", `/v1/cabinet/products/${download}/tickets`), 409, "wrong_product_form");
    expectError(
      await call("POST", `/v1/cabinet/products/${download}/pricing_plans`, { name: "x", terms: oneTime, ticket_id: first }),
      422,
      "not_for_this_form",
      "ticket_id",
    );
  });
});

describe("covers", () => {
  it("stores the original and the s100 variant in R2, serves them to the seller, and to buyers once published", async () => {
    const name = `Steps Cover ${Date.now().toString(36)}`;
    const id = await create("download", name);
    const original = solidPng(640, 480);
    const put = await call("PUT", `/v1/cabinet/products/${id}/cover/original`, undefined, "demo", { body: original, type: "image/png" });
    expect(put.status).toBe(200);
    expect(put.body.covers.original).toMatch(new RegExp(`^/v1/cabinet/products/${id}/cover/original\\?v=\\d+$`));
    expect(put.body.covers.s100).toBeNull();
    const s100 = solidPng(100, 100, [200, 30, 30]);
    const variant = await call("PUT", `/v1/cabinet/products/${id}/cover/s100`, undefined, "demo", { body: s100, type: "image/png" });
    expect(variant.status).toBe(200);
    const detail = (await call("GET", `/v1/cabinet/products/${id}`)).body.product;
    expect(detail.covers).toEqual(variant.body.covers);

    const read = await call("GET", variant.body.covers.s100);
    expect(read.status).toBe(200);
    expect(read.headers.get("content-type")).toBe("image/png");
    expect(read.bytes.equals(s100)).toBe(true);

    const shopPath = `/v1/shop/demo/products/${id}/cover/s100`;
    expect((await fetch(`${baseUrl()}${shopPath}`)).status).toBe(404); // a draft shows nothing to buyers
    const planned = await call("POST", `/v1/cabinet/products/${id}/pricing_plans`, { name: "Std", terms: oneTime });
    expect(planned.status).toBe(201);
    await call("PUT", `/v1/cabinet/products/${id}/files?name=guide.pdf`, undefined, "demo", {
      body: Buffer.from("%PDF-1.7 guide"),
      type: "application/pdf",
    });
    expect((await call("POST", `/v1/cabinet/products/${id}/publish`)).status).toBe(200);
    const shop = await fetch(`${baseUrl()}${shopPath}`);
    expect(shop.status).toBe(200);
    expect(shop.headers.get("cache-control")).toContain("public");
    expect(Buffer.from(await shop.arrayBuffer()).equals(s100)).toBe(true);
    // the shop's product and its list carry the public URLs
    const shopUrl = expect.stringMatching(new RegExp(`^${shopPath}\\?v=\\d+$`));
    const shopProduct = await fetch(`${baseUrl()}/v1/shop/demo/products/${id}`).then((r) => r.json());
    expect(shopProduct.product.covers).toEqual({
      original: expect.stringContaining(`/v1/shop/demo/products/${id}/cover/original?v=`),
      s100: shopUrl,
      s400: null,
    });
    const shopList = await fetch(`${baseUrl()}/v1/shop/demo/products?query=${encodeURIComponent(name)}`).then((r) => r.json());
    expect(shopList.list.find((p: any) => p.id === id)?.covers.s100).toEqual(shopUrl);

    // replacing a variant changes its URL
    const again = await call("PUT", `/v1/cabinet/products/${id}/cover/s100`, undefined, "demo", {
      body: solidPng(100, 100),
      type: "image/png",
    });
    expect(again.body.covers.s100).not.toBe(variant.body.covers.s100);

    const removed = await call("DELETE", `/v1/cabinet/products/${id}/cover`);
    expect(removed.body.covers).toEqual({ original: null, s100: null, s400: null });
    expectError(await call("GET", `/v1/cabinet/products/${id}/cover/original`), 404, "cover_not_found");
  });

  it("refuses what is not a cover with core's reason", async () => {
    const id = await create("download");
    const up = (variant: string, body: Buffer, type = "image/png") =>
      call("PUT", `/v1/cabinet/products/${id}/cover/${variant}`, undefined, "demo", { body, type });
    expectError(
      await up("original", Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"), "image/svg+xml"),
      422,
      "not_an_image",
      "cover",
    );
    expectError(await up("original", solidPng(80, 600)), 422, "image_too_small", "cover");
    expectError(await up("s100", solidPng(120, 120)), 422, "image_wrong_size", "cover");
    expectError(await up("s200", solidPng(100, 100)), 404, "cover_not_found");
    const huge = Buffer.concat([solidPng(200, 200), Buffer.alloc(5 * 1024 * 1024)]);
    // the cover's own limit in its own words (core's image_too_large: "at most 5 MB"), not a product file's 100 MB
    expectError(await up("original", huge), 413, "image_too_large");
    expect((await call("GET", `/v1/cabinet/products/${id}`)).body.product.covers).toEqual({ original: null, s100: null, s400: null });
  });

  it("takes the page-sized s400 square only as a 400 × 400 WebP or JPEG, and the shop's pages show it with the original for previews", async () => {
    const name = `Steps Page Cover ${Date.now().toString(36)}`;
    const id = await create("download", name);
    const up = (variant: string, body: Buffer, type: string) =>
      call("PUT", `/v1/cabinet/products/${id}/cover/${variant}`, undefined, "demo", { body, type });
    // the attacks: the right size as PNG or GIF (as heavy as an original), WebP of the wrong size, the original's shape
    expectError(await up("s400", solidPng(400, 400), "image/png"), 422, "image_wrong_format", "cover");
    const gif = Buffer.from([...Buffer.from("GIF89a"), 0x90, 0x01, 0x90, 0x01, 0, 0, 0, 0x3b]);
    expectError(await up("s400", gif, "image/gif"), 422, "image_wrong_format", "cover");
    for (const [w, h] of [
      [399, 400],
      [400, 401],
      [800, 500],
      [100, 100],
    ] as const) {
      expectError(await up("s400", solidWebp(w, h), "image/webp"), 422, "image_wrong_size", "cover");
    }
    // a declared type says nothing: the bytes decide
    expectError(await up("s400", solidPng(400, 400), "image/webp"), 422, "image_wrong_format", "cover");
    expect((await call("GET", `/v1/cabinet/products/${id}`)).body.product.covers).toEqual({ original: null, s100: null, s400: null });

    expect((await up("original", solidPng(800, 500), "image/png")).status).toBe(200);
    const square = solidWebp(400, 400, [20, 140, 90]);
    const stored = await up("s400", square, "image/webp");
    expect(stored.status).toBe(200);
    expect(stored.body.covers.s400).toMatch(new RegExp(`^/v1/cabinet/products/${id}/cover/s400\\?v=\\d+$`));
    const read = await call("GET", stored.body.covers.s400);
    expect(read.headers.get("content-type")).toBe("image/webp");
    expect(read.bytes.equals(square)).toBe(true);

    await call("POST", `/v1/cabinet/products/${id}/pricing_plans`, { name: "Std", terms: oneTime });
    await call("PUT", `/v1/cabinet/products/${id}/files?name=guide.pdf`, undefined, "demo", {
      body: Buffer.from("%PDF-1.7 guide"),
      type: "application/pdf",
    });
    expect((await call("POST", `/v1/cabinet/products/${id}/publish`)).status).toBe(200);
    const shopSquare = `/v1/shop/demo/products/${id}/cover/s400`;
    const served = await fetch(`${baseUrl()}${shopSquare}`);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(Buffer.from(await served.arrayBuffer()).equals(square)).toBe(true);

    // the product page's cover is the square; Open Graph keeps the original
    const html = await fetch(`${baseUrl()}/s/demo/products/${id}`).then((r) => r.text());
    expect(html).toMatch(new RegExp(`<img src="${shopSquare}\\?v=\\d+" width="400" height="400" alt="${name}"`));
    expect(html).toMatch(new RegExp(`<meta property="og:image" content="[^"]*/v1/shop/demo/products/${id}/cover/original\\?v=\\d+">`));
    // the shop's card too
    const shopHtml = await fetch(`${baseUrl()}/s/demo`).then((r) => r.text());
    expect(shopHtml).toContain(`src="${shopSquare}?v=`);
    expect(shopHtml).not.toContain(`/v1/shop/demo/products/${id}/cover/original`);
  });
});

describe("another seller", () => {
  it("finds none of the demo seller's setup, tickets or covers, and changes nothing", async () => {
    const id = await create("event", "Steps Private Event");
    const t = (await call("POST", `/v1/cabinet/products/${id}/tickets`, ticket())).body.ticket.id;
    await call("PUT", `/v1/cabinet/products/${id}/cover/s100`, undefined, "demo", { body: solidPng(100, 100), type: "image/png" });
    const attempts: [string, string, unknown?, { body: Buffer; type: string }?][] = [
      ["GET", `/v1/cabinet/products/${id}/setup`],
      ["PUT", `/v1/cabinet/products/${id}/setup`, { delivery: { email_mode: "no_email" } }],
      ["GET", `/v1/cabinet/products/${id}/tickets`],
      ["POST", `/v1/cabinet/products/${id}/tickets`, ticket()],
      ["PUT", `/v1/cabinet/products/${id}/tickets/${t}`, ticket({ name: "Hijacked" })],
      ["DELETE", `/v1/cabinet/products/${id}/tickets/${t}`],
      ["POST", `/v1/cabinet/products/${id}/pricing_plans`, { name: "x", terms: oneTime, ticket_id: t }],
      ["GET", `/v1/cabinet/products/${id}/cover/s100`],
      ["PUT", `/v1/cabinet/products/${id}/cover/s100`, undefined, { body: solidPng(100, 100), type: "image/png" }],
      ["DELETE", `/v1/cabinet/products/${id}/cover`],
    ];
    for (const [method, path, json, raw] of attempts) {
      const answer = await call(method, path, json, "klein", raw);
      expect(answer.status, `${method} ${path}`).toBe(404);
      expect(answer.bytes.toString("utf8")).not.toContain("Kesselhaus");
    }
    const mine = await call("GET", `/v1/cabinet/products/${id}/tickets`);
    expect(mine.body.tickets.map((x: any) => x.name)).toEqual(["Early bird"]);
    expect((await call("GET", `/v1/cabinet/products/${id}/setup`)).body.setup.delivery).toBeNull();
    expect((await call("GET", `/v1/cabinet/products/${id}`)).body.product.covers.s100).not.toBeNull();
  });
});
