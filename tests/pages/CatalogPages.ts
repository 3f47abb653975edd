// Page objects of the seller's catalog in the cabinet: the product list
// (rows, their warnings and action menus, "new product"), the product
// editor (steps, details, file upload, pricing plans with their schedule
// preview, checkout settings, advanced), and the coupons.
import type { Locator, Page } from "playwright-core";

export type ProductForm = "course" | "service" | "download" | "membership" | "event" | "certificate" | "license_key" | "bundle";

export interface PlanInput {
  name: string;
  kind: "one_time" | "installment" | "limited_subscription" | "subscription";
  price?: string;
  firstAmount?: string;
  nextAmount?: string;
  paymentsCount?: string;
  interval?: string;
  trialPeriod?: string;
}

export interface ScheduledPayment {
  date: string;
  amount: string;
  kind: string;
}

export class ProductList {
  constructor(private readonly page: Page) {}

  /** Waits until the list has loaded (ready or error) and answers its state and total. */
  async loaded() {
    const list = this.page.locator('[data-testid="cabinet-products"]:not([data-state="loading"])');
    await list.waitFor();
    return { state: await list.getAttribute("data-state"), total: await list.getAttribute("data-total") };
  }

  /** Opens "new product", chooses the form, names it, and waits for the editor of the new draft. */
  async create(form: ProductForm, name: string): Promise<number> {
    await this.page.getByTestId("new-product").click();
    await this.page.getByTestId(`new-product-form-${form}`).check();
    await this.page.getByTestId("new-product-name").fill(name);
    await this.page.getByTestId("new-product-submit").click();
    await this.page.waitForURL((url) => /^\/cabinet\/products\/\d+\/edit$/.test(url.pathname));
    const editor = new ProductEditor(this.page);
    await editor.waitFor("details");
    return editor.id();
  }

  row(id: number): Locator {
    return this.page.locator(`[data-testid="cabinet-product-row"][data-id="${id}"]`);
  }

  async rowState(id: number) {
    const row = this.row(id);
    await row.waitFor();
    return {
      published: (await row.getAttribute("data-published")) === "true",
      archived: (await row.getAttribute("data-archived")) === "true",
      actions: ((await row.getByTestId("product-actions").getAttribute("data-actions")) ?? "").split(" ").filter(Boolean),
      warnings: await row.getByTestId("row-warning").evaluateAll((els) => els.map((e) => e.getAttribute("data-code"))),
    };
  }

  /** Opens a row's action menu and answers the actions it shows. */
  async menu(id: number): Promise<string[]> {
    const row = this.row(id);
    await row.getByTestId("row-actions-toggle").click();
    const items = row.locator('[data-testid^="row-action-"]');
    await items.first().waitFor();
    return items.evaluateAll((els) => els.map((e) => (e.getAttribute("data-testid") ?? "").replace("row-action-", "")));
  }
}

export class ProductEditor {
  constructor(private readonly page: Page) {}

  async waitFor(step?: string) {
    const selector = step
      ? `[data-testid="product-editor"][data-state="ready"][data-step="${step}"]`
      : '[data-testid="product-editor"][data-state="ready"]';
    await this.page.locator(selector).waitFor();
  }

  async id(): Promise<number> {
    return Number(await this.page.getByTestId("product-editor").getAttribute("data-id"));
  }

  async steps(): Promise<string[]> {
    return this.page
      .locator('[data-testid^="edit-step-"]')
      .evaluateAll((els) => els.map((e) => (e.getAttribute("data-testid") ?? "").replace("edit-step-", "")));
  }

  async goStep(step: string) {
    await this.page.getByTestId(`edit-step-${step}`).click();
    await this.waitFor(step);
  }

  /**
   * Uploads the file at `path` from a course lesson itself (`lesson`: its
   * test id, `lesson-0-1`) and waits until the upload is done and the
   * lesson has chosen the stored file; answers the upload's last percent
   * and the file's id. An upload that fails throws with its code.
   */
  async uploadLessonFile(lesson: string, path: string): Promise<{ percent: number; fileId: number }> {
    const field = this.page.getByTestId(`${lesson}-file-field`);
    await this.page.getByTestId(`${lesson}-file-input`).setInputFiles(path);
    const row = field.locator('[data-testid="upload"][data-state="done"], [data-testid="upload"][data-state="error"]');
    await row.waitFor({ timeout: 60_000 });
    if ((await row.getAttribute("data-state")) === "error") {
      throw new Error(`the upload failed: ${await row.getByTestId("upload-error").getAttribute("data-code")}`);
    }
    const select = this.page.getByTestId(`${lesson}-file`);
    await select.evaluate(
      (el: HTMLSelectElement) =>
        new Promise<void>((resolve) => {
          const check = () => (el.value !== "" ? resolve() : requestAnimationFrame(check));
          check();
        }),
    );
    return { percent: Number(await row.getAttribute("data-percent")), fileId: Number(await select.inputValue()) };
  }

