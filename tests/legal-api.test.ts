// The legal ground of a sale at the edge (issue 17): the seller's imprint,
// terms, privacy notice and sets of cancellation terms, versioned and
// scoped to their seller; their public reading; publishing refused
// without an imprint and terms; an order refused without the consents
// core requires, and stored with the exact texts core words for the page.
import { beforeAll, describe, expect, it } from "vitest";
import { type Answer, apiAs, confirmedAccount, core, expectError, must, publishedProduct, signIn } from "./support/api";
import { paidAndDelivered, payer, quotedOrderBody, sandboxForm, untilOrder } from "./support/checkout";

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
const anyone = apiAs(() => "");
const tokens = { fresh: "", demo: "" };
const fresh = apiAs(() => tokens.fresh);
const demo = apiAs(() => tokens.demo);
const username = `lg${run}`.slice(0, 30);

const requiredConsents = core.requiredConsents;

const IMPRINT = "# Impressum\n\nLena Legal\nRechtsweg 1\n10117 Berlin";
const TERMS_1 = "# AGB\n\n## 1. Geltungsbereich\n\nDiese AGB gelten für jede Bestellung.";
const TERMS_2 = `${TERMS_1}\n\n## 2. Preise\n\nAlle Preise sind Endpreise.`;
const CANCEL = "# Widerrufsbelehrung\n\nDu hast das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen.";

const put = (call: typeof fresh, kind: string, json: unknown) => call("PUT", `/v1/cabinet/legal/${kind}`, json);
const pointers = (answer: Answer) => (answer.body.errors as { source: { pointer: string } }[]).map((e) => e.source.pointer).sort();

let course = { id: 0, plan: 0 };
let freeCourse = { id: 0, plan: 0 };
let setId = 0;

beforeAll(async () => {
  const email = `legal-${run}@example.org`;
  const password = "legal seller password";
  const call = (method: string, path: string, json?: unknown) =>
    apiAs(() => "")(method, path, json, { "cf-connecting-ip": "203.0.113.231" });
  // a seller without documents: the opt-out of the shared helper
  await confirmedAccount(call, {
    email,
    password,
    username,
    firstName: "Lena",
    lastName: "Legal",
    profile: "seller",
    legalDocuments: false,
  });
  tokens.fresh = await signIn(email, password, "203.0.113.232");
  tokens.demo = await signIn("demo@sellwerk.test", "demo-password", "203.0.113.233");
});

