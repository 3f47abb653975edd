// The course player in headless Chromium on a phone (390 px) against the
// real edge (issue 17's proof): the demo seller publishes a course in
// instalments with a quiz, a dripped lesson and a certificate; a buyer with
// an account buys it on the payment page and the sandbox's page, opens the
// player signed out (the shop's sign-in, then back), finishes lessons, sees
// the dripped lesson locked with its opening day, fails and then passes the
// quiz, and, once the lesson opened (the dev clock) and is finished,
// downloads the completion certificate. A later rate fails for good (the
// card's issuer wants the buyer, the retries run out): the player is
// blocked with a way to pay; paid on the order's manage page, access returns.
import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SignInPage } from "./pages/AccountPages";
import { chooseLanguage } from "./pages/AreaPages";
import { CheckoutPage, ManagePage, SandboxPage } from "./pages/CheckoutPages";
import { CoursePlayer, PayerSellerPage, PayerSellers } from "./pages/PayerPages";
import { apiAs, baseUrl, confirmedAccount, must, publishedProduct, requestAt, signIn } from "./support/api";
import { useBrowserPage } from "./support/browser";
import { orderStatus, tickUntilQuiet, untilOrder as until } from "./support/checkout";
import { a11yReport, checkA11y } from "./support/screens";

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
const DAY = 86_400;
const IP = "203.0.113.171";
let token = "";
const call = apiAs(() => token);
const seller = (path: string, json?: unknown, method = "POST") => must(call)(path, json, method);
const anyone = (method: string, path: string, json?: unknown) => requestAt(baseUrl(), method, path, json, { "cf-connecting-ip": IP });

/** Moves the edge's clock to `days` after now and runs the scheduler until it is quiet. */
async function clockAt(days: number) {
  expect((await call("POST", "/v1/dev/clock", { offset_seconds: Math.round(days * DAY) })).status).toBe(200);
  return tickUntilQuiet();
}

/** The smaller serious and critical findings of axe-core on the page as it is. */
async function expectAccessible(page: Page) {
  const found = await checkA11y(page);
  expect(found, a11yReport(found)).toEqual([]);
}

const courseName = `Watercolour basics ${run}`;
const content = {
  certificate: true,
  player_colour: "#0a7d5a",
  chapters: [
    {
      title: "Getting started",
      lessons: [
        { title: "Welcome", kind: "text", body: "Welcome to the course.\n\nHold the brush loosely." },
        {
          title: "Check yourself",
          kind: "text",
          body: "Two questions on what you learnt.",
          quiz: {
            pass_percent: 100,
            attempts_max: 3,
            questions: [
              { text: "Where do you hold the brush?", options: ["At the tip", "In the middle"], correct: [1] },
              { text: "What helps at first?", options: ["Long lines", "A portrait", "Circles"], correct: [0, 2] },
            ],
          },
        },
      ],
    },
    { title: "Later on", lessons: [{ title: "Wet on wet", kind: "text", body: "Ten days in, the next technique.", drip_days: 10 }] },
  ],
};