  async published() {
    return (await this.page.getByTestId("product-editor").getAttribute("data-published")) === "true";
  }

  /** The key pool's counts once they have loaded. */
  async keyCounts(): Promise<{ free: number; used: number }> {
    const counts = this.page.locator('[data-testid="key-counts"]:not([data-free=""])');
    await counts.waitFor();
    return { free: Number(await counts.getAttribute("data-free")), used: Number(await counts.getAttribute("data-used")) };
  }

  /** Pastes keys and adds them; answers how many the edge added. */
  async pasteKeys(text: string): Promise<number> {
    await this.page.getByTestId("keys-text").fill(text);
    await this.page.getByTestId("keys-add").click();
    const added = this.page.getByTestId("keys-added");
    await added.waitFor();
    return Number(await added.getAttribute("data-added"));
  }

  async keyFormat(format: string) {
    await this.page.getByTestId("keys-format").fill(format);
  }

  async formatProblems(): Promise<string[]> {
    return this.page.getByTestId("keys-format-problem").evaluateAll((els) => els.map((e) => e.getAttribute("data-code") ?? ""));
  }

  async generateKeys(count: number) {
    await this.page.getByTestId("keys-count").fill(String(count));
    await this.page.getByTestId("keys-generate").click();
  }

  /** Ticks the products a bundle includes and saves. */
  async includeItems(ids: number[]) {
    await this.page.getByTestId("items-step").waitFor();
    for (const id of ids) await this.page.getByTestId(`item-${id}`).check();
    await this.page.getByTestId("items-save").click();
    await this.page.getByTestId("items-saved").waitFor();
  }

  warnings() {
    return this.page.getByTestId("editor-warning").evaluateAll((els) => els.map((e) => e.getAttribute("data-code")));
  }

  /**
   * Uploads one file through the file input and waits until it is listed.
   * Answers every percentage the progress bar showed, in order.
   */
  async upload(name: string, mimeType: string, buffer: Buffer): Promise<number[]> {
    await this.page.evaluate(() => {
      const seen: number[] = [];
      (window as unknown as { __percents: number[] }).__percents = seen;
      new MutationObserver((records) => {
        for (const r of records) {
          const el = r.target as HTMLElement;
          if (el.dataset.testid === "upload-progress") seen.push(Number(el.dataset.percent));
        }
      }).observe(document.body, { attributes: true, attributeFilter: ["data-percent"], subtree: true });
    });
    await this.page.getByTestId("file-input").setInputFiles({ name, mimeType, buffer });
    await this.page.locator(`[data-testid="upload"][data-name="${name}"]:is([data-state="done"], [data-state="error"])`).waitFor();
    return this.page.evaluate(() => (window as unknown as { __percents: number[] }).__percents);
  }

  uploadRow(name: string) {
    return this.page.locator(`[data-testid="upload"][data-name="${name}"]`);
  }

  async uploadResult(name: string) {
    const upload = this.uploadRow(name);
    return {
      state: await upload.getAttribute("data-state"),
      percent: Number(await upload.getByTestId("upload-progress").getAttribute("data-percent")),
      bar: await upload.getByTestId("upload-progress").evaluate((e) => (e as HTMLProgressElement).value),
      error:
        (await upload.getByTestId("upload-error").count()) > 0 ? await upload.getByTestId("upload-error").getAttribute("data-code") : null,
    };
  }

  async files(): Promise<{ name: string; size: number }[]> {
    return this.page
      .getByTestId("file-row")
      .evaluateAll((els) => els.map((e) => ({ name: e.getAttribute("data-name") ?? "", size: Number(e.getAttribute("data-size")) })));
  }

  /** Clicks an action of the editor's header (publish, unpublish, ...). */
  async act(action: string) {
    await this.page.locator(`[data-testid="product-actions"] [data-testid="row-action-${action}"]`).first().click();
  }

  /** The not-sellable reasons a refused publish lists. */
  async refusedReasons(): Promise<string[]> {
    await this.page.getByTestId("publish-refused").waitFor();
    return this.page.getByTestId("publish-reason").evaluateAll((els) => els.map((e) => e.getAttribute("data-code") ?? ""));
  }

  async waitForPublished(published: boolean) {
    await this.page.locator(`[data-testid="product-editor"][data-published="${published}"]`).waitFor();
  }

