// Issue 29, "Course and membership files outside their rules": an order's
// download links (`GET /v1/downloads/{token}/{file_id}`, the order's page
// and mail) never hand out a course's or a membership's files; those are
// reached only through the lesson or membership page, which applies drip,
// publish state, the end of a subscription, a refund and a block. The
// attack signs the order's download link as the edge would (the
// development build's public TOKEN_SECRET), so a refusal is the rule, not
// a missing signature; the positive path goes through the lesson.
import { createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiAs, baseUrl, confirmedAccount, expectError, filesOrigin, must, requestAt, seededSellers, signIn } from "./support/api";
import { quotedOrderBody, sandboxForm, untilOrder } from "./support/checkout";

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
/** The development build's TOKEN_SECRET (wrangler.toml), which signs links. */
const TOKEN_SECRET = "local-development-only-token-secret-0000";
const sellers = seededSellers();
const { demo } = sellers;
const anyone = (method: string, path: string, json?: unknown) => requestAt(baseUrl(), method, path, json);
/** A signed file link, as anyone asks the files site for it (where the app sends file links). */
const atFiles = (path: string) => requestAt(filesOrigin(), "GET", path);
// this file's clients come from IPv6 addresses of their own
let host = 1;
const address = () => `2001:db8:29:1::${(host++).toString(16)}`;
let offsetSeconds = 0;

/** The order's download link of `fileId`, signed as the edge signs it, valid 10 minutes on the edge's clock. */
function orderLink(token: string, fileId: number): string {
  const exp = Math.floor(Date.now() / 1000) + offsetSeconds + 600;
  const sig = createHmac("sha256", TOKEN_SECRET).update(`v1.link:download:${token}/${fileId}:${exp}`).digest("base64url");
  return `/v1/downloads/${token}/${fileId}?exp=${exp}&sig=${sig}`;
}

async function clockAt(days: number) {
  offsetSeconds = Math.round(days * 86_400);
  const moved = await anyone("POST", "/v1/dev/clock", { offset_seconds: offsetSeconds });
  expect(moved.status, moved.text).toBe(200);
}

async function newBuyer(name: string) {
  const email = `files-${name}-${run}@example.org`;
  const password = "a-long-buyer-password";
  const at = address();
  const call = (method: string, path: string, json?: unknown) => requestAt(baseUrl(), method, path, json, { "cf-connecting-ip": at });
  await confirmedAccount(call, {
    email,
    password,
    username: `f${name}${run}`.slice(0, 30),
    firstName: "Fritz",
    lastName: "Files",
    profile: "payer",
  });
  let token = await signIn(email, password, address());
  return {
    email,
    call: apiAs(() => token),
    renew: async () => {
      token = await signIn(email, password, address());
    },
  };
}

async function buy(product: number, plan: number, email: string) {
  const body = await quotedOrderBody(anyone, { product_id: product, plan_id: plan }, email);
  const made = await requestAt(baseUrl(), "POST", "/v1/checkout/orders", body, { "idempotency-key": `files-${run}-${email}-${plan}` });
  expect(made.status, made.text).toBe(201);
  expect((await sandboxForm(made.body.redirect_url, { card_number: "4242424242424242" })).status).toBe(303);
  const token = made.body.order.token as string;
  const delivered = await untilOrder(token, (o) => o.delivery?.delivered === true, "delivered");
  return { token, delivered };
}

async function upload(product: number, name: string) {
  const put = await requestAt(
    baseUrl(),
    "PUT",
    `/v1/cabinet/products/${product}/files?name=${name}`,
    new TextEncoder().encode(`%PDF-1.4 ${name} ${run}`),
    {
      authorization: `Bearer ${demoToken}`,
      "content-type": "application/pdf",
    },
  );
  expect(put.status, put.text).toBe(201);
  return put.body.file.id as number;
}

let demoToken = "";
let course = 0;
let oneTime = 0;
let monthly = 0;
let membership = 0;
let membershipPlan = 0;
const file = { open: 0, late: 0, hidden: 0, member: 0 };
const published: number[] = [];

