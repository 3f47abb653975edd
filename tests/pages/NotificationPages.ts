// Page objects of the seller's notifications (the cabinet's bell, the list
// and the mail settings) and of a buyer's mail pages (a mail in the
// browser, the unsubscribe page).
import type { Page } from "playwright-core";

export class NotificationBell {
  constructor(private readonly page: Page) {}

  /** The unread count the bell shows (0 without a count). */
  async count(): Promise<number> {
    const badge = this.page.getByTestId("notification-count");
    return (await badge.count()) === 0 ? 0 : Number(await badge.textContent());
  }

  /** Waits until the bell shows `n` unread (no count at 0). */
  async waitForCount(n: number) {
    if (n === 0) await this.page.getByTestId("notification-count").waitFor({ state: "detached" });
    else await this.page.locator(`[data-testid="notification-count"]:text-is("${n}")`).waitFor();
  }

  label() {
    return this.page.getByTestId("notification-bell").textContent();
  }

  async open() {
    await this.page.getByTestId("notification-bell").click();
    await this.page.waitForURL((u) => u.pathname === "/cabinet/notifications");
    await this.page.locator('[data-testid="notifications"][data-state="ready"]').waitFor();
  }
}

export class NotificationList {
  constructor(private readonly page: Page) {}

  async waitFor() {
    await this.page.locator('[data-testid="notifications"][data-state="ready"]').waitFor();
  }

  /** The notifications shown, top to bottom: kind, whether read, headline. */
  items() {
    return this.page.getByTestId("notification").evaluateAll((els) =>
      els.map((e) => ({
        kind: e.getAttribute("data-kind"),
        read: e.getAttribute("data-read") === "true",
        headline: e.querySelector('[data-testid="notification-link"]')?.textContent ?? "",
      })),
    );
  }

  async markFirstRead() {
    const first = this.page.locator('[data-testid="notification"][data-read="false"]').first();
    const id = await first.getAttribute("data-id");
    await first.getByTestId("mark-read").click();
    await this.page.locator(`[data-testid="notification"][data-id="${id}"][data-read="true"]`).waitFor();
  }

  async markAllRead() {
    await this.page.getByTestId("mark-all-read").click();
    await this.page.locator('[data-testid="notifications-status"]:not(:empty)').waitFor();
  }
}

export class NotificationSettings {
  constructor(private readonly page: Page) {}

  async open(baseUrl: string) {
    await this.page.goto(`${baseUrl}/cabinet/settings/notifications`);
    await this.waitFor();
  }

  async waitFor() {
    await this.page.locator('[data-testid="notification-settings"][data-state="ready"]').waitFor();
  }

  /** Each kind and whether it is mailed, as the switches show. */
  choices() {
    return this.page
      .locator('input[data-testid^="mail-"]')
      .evaluateAll((els) => els.map((e) => [e.getAttribute("data-testid")?.slice(5) ?? "", (e as HTMLInputElement).checked] as const));
  }

  async set(kind: string, on: boolean) {
    await this.page.getByTestId(`mail-${kind}`).setChecked(on);
  }

  async save() {
    await this.page.getByTestId("notification-settings-save").click();
    await this.page.locator('[data-testid="notification-settings-status"]:not(:empty)').waitFor();
  }
}

export class EmailLogView {
  constructor(private readonly page: Page) {}

  async open(url: string) {
    await this.page.goto(url);
    await this.page.locator('[data-testid="email-log"][data-state="ready"], [data-testid="not-found"]').first().waitFor();
  }

  subject() {
    return this.page.getByTestId("email-log-subject").textContent();
  }

  text() {
    return this.page.getByTestId("email-log-text").innerText();
  }

  links() {
    return this.page.locator('[data-testid="email-log-text"] a').evaluateAll((els) => els.map((e) => e.getAttribute("href")));
  }
}

export class UnsubscribeView {
  constructor(private readonly page: Page) {}

  async open(url: string) {
    await this.page.goto(url);
    await this.page.locator('[data-testid="unsubscribe"][data-state="ready"], [data-testid="not-found"]').first().waitFor();
  }

  reminders() {
    return this.page.getByTestId("category-payment_reminders").isChecked();
  }

  async setReminders(on: boolean) {
    await this.page.getByTestId("category-payment_reminders").setChecked(on);
    await this.page.locator('[data-testid="unsubscribe-status"][data-saved="saved"]').waitFor();
  }

  async unsubscribeAll() {
    await this.page.getByTestId("unsubscribe-all").click();
    await this.page.locator('[data-testid="unsubscribe-status"][data-saved="all_off"]').waitFor();
  }
}