  plans() {
    return this.page
      .getByTestId("plan-row")
      .evaluateAll((els) => els.map((e) => ({ name: e.getAttribute("data-name"), kind: e.getAttribute("data-kind") })));
  }

  /** Opens the form of a new plan. */
  async addPlan() {
    await this.page.getByTestId("plan-add").click();
    await this.page.getByTestId("plan-form").waitFor();
    return new PlanForm(this.page);
  }
}

export class PlanForm {
  constructor(private readonly page: Page) {}

  private async fill(field: string, value: string | undefined) {
    if (value === undefined) return;
    await this.page.getByTestId(`plan-${field}`).fill(value);
  }

  async enter(plan: PlanInput) {
    await this.fill("name", plan.name);
    await this.page.getByTestId("plan-kind").selectOption(plan.kind);
    await this.page.locator(`[data-testid="plan-form"][data-kind="${plan.kind}"]`).waitFor();
    await this.fill("price", plan.price);
    await this.fill("payments_count", plan.paymentsCount);
    await this.fill("first_amount", plan.firstAmount);
    await this.fill("next_amount", plan.nextAmount);
    await this.fill("interval", plan.interval);
    if (plan.trialPeriod !== undefined) {
      await this.page.getByTestId("plan-trial").check();
      await this.fill("trial_period", plan.trialPeriod);
    }
  }

  /** The schedule preview: every payment with its date, amount and kind. */
  async schedule(): Promise<ScheduledPayment[]> {
    await this.page.getByTestId("plan-schedule").waitFor();
    return this.page.getByTestId("plan-schedule-row").evaluateAll((els) =>
      els.map((e) => ({
        date: e.getAttribute("data-date") ?? "",
        amount: e.getAttribute("data-amount") ?? "",
        kind: e.getAttribute("data-kind") ?? "",
      })),
    );
  }

  hasSchedule() {
    return this.page.getByTestId("plan-schedule").isVisible();
  }

  /** The problem shown beside a field: [code, text], or null. */
  async problem(field: string): Promise<[string, string] | null> {
    const error = this.page.getByTestId(`plan-${field}-error`);
    if ((await error.count()) === 0) return null;
    return [(await error.getAttribute("data-code")) ?? "", (await error.textContent()) ?? ""];
  }

  /** Saves and waits until the form has closed (the plan is listed). */
  async save() {
    await this.page.getByTestId("plan-save").click();
    await this.page.getByTestId("plan-form").waitFor({ state: "detached" });
  }

  async cancel() {
    await this.page.getByTestId("plan-cancel").click();
    await this.page.getByTestId("plan-form").waitFor({ state: "detached" });
  }
}

export class Coupons {
  constructor(private readonly page: Page) {}

  async loaded() {
    const list = this.page.locator('[data-testid="coupons"][data-state="ready"]');
    await list.waitFor();
    return Number(await list.getAttribute("data-total"));
  }

  /** Creates `count` generated codes of `percent` % off and answers the codes the page shows. */
  async createBulk(count: number, percent: string, codeLength = 10): Promise<string[]> {
    await this.page.getByTestId("new-coupon").click();
    await this.page.getByTestId("coupon-form-bulk").check();
    await this.page.getByTestId("coupon-count").fill(String(count));
    await this.page.getByTestId("coupon-code_length").fill(String(codeLength));
    await this.page.getByTestId("coupon-value_form").selectOption("percents");
    await this.page.getByTestId("coupon-value").fill(percent);
    await this.page.getByTestId("coupon-submit").click();
    await this.page.getByTestId("generated-codes").waitFor();
    return this.page.getByTestId("generated-code").evaluateAll((els) => els.map((e) => e.getAttribute("data-code") ?? ""));
  }

  row(code: string) {
    return this.page.locator(`[data-testid="coupon-row"][data-code="${code}"]`);
  }

  async rows(): Promise<{ code: string; active: boolean; value: string; form: string }[]> {
    await this.loaded();
    return this.page.getByTestId("coupon-row").evaluateAll((els) =>
      els.map((e) => ({
        code: e.getAttribute("data-code") ?? "",
        active: e.getAttribute("data-active") === "true",
        value: e.querySelector('[data-testid="coupon-cell-value"]')?.getAttribute("data-value") ?? "",
        form: e.getAttribute("data-form") ?? "",
      })),
    );
  }

  async deactivate(code: string) {
    await this.row(code).getByTestId("coupon-deactivate").click();
    await this.page.locator(`[data-testid="coupon-row"][data-code="${code}"][data-active="false"]`).waitFor();
  }
}
