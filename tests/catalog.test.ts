// The seller's catalog at the edge (issue 6): products of every form, the
// row actions and their rules, pricing plans of all four kinds checked by
// core, files streamed into R2, and coupons single and in bulk. Another
// seller's ids are covered by the isolation walk in accounts.test.ts.
import { beforeAll, describe, expect, it } from "vitest";
import { type Answer, apiAs, baseUrl, expectError, signIn } from "./support/api";

let token = "";
const call = (method: string, path: string, json?: unknown): Promise<Answer> => apiAs(() => token)(method, path, json);

const create = (form: string, name = `A ${form}`) => call("POST", "/v1/cabinet/products", { form, name });
const oneTime = { kind: "one_time", currency: "eur", price: "19.00" };

beforeAll(async () => {
  token = await signIn("demo@sellwerk.test", "demo-password", "203.0.113.60");
});

describe("products", () => {
  it("finds a product by any length of text in its name, taking % and _ as themselves and ASCII letters in any case", async () => {
    const tail = `${Date.now().toString(36)}`;
    // a name longer than D1's 50-byte pattern limit, with the LIKE wildcards in it
    const name = `The Complete 100% Guide_To Selling Digital Products Online ${tail}`;
    expect((await create("download", name)).status).toBe(201);
    expect((await create("download", `The Complete 1000 Guide-To ${tail}`)).status).toBe(201);
    const found = async (text: string) => {
      const answer = await call("GET", `/v1/cabinet/products?per=100&query=${encodeURIComponent(text)}`);
      expect(answer.status, answer.text).toBe(200);
      return (answer.body.list as { name: string }[]).map((p) => p.name).filter((n) => n.endsWith(tail));
    };
    // 61 characters of the name, lower-cased: found (it answered 500 past 48)
    expect(await found(name.slice(0, 61).toLowerCase())).toEqual([name]);
    expect(await found(`100% guide_to selling digital products online ${tail}`)).toEqual([name]);
    // the wildcards match only themselves
    expect(await found(`100% Guide_To`)).toEqual([name]);
    expect(await found(`10_0`)).toEqual([]);
    // the longest search text a list takes (200 characters) finds nothing, without an error
    expect(await found("x".repeat(200))).toEqual([]);
  });

  it("creates a draft of each of the eight forms with its edit steps, warnings and row actions", async () => {
    const steps: Record<string, number> = {
      course: 7,
      service: 6,
      download: 7,
      membership: 7,
      event: 8,
      certificate: 8,
      license_key: 7,
      bundle: 7,
    };
    for (const [form, count] of Object.entries(steps)) {
      const { status, body } = await create(form);
      expect(status, form).toBe(201);
      expect(body.product).toMatchObject({ form, published: false, archived: false, private: false });
      expect(body.product.edit_steps, form).toHaveLength(count);
      expect(body.product.edit_steps[0]).toBe("details");
      expect(body.product.warnings).toContain("no_pricing_plans");
      expect(body.product.warnings).toContain("not_active");
      expect(body.product.row_actions).toEqual(["edit", "preview", "duplicate", "publish", "archive"]);
      expect(body.product.checkout).toMatchObject({ layout: "default", buy_color: "#ffc107", page_color: "#2196F3" });
    }
  });

  it("refuses bad drafts with every problem and unknown forms as bad input", async () => {
    const bad = await call("POST", "/v1/cabinet/products", { name: "  " });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.map((e: any) => [e.code, e.source.pointer])).toEqual([
      ["required", "/form"],
      ["required", "/name"],
    ]);
    expectError(await call("POST", "/v1/cabinet/products", { form: "vinyl", name: "x" }), 400, "invalid_input");
    expectError(await create("service", "<script>alert(1)</script>"), 422, "script_not_allowed", "name");
    expectError(await call("GET", "/v1/cabinet/products/999999"), 404, "product_not_found");
    expectError(await call("GET", "/v1/cabinet/products/abc"), 404, "product_not_found");
  });

  it("changes details, checkout settings and tracking codes after core's checks", async () => {
    const id = (await create("service")).body.product.id;
    const refused = await call("PATCH", `/v1/cabinet/products/${id}`, {
      name: "",
      access_password: "ab",
      limit: 0,
      success_url: "javascript:alert(1)",
      checkout: { buy_color: "gelb" },
      tracking_codes: [{ kind: "google_tag_manager", value: "UA-1" }],
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.map((e: any) => e.source.pointer)).toEqual([
      "/name",
      "/access_password",
      "/limit",
      "/success_url",
      "/checkout/buy_color",
      "/tracking_codes/0/value",
    ]);
    const changed = await call("PATCH", `/v1/cabinet/products/${id}`, {
      name: "Coaching hour",
      description: "One hour.",
      category: "coaching",
      access_password: "secret-1",
      limit: 10,
      success_url: "https://example.org/thanks",
      checkout: { layout: "two_steps", buy_color: "#000" },
      tracking_codes: [
        { kind: "google_analytics_4", value: "G-ABC1234" },
        { kind: "facebook_pixel", value: "1234567890123456" },
      ],
    });
    expect(changed.status).toBe(200);
    expect(changed.body.product).toMatchObject({
      name: "Coaching hour",
      category: "coaching",
      private: true,
      limit: 10,
      checkout: { layout: "two_steps", buy_color: "#000", page_color: "#2196F3" },
    });
    // the password is stored as a hash and never read back (tests/product-password.test.ts)
    expect(changed.body.product).not.toHaveProperty("access_password");
    expect(changed.text).not.toContain("secret-1");
    expect(changed.body.product.warnings).toContain("has_access_password");
    const cleared = await call("PATCH", `/v1/cabinet/products/${id}`, { access_password: null, limit: null });
    expect(cleared.body.product).toMatchObject({ private: false, limit: null, name: "Coaching hour" });
  });

  it("publishes only a sellable product, and each state offers only its actions", async () => {
    const id = (await create("download", "Sound pack")).body.product.id;
    const refused = await call("POST", `/v1/cabinet/products/${id}/publish`);
    expect(refused.status).toBe(422);
    expect(refused.body.errors.map((e: any) => [e.code, e.source.pointer])).toEqual([
      ["no_pricing_plans", "/product"],
      ["no_digitals", "/product"],
    ]);

    expect((await call("POST", `/v1/cabinet/products/${id}/pricing_plans`, { name: "Once", terms: oneTime })).status).toBe(201);
    const upload = await fetch(`${baseUrl()}/v1/cabinet/products/${id}/files?name=pack.zip`, {
      method: "PUT",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/zip" },
      body: new Uint8Array(1024).fill(7),
    });
    expect(upload.status).toBe(201);

    const published = await call("POST", `/v1/cabinet/products/${id}/publish`);
    expect(published.body.product).toMatchObject({ published: true, warnings: [] });
    expect(published.body.product.row_actions).toEqual([
      "productLinks",
      "edit",
      "preview",
      "productPage",
      "duplicate",
      "unpublish",
      "archive",
    ]);
    // Now the shop shows it.
    expect((await call("GET", `/v1/shop/demo/products/${id}`)).status).toBe(200);
    expectError(await call("POST", `/v1/cabinet/products/${id}/publish`), 409, "action_not_allowed");

    const archived = await call("POST", `/v1/cabinet/products/${id}/archive`);
    expect(archived.body.product).toMatchObject({ published: false, archived: true, row_actions: ["preview", "duplicate", "unarchive"] });
    expect((await call("GET", `/v1/shop/demo/products/${id}`)).status).toBe(404);
    expectError(await call("POST", `/v1/cabinet/products/${id}/publish`), 409, "action_not_allowed");
    expect((await call("POST", `/v1/cabinet/products/${id}/unarchive`)).body.product).toMatchObject({ published: false, archived: false });

    const copy = await call("POST", `/v1/cabinet/products/${id}/duplicate`);
    expect(copy.status).toBe(201);
    expect(copy.body.product).toMatchObject({ name: "Sound pack (copy)", published: false, form: "download" });
    expect(copy.body.product.id).not.toBe(id);
    expect(copy.body.product.pricing_plans.map((p: any) => p.terms)).toEqual([expect.objectContaining(oneTime)]);
    expect(copy.body.product.files).toEqual([]);
    expectError(await call("POST", `/v1/cabinet/products/${id}/explode`), 404, "route_not_found");
  });

  it("lists the seller's products with core's filters, sorts and paging", async () => {
    const all = await call("GET", "/v1/cabinet/products?per=500&counts=true");
    expect(all.body.total_count).toBeGreaterThan(8);
    expect(all.body.list.every((p: any) => ![2, 3].includes(p.id))).toBe(true);
    const published = await call("GET", "/v1/cabinet/products?is_published=true&per=500");
    expect(published.body.list.length).toBeGreaterThan(0);
    expect(published.body.list.every((p: any) => p.published)).toBe(true);
    const courses = await call("GET", "/v1/cabinet/products?form=course&sort=name&dir=asc&per=500");
    const names = courses.body.list.map((p: any) => p.name);
    expect(names).toEqual([...names].sort());
    expect(courses.body.list.every((p: any) => p.form === "course")).toBe(true);
    const privateOnes = await call("GET", "/v1/cabinet/products?is_private=true");
    expect(privateOnes.body.list.every((p: any) => p.private)).toBe(true);
    const page2 = await call("GET", "/v1/cabinet/products?per=10&page=2&sort=id&dir=asc");
    const page1 = await call("GET", "/v1/cabinet/products?per=10&page=1&sort=id&dir=asc");
    expect(page2.body.list[0]?.id).toBeGreaterThan(page1.body.list[9]?.id);
    for (const sort of ["total_views", "total_purchases", "recent_purchase", "created_at"]) {
      expect((await call("GET", `/v1/cabinet/products?sort=${sort}&dir=desc`)).status, sort).toBe(200);
    }
    expectError(await call("GET", "/v1/cabinet/products?sort=price"), 422, "unknown_filter", "sort");
    expectError(await call("GET", "/v1/cabinet/products?is_free=maybe"), 422, "invalid_filter_value", "is_free");
  });
});

