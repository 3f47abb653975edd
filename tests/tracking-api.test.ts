// Tracking codes, consent and the contact form at the edge (issue 18, part
// "islands"): the seller's codes checked by core's formats and scoped to
// their seller, the public route showing only active codes (a custom
// code's text only as text), the consent banner's categories, and the
// contact form stored, notified, validated and rate-limited, as JSON and as
// a browser's form post without script.
import { beforeAll, describe, expect, it } from "vitest";
import { successEvent } from "../web/src/checkout/thankYou";
import { apiAs, baseUrl, camelizeKeys, confirmedAccount, core, expectError, requestAt, shopOrigin, signIn } from "./support/api";
import { paidAndDelivered, quotedOrderBody, sandboxForm, untilOrder } from "./support/checkout";

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
const anyone = apiAs(() => "");
const tokens = { seller: "", other: "" };
const seller = apiAs(() => tokens.seller);
const other = apiAs(() => tokens.other);
const username = `tr${run}`.slice(0, 30);
const otherName = `tq${run}`.slice(0, 30);
const email = `tracking-${run}@example.org`;
const password = "tracking seller password";
let key = 0;
const idem = () => ({ "idempotency-key": `tracking-${run}-${key++}` });

beforeAll(async () => {
  for (const [who, name, ip] of [
    [email, username, "203.0.113.241"],
    [`tracking-other-${run}@example.org`, otherName, "203.0.113.242"],
  ] as const) {
    const call = (method: string, path: string, json?: unknown) => anyone(method, path, json, { "cf-connecting-ip": ip });
    await confirmedAccount(call, { email: who, password, username: name, firstName: "Tara", lastName: "Track", profile: "seller" });
  }
  tokens.seller = await signIn(email, password, "203.0.113.243");
  tokens.other = await signIn(`tracking-other-${run}@example.org`, password, "203.0.113.244");
});

const create = (json: unknown) => seller("POST", "/v1/cabinet/tracking_codes", json, idem());
const problems = (answer: { body: Record<string, any> }) =>
  (answer.body.errors as { code: string; source?: { pointer: string } }[]).map((e) => [e.source?.pointer, e.code]);

