// The seller's notifications and a buyer's mail pages in the browser
// (issue 17), in headless Chromium against the real edge, at 390 and
// 1280 px with axe-core: the cabinet's bell counts the unread
// notifications and leads to the list (newest first; mark one read, mark
// all read, and the bell follows); the settings switch a kind's mail off
// and keep it; a buyer opens the view link of their order mail (the mail
// as sent, its links as links, no markup run) and the unsubscribe link
// (a category off, then every optional mail with one click).
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { Cabinet, SignInPage } from "./pages/AccountPages";
import { EmailLogView, NotificationBell, NotificationList, NotificationSettings, UnsubscribeView } from "./pages/NotificationPages";
import { apiAs, baseUrl, confirmedAccount, must, publishedProduct, signIn } from "./support/api";
import { useBrowserPage } from "./support/browser";
import { quotedOrderBody, sandboxForm, untilOrder } from "./support/checkout";
import { a11yReport, checkA11y } from "./support/screens";

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
const email = `bell-${run}@example.org`;
const password = "bell browser password";
const username = `nb${run}`.slice(0, 30);
let token = "";
const anyone = apiAs(() => "");
const seller = apiAs(() => token);
const buyer = `leser-${run}@example.org`;
/** Screenshots for a human look when NOTIFY_SHOTS names a directory. */
const shots = process.env.NOTIFY_SHOTS;

async function order(product: { id: number; plan: number }, who: string) {
  const body = await quotedOrderBody(anyone, { product_id: product.id, plan_id: product.plan }, who);
  const made = await anyone("POST", "/v1/checkout/orders", body, { "idempotency-key": `bell-${who}` });
  expect(made.status, made.text).toBe(201);
  if (made.body.redirect_url?.startsWith("/v1/sandbox/")) {
    expect((await sandboxForm(made.body.redirect_url, { card_number: "4242424242424242" })).status).toBe(303);
  }
  await untilOrder(made.body.order.token, (o) => o.delivery?.delivered === true, "delivered");
}

async function expectAccessible(page: Page, what: string) {
  const violations = await checkA11y(page);
  expect(violations, `${what}: ${a11yReport(violations)}`).toEqual([]);
}

/** No part of the page is wider than the viewport. */
const overflows = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

const shot = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
};

describe("the seller's notifications", () => {
  const browser = useBrowserPage();
  let page: Page;

  beforeAll(async () => {
    await confirmedAccount(anyone, { email, password, username, firstName: "Bea", lastName: "Glocke", profile: "seller" });
    token = await signIn(email, password, "203.0.113.196");
    const s = must(seller);
    const paid = await publishedProduct(s, "course", `Bell course ${run}`, { kind: "one_time", currency: "eur", price: "39.00" });
    const free = await publishedProduct(s, "course", `Free guide ${run}`, { kind: "one_time", currency: "eur", price: "0" });
    await order(paid, buyer);
    await order(free, `frei-${run}@example.org`);
    await order(paid, `zweite-${run}@example.org`);
    for (let i = 0; i < 100; i++) {
      if ((await seller("GET", "/v1/cabinet/notifications/unread")).body.unread === 3) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    page = browser.page();
    await page.setViewportSize({ width: 1280, height: 900 });
    const signInPage = new SignInPage(page);
    await signInPage.open(baseUrl());
    await page.getByTestId("language").selectOption("en");
    await signInPage.signIn(email, password);
    await new Cabinet(page).waitFor();
  });

  it("the bell counts the unread notifications and leads to the list, newest first (1280 px)", async () => {
    const bell = new NotificationBell(page);
    await bell.waitForCount(3);
    expect(await bell.label()).toContain("Notifications, 3 unread");
    await expectAccessible(page, "cabinet with the bell");
    await shot(page, "cabinet-bell-1280");
    await bell.open();
    const list = new NotificationList(page);
    expect(await list.items()).toEqual([
      { kind: "order_created", read: false, headline: `New order: Bell course ${run}` },
      { kind: "free_transaction", read: false, headline: `Free order: Free guide ${run}` },
      { kind: "order_created", read: false, headline: `New order: Bell course ${run}` },
    ]);
    expect(await page.getByTestId("notification-amount").first().textContent()).toContain("39.00");
    expect(await page.title()).toBe("Notifications · Sellwerk");
    await expectAccessible(page, "notifications");
    await shot(page, "notifications-1280");
  });

  it("marks one read, then all, and the bell follows", async () => {
    const bell = new NotificationBell(page);
    const list = new NotificationList(page);
    await list.markFirstRead();
    await bell.waitForCount(2);
    expect((await list.items()).map((n) => n.read)).toEqual([true, false, false]);
    await list.markAllRead();
    await bell.waitForCount(0);
    expect((await list.items()).every((n) => n.read)).toBe(true);
    expect(await bell.label()).toBe("Notifications");
    expect(await page.getByTestId("mark-all-read").isDisabled()).toBe(true);
    // reading the list again keeps them read
    await page.reload();
    await list.waitFor();
    expect((await list.items()).every((n) => n.read)).toBe(true);
  });

  it("a notification leads to its order", async () => {
    await page.getByTestId("notification-link").first().click();
    await page.waitForURL((u) => /^\/cabinet\/orders\/\d+$/.test(u.pathname));
    await page.goBack();
    await new NotificationList(page).waitFor();
  });

  it("the settings switch a kind's mail off and keep it (the order kinds are on by default)", async () => {
    const settings = new NotificationSettings(page);
    await page.getByTestId("notification-settings-link").click();
    await settings.waitFor();
    expect(await settings.choices()).toEqual([
      ["order_created", true],
      ["paid_transaction", true],
      ["free_transaction", true],
      ["order_canceled", true],
      ["quiz_attempt", false],
      ["comment", false],
      ["custom_notification", true],
    ]);
    expect(await page.getByTestId("notification-settings-save").isDisabled()).toBe(true);
    await expectAccessible(page, "notification settings");
    await shot(page, "notification-settings-1280");
    await settings.set("free_transaction", false);
    await settings.set("quiz_attempt", true);
    await settings.save();
    await page.reload();
    await settings.waitFor();
    expect(await settings.choices()).toContainEqual(["free_transaction", false]);
    expect(await settings.choices()).toContainEqual(["quiz_attempt", true]);
    const stored = await seller("GET", "/v1/cabinet/settings/notifications");
    expect(stored.body.settings).toContainEqual({ kind: "free_transaction", mail: false });
  });

  it("works at 390 px: the bell in the top bar, the list and the settings fit the phone", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    const settings = new NotificationSettings(page);
    await settings.open(baseUrl());
    expect(await overflows(page)).toBe(false);
    await expectAccessible(page, "notification settings at 390");
    await shot(page, "notification-settings-390");
    expect(await page.getByTestId("notification-bell").isVisible()).toBe(true);
    await new NotificationBell(page).open();
    expect(await overflows(page)).toBe(false);
    await expectAccessible(page, "notifications at 390");
    await shot(page, "notifications-390");
    // keyboard: the bell is reachable and shows its focus
    await page.locator("body").click({ position: { x: 1, y: 300 } });
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press("Tab");
      if (await page.getByTestId("notification-bell").evaluate((e) => e === document.activeElement)) break;
    }
    expect(await page.getByTestId("notification-bell").evaluate((e) => e === document.activeElement)).toBe(true);
    const ring = await page.getByTestId("notification-bell").evaluate((e) => getComputedStyle(e).boxShadow);
    expect(ring).not.toBe("none");
  });
});