describe("pricing plans", () => {
  it("stores plans of all four kinds and refuses what core refuses, under /terms", async () => {
    const id = (await create("course", "Academy II")).body.product.id;
    const plans = [
      { name: "Once", terms: oneTime },
      {
        name: "3 x 100",
        terms: { kind: "installment", currency: "eur", first_amount: "100.00", next_amount: "100.00", payments_count: 3, interval: "1m" },
      },
      {
        name: "6 months",
        terms: {
          kind: "limited_subscription",
          currency: "eur",
          first_amount: "20.00",
          next_amount: "20.00",
          payments_count: 6,
          interval: "1m",
        },
      },
      {
        name: "Monthly",
        terms: { kind: "subscription", currency: "eur", first_amount: "29.00", next_amount: "29.00", interval: "1m", trial_period: "14d" },
      },
    ];
    for (const plan of plans) {
      const { status, body } = await call("POST", `/v1/cabinet/products/${id}/pricing_plans`, plan);
      expect(status, plan.name).toBe(201);
      expect(body.pricing_plan).toMatchObject({ name: plan.name, kind: plan.terms.kind, terms: expect.objectContaining(plan.terms) });
    }
    const product = await call("GET", `/v1/cabinet/products/${id}`);
    expect(product.body.product.pricing_plans.map((p: any) => [p.name, p.position])).toEqual([
      ["Once", 0],
      ["3 x 100", 1],
      ["6 months", 2],
      ["Monthly", 3],
    ]);

    const tooMany = await call("POST", `/v1/cabinet/products/${id}/pricing_plans`, {
      name: "x",
      terms: { ...plans[1]?.terms, payments_count: 30 },
    });
    expectError(tooMany, 422, "payments_count_out_of_range", "terms/payments_count");
    expectError(
      await call("POST", `/v1/cabinet/products/${id}/pricing_plans`, {
        name: "x",
        terms: { kind: "one_time", currency: "eur", price: "-1" },
      }),
      422,
      "negative_amount",
      "terms/price",
    );
    expectError(await call("POST", `/v1/cabinet/products/${id}/pricing_plans`, { name: "x" }), 400, "invalid_input");

    const first = product.body.product.pricing_plans[0];
    const changed = await call("PUT", `/v1/cabinet/products/${id}/pricing_plans/${first.id}`, {
      name: "Once, cheaper",
      terms: { ...oneTime, price: "9.00" },
    });
    expect(changed.body.pricing_plan).toMatchObject({ name: "Once, cheaper", terms: { price: "9.00" } });
    expect((await call("DELETE", `/v1/cabinet/products/${id}/pricing_plans/${first.id}`)).status).toBe(204);
    expectError(await call("DELETE", `/v1/cabinet/products/${id}/pricing_plans/${first.id}`), 404, "pricing_plan_not_found");
    // A plan of the demo shop's other product is not this product's.
    expectError(
      await call("PUT", `/v1/cabinet/products/${id}/pricing_plans/1`, { name: "x", terms: oneTime }),
      404,
      "pricing_plan_not_found",
    );
  });
});