describe("the seller's tracking codes", () => {
  it("adds each kind with its id, lists, changes and removes them, scoped to the seller", async () => {
    const ga4 = await create({ kind: "google_analytics_4", tracking_id: " G-ABC123DEF4 ", name: "Main" });
    expect(ga4.status, ga4.text).toBe(201);
    expect(ga4.body.tracking_code).toMatchObject({
      kind: "google_analytics_4",
      tracking_id: "G-ABC123DEF4",
      name: "Main",
      active: true,
      code: "",
    });
    const id = ga4.body.tracking_code.id as number;
    expect((await create({ kind: "google_tag_manager", tracking_id: "GTM-AB12CD" })).status).toBe(201);
    expect((await create({ kind: "facebook_pixel", tracking_id: "1234567890123456", active: false })).status).toBe(201);
    const custom = await create({ kind: "custom_tracking_codes", code: "<script>window.seen = 1</script>", tracking_id: "ignored" });
    expect(custom.status, custom.text).toBe(201);
    expect(custom.body.tracking_code).toMatchObject({ tracking_id: "", code: "<script>window.seen = 1</script>" });

    const list = await seller("GET", "/v1/cabinet/tracking_codes");
    expect(list.status).toBe(200);
    expect((list.body.list as { kind: string }[]).map((c) => c.kind)).toEqual([
      "google_analytics_4",
      "google_tag_manager",
      "facebook_pixel",
      "custom_tracking_codes",
    ]);

    const changed = await seller("PUT", `/v1/cabinet/tracking_codes/${id}`, {
      kind: "google_analytics_4",
      tracking_id: "G-XYZ987654",
      active: false,
    });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body.tracking_code).toMatchObject({ id, tracking_id: "G-XYZ987654", active: false, name: "" });
    expect((await seller("GET", `/v1/cabinet/tracking_codes/${id}`)).body.tracking_code.tracking_id).toBe("G-XYZ987654");

    // another seller sees none of them and touches none: 404 like a missing one
    expect((await other("GET", "/v1/cabinet/tracking_codes")).body.list).toEqual([]);
    expectError(await other("GET", `/v1/cabinet/tracking_codes/${id}`), 404, "tracking_code_not_found");
    expectError(
      await other("PUT", `/v1/cabinet/tracking_codes/${id}`, { kind: "google_analytics_4", tracking_id: "G-STOLEN123" }),
      404,
      "tracking_code_not_found",
    );
    expectError(await other("DELETE", `/v1/cabinet/tracking_codes/${id}`), 404, "tracking_code_not_found");
    expect((await seller("GET", `/v1/cabinet/tracking_codes/${id}`)).body.tracking_code.tracking_id).toBe("G-XYZ987654");
    expectError(await anyone("GET", "/v1/cabinet/tracking_codes"), 401, "missing_access_token");

    expect((await seller("DELETE", `/v1/cabinet/tracking_codes/${id}`)).status).toBe(204);
    expectError(await seller("GET", `/v1/cabinet/tracking_codes/${id}`), 404, "tracking_code_not_found");
    expectError(await seller("GET", "/v1/cabinet/tracking_codes/nope"), 404, "tracking_code_not_found");
  });

  it("refuses ids of the wrong format with 422 at the field, as core's rule does in the browser", async () => {
    for (const [kind, id] of [
      ["google_analytics_4", "UA-1234567-1"],
      ["google_analytics", "G-ABC123DEF4"],
      ["google_tag_manager", "GTM-"],
      ["facebook_pixel", "12345"],
      ["google_analytics_4", ""],
    ] as const) {
      const answer = await create({ kind, tracking_id: id });
      expect(answer.status, `${kind} ${id}`).toBe(422);
      const expected = core.checkJson(JSON.stringify({ rule: "tracking_id", input: { kind, value: id } }));
      const code = (JSON.parse(expected) as { problems: { code: string }[] }).problems[0]?.code;
      expect(problems(answer)).toEqual([["/tracking_id", code]]);
    }
    expect(problems(await create({ kind: "custom_tracking_codes", code: "   " }))).toEqual([["/code", "required"]]);
    expect(problems(await create({ kind: "custom_tracking_codes", code: "x".repeat(20_001) }))).toEqual([["/code", "too_long"]]);
    expect(problems(await create({ kind: "google_analytics_4", tracking_id: "G-ABC123DEF4", name: "<script>x()</script>" }))).toEqual([
      ["/name", "script_not_allowed"],
    ]);
    expectError(await create({ kind: "tracify", tracking_id: "x" }), 400, "invalid_input");
    expectError(await seller("POST", "/v1/cabinet/tracking_codes", "{not json", idem()), 400, "malformed_json");
  });
});

describe("a shop's tracking, in public", () => {
  it("shows only the active codes, their consent category and the consent cookie's name", async () => {
    const answer = await anyone("GET", `/v1/shop/${username}/tracking`);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toEqual({
      // consent is given to one shop: its cookie is named by the seller's id
      cookie: expect.stringMatching(/^d_cookies_consent_\d+$/),
      // the payment and thank-you pages run the codes in the shop site's sandboxed frame
      frame: `${shopOrigin(username)}/_sw/tracking`,
      codes: [
        { kind: "google_tag_manager", category: "marketing", id: "GTM-AB12CD" },
        // a custom code only as text (the page runs it in a sandboxed frame)
        { kind: "custom_tracking_codes", category: "marketing", code: "<script>window.seen = 1</script>" },
      ],
    });
    // the inactive pixel is nowhere
    expect(answer.text).not.toContain("1234567890123456");
    expect((await anyone("GET", `/v1/shop/${otherName}/tracking`)).body.codes).toEqual([]);
    expectError(await anyone("GET", `/v1/shop/nobody-${run}/tracking`), 404, "shop_not_found");
  });

  it("answers the consent banner's categories in both languages", async () => {
    const answer = await anyone("GET", "/v1/common/cookies_consent_categories?page=1&per=25");
    expect(answer.status).toBe(200);
    const list = answer.body.list as { id: string; required: boolean; name_en: string; name_de: string; description_de: string }[];
    expect(list.map((c) => [c.id, c.required])).toEqual([
      ["necessary", true],
      ["statistics", false],
      ["marketing", false],
    ]);
    for (const c of list) {
      expect(c.name_en.length).toBeGreaterThan(0);
      expect(c.name_de.length).toBeGreaterThan(0);
      expect(c.description_de.length).toBeGreaterThan(0);
    }
  });
});

