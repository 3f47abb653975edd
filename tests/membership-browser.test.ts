// The membership area in headless Chromium against the real edge (issue
// 17): the demo seller's membership includes a course and a download; a
// buyer who paid for it opens `/v/demo/{id}` (signed out first: the shop's
// sign-in, then back), sees the included products, reaches the included
// course in the player and finds the download's file. Another buyer, who
// never bought it, is told it is not there (no content, no ids leaked).
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SignInPage } from "./pages/AccountPages";
import { MembershipAreaPage, PayerSellerPage } from "./pages/PayerPages";
import { apiAs, baseUrl, confirmedAccount, must, publishedProduct, requestAt, signIn } from "./support/api";
import { useBrowserPage } from "./support/browser";
import { quotedOrderBody, sandboxForm, untilOrder as until } from "./support/checkout";
import { a11yReport, checkA11y } from "./support/screens";

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
const IP = "203.0.113.181";
let token = "";
const call = apiAs(() => token);
const seller = (path: string, json?: unknown, method = "POST") => must(call)(path, json, method);
const anyone = (method: string, path: string, json?: unknown) => requestAt(baseUrl(), method, path, json, { "cf-connecting-ip": IP });

async function expectAccessible(page: Page) {
  const found = await checkA11y(page);
  expect(found, a11yReport(found)).toEqual([]);
}

describe("the membership area", () => {
  const { page: browserPage, errors } = useBrowserPage();
  let page: Page;
  const made: number[] = [];
  let course = 0;
  let download = 0;
  let membership = { id: 0, plan: 0 };
  let firstLesson = 0;
  const member = { email: `member-${run}@example.org`, password: "member password 1" };
  const stranger = { email: `stranger-${run}@example.org`, password: "stranger password 1" };

  beforeAll(async () => {
    page = browserPage();
    await page.addInitScript(() => window.localStorage.setItem("locale", "en"));
    token = await signIn("demo@sellwerk.test", "demo-password", "203.0.113.180");
    // the included course (not sold on its own) and a download with one file
    course = (await seller("/v1/cabinet/products", { form: "course", name: `Club course ${run}` })).product.id as number;
    const saved = await seller(
      `/v1/cabinet/products/${course}/content`,
      { chapters: [{ title: "Start", lessons: [{ title: "Hello members", kind: "text", body: "Only for members." }] }] },
      "PUT",
    );
    firstLesson = saved.content.chapters[0].lessons[0].id as number;
    download = (await seller("/v1/cabinet/products", { form: "download", name: `Club templates ${run}` })).product.id as number;
    const put = await fetch(`${baseUrl()}/v1/cabinet/products/${download}/files?name=templates.txt`, {
      method: "PUT",
      headers: { authorization: `Bearer ${token}`, "content-type": "text/plain" },
      body: `the templates of ${run}`,
    });
    expect(put.status).toBe(201);
    membership = await publishedProduct(
      seller,
      "membership",
      `Painting club ${run}`,
      { kind: "one_time", currency: "eur", price: "30.00" },
      async (id) => {
        await seller(`/v1/cabinet/products/${id}`, { description: "New courses every month.\n\nFor everyone who keeps at it." }, "PATCH");
        await seller(`/v1/cabinet/products/${id}/items`, { product_ids: [course, download] }, "PUT");
      },
    );
    made.push(course, download, membership.id);

    // the member pays through the API as the payment page would; the stranger only has an account
    await confirmedAccount(anyone, { ...member, username: `member${run}`, firstName: "Mia", lastName: "Member", profile: "payer" });
    await confirmedAccount(anyone, { ...stranger, username: `stranger${run}`, firstName: "Stan", lastName: "Ger", profile: "payer" });
    const body = await quotedOrderBody(call, { product_id: membership.id, plan_id: membership.plan }, member.email);
    const order = await call("POST", "/v1/checkout/orders", body, { "idempotency-key": `membership-${run}` });
    expect(order.status, order.text).toBe(201);
    expect((await sandboxForm(order.body.redirect_url as string, { card_number: "4242424242424242" })).status).toBe(303);
    await until(order.body.order.token as string, (o) => o.order.payment_state === "paid" && o.delivery.delivered, "the paid membership");
  });

  afterAll(async () => {
    for (const id of made) await call("POST", `/v1/cabinet/products/${id}/archive`);
  });

  it("opens after the shop's sign-in, shows what the membership includes and reaches the included course", async () => {
    await page.goto(`${baseUrl()}/v/demo/${membership.id}`);
    await page.waitForURL((url) => url.pathname === "/s/demo/sign_in");
    await new SignInPage(page).signIn(member.email, member.password);
    const area = new MembershipAreaPage(page);
    await area.waitFor();
    expect(new URL(page.url()).pathname).toBe(`/v/demo/${membership.id}`);
    expect(await area.access()).toBe("open");
    expect(await page.getByTestId("membership-name").textContent()).toBe(`Painting club ${run}`);
    expect(await area.items()).toEqual([
      { productId: course, form: "course", opens: true, downloads: [] },
      { productId: download, form: "download", opens: false, downloads: ["templates.txt"] },
    ]);
    // the file downloads with the buyer's link
    const href = await page.locator('[data-testid="membership-download"][data-name="templates.txt"]').getAttribute("href");
    const file = await page.evaluate(async (url) => (await fetch(url!)).text(), href);
    expect(file).toBe(`the templates of ${run}`);
    for (const [width, height] of [
      [1280, 900],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      await expectAccessible(page);
    }
    await page.setViewportSize({ width: 1000, height: 800 });

    const player = await area.openCourse(course);
    expect(new URL(page.url()).pathname).toBe(`/payer/s/demo/courses/${course}/lessons/${firstLesson}`);
    expect(await player.access()).toEqual({ state: "open", reason: "" });
    expect(await player.lesson()).toMatchObject({ id: firstLesson, title: "Hello members", text: "Only for members." });

    // the shop's page lists the membership with its way in
    const shop = new PayerSellerPage(page);
    await shop.open(baseUrl(), "demo");
    expect(await shop.memberships()).toContainEqual({ productId: membership.id, access: "open" });
    expect(errors).toEqual([]);
  });

  it("tells a buyer who never bought it that it is not there, with nothing of its content", async () => {
    await page.context().clearCookies();
    await page.goto(`${baseUrl()}/v/demo/${membership.id}`);
    await page.waitForURL((url) => url.pathname === "/s/demo/sign_in");
    await new SignInPage(page).signIn(stranger.email, stranger.password);
    await page.waitForURL((url) => url.pathname === `/v/demo/${membership.id}`);
    const error = page.getByTestId("error");
    await error.waitFor();
    expect(await error.getAttribute("data-code")).toBe("course_not_found");
    expect(await page.getByTestId("membership-item").count()).toBe(0);
    expect(await page.getByText(`Painting club ${run}`).count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
