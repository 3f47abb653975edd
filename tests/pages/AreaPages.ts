// Page objects of the areas after sign-in as any profile sees them: the
// area frame (title, who is signed in, the profile switcher), the landing
// of the publisher, team member and admin areas, and the note an area of
// another profile shows instead.
import type { Page } from "playwright-core";

/**
 * Opens the area's header menu (profile switcher, language, sign-out) when
 * it is closed; on pages without it (the account pages) nothing happens.
 */
export async function openAccountMenu(page: Page) {
  const button = page.getByTestId("account-menu-button");
  if ((await button.count()) === 0) return;
  if ((await button.getAttribute("aria-expanded")) !== "true") await button.click();
  await page.getByTestId("account-menu").waitFor();
}

/** Chooses the UI language with the page's language select, in the header menu of an area. */
export async function chooseLanguage(page: Page, locale: "en" | "de") {
  await openAccountMenu(page);
  await page.getByTestId("language").selectOption(locale);
  if ((await page.getByTestId("account-menu-button").count()) > 0) await page.keyboard.press("Escape");
}

export type AreaName = "cabinet" | "publish" | "payer" | "team_member" | "admin";

export class AreaFrame {
  constructor(private readonly page: Page) {}

  /** Opens an area's path directly (a full page load, as a typed address). */
  async open(baseUrl: string, path: string) {
    await this.page.goto(`${baseUrl}${path}`);
  }

  /** Waits until the frame of `area` is ready (the signed-in user is known). */
  async waitFor(area: AreaName, path = `/${area}`) {
    await this.page.waitForURL((url) => url.pathname === path);
    await this.page.locator(`[data-testid="area-page"][data-area="${area}"][data-state="ready"]`).waitFor();
  }

  /** The area's title. */
  title() {
    return this.page.locator('[data-testid="area-page"] .area-header h1').textContent();
  }

  async currentUser() {
    const user = this.page.getByTestId("current-user");
    return {
      email: await user.getAttribute("data-email"),
      username: await user.getAttribute("data-username"),
      text: await user.textContent(),
    };
  }

  async currentProfile() {
    const profile = this.page.getByTestId("current-profile");
    return { type: await profile.getAttribute("data-type"), label: await profile.textContent() };
  }

  /** The switcher's profiles by type, and whether it can be used (more than one). */
  async switcher() {
    const types = await this.page.getByTestId("profile-option").evaluateAll((els) => els.map((e) => e.getAttribute("data-type")));
    return { types, enabled: await this.page.getByTestId("profile-switcher").isEnabled() };
  }

  /** The landing's greeting, or null when the page shows no landing. */
  async landing(area: AreaName) {
    const landing = this.page.locator(`[data-testid="landing"][data-area="${area}"]`);
    return (await landing.count()) === 0 ? null : landing.textContent();
  }

  landingCount() {
    return this.page.getByTestId("landing").count();
  }

  /** The note of an area that belongs to another profile: its text and the link to the caller's own area. */
  async otherArea() {
    const note = this.page.getByTestId("other-area");
    await note.waitFor();
    const link = note.locator("a");
    return { text: await note.textContent(), href: await link.getAttribute("href"), linkText: await link.textContent() };
  }

  otherAreaCount() {
    return this.page.getByTestId("other-area").count();
  }

  /** Follows the other-area note's link to the caller's own area. */
  goToOwnArea() {
    return this.page.getByTestId("other-area").locator("a").click();
  }

  async signOut() {
    await openAccountMenu(this.page);
    await this.page.getByTestId("sign-out").click();
  }
}