describe("the thank-you page's success event", () => {
  it("names the order by its reference, the number the seller's cabinet shows; no field is the order's token (issue 29)", async () => {
    const buyer = `tracking-buyer-${run}@example.org`;
    const body = await quotedOrderBody(anyone, { product_id: 1, plan_id: 1 }, buyer);
    const made = await anyone("POST", "/v1/checkout/orders", body, { "idempotency-key": `tracking-success-${run}` });
    expect(made.status, made.text).toBe(201);
    expect((await sandboxForm(made.body.redirect_url, { card_number: "4242424242424242" })).status).toBe(303);
    const token = made.body.order.token as string;
    const status = await untilOrder(token, paidAndDelivered, "paid and delivered");
    // the order's status carries its reference, which opens nothing
    expect(status.reference).toEqual(expect.any(Number));
    expect(String(status.reference)).not.toBe(token);
    expectError(await anyone("GET", `/v1/checkout/orders/${status.reference}`), 404, "order_not_found");
    const demo = await signIn("demo@sellwerk.test", "demo-password", "203.0.113.245");
    const listed = await apiAs(() => demo)("GET", `/v1/cabinet/orders?query=${encodeURIComponent(buyer)}`);
    expect(listed.body.list.map((o: any) => o.id)).toEqual([status.reference]);
    // the event the thank-you page hands to the shop's trackers, made from that answer as the page makes it
    const event = successEvent(camelizeKeys(status) as never);
    expect(event).toMatchObject({ name: "success_page", transaction_id: String(status.reference), order_id: String(status.reference) });
    for (const value of Object.values(event).flat()) expect(String(value)).not.toBe(token);
    expect(JSON.stringify(event)).not.toContain(token);
  });
});