describe("the seller's documents", () => {
  it("refuses to publish a product until the seller has every legal document", async () => {
    const seller = must(fresh);
    const id = (await seller("/v1/cabinet/products", { form: "course", name: `Legal Course ${run}` })).product.id as number;
    await seller(`/v1/cabinet/products/${id}/pricing_plans`, {
      name: "Standard",
      terms: { kind: "one_time", currency: "eur", price: "49.00" },
    });
    const product = await seller(`/v1/cabinet/products/${id}`, undefined, "GET");
    expect(product.product.warnings).toContain("no_legal_documents");
    const overview = await seller("/v1/cabinet/legal", undefined, "GET");
    expect(overview).toMatchObject({
      imprint: null,
      terms: null,
      privacy: null,
      cancellation_terms: [],
      missing: ["imprint", "terms", "privacy", "cancellation_terms"],
    });

    const refused = await fresh("POST", `/v1/cabinet/products/${id}/publish`, {});
    expectError(refused, 422, "no_legal_documents", "product");
    // an imprint alone is not enough
    expect((await put(fresh, "imprint", { body: IMPRINT })).status).toBe(200);
    expectError(await fresh("POST", `/v1/cabinet/products/${id}/publish`, {}), 422, "no_legal_documents", "product");
    expect((await put(fresh, "terms", { body: TERMS_1 })).status).toBe(200);
    // issue 30: the checkout links the privacy notice and the cancellation
    // terms too, so publishing needs them: without them it is refused
    expectError(await fresh("POST", `/v1/cabinet/products/${id}/publish`, {}), 422, "no_legal_documents", "product");
    expect((await seller("/v1/cabinet/legal", undefined, "GET")).missing).toEqual(["privacy", "cancellation_terms"]);
    // the platform's templates, filled from the profile, are accepted by saving them
    const privacy = await fresh("GET", "/v1/cabinet/legal/privacy/template?language=de");
    expect(privacy.status, privacy.text).toBe(200);
    expect(privacy.body).toMatchObject({ kind: "privacy", name: "" });
    expect(privacy.body.body).toContain("# Datenschutzerklärung");
    expect((await put(fresh, "privacy", { body: privacy.body.body })).status).toBe(200);
    expectError(await fresh("POST", `/v1/cabinet/products/${id}/publish`, {}), 422, "no_legal_documents", "product");
    const cancellation = await fresh("GET", "/v1/cabinet/legal/cancellation_terms/template?language=en");
    expect(cancellation.body).toMatchObject({ kind: "cancellation_terms", name: "Digital content" });
    expect(cancellation.body.body).toContain("Model withdrawal form");
    // the seller's own set (the next test checks how sets are kept)
    const made = await fresh(
      "POST",
      "/v1/cabinet/legal/cancellation_terms",
      { name: "Digitale Inhalte", body: CANCEL },
      { "idempotency-key": `ct-${run}-1` },
    );
    expect(made.status, made.text).toBe(201);
    setId = made.body.document.id as number;
    expect(made.body.document).toMatchObject({ kind: "cancellation_terms", name: "Digitale Inhalte", version: 1 });
    const published = await fresh("POST", `/v1/cabinet/products/${id}/publish`, {});
    expect(published.status, published.text).toBe(200);
    expect(published.body.product.warnings).not.toContain("no_legal_documents");
    course = { id, plan: product.product.pricing_plans[0].id as number };
  });

  it("versions a document: an unchanged text keeps its version, a changed one adds one", async () => {
    const first = (await fresh("GET", "/v1/cabinet/legal/terms")).body.document;
    expect(first).toMatchObject({ kind: "terms", version: 1, body: TERMS_1, name: "" });
    expect(first.blocks).toEqual([
      { type: "heading", text: "AGB" },
      { type: "heading", text: "1. Geltungsbereich" },
      { type: "paragraph", text: "Diese AGB gelten für jede Bestellung." },
    ]);
    // the same text with other line endings and outer blanks is the same text
    const same = await put(fresh, "terms", { body: `  ${TERMS_1.replaceAll("\n", "\r\n")}\n\n` });
    expect(same.body.document.version).toBe(1);
    const changed = await put(fresh, "terms", { body: TERMS_2 });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body.document).toMatchObject({ version: 2, body: TERMS_2 });
    expect((await fresh("GET", "/v1/cabinet/legal/terms")).body.document.version).toBe(2);
  });

  it("refuses scripts, empty texts, a name on a single document and unknown kinds", async () => {
    const script = await put(fresh, "privacy", { body: "Hallo <script>alert(1)</script>" });
    expectError(script, 422, "script_not_allowed", "body");
    expectError(await put(fresh, "privacy", { body: "   " }), 422, "required", "body");
    expectError(await put(fresh, "imprint", { body: IMPRINT, name: "x" }), 422, "not_allowed", "name");
    expectError(await put(fresh, "cookies", { body: "x" }), 404, "document_not_found");
    expectError(await fresh("GET", "/v1/cabinet/legal/cookies"), 404, "document_not_found");
    expect((await put(fresh, "privacy", { unknown: 1 })).status).toBe(400);
    // a set of cancellation terms needs a name
    const unnamed = await fresh("POST", "/v1/cabinet/legal/cancellation_terms", { body: CANCEL }, { "idempotency-key": `ct-${run}-0` });
    expectError(unnamed, 422, "required", "name");
  });

  it("keeps sets of cancellation terms per seller: another seller's set is not found", async () => {
    const list = (await fresh("GET", "/v1/cabinet/legal/cancellation_terms")).body.list as { id: number }[];
    expect(list.map((d) => d.id)).toEqual([setId]);
    // the demo seller neither lists, reads nor changes it
    const demoList = (await demo("GET", "/v1/cabinet/legal/cancellation_terms")).body.list as { id: number }[];
    expect(demoList.map((d) => d.id)).not.toContain(setId);
    expectError(
      await demo("PUT", `/v1/cabinet/legal/cancellation_terms/${setId}`, { name: "Mine", body: "taken" }),
      404,
      "document_not_found",
    );
    const renamed = await fresh("PUT", `/v1/cabinet/legal/cancellation_terms/${setId}`, { name: "Kurse", body: CANCEL });
    expect(renamed.body.document).toMatchObject({ name: "Kurse", version: 1 });
    expect((await fresh("GET", "/v1/cabinet/legal")).body.cancellation_terms).toHaveLength(1);
    // the fresh seller's terms are its own: the demo seller's are untouched
    expect((await demo("GET", "/v1/cabinet/legal/terms")).body.document.body).not.toBe(TERMS_2);
  });

  it("shows a shop's documents to anyone, cancellation terms by set and product type", async () => {
    const imprint = await anyone("GET", `/v1/shop/${username}/documents/imprint`);
    expect(imprint.status, imprint.text).toBe(200);
    expect(imprint.body).toMatchObject({ document: { kind: "imprint", body: IMPRINT }, seller: { username } });
    // the privacy notice from the platform's template, saved by the seller
    expect((await anyone("GET", `/v1/shop/${username}/documents/privacy`)).body.document.body).toContain("# Datenschutzerklärung");
    expectError(await anyone("GET", `/v1/shop/no-such-shop-${run}/documents/imprint`), 404, "document_not_found");
    const terms = await anyone("GET", `/v1/shop/${username}/documents/cancellation_terms?ct_id=${setId}&product_type=course`);
    expect(terms.body).toMatchObject({ document: { id: setId, name: "Kurse", body: CANCEL }, product_type: "course" });
    // another shop's set id shows this shop's first set, never the other's
    const demoSet = ((await demo("GET", "/v1/cabinet/legal/cancellation_terms")).body.list as { id: number }[])[0]!.id;
    const foreign = await anyone("GET", `/v1/shop/${username}/documents/cancellation_terms?ct_id=${demoSet}`);
    expect(foreign.body.document.id).toBe(setId);
    expect((await anyone("GET", `/v1/shop/${username}/documents/cancellation_terms?product_type=spaceship`)).status).toBe(400);
  });
});

