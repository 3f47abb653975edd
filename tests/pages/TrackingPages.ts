// Page objects of the seller's tracking codes screen
// (/cabinet/settings/tracking) and of the storefront's consent banner (the
// `consent` island).
import type { Page } from "playwright-core";

export class TrackingSettings {
  constructor(private readonly page: Page) {}

  async waitFor() {
    await this.page.locator('[data-testid="tracking-settings"][data-state="ready"]').waitFor();
  }

  /** The rows shown, top to bottom: kind, id or code, active. */
  rows() {
    return this.page.getByTestId("tracking-row").evaluateAll((rows) =>
      rows.map((r) => ({
        kind: r.getAttribute("data-kind"),
        value: r.querySelector(".tracking-value")?.textContent ?? "",
        active: r.getAttribute("data-active") === "true",
      })),
    );
  }

  row(kind: string) {
    return this.page.locator(`[data-testid="tracking-row"][data-kind="${kind}"]`);
  }

  async openAdd() {
    await this.page.getByTestId("tracking-add").click();
    await this.page.getByTestId("tracking-dialog").waitFor();
  }

  async openEdit(kind: string) {
    await this.row(kind).getByTestId("tracking-edit").click();
    await this.page.getByTestId("tracking-dialog").waitFor();
  }

  chooseKind(kind: string) {
    return this.page.getByTestId("tracking-kind").selectOption(kind);
  }

  async typeId(id: string) {
    await this.page.getByTestId("tracking-id").fill(id);
    await this.page.getByTestId("tracking-id").blur();
  }

  typeCode(code: string) {
    return this.page.getByTestId("tracking-code").fill(code);
  }

  /** The problem shown at the id field (its translation key, and its words). */
  async idProblem() {
    const error = this.page.getByTestId("tracking-id-error");
    if ((await error.count()) === 0) return null;
    return { code: await error.getAttribute("data-code"), text: (await error.textContent()) ?? "" };
  }

  async save() {
    await this.page.getByTestId("tracking-save").click();
  }

  /** Saves and waits for the dialog to close. */
  async saveAndClose() {
    await this.save();
    await this.page.getByTestId("tracking-dialog").waitFor({ state: "detached" });
    await this.waitFor();
  }

  async toggle(kind: string) {
    const active = await this.row(kind).getAttribute("data-active");
    await this.row(kind).getByTestId("tracking-toggle").click();
    await this.page
      .locator(`[data-testid="tracking-row"][data-kind="${kind}"][data-active="${active === "true" ? "false" : "true"}"]`)
      .waitFor();
  }

  async remove(kind: string) {
    await this.row(kind).getByTestId("tracking-remove").click();
    await this.page.getByTestId("tracking-remove-confirm").click();
    await this.row(kind).waitFor({ state: "detached" });
  }
}

export class ConsentBanner {
  constructor(private readonly page: Page) {}

  banner() {
    return this.page.locator("dialog.sw-consent");
  }

  async waitFor() {
    await this.banner().waitFor();
  }

  acceptAll() {
    return this.banner().locator(".sw-consent__all").click();
  }

  onlyNecessary() {
    return this.banner().locator(".sw-consent__necessary").click();
  }

  /** Opens the categories and saves the ones named (besides the necessary). */
  async choose(ids: string[]) {
    await this.banner().locator(".sw-consent__choose").click();
    for (const id of ids) await this.banner().locator(`input[value="${id}"]`).check();
    await this.banner().locator(".sw-consent__choose").click();
  }

  /** Whether the element that has focus is inside the banner. */
  focusInside() {
    return this.page.evaluate(() => Boolean(document.activeElement?.closest("dialog.sw-consent")));
  }
}
