// Page object of the seller's funnels screen (/cabinet/funnels, issue 19).
import type { Page } from "playwright-core";

export class FunnelsScreen {
  constructor(private readonly page: Page) {}

  async waitFor() {
    await this.page.locator('[data-testid="funnels"][data-state="ready"]').waitFor();
  }

  row(name: string) {
    return this.page.locator('[data-testid="funnel-row"]', { hasText: name });
  }

  /** Creates a funnel named `name` offering `steps` (product ids, each with its first plan) after product `after`. */
  async create(name: string, steps: number[], after: number) {
    await this.page.getByTestId("funnel-add").click();
    await this.page.getByTestId("funnel-dialog").waitFor();
    await this.page.getByTestId("funnel-name").fill(name);
    for (const [i, product] of steps.entries()) {
      if (i > 0) await this.page.getByTestId("funnel-step-add").click();
      const fields = this.page.getByTestId("funnel-step-fields").nth(i);
      await fields.getByTestId("funnel-step-product").selectOption(String(product));
      // the product's first plan is chosen for it
      await fields.locator('[data-testid="funnel-step-plan"] option').first().waitFor({ state: "attached" });
      await this.page.waitForFunction(
        (n) => (document.querySelectorAll('[data-testid="funnel-step-plan"]')[n] as HTMLSelectElement | undefined)?.value !== "",
        i,
      );
    }
    await this.page.getByTestId("funnel-after").selectOption(String(after));
    await this.page.getByTestId("funnel-save").click();
    await this.page.getByTestId("funnel-dialog").waitFor({ state: "detached" });
    await this.row(name).waitFor();
  }

  /** The edit dialog of funnel `name`: the name and the steps' products as it shows them. */
  async openEdit(name: string) {
    await this.row(name).getByTestId("funnel-edit").click();
    const dialog = this.page.getByTestId("funnel-dialog");
    await dialog.waitFor();
    return {
      name: await this.page.getByTestId("funnel-name").inputValue(),
      products: await this.page
        .getByTestId("funnel-step-product")
        .evaluateAll((selects) => selects.map((s) => (s as HTMLSelectElement).value)),
      titles: await this.page
        .locator('input[data-testid="funnel-step-title"]')
        .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value)),
    };
  }

  /** In the open dialog: renames the funnel, removes step `index`, gives the first step left `headline` and `text`, saves. */
  async renameAndRemoveStep(name: string, index: number, headline: string, text: string) {
    await this.page.getByTestId("funnel-name").fill(name);
    await this.page.getByTestId("funnel-step-fields").nth(index).getByTestId("funnel-step-remove").click();
    const first = this.page.getByTestId("funnel-step-fields").first();
    await first.locator('input[data-testid="funnel-step-title"]').fill(headline);
    await first.locator('textarea[data-testid="funnel-step-text"]').fill(text);
    await this.page.getByTestId("funnel-save").click();
    await this.page.getByTestId("funnel-dialog").waitFor({ state: "detached" });
    await this.row(name).waitFor();
  }

  /** In the open dialog: shows step `index` on the funnel page titled `title` (or the default page for ""), saves. */
  async choosePage(name: string, index: number, title: string) {
    const select = this.page.getByTestId("funnel-step-fields").nth(index).getByTestId("funnel-step-page");
    if (title) await select.selectOption({ label: title });
    else await select.selectOption("");
    await this.page.getByTestId("funnel-save").click();
    await this.page.getByTestId("funnel-dialog").waitFor({ state: "detached" });
    await this.row(name).waitFor();
  }

  state(name: string) {
    return this.row(name).getAttribute("data-state");
  }

  async toggle(name: string, to: "activated" | "deactivated") {
    await this.row(name).getByTestId("funnel-toggle").click();
    await this.page.locator(`[data-testid="funnel-row"][data-state="${to}"]`, { hasText: name }).waitFor();
  }

  /** Opens the funnel's numbers: views, taken, declined, revenue. */
  async stats(name: string) {
    await this.row(name).getByTestId("funnel-stats").click();
    const dialog = this.page.getByTestId("funnel-stats-dialog");
    await dialog.waitFor();
    const text = async (id: string) => ((await dialog.getByTestId(id).textContent()) ?? "").trim();
    return {
      views: await text("funnel-views"),
      acceptances: await text("funnel-acceptances"),
      declines: await text("funnel-declines"),
      revenue: await text("funnel-revenue"),
    };
  }
}