beforeAll(async () => {
  demoToken = await signIn("demo@sellwerk.test", "demo-password", address());
  await sellers.signIn(address(), address());
  const seller = must(demo);
  course = (await seller("/v1/cabinet/products", { form: "course", name: `Files course ${run}` })).product.id;
  published.push(course);
  file.open = await upload(course, "open.pdf");
  file.late = await upload(course, "late.pdf");
  file.hidden = await upload(course, "hidden.pdf");
  await seller(
    `/v1/cabinet/products/${course}/content`,
    {
      chapters: [
        {
          title: "One",
          lessons: [
            { title: "Open", kind: "pdf", file_id: file.open },
            { title: "Hidden", kind: "file", file_id: file.hidden, publish: "not_for_publish" },
            { title: "Late", kind: "file", file_id: file.late, drip_days: 7 },
          ],
        },
      ],
    },
    "PUT",
  );
  oneTime = (
    await seller(`/v1/cabinet/products/${course}/pricing_plans`, {
      name: "Once",
      terms: { kind: "one_time", currency: "eur", price: "12.00" },
    })
  ).pricing_plan.id;
  monthly = (
    await seller(`/v1/cabinet/products/${course}/pricing_plans`, {
      name: "Monthly",
      terms: { kind: "subscription", currency: "eur", first_amount: "4.00", next_amount: "4.00", interval: "1m" },
    })
  ).pricing_plan.id;
  await seller(`/v1/cabinet/products/${course}/publish`);
  membership = (await seller("/v1/cabinet/products", { form: "membership", name: `Files membership ${run}` })).product.id;
  published.push(membership);
  file.member = await upload(membership, "member.pdf");
  await seller(`/v1/cabinet/products/${membership}/items`, { product_ids: [course] }, "PUT");
  membershipPlan = (
    await seller(`/v1/cabinet/products/${membership}/pricing_plans`, {
      name: "Monthly",
      terms: { kind: "subscription", currency: "eur", first_amount: "6.00", next_amount: "6.00", interval: "1m" },
    })
  ).pricing_plan.id;
  await seller(`/v1/cabinet/products/${membership}/publish`);
}, 120_000);

afterAll(async () => {
  await clockAt(0);
  for (const id of published) await demo("POST", `/v1/cabinet/products/${id}/archive`);
});

const lesson = (id: number) => `/v1/payer/s/demo/courses/${course}/lessons/${id}`;

describe("a course order's download links (attack)", () => {
  it("hand out no file of the course: not a drip-locked lesson's, not an unpublished lesson's; the lesson still serves its file", async () => {
    const buyer = await newBuyer("once");
    const { token, delivered } = await buy(course, oneTime, buyer.email);
    // the order's page lists no course file, only the way to the course
    expect(delivered.delivery.downloads).toEqual([]);
    expect(delivered.delivery.access).toEqual([course]);
    // the drip-locked and the unpublished lesson's files do not download by the order's link
    expectError(await atFiles(orderLink(token, file.late)), 404, "file_not_found");
    expectError(await atFiles(orderLink(token, file.hidden)), 404, "file_not_found");
    // nor does the open lesson's: a course's files go through its lessons only
    expectError(await atFiles(orderLink(token, file.open)), 404, "file_not_found");
    // the lessons keep their rules
    expectError(await buyer.call("GET", lesson(3)), 403, "lesson_not_open");
    expectError(await buyer.call("GET", lesson(2)), 404, "lesson_not_found");
    // the positive path: the open lesson's signed file link serves the file
    const open = await buyer.call("GET", lesson(1));
    expect(open.status, open.text).toBe(200);
    const pdf = await fetch(`${baseUrl()}${open.body.file.url}`);
    expect(pdf.status).toBe(200);
    expect(await pdf.text()).toBe(`%PDF-1.4 open.pdf ${run}`);
  });

  it("hand out no file after the subscription ended, while the lesson answers 403", async () => {
    const buyer = await newBuyer("sub");
    const { token, delivered } = await buy(course, monthly, buyer.email);
    expect(delivered.delivery.downloads).toEqual([]);
    expect((await buyer.call("GET", lesson(1))).status).toBe(200);
    expect((await anyone("POST", `/v1/checkout/orders/${token}/cancel`)).status).toBeLessThan(300);
    try {
      await clockAt(40);
      await buyer.renew();
      expectError(await buyer.call("GET", lesson(1)), 403, "course_access_blocked");
      expectError(await atFiles(orderLink(token, file.open)), 404, "file_not_found");
      expectError(await atFiles(orderLink(token, file.late)), 404, "file_not_found");
    } finally {
      await clockAt(0);
    }
  });
});

describe("a membership order's download links (attack)", () => {
  it("hand out none of the membership's files; the membership page lists what it includes", async () => {
    const buyer = await newBuyer("member");
    const { token, delivered } = await buy(membership, membershipPlan, buyer.email);
    expect(delivered.delivery.downloads).toEqual([]);
    expectError(await atFiles(orderLink(token, file.member)), 404, "file_not_found");
    expectError(await atFiles(orderLink(token, file.late)), 404, "file_not_found");
    const area = await buyer.call("GET", `/v1/payer/s/demo/memberships/${membership}`);
    expect(area.status, area.text).toBe(200);
    expect(area.body.items).toEqual([expect.objectContaining({ product_id: course, form: "course" })]);
    expect((await buyer.call("GET", lesson(1))).status).toBe(200);
  });
});
