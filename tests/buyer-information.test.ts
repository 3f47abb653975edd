// Which payer fields an order requires (issue 16): the product's checkout
// setting `buyer_information.include_type` (`full`, the default: every
// payer field of spec section 5; `address`: no phone; `minimal`: the name
// only, besides the e-mail address), and a business buyer always gives
// its company and address. The setting round-trips through the cabinet's
// product API; the edge requires exactly what core's `payer_fields` names.
import { beforeAll, describe, expect, it } from "vitest";
import { apiAs, confirmedAccount, must, publishedDownload, signIn } from "./support/api";
import { paidAndDelivered, payer, quotedOrderBody, sandboxForm, untilOrder } from "./support/checkout";

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
let token = "";
const anyone = apiAs(() => "");
const seller = apiAs(() => token);
let product = { id: 0, plan: 0 };
const username = `bi${run}`.slice(0, 30);

const pointers = (answer: { body: Record<string, any> }) =>
  (answer.body.errors as { source: { pointer: string } }[]).map((e) => e.source.pointer);

/** Sets the product's `include_type` through the cabinet API and answers the checkout settings it answers. */
async function choose(includeType: string) {
  const answer = await seller("PATCH", `/v1/cabinet/products/${product.id}`, {
    checkout: { buyer_information: { include_type: includeType } },
  });
  expect(answer.status, answer.text).toBe(200);
  return answer.body.product.checkout as Record<string, any>;
}

async function order(details: Record<string, unknown>, email: string, buyer = { country: "DE", business: false }) {
  const body = await quotedOrderBody(anyone, { product_id: product.id, plan_id: product.plan, buyer }, email, details);
  return anyone("POST", "/v1/checkout/orders", body, { "idempotency-key": `binfo-${email}` });
}

beforeAll(async () => {
  const email = `binfo-${run}@example.org`;
  const password = "buyer info seller password";
  await confirmedAccount(anyone, { email, password, username, firstName: "Ina", lastName: "Berg", profile: "seller" });
  token = await signIn(email, password, "203.0.113.191");
  product = await publishedDownload(seller, token, `Short checkout ${run}`, "guide.pdf", "9.00");
});

describe("checkout setting buyer_information", () => {
  it("is full by default and round-trips through the cabinet API", async () => {
    const shown = await must(seller)(`/v1/cabinet/products/${product.id}`, undefined, "GET");
    expect(shown.product.checkout.buyer_information).toEqual({ include_type: "full" });
    expect((await choose("address")).buyer_information).toEqual({ include_type: "address" });
    const again = await must(seller)(`/v1/cabinet/products/${product.id}`, undefined, "GET");
    expect(again.product.checkout.buyer_information).toEqual({ include_type: "address" });
    // the other settings stay as they were
    expect(again.product.checkout.layout).toBe("default");
    const bad = await seller("PATCH", `/v1/cabinet/products/${product.id}`, {
      checkout: { buyer_information: { include_type: "everything" } },
    });
    expect(bad.status).toBe(400);
    // the public product page carries it for the payment page
    const pub = await anyone("GET", `/v1/shop/${username}/products/${product.id}`);
    expect(pub.status, pub.text).toBe(200);
    expect(pub.body.product.checkout.buyer_information).toEqual({ include_type: "address" });
  });

  it("full refuses a missing phone at /payer/phone; address does not ask it", async () => {
    await choose("full");
    const { phone: _phone, ...noPhone } = payer;
    const refused = await order(noPhone, `binfo-full-${run}@example.org`);
    expect(refused.status, refused.text).toBe(422);
    expect(pointers(refused)).toEqual(["/payer/phone"]);
    await choose("address");
    const made = await order(noPhone, `binfo-address-${run}@example.org`);
    expect(made.status, made.text).toBe(201);
  });

  it("minimal sells to a buyer who gives only the e-mail address and the name", async () => {
    await choose("minimal");
    const missing = await order({}, `binfo-none-${run}@example.org`);
    expect(missing.status, missing.text).toBe(422);
    expect(pointers(missing).sort()).toEqual(["/payer/first_name", "/payer/last_name"]);
    const made = await order({ first_name: "Erika", last_name: "Muster" }, `binfo-min-${run}@example.org`);
    expect(made.status, made.text).toBe(201);
    expect((await sandboxForm(made.body.redirect_url, { card_number: "4242424242424242" })).status).toBe(303);
    await untilOrder(made.body.order.token as string, paidAndDelivered, "paid and delivered");
  });

  it("a business buyer under minimal still gives its company and address", async () => {
    await choose("minimal");
    const business = { country: "DE", business: true };
    const refused = await order(
      { first_name: "Erika", last_name: "Muster", payer_country: "DE" },
      `binfo-firm-${run}@example.org`,
      business,
    );
    expect(refused.status, refused.text).toBe(422);
    expect(pointers(refused)).toEqual(expect.arrayContaining(["/payer/company", "/payer/street", "/payer/zip", "/payer/city"]));
    expect(pointers(refused)).not.toContain("/payer/phone");
    const { phone: _phone, ...address } = payer;
    const made = await order({ ...address, company: "Muster GmbH" }, `binfo-firm2-${run}@example.org`, business);
    expect(made.status, made.text).toBe(201);
  });
});