describe("the consents of an order", () => {
  const cart = (buyer = { country: "DE", business: false }) => ({ product_id: course.id, plan_id: course.plan, buyer });
  const post = (body: unknown, key: string) => anyone("POST", "/v1/checkout/orders", body, { "idempotency-key": `${run}-${key}` });

  it("refuses a forged order without the consents a consumer in the EU must give, naming each", async () => {
    const body = await quotedOrderBody(anyone, cart(), `forged-${run}@example.org`);
    const { consents: _all, ...none } = body;
    const refused = await post(none, "none");
    expect(refused.status, refused.text).toBe(422);
    expect(pointers(refused)).toEqual(["/consents/digital_content_start", "/consents/digital_content_waiver"]);
    expect(refused.body.errors[0].code).toBe("consent_required");
    expect(refused.body.errors[0].detail).not.toBe("consent_required");
    // one box is not both
    const half = await post({ ...none, consents: ["digital_content_start"] }, "half");
    expect(pointers(half)).toEqual(["/consents/digital_content_waiver"]);
    // a consent that is not one is a malformed body, not a pass
    expect((await post({ ...none, consents: ["yes"] }, "bogus")).status).toBe(400);
  });

  it("stores the texts core words for the page, the document versions and the edge's time", async () => {
    const email = `consent-${run}@example.org`;
    const body = await quotedOrderBody(anyone, cart(), email);
    const worded = requiredConsents(["course"], false, "DE", "de");
    // the edge's quote words the same rule for a page without WebAssembly, in the request's language
    const quoted = await anyone("POST", "/v1/checkout/quote", { ...cart(), payment_method: "card" }, { "accept-language": "de" });
    expect(quoted.body.legal).toEqual(worded);
    const made = await post({ ...body, consents: worded.consents.map((c) => c.code), language: "de" }, "stored");
    expect(made.status, made.text).toBe(201);
    const token = made.body.order.token as string;
    const id = ((await fresh("GET", "/v1/cabinet/orders?per=100")).body.list as { id: number; token: string }[]).find(
      (o) => o.token === token,
    )!.id;
    const detail = await fresh("GET", `/v1/cabinet/orders/${id}`);
    expect(detail.status, detail.text).toBe(200);
    const legal = detail.body.legal;
    expect(legal.language).toBe("de");
    expect(legal.texts_version).toBe(worded.texts_version);
    expect(legal.consents).toEqual(worded.consents);
    expect(legal.consents[0].text).toContain("Widerrufsfrist");
    expect(legal.notices).toEqual([]);
    expect(legal.documents).toEqual([
      expect.objectContaining({ kind: "imprint", version: 1 }),
      expect.objectContaining({ kind: "terms", version: 2 }),
      expect.objectContaining({ kind: "privacy", version: 1 }),
      expect.objectContaining({ kind: "cancellation_terms", document_id: setId, name: "Kurse", version: 1 }),
    ]);
    expect(Number.isNaN(Date.parse(legal.consented_at))).toBe(false);
    // a later change of the terms leaves the order's version as it was
    expect((await put(fresh, "terms", { body: `${TERMS_2}\n\nStand: ${run}` })).body.document.version).toBe(3);
    const again = (await fresh("GET", `/v1/cabinet/orders/${id}`)).body.legal;
    expect(again.documents[1]).toMatchObject({ kind: "terms", version: 2 });
    // another seller never sees it
    expectError(await demo("GET", `/v1/cabinet/orders/${id}`), 404, "order_not_found");
  });

  it("asks nothing of a business buyer or a buyer outside the EU", async () => {
    const business = { country: "DE", business: true };
    const body = await quotedOrderBody(anyone, cart(business), `firm-${run}@example.org`, { ...payer, company: "Muster GmbH" });
    const { consents: _all, ...none } = body;
    const made = await post(none, "business");
    expect(made.status, made.text).toBe(201);
    expect(requiredConsents(["course"], true, "DE", "en").consents).toEqual([]);
    const swiss = await quotedOrderBody(anyone, cart({ country: "CH", business: false }), `swiss-${run}@example.org`, {
      ...payer,
      payer_country: "CH",
    });
    const { consents: _none, ...plain } = swiss;
    const ok = await post(plain, "swiss");
    expect(ok.status, ok.text).toBe(201);
  });

  it("asks of an order with a bump the strictest rule of its forms: a service with a course bump needs all four consents", async () => {
    const seller = must(fresh);
    const service = await publishedProduct(seller, "service", `Legal Coaching ${run}`, {
      kind: "one_time",
      currency: "eur",
      price: "90.00",
    });
    await seller(
      `/v1/cabinet/products/${service.id}/setup`,
      { upsell: { layout: "two_step_2", bumps: [{ product_id: course.id }] } },
      "PUT",
    );
    const bumped = {
      product_id: service.id,
      plan_id: service.plan,
      buyer: { country: "DE", business: false },
      bumps: [{ product_id: course.id, plan_id: course.plan }],
    };
    const quoted = await anyone("POST", "/v1/checkout/quote", { ...bumped, payment_method: "card" }, { "accept-language": "en" });
    expect(quoted.status, quoted.text).toBe(200);
    expect(quoted.body.legal).toEqual(requiredConsents(["service", "course"], false, "DE", "en"));
    expect(quoted.body.legal.consents.map((c: { code: string }) => c.code)).toEqual([
      "digital_content_start",
      "digital_content_waiver",
      "service_start",
      "service_waiver",
    ]);
    const body = await quotedOrderBody(anyone, bumped, `bump-${run}@example.org`);
    const serviceOnly = await post({ ...body, consents: ["service_start", "service_waiver"] }, "bump-service-only");
    expect(serviceOnly.status, serviceOnly.text).toBe(422);
    expect(pointers(serviceOnly)).toEqual(["/consents/digital_content_start", "/consents/digital_content_waiver"]);
    // without the bump the service's two are enough
    const alone = await quotedOrderBody(anyone, { ...bumped, bumps: [] }, `alone-${run}@example.org`);
    expect((await post({ ...alone, consents: ["service_start", "service_waiver"] }, "service-alone")).status).toBe(201);
    expect((await post(body, "bump-all")).status).toBe(201);
  });

  /** The text of the first mail to `email` whose subject matches `subject` (waiting for the queue). */
  async function mailTo(email: string, subject: RegExp) {
    for (let i = 0; i < 600; i++) {
      const mails = (await anyone("GET", "/v1/dev/mails")).body.list as { to: string; subject: string; text: string }[];
      const found = mails.find((m) => m.to === email && subject.test(m.subject));
      if (found) return found.text;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`no mail to ${email}`);
  }

  it("confirms the consents and the cancellation terms' full text sold under in a paying buyer's mail", async () => {
    const email = `mail-${run}@example.org`;
    const body = await quotedOrderBody(anyone, cart({ country: "AT", business: false }), email);
    const worded = requiredConsents(["course"], false, "AT", "en");
    const made = await post({ ...body, consents: worded.consents.map((c) => c.code), language: "en" }, "mail");
    expect(made.status, made.text).toBe(201);
    expect((await sandboxForm(made.body.redirect_url as string, { card_number: "4242424242424242" })).status).toBe(303);
    await untilOrder(made.body.order.token as string, paidAndDelivered, "paid and delivered");
    const text = await mailTo(email, /order/i);
    for (const c of worded.consents) expect(text).toContain(`[x] ${c.text}`);
    expect(text).toContain(`/s/${username}/document/cancellation_terms?ct_id=${setId}&product_type=course`);
    expect(text).toContain(CANCEL);
    expect(text).toMatch(/Terms \(version 3\)/);
  });

  it("sends a stranger's unconfirmed address of a free order the consents and links, never the seller's own text (finding 11)", async () => {
    const seller = must(fresh);
    freeCourse = await publishedProduct(seller, "course", `Free Legal Course ${run}`, { kind: "one_time", currency: "eur", price: "0.00" });
    const email = `stranger-${run}@example.org`;
    const body = await quotedOrderBody(
      anyone,
      { product_id: freeCourse.id, plan_id: freeCourse.plan, buyer: { country: "AT", business: false } },
      email,
    );
    const worded = requiredConsents(["course"], false, "AT", "en");
    const made = await post({ ...body, consents: worded.consents.map((c) => c.code), language: "en" }, "stranger");
    expect(made.status, made.text).toBe(201);
    await untilOrder(made.body.order.token as string, (o) => o.order?.payment_state === "paid", "paid");
    const text = await mailTo(email, /order/i);
    for (const c of worded.consents) expect(text).toContain(`[x] ${c.text}`);
    expect(text).toContain(`/s/${username}/document/cancellation_terms?ct_id=${setId}&product_type=course`);
    expect(text).not.toContain(CANCEL);
  });

  it("sends the consents on a durable medium even when the seller chose no delivery mail", async () => {
    const seller = must(fresh);
    const quiet = await publishedProduct(
      seller,
      "course",
      `Quiet Course ${run}`,
      { kind: "one_time", currency: "eur", price: "0.00" },
      async (id) => {
        await seller(`/v1/cabinet/products/${id}/setup`, { delivery: { email_mode: "no_email" } }, "PUT");
      },
    );
    const email = `quiet-${run}@example.org`;
    const body = await quotedOrderBody(
      anyone,
      { product_id: quiet.id, plan_id: quiet.plan, buyer: { country: "DE", business: false } },
      email,
    );
    const worded = requiredConsents(["course"], false, "DE", "de");
    const made = await post({ ...body, consents: worded.consents.map((c) => c.code), language: "de" }, "quiet");
    expect(made.status, made.text).toBe(201);
    await untilOrder(made.body.order.token as string, (o) => o.order?.payment_state === "paid", "paid");
    let mail: { subject: string; text: string } | undefined;
    for (let i = 0; i < 600 && !mail; i++) {
      const mails = (await anyone("GET", "/v1/dev/mails")).body.list as { to: string; subject: string; text: string }[];
      mail = mails.find((m) => m.to === email);
      if (!mail) await new Promise((r) => setTimeout(r, 50));
    }
    expect(mail?.subject).toBe("Your order: confirmation");
    for (const c of worded.consents) expect(mail?.text).toContain(`[x] ${c.text}`);
    expect(mail?.text).toContain("Widerrufsbelehrung");
  });
});