describe("the contact form", () => {
  const contact = (json: unknown, ip: string) => anyone("POST", `/v1/shop/${username}/contact`, json, { "cf-connecting-ip": ip });
  const notifications = async () =>
    ((await seller("GET", "/v1/cabinet/notifications?per=100")).body.list as { kind: string; subject: string; actor?: string }[]).filter(
      (n) => n.kind === "custom_notification",
    );

  it("stores a message and tells the seller (a custom_notification and its mail)", async () => {
    const sender = `buyer-${run}@example.org`;
    const sent = await contact(
      { first_name: "Ada", last_name: "Lovelace", email: ` ${sender.toUpperCase()} `, message: `Is the course in German? ${run}` },
      "198.51.100.10",
    );
    expect(sent.status, sent.text).toBe(201);
    expect(sent.body).toEqual({ sent: true });
    const found = (await notifications()).filter((n) => n.subject.includes(run));
    expect(found).toEqual([expect.objectContaining({ subject: `Is the course in German? ${run}`, actor: sender })]);
    let mail: { subject: string; text: string } | undefined;
    for (let i = 0; i < 400 && !mail; i++) {
      const mails = (await anyone("GET", `/v1/dev/mails?to=${encodeURIComponent(email)}`)).body.list as { subject: string; text: string }[];
      mail = mails.find((m) => m.text.includes(`Is the course in German? ${run}`));
      if (!mail) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(mail?.subject).toBe(`Message from ${sender}`);
    // the other seller heard nothing
    const others = (await other("GET", "/v1/cabinet/notifications?per=100")).body.list as { kind: string }[];
    expect(others.filter((n) => n.kind === "custom_notification")).toEqual([]);
  });

  it("refuses a message without what it needs, every problem at its field, and stores nothing", async () => {
    const before = (await notifications()).length;
    const answer = await contact({ first_name: " ", email: "nope", phone: "call me", message: "" }, "198.51.100.11");
    expect(answer.status).toBe(422);
    expect(problems(answer)).toEqual([
      ["/first_name", "required"],
      ["/email", "invalid_email"],
      ["/phone", "invalid_phone"],
      ["/message", "required"],
    ]);
    expect(problems(await contact({ first_name: "A", email: "a@example.org", message: "m".repeat(4_001) }, "198.51.100.11"))).toEqual([
      ["/message", "too_long"],
    ]);
    expectError(await contact({ first_name: 3 }, "198.51.100.11"), 400, "invalid_input");
    expectError(
      await anyone("POST", `/v1/shop/nobody-${run}/contact`, { first_name: "A", email: "a@example.org", message: "hi" }),
      404,
      "shop_not_found",
    );
    expect(await notifications()).toHaveLength(before);
  });

  it("takes the page's form post without script and answers 303 back to the page", async () => {
    const post = (fields: Record<string, string>, referer: string, ip: string) =>
      fetch(`${baseUrl()}/v1/shop/${username}/contact`, {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": "application/x-www-form-urlencoded", referer, "cf-connecting-ip": ip },
        body: new URLSearchParams(fields).toString(),
      });
    // the form core renders: its own text field (custom_1) is the message, hidden fields ignored
    const fields = {
      form_name: "contact",
      block: "b1",
      first_name: "Form",
      email: `form-${run}@example.org`,
      street: "Hauptstr. 5",
      custom_1: `Sent by a form ${run}`,
    };
    const sent = await post(fields, `${baseUrl()}/s/${username}/about?category=3`, "198.51.100.20");
    expect(sent.status).toBe(303);
    expect(sent.headers.get("location")).toBe(`/s/${username}/about?category=3&contact=sent#contact`);
    expect((await notifications()).some((n) => n.subject === `Street: Hauptstr. 5\n\nSent by a form ${run}`)).toBe(true);
    // problems go back to the page too; another site's page is never a destination
    const invalid = await post({ first_name: "Form" }, "https://evil.example/s/x", "198.51.100.20");
    expect(invalid.status).toBe(303);
    expect(invalid.headers.get("location")).toBe(`/s/${username}?contact=invalid#contact`);
    const elsewhere = await post(fields, `${baseUrl()}/cabinet`, "198.51.100.21");
    expect(elsewhere.headers.get("location")).toBe(`/s/${username}?contact=sent#contact`);
  });

  it("is limited per sender address and per client address (429 with Retry-After)", async () => {
    const sender = `limited-${run}@example.org`;
    for (let i = 0; i < 3; i++) {
      const ok = await contact({ first_name: "Lim", email: sender, message: `again ${i}` }, `198.51.100.${30 + i}`);
      expect(ok.status, ok.text).toBe(201);
    }
    const fourth = await contact({ first_name: "Lim", email: sender, message: "again 3" }, "198.51.100.39");
    expectError(fourth, 429, "rate_limited");
    expect(Number(fourth.headers.get("retry-after"))).toBeGreaterThan(0);

    const ip = "198.51.100.40";
    for (let i = 0; i < 10; i++) {
      const ok = await contact({ first_name: "Lim", email: `addr-${i}-${run}@example.org`, message: `from one address ${i}` }, ip);
      expect(ok.status, ok.text).toBe(201);
    }
    expectError(await contact({ first_name: "Lim", email: `addr-x-${run}@example.org`, message: "one more" }, ip), 429, "rate_limited");
    // a form post past the limit goes back to the page and says so
    const form = await requestAt(baseUrl(), "POST", `/v1/shop/${username}/contact`, "first_name=Lim&email=x%40example.org&message=hi", {
      "content-type": "application/x-www-form-urlencoded",
      "cf-connecting-ip": ip,
    });
    expect(form.status).toBe(303);
    expect(form.headers.get("location")).toBe(`/s/${username}?contact=limited#contact`);
  });
});
