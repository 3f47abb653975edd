// Page objects of the account pages (sign-up, sign-in, confirmation), the
// dev mailbox, the cabinet and its seller-profile modal.
import type { Page, Response } from "playwright-core";
import { openAccountMenu } from "./AreaPages";

export interface NewSeller {
  email: string;
  password: string;
  username: string;
  firstName: string;
  lastName: string;
}

/** [field, translation key, text] of every problem shown under `prefix`. */
async function shownProblems(page: Page, prefix: string, scope = "body"): Promise<[string, string, string][]> {
  const items = page.locator(`${scope} [data-testid^="${prefix}"][data-testid$="-error"]`);
  const out: [string, string, string][] = [];
  for (const item of await items.all()) {
    const id = (await item.getAttribute("data-testid")) ?? "";
    out.push([
      id.slice(prefix.length).replace(/-error$/, ""),
      (await item.getAttribute("data-code")) ?? "",
      (await item.textContent()) ?? "",
    ]);
  }
  return out;
}

export class SignUpPages {
  constructor(private readonly page: Page) {}

  async open(baseUrl: string) {
    await this.page.goto(`${baseUrl}/users/sign_up`);
    await this.page.getByTestId("sign-up-page").waitFor();
  }

  language(locale: "en" | "de") {
    return this.page.getByTestId("language").selectOption(locale);
  }

  async fillFirstStep(fields: { email?: string; password?: string }) {
    if (fields.email !== undefined) {
      await this.page.getByTestId("sign-up-email").fill(fields.email);
      await this.page.getByTestId("sign-up-email").blur();
    }
    if (fields.password !== undefined) {
      await this.page.getByTestId("sign-up-password").fill(fields.password);
      await this.page.getByTestId("sign-up-password").blur();
    }
  }

  acceptTerms() {
    return this.page.getByTestId("sign-up-terms").check();
  }

  async next() {
    await this.page.getByTestId("sign-up-next").click();
  }

  /** Every problem shown on the first step: [field, key, text]. */
  problems() {
    return shownProblems(this.page, "sign-up-");
  }

  async aboutYou(seller: NewSeller, profileType: "seller" | "publisher" | "payer" = "seller") {
    await this.page.getByTestId("about-you-page").waitFor();
    await this.page.getByTestId("sign-up-first_name").fill(seller.firstName);
    await this.page.getByTestId("sign-up-last_name").fill(seller.lastName);
    await this.page.getByTestId("sign-up-username").fill(seller.username);
    await this.page.getByTestId(`sign-up-profile-${profileType}`).check();
    await this.page.getByTestId("sign-up-submit").click();
  }

  /** The address the "check your mailbox" page names. */
  async checkMailboxEmail() {
    await this.page.getByTestId("check-mailbox").waitFor();
    return this.page.getByTestId("check-mailbox-email").textContent();
  }
}

export class DevMailbox {
  constructor(private readonly page: Page) {}

  /**
   * Opens the mailbox and waits until a mail to `to` with a link starting
   * with `path` has arrived (mails go through the queue), then follows it.
   */
  async followLink(baseUrl: string, to: string, path: string) {
    await this.page.goto(`${baseUrl}/dev/mailbox`);
    await this.page.getByTestId("mail-list").waitFor({ state: "attached" });
    const link = this.page.locator(`[data-testid="mail"][data-to="${to}"] [data-testid="mail-link"][href^="${path}"]`).first();
    for (let attempt = 0; attempt < 40 && (await link.count()) === 0; attempt++) {
      await this.page.waitForTimeout(250);
      await this.page.getByTestId("mailbox-refresh").click();
      await this.page.getByTestId("mail-list").waitFor({ state: "attached" });
    }
    const href = await link.getAttribute("href");
    await link.click();
    return href ?? "";
  }
}

export class SignInPage {
  constructor(private readonly page: Page) {}

  async open(baseUrl: string, path = "/users/sign_in") {
    await this.page.goto(`${baseUrl}${path}`);
    await this.page.getByTestId("sign-in-page").waitFor();
  }

  async waitFor() {
    await this.page.waitForURL((url) => url.pathname === "/users/sign_in");
    await this.page.getByTestId("sign-in-page").waitFor();
  }

  async fill(email: string, password = "") {
    await this.page.getByTestId("sign-in-email").fill(email);
    await this.page.getByTestId("sign-in-password").fill(password);
  }

  /** Asks for a magic link for the address typed in. */
  async sendMagicLink() {
    await this.page.getByTestId("magic-link").click();
    await this.page.getByTestId("magic-link-sent").waitFor();
  }

  /** The error shown: [key, text]. */
  async error() {
    const error = this.page.getByTestId("sign-in-error");
    await error.waitFor();
    return [await error.getAttribute("data-code"), await error.textContent()];
  }

  /** Signs in and answers the edge's session body (it carries the refresh token). */
  async signIn(email: string, password: string): Promise<Record<string, any>> {
    await this.page.getByTestId("sign-in-email").fill(email);
    await this.page.getByTestId("sign-in-password").fill(password);
    const [response] = await Promise.all([
      this.page.waitForResponse((r: Response) => new URL(r.url()).pathname === "/v1/app/session" && r.request().method() === "POST"),
      this.page.getByTestId("sign-in-submit").click(),
    ]);
    return (await response.json()) as Record<string, any>;
  }
}