describe("a buyer's mail pages", () => {
  const browser = useBrowserPage();
  let page: Page;
  type Mail = { to: string; subject: string; text: string };
  let mail: Mail;

  beforeAll(async () => {
    page = browser.page();
    await page.setViewportSize({ width: 390, height: 844 });
    const mails = (await anyone("GET", "/v1/dev/mails")).body.list as Mail[];
    const found = mails.find((m) => m.to === buyer && m.subject.startsWith("Your order"));
    expect(found, "the buyer's order mail").toBeDefined();
    mail = found as Mail;
  });

  it("shows the mail by its view link, as text with its links (390 and 1280 px)", async () => {
    const url = /(http:\/\/\S+\/email_logs\/\S+)/.exec(mail.text)?.[1] ?? "";
    const view = new EmailLogView(page);
    await view.open(url);
    expect(await view.subject()).toBe(mail.subject);
    expect(await view.text()).toContain(`Bell course ${run}`);
    expect((await view.links()).some((href) => href?.includes(`/s/${username}/payment/`))).toBe(true);
    expect(await page.locator("h1").count()).toBe(1);
    expect(await overflows(page)).toBe(false);
    await expectAccessible(page, "email log at 390");
    await shot(page, "email-log-390");
    await page.setViewportSize({ width: 1280, height: 900 });
    await expectAccessible(page, "email log at 1280");
    await shot(page, "email-log-1280");
    // another token shows the not-found page
    await view.open(url.replace(/.$/, (c) => (c === "A" ? "B" : "A")));
    expect(await page.getByTestId("not-found").isVisible()).toBe(true);
  });

  it("turns the reminders off, and then every optional mail with one click", async () => {
    const url = /(http:\/\/\S+\/emails\/unsubscribe\/\S+)/.exec(mail.text)?.[1] ?? "";
    const unsubscribe = new UnsubscribeView(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await unsubscribe.open(url);
    expect(await unsubscribe.reminders()).toBe(true);
    expect(await page.getByTestId("unsubscribe-email").textContent()).toBe("l•••@example.org");
    expect(await overflows(page)).toBe(false);
    await expectAccessible(page, "unsubscribe at 390");
    await shot(page, "unsubscribe-390");
    await unsubscribe.setReminders(false);
    await unsubscribe.setReminders(true);
    await unsubscribe.unsubscribeAll();
    expect(await unsubscribe.reminders()).toBe(false);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.reload();
    await unsubscribe.open(url);
    expect(await unsubscribe.reminders()).toBe(false);
    await expectAccessible(page, "unsubscribe at 1280");
    await shot(page, "unsubscribe-1280");
  });
});