describe("files", () => {
  it("streams an upload into R2, lists it, serves it back to the seller and deletes it", async () => {
    const id = (await create("download", "Files")).body.product.id;
    // a PDF by its first bytes: the stored type is the bytes', not the request's (issue 29)
    const bytes = new Uint8Array(300 * 1024).map((_, i) => (i * 31) % 251);
    bytes.set(new TextEncoder().encode("%PDF-1.7\n"));
    const upload = await fetch(`${baseUrl()}/v1/cabinet/products/${id}/files?name=${encodeURIComponent("../Guide 1.pdf")}`, {
      method: "PUT",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/pdf" },
      body: bytes,
    });
    expect(upload.status).toBe(201);
    const file = ((await upload.json()) as { file: Record<string, any> }).file;
    expect(file).toMatchObject({ name: "Guide 1.pdf", size: bytes.length, content_type: "application/pdf" });
    expect(file).not.toHaveProperty("r2_key");
    expect((await call("GET", `/v1/cabinet/products/${id}/files`)).body.files).toEqual([file]);

    const back = await fetch(`${baseUrl()}/v1/cabinet/products/${id}/files/${file.id}/content`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(back.status).toBe(200);
    expect(back.headers.get("content-disposition")).toBe('attachment; filename="Guide 1.pdf"');
    expect(Buffer.from(await back.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);
    // Only through the seller's session.
    expect((await fetch(`${baseUrl()}/v1/cabinet/products/${id}/files/${file.id}/content`)).status).toBe(401);

    expect((await call("DELETE", `/v1/cabinet/products/${id}/files/${file.id}`)).status).toBe(204);
    expectError(await call("GET", `/v1/cabinet/products/${id}/files/${file.id}/content`), 404, "file_not_found");
  });

  it("refuses a file above the limit from its declared length", async () => {
    const id = (await create("download", "Too big")).body.product.id;
    // 100 MiB is the limit: one byte more is refused before anything is stored.
    const tooBig = new Uint8Array(100 * 1024 * 1024 + 1);
    const answer = await fetch(`${baseUrl()}/v1/cabinet/products/${id}/files?name=big.bin`, {
      method: "PUT",
      headers: { authorization: `Bearer ${token}` },
      body: tooBig,
    });
    expect(answer.status).toBe(413);
    expect(await answer.json()).toMatchObject({ error: "file_too_large" });
    expect((await call("GET", `/v1/cabinet/products/${id}/files`)).body.files).toEqual([]);
    expectError(await call("PUT", `/v1/cabinet/products/${id}/files`, {}), 422, "required", "name");
  });
});

describe("license keys", () => {
  it("adds pasted keys, CSV text and generated keys to the pool and counts them", async () => {
    const id = (await create("license_key", "Plugin licence")).body.product.id;
    expect((await call("GET", `/v1/cabinet/products/${id}/license_keys`)).body.counts).toEqual({ free: 0, used: 0 });
    const pasted = await call("POST", `/v1/cabinet/products/${id}/license_keys`, { text: "AAAA-1111\nBBBB-2222\nAAAA-1111\n" });
    expect(pasted.status).toBe(201);
    expect(pasted.body).toEqual({ added: 2, counts: { free: 2, used: 0 } });
    const csv = await call("POST", `/v1/cabinet/products/${id}/license_keys`, { text: 'key,note\n"BBBB-2222",again\nCCCC-3333,new\n' });
    expect(csv.body).toEqual({ added: 1, counts: { free: 3, used: 0 } });
    const generated = await call("POST", `/v1/cabinet/products/${id}/license_keys`, {
      generate: { format: "KEY-{alphanumeric:5}-{numeric:4}", count: 25 },
    });
    expect(generated.body).toEqual({ added: 25, counts: { free: 28, used: 0 } });

    expectError(
      await call("POST", `/v1/cabinet/products/${id}/license_keys`, { generate: { format: "KEY-{numeric:2}", count: 5 } }),
      422,
      "license_key_format_size",
      "generate/format",
    );
    expectError(
      await call("POST", `/v1/cabinet/products/${id}/license_keys`, { generate: { format: "{numeric:3}", count: 2000 } }),
      422,
      "license_key_space_too_small",
      "generate/count",
    );
    expectError(
      await call("POST", `/v1/cabinet/products/${id}/license_keys`, { text: "ok\n<script>x</script>" }),
      422,
      "script_not_allowed",
      "keys/2",
    );
    expectError(await call("POST", `/v1/cabinet/products/${id}/license_keys`, { both: 1 }), 400, "invalid_input");
    const other = (await create("service", "Not keys")).body.product.id;
    expectError(await call("GET", `/v1/cabinet/products/${other}/license_keys`), 409, "wrong_product_form");
  });
});

describe("course content", () => {
  it("stores chapters and lessons of each kind with drip, refusing what core refuses", async () => {
    const id = (await create("course", "Video course")).body.product.id;
    expect((await call("GET", `/v1/cabinet/products/${id}/content`)).body.content).toEqual({
      chapters: [],
      certificate: false,
      next_lesson_id: 1,
    });
    const upload = await fetch(`${baseUrl()}/v1/cabinet/products/${id}/files?name=workbook.pdf`, {
      method: "PUT",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/pdf" },
      body: new Uint8Array(64),
    });
    const fileId = ((await upload.json()) as { file: { id: number } }).file.id;
    const content = {
      chapters: [
        {
          title: "Start",
          lessons: [
            { title: "Welcome", kind: "text", body: "Hello!", drip_days: 0 },
            { title: "Tour", kind: "video", video_url: "https://video.example/tour", drip_days: 7 },
            { title: "Workbook", kind: "file", file_id: fileId, drip_days: 14 },
          ],
        },
      ],
    };
    const stored = await call("PUT", `/v1/cabinet/products/${id}/content`, content);
    expect(stored.status).toBe(200);
    const saved = {
      chapters: [
        {
          title: "Start",
          lessons: [
            { id: 1, title: "Welcome", kind: "text", body: "Hello!", drip_days: 0, publish: "published" },
            { id: 2, title: "Tour", kind: "video", body: "", video_url: "https://video.example/tour", drip_days: 7, publish: "published" },
            { id: 3, title: "Workbook", kind: "file", body: "", file_id: fileId, drip_days: 14, publish: "published" },
          ],
        },
      ],
      certificate: false,
      next_lesson_id: 4,
    };
    // the answer carries the ids core gave the new lessons
    expect(stored.body.content).toEqual(saved);
    expect((await call("GET", `/v1/cabinet/products/${id}/content`)).body.content).toEqual(saved);
    const refused = await call("PUT", `/v1/cabinet/products/${id}/content`, {
      chapters: [
        {
          title: "",
          lessons: [
            { title: "F", kind: "file", file_id: 999999 },
            { title: "V", kind: "video" },
          ],
        },
      ],
    });
    expect(refused.body.errors.map((e: any) => [e.code, e.source.pointer])).toEqual([
      ["required", "/chapters/0/title"],
      ["file_not_found", "/chapters/0/lessons/0/file_id"],
      ["required", "/chapters/0/lessons/1/video_url"],
    ]);
    expectError(
      await call("PUT", `/v1/cabinet/products/${id}/content`, { chapters: [{ title: "x", lessons: [{ title: "y", kind: "audio" }] }] }),
      400,
      "invalid_input",
    );
    expectError(await call("GET", "/v1/cabinet/products/1/content"), 409, "wrong_product_form");
  });
});

describe("membership and bundle items", () => {
  it("includes the seller's own plain products, and a bundle with products can be published", async () => {
    const bundle = (await create("bundle", "Starter bundle")).body.product.id;
    const membership = (await create("membership", "Club")).body.product.id;
    await call("POST", `/v1/cabinet/products/${bundle}/pricing_plans`, { name: "Once", terms: oneTime });
    expectError(await call("POST", `/v1/cabinet/products/${bundle}/publish`), 422, "no_products", "product");

    const refused = await call("PUT", `/v1/cabinet/products/${bundle}/items`, { product_ids: [bundle, 2, membership, 1, 1] });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.map((e: any) => [e.code, e.source.pointer])).toEqual([
      ["item_is_itself", "/product_ids/0"],
      // Product 2 is another seller's: unknown here.
      ["product_not_found", "/product_ids/1"],
      ["nested_not_allowed", "/product_ids/2"],
      ["duplicate_item", "/product_ids/4"],
    ]);
    const set = await call("PUT", `/v1/cabinet/products/${bundle}/items`, { product_ids: [5, 1] });
    expect(set.status).toBe(200);
    expect(set.body.product.warnings).not.toContain("no_products");
    expect((await call("GET", `/v1/cabinet/products/${bundle}/items`)).body.product_ids).toEqual([5, 1]);
    expect((await call("POST", `/v1/cabinet/products/${bundle}/publish`)).body.product.published).toBe(true);
    expectError(await call("GET", "/v1/cabinet/products/1/items"), 409, "wrong_product_form");
  });
});

describe("coupons", () => {
  it("creates a single coupon and refuses a taken code or bad terms", async () => {
    const code = `SPRING${Date.now().toString(36).toUpperCase()}`;
    const terms = { code, form: "single", active: true, value: "15", value_form: "percents", applies_to: "first_payment" };
    const created = await call("POST", "/v1/cabinet/coupons", terms);
    expect(created.status).toBe(201);
    expect(created.body.coupons).toEqual([expect.objectContaining({ code, value: "15", active: true, orders_count: 0 })]);
    expectError(await call("POST", "/v1/cabinet/coupons", { ...terms, code: code.toLowerCase() }), 409, "coupon_code_taken");
    const bad = await call("POST", "/v1/cabinet/coupons", { ...terms, code: "no spaces", value: "150" });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.map((e: any) => e.source.pointer)).toContain("/code");
  });

  it("generates unique codes in bulk, lists them with their order counts, and deactivates one", async () => {
    const bulk = await call("POST", "/v1/cabinet/coupons", {
      code: "",
      form: "bulk",
      active: true,
      value: "5.00",
      value_form: "currency",
      currency: "eur",
      applies_to: "first_payment",
      count: 5,
      code_kind: "alphanumeric",
      code_length: 10,
    });
    expect(bulk.status).toBe(201);
    const codes = (bulk.body.coupons as { code: string }[]).map((c) => c.code);
    expect(codes).toHaveLength(5);
    expect(new Set(codes).size).toBe(5);
    for (const c of codes) expect(c).toMatch(/^[A-Z0-9]{10}$/);
    expect(bulk.body.coupons.every((c: any) => c.form === "bulk")).toBe(true);

    const list = await call("GET", "/v1/cabinet/coupons?per=500&counts=true");
    expect(list.body.total_count).toBeGreaterThanOrEqual(10);
    expect(list.body.list.map((c: any) => c.code)).toEqual(expect.arrayContaining([...codes, "WELCOME10", "FIRST1"]));
    expect(list.body.list.find((c: any) => c.code === "FIRST1")).toMatchObject({ orders_count: 1, limit: 1 });
    const search = await call("GET", `/v1/cabinet/coupons?query=${codes[0]}`);
    expect(search.body.list.map((c: any) => c.code)).toEqual([codes[0]]);

    const first = bulk.body.coupons[0];
    const off = await call("POST", `/v1/cabinet/coupons/${first.id}/deactivate`);
    expect(off.body.coupon).toMatchObject({ id: first.id, active: false });
    // The quote no longer knows it: a deactivated code answers like an unknown one (issue 29).
    expectError(
      await call("POST", "/v1/checkout/quote", { product_id: 1, plan_id: 1, buyer: { country: "DE" }, coupon_code: first.code }),
      422,
      "coupon_not_found",
      "coupon_code",
    );
    expectError(
      await call("POST", "/v1/cabinet/coupons", {
        code: "",
        form: "bulk",
        active: true,
        value: "5",
        value_form: "percents",
        applies_to: "first_payment",
        count: 5000,
      }),
      422,
      "code_count_out_of_range",
      "count",
    );
  });
});