export class Cabinet {
  constructor(private readonly page: Page) {}

  async waitFor(path = "/cabinet") {
    await this.page.waitForURL((url) => url.pathname === path);
    await this.page.locator('[data-testid="area-page"][data-area="cabinet"][data-state="ready"]').waitFor();
  }

  currentUserEmail() {
    return this.page.getByTestId("current-user").getAttribute("data-email");
  }

  currentProfileType() {
    return this.page.getByTestId("current-profile").getAttribute("data-type");
  }

  profileOptions() {
    return this.page.getByTestId("profile-option").evaluateAll((els) => els.map((e) => e.getAttribute("data-type")));
  }

  /** Switches to the user's profile of `type` with the profile switcher. */
  async switchProfile(type: string) {
    await openAccountMenu(this.page);
    const value = await this.page.locator(`[data-testid="profile-option"][data-type="${type}"]`).getAttribute("value");
    await this.page.getByTestId("profile-switcher").selectOption(value ?? "");
  }

  /** Goes to a cabinet page through its navigation link, without a reload. */
  async go(to: "home" | "products" | "seller-profile") {
    await this.page.getByTestId(`nav-${to}`).click();
  }

  /** Waits for the product list and answers its state (ready or error) and total. */
  async products() {
    const list = this.page.locator('[data-testid="cabinet-products"]:not([data-state="loading"])');
    await list.waitFor();
    return { state: await list.getAttribute("data-state"), total: await list.getAttribute("data-total") };
  }

  async signOut() {
    await openAccountMenu(this.page);
    await this.page.getByTestId("sign-out").click();
  }

  /** Waits for the cabinet's home and answers its checklist (item -> done). */
  async home() {
    await this.page.locator('[data-testid="cabinet-home"][data-state="ready"]').waitFor();
    const items = await this.page
      .locator('[data-testid^="checklist-"][data-done]')
      .evaluateAll((els) =>
        els.map((e) => [e.getAttribute("data-testid")!.replace("checklist-", ""), e.getAttribute("data-done") === "true"] as const),
      );
    return Object.fromEntries(items);
  }
}

/** The landing page of the publisher, payer, team member and admin areas. */
export class AreaLanding {
  constructor(private readonly page: Page) {}

  async waitFor(area: string) {
    await this.page.waitForURL((url) => url.pathname === `/${area}`);
    await this.page.locator(`[data-testid="landing"][data-area="${area}"]`).waitFor();
  }

  currentProfileType() {
    return this.page.getByTestId("current-profile").getAttribute("data-type");
  }
}

export class PasswordReset {
  constructor(private readonly page: Page) {}

  async request(baseUrl: string, email: string) {
    await this.page.goto(`${baseUrl}/users/password/new`);
    await this.page.getByTestId("password-new-email").fill(email);
    await this.page.getByTestId("password-new-submit").click();
    await this.page.getByTestId("password-new-sent").waitFor();
  }

  /** On the page the mail's link opens: the new password, twice. */
  async choose(password: string, again = password) {
    await this.page.getByTestId("password-edit-password").fill(password);
    await this.page.getByTestId("password-edit-again").fill(again);
    await this.page.getByTestId("password-edit-submit").click();
  }

  mismatch() {
    return this.page.getByTestId("password-edit-again-error").getAttribute("data-code");
  }

  async changed() {
    await this.page.getByTestId("password-changed").waitFor();
    return this.page.getByTestId("password-changed").getAttribute("data-email");
  }
}

export class SellerProfileModal {
  constructor(private readonly page: Page) {}

  async waitFor() {
    await this.page.getByTestId("profile-editor").waitFor();
  }

  step() {
    return this.page.getByTestId("profile-editor").getAttribute("data-step");
  }

  async steps() {
    return this.page
      .locator('[data-testid^="profile-step-"]')
      .evaluateAll((els) => els.map((e) => e.getAttribute("data-testid")?.replace("profile-step-", "")));
  }

  openStep(name: string) {
    return this.page.getByTestId(`profile-step-${name}`).click();
  }

  choose(field: string, value: string) {
    return this.page.getByTestId(`profile-${field}-${value}`).check();
  }

  async fill(fields: Record<string, string>) {
    for (const [name, value] of Object.entries(fields)) {
      const input = this.page.getByTestId(`profile-${name}`);
      if ((await input.evaluate((e) => e.tagName)) === "SELECT") await input.selectOption(value);
      else await input.fill(value);
      await input.blur();
    }
  }

  value(field: string) {
    return this.page.getByTestId(`profile-${field}`).inputValue();
  }

  next() {
    return this.page.getByTestId("profile-next").click();
  }

  save() {
    return this.page.getByTestId("profile-save").click();
  }

  /** Every problem shown on the current step: [field, key, text]. */
  problems() {
    return shownProblems(this.page, "profile-", '[data-testid="seller-profile-modal"]');
  }

  /** Every problem of every step, visiting each. */
  async allProblems() {
    const out: [string, string][] = [];
    for (const step of await this.steps()) {
      await this.openStep(step ?? "");
      for (const [field, code] of await this.problems()) out.push([field, code]);
    }
    return out;
  }

  saved() {
    return this.page.getByTestId("profile-saved").isVisible();
  }
}