describe("the course player on a phone", () => {
  const { page: browserPage, errors } = useBrowserPage();
  let page: Page;
  let product = { id: 0, plan: 0 };
  let lessonIds: number[] = [];
  let orderToken = "";
  const buyer = { email: `player-${run}@example.org`, password: "player password 1" };

  beforeAll(async () => {
    page = browserPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.addInitScript(() => window.localStorage.setItem("locale", "en"));
    token = await signIn("demo@sellwerk.test", "demo-password", "203.0.113.170");
    product = await publishedProduct(
      seller,
      "course",
      courseName,
      { kind: "installment", currency: "eur", first_amount: "10.00", next_amount: "10.00", payments_count: 3, interval: "1m" },
      async (id) => {
        const saved = await seller(`/v1/cabinet/products/${id}/content`, content, "PUT");
        lessonIds = (saved.content.chapters as { lessons: { id: number }[] }[]).flatMap((c) => c.lessons.map((l) => l.id));
      },
    );
    expect(lessonIds).toHaveLength(3);
    await confirmedAccount(anyone, { ...buyer, username: `player${run}`, firstName: "Pia", lastName: "Player", profile: "payer" });
  });

  afterAll(async () => {
    await call("POST", "/v1/dev/clock", { offset_seconds: 0 });
    if (product.id) await seller(`/v1/cabinet/products/${product.id}/archive`);
  });

  it("buys the course in instalments on the sandbox's page", async () => {
    const checkout = new CheckoutPage(page);
    await checkout.open(baseUrl(), "demo", product.id, product.plan);
    await checkout.chooseCountry("DE");
    await checkout.fillPayer({
      first_name: "Pia",
      last_name: "Player",
      email: buyer.email,
      street: "Hauptstraße",
      street_number: "5",
      zip: "10115",
      city: "Berlin",
      phone: "+49 30 1234567",
    });
    const sandbox = await checkout.buyAndGoToProvider();
    // a card whose issuer wants the buyer for every payment: the later rates fail off-session
    await sandbox.pay("4000000000003220");
    await sandbox.challenge(true);
    const thanks = await sandbox.backAtShop();
    await thanks.waitFor("ready");
    orderToken = thanks.token();
    // the thank-you page leads to the buyer's purchases from this shop, where the course is
    expect(await page.getByTestId("access-link").getAttribute("href")).toBe("/payer/s/demo");
    await until(orderToken, (o) => o.order.payment_state === "paying" && o.delivery.delivered, "the first rate");
  });

  it("sends a signed-out buyer to the shop's sign-in and back into the player, which starts at the first lesson", async () => {
    expect(orderToken).not.toBe("");
    await page.goto(`${baseUrl()}/payer/s/demo/courses/${product.id}`);
    await page.waitForURL((url) => url.pathname === "/s/demo/sign_in");
    const signInPage = new SignInPage(page);
    await signInPage.signIn(buyer.email, buyer.password);
    const player = new CoursePlayer(page);
    await player.waitForLesson();
    expect(new URL(page.url()).pathname).toBe(`/payer/s/demo/courses/${product.id}/lessons/${lessonIds[0]}`);
    expect(await player.access()).toEqual({ state: "open", reason: "" });
    expect(await player.lesson()).toMatchObject({ id: lessonIds[0], kind: "text", title: "Welcome" });
    expect((await player.lesson()).text).toContain("Hold the brush loosely.");
    expect(await player.progress()).toEqual({ finished: 0, total: 3, percent: 0 });
    // on a phone the outline is folded above the lesson; it unfolds
    expect(await player.outlineVisible()).toBe(false);
    await player.toggleOutline();
    expect(await player.outlineVisible()).toBe(true);
    await expectAccessible(page);
  });

  it("finishes lessons, shows the dripped lesson locked with its day, and grades the quiz", async () => {
    const player = new CoursePlayer(page);
    await player.finish();
    expect(await player.progress()).toMatchObject({ finished: 1, total: 3 });
    await player.next();
    expect(player.lessonId()).toBe(lessonIds[1]);

    // the dripped lesson: locked in the outline with the day it opens, and no content when asked for directly
    await player.waitForStatus(lessonIds[1]!, "viewed");
    const outline = await player.outline();
    expect(outline.map((l) => [l.id, l.status, l.locked])).toEqual([
      [lessonIds[0], "finished", false],
      [lessonIds[1], "viewed", false],
      [lessonIds[2], expect.any(String), true],
    ]);
    const dripped = outline[2]!;
    expect(dripped.opensOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const [y, m, d] = dripped.opensOn.split("-");
    expect(dripped.text).toContain(`opens on ${d}/${m}/${y}`);
    await player.chooseLesson(lessonIds[2]!);
    expect(await player.locked()).toEqual({ opensOn: dripped.opensOn, text: `This lesson opens on ${d}/${m}/${y}.` });
    expect(await player.lessonCount()).toBe(0);
    expect(await page.getByText("Ten days in").count()).toBe(0);
    // the day in the UI language: German writes it 12.12.2026
    await chooseLanguage(page, "de");
    expect(await player.locked()).toEqual({ opensOn: dripped.opensOn, text: `Diese Lektion öffnet am ${d}.${m}.${y}.` });
    expect((await player.outline())[2]?.text).toContain(`öffnet am ${d}.${m}.${y}`);
    await chooseLanguage(page, "en");
    await expectAccessible(page);

    // the quiz: a wrong answer fails with attempts left, the right one passes
    await player.chooseLesson(lessonIds[1]!);
    const failed = await player.answerQuiz([[0], [0]]);
    expect(failed).toEqual({ passed: false, score: 0, attemptsLeft: "2" });
    await player.tryQuizAgain();
    const passed = await player.answerQuiz([[1], [0, 2]]);
    expect(passed).toEqual({ passed: true, score: 100, attemptsLeft: "1" });
    await player.finish();
    expect(await player.progress()).toMatchObject({ finished: 2, total: 3 });
    expect(await player.certificate()).toEqual({ earned: false, href: null });
    await expectAccessible(page);
  });

  it("opens the dripped lesson on its day; finishing it earns the certificate, which downloads", async () => {
    try {
      await clockAt(11);
      const player = new CoursePlayer(page);
      await player.open(baseUrl(), "demo", product.id, lessonIds[2]);
      expect(await player.lesson()).toMatchObject({ id: lessonIds[2], title: "Wet on wet" });
      await player.finish();
      expect(await player.progress()).toEqual({ finished: 3, total: 3, percent: 100 });
      await page.locator('[data-testid="certificate"][data-earned="true"]').waitFor();
      const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("certificate-download").click()]);
      const pdf = readFileSync(await download.path(), "latin1");
      expect(pdf.startsWith("%PDF-")).toBe(true);
      expect(pdf).toContain(`(${courseName})`);
      // the course resumes where the buyer left off, from the shop's page
      const shop = new PayerSellerPage(page);
      await shop.open(baseUrl(), "demo");
      expect(await shop.courses()).toContainEqual({ productId: product.id, access: "open", percent: 100, action: "Continue" });
      expect(await shop.orderTokens()).toContain(orderToken);
    } finally {
      await call("POST", "/v1/dev/clock", { offset_seconds: 0 });
    }
  });

  it("blocks the player while a later rate is unpaid after its retries, with a way to pay; paying brings access back", async () => {
    try {
      // the second rate falls due and fails off-session (the issuer wants the buyer); the retries fail too
      for (const day of [33, 35, 39, 45, 52]) {
        await clockAt(day);
        if ((await orderStatus(orderToken)).order.payment_state === "payment_paused") break;
      }
      const paused = await until(orderToken, (o) => o.order.payment_state === "payment_paused", "the paused plan");
      expect(paused.rates[1].payable).toBe(true);

      // weeks later the session is over: the shop's sign-in again, then the player
      const player = new CoursePlayer(page);
      await page.context().clearCookies();
      await page.goto(`${baseUrl()}/payer/s/demo/courses/${product.id}`);
      await page.waitForURL((url) => url.pathname === "/s/demo/sign_in");
      await new SignInPage(page).signIn(buyer.email, buyer.password);
      await player.waitForLesson();
      expect(await player.access()).toEqual({ state: "blocked", reason: "payment_paused" });
      const blocked = await player.blocked();
      expect(blocked.reason).toBe("payment_paused");
      expect(blocked.text).toBe("Your access is paused because a payment is outstanding. Pay it and you can continue right away.");
      expect(blocked.payUrl).toBe(`/s/demo/payment/${orderToken}/manage`);
      // the outline stays, no lesson content is shown
      expect((await player.outline()).map((l) => l.id)).toEqual(lessonIds);
      expect(await player.lessonCount()).toBe(0);
      await expectAccessible(page);

      // Pay now: the order's manage page, the sandbox's page, and back
      await page.getByTestId("access-pay").click();
      await page.locator('[data-testid="manage"][data-state="ready"]').waitFor();
      await page.locator('[data-testid="pay-rate"][data-index="1"]').click();
      await page.waitForURL((url) => url.pathname.startsWith("/v1/sandbox/pay/"));
      await new SandboxPage(page).pay("4242424242424242");
      await page.waitForURL((url) => url.pathname === `/s/demo/payment/${orderToken}/manage`);
      await page.locator('[data-testid="rate"][data-index="1"][data-state="paid"]').waitFor({ timeout: 30_000 });
      expect((await new ManagePage(page).rates()).map((r) => r.state).slice(0, 2)).toEqual(["paid", "paid"]);

      await player.open(baseUrl(), "demo", product.id);
      await player.waitForLesson();
      expect(await player.access()).toEqual({ state: "open", reason: "" });
      expect(await player.lessonCount()).toBe(1);
    } finally {
      await call("POST", "/v1/dev/clock", { offset_seconds: 0 });
    }
    expect(errors).toEqual([]);
  });

  it("lists the shop among the buyer's shops, with the course", async () => {
    // signed in afresh now that the clock is back
    await page.context().clearCookies();
    const signInPage = new SignInPage(page);
    await signInPage.open(baseUrl());
    await signInPage.signIn(buyer.email, buyer.password);
    const shops = new PayerSellers(page);
    await shops.waitFor();
    expect(await shops.usernames()).toContain("demo");
    const shop = await shops.openSeller("demo");
    expect((await shop.courses()).map((c) => c.productId)).toContain(product.id);
    await page.setViewportSize({ width: 1280, height: 900 });
    const player = await shop.continueCourse(product.id);
    // a side column from 992 px: the outline is shown without unfolding
    expect(await player.outlineVisible()).toBe(true);
    await expectAccessible(page);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(errors).toEqual([]);
  });
});
