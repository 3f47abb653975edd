// Page objects of the product editor's later steps: the cover and a
// service's details on the details step, an event's tickets (each with its
// plans), a certificate's settings, the design, the order bumps, the
// delivery mail and the thank-you page. Everything is read from data-testid
// and data-* attributes; waits are on states the page shows, never on time.
import type { Locator, Page } from "playwright-core";
import { PlanForm } from "./CatalogPages";
import { chooseOption } from "./Widgets";

/** A problem shown beside a field: its code, or null when none shows. */
async function problemCode(page: Page | Locator, testId: string): Promise<string | null> {
  const error = page.getByTestId(`${testId}-error`);
  return (await error.count()) === 0 ? null : error.getAttribute("data-code");
}

export class CoverPanel {
  constructor(private readonly page: Page) {}

  private get root() {
    return this.page.getByTestId("cover");
  }

  /** Chooses an image and waits until the upload is done or refused; answers the state. */
  async upload(name: string, mimeType: string, buffer: Buffer): Promise<string> {
    await this.root.waitFor();
    // The outcome of this upload, not of the one before: the panel counts the uploads it began.
    const attempt = Number(await this.root.getAttribute("data-attempt")) + 1;
    await this.page.getByTestId("cover-input").setInputFiles({ name, mimeType, buffer });
    const settled = this.page.locator(`[data-testid="cover"][data-attempt="${attempt}"]:is([data-state="done"], [data-state="error"])`);
    await settled.waitFor();
    return (await settled.getAttribute("data-state")) ?? "";
  }

  /** The s100 preview once the browser has loaded it: its natural size and its address. */
  async preview(): Promise<{ width: number; height: number; src: string }> {
    const image = this.page.locator('[data-testid="cover-preview"][data-loaded="true"]');
    await image.waitFor();
    return image.evaluate((e) => {
      const img = e as HTMLImageElement;
      return { width: img.naturalWidth, height: img.naturalHeight, src: img.getAttribute("src") ?? "" };
    });
  }

  /**
   * Product `id`'s stored `s400` square as the browser reads it back from
   * the edge (null when there is none): its type, decoded size and the
   * colour at its centre.
   */
  async pageSquare(id: number): Promise<{ type: string; width: number; height: number; pixel: number[] } | null> {
    return this.page.evaluate(async (productId) => {
      const product = (await (await fetch(`/v1/cabinet/products/${productId}`)).json()) as { product: { covers: { s400: string | null } } };
      const url = product.product.covers.s400;
      if (!url) return null;
      const blob = await (await fetch(url)).blob();
      const image = await createImageBitmap(blob);
      const canvas = new OffscreenCanvas(1, 1);
      const context = canvas.getContext("2d");
      context?.drawImage(image, image.width / 2, image.height / 2, 1, 1, 0, 0, 1, 1);
      return { type: blob.type, width: image.width, height: image.height, pixel: Array.from(context?.getImageData(0, 0, 1, 1).data ?? []) };
    }, id);
  }

  error() {
    return this.page.getByTestId("cover-error").getAttribute("data-code");
  }

  async remove() {
    await this.page.getByTestId("cover-remove").click();
    await this.page.getByTestId("cover-empty").waitFor();
  }
}

export interface ServiceInput {
  details: string;
  delivery: "online" | "in_person" | "digital";
  location: string;
  duration: string;
  deliveryDays: string;
}

export class ServiceSection {
  constructor(private readonly page: Page) {}

  async fill(input: Partial<ServiceInput>) {
    await this.page.getByTestId("service-form").waitFor();
    if (input.details !== undefined) await this.page.getByTestId("service-details").fill(input.details);
    if (input.delivery !== undefined) await this.page.getByTestId("service-delivery").selectOption(input.delivery);
    if (input.location !== undefined) await this.page.getByTestId("service-location").fill(input.location);
    if (input.duration !== undefined) await this.page.getByTestId("service-duration_minutes").fill(input.duration);
    if (input.deliveryDays !== undefined) await this.page.getByTestId("service-delivery_days").fill(input.deliveryDays);
  }

  async values(): Promise<ServiceInput> {
    await this.page.getByTestId("service-form").waitFor();
    return {
      details: await this.page.getByTestId("service-details").inputValue(),
      delivery: (await this.page.getByTestId("service-delivery").inputValue()) as ServiceInput["delivery"],
      location: await this.page.getByTestId("service-location").inputValue(),
      duration: await this.page.getByTestId("service-duration_minutes").inputValue(),
      deliveryDays: await this.page.getByTestId("service-delivery_days").inputValue(),
    };
  }

  problem(field: string) {
    return problemCode(this.page, `service-${field}`);
  }

  /** Saves; answers whether it was saved (false: the browser or the edge refused it). */
  async save(): Promise<boolean> {
    return saveSection(this.page, "service");
  }
}

/** Clicks a section's save button and waits for "saved" or a problem. */
async function saveSection(page: Page, prefix: string): Promise<boolean> {
  await page.getByTestId(`${prefix}-save`).click();
  const form = page.getByTestId(`${prefix}-form`);
  const outcome = form.locator(`[data-testid="${prefix}-saved"], .error[data-code]`).first();
  await outcome.waitFor();
  return (await page.getByTestId(`${prefix}-saved`).count()) > 0;
}

export interface QuestionInput {
  kind: "checkbox" | "open_question" | "select_box" | "service";
  label: string;
  required?: boolean;
  options?: string[];
}

export interface TicketInput {
  name?: string;
  startsAt?: string;
  endsAt?: string;
  timeZone?: string;
  online?: boolean;
  onlineUrl?: string;
  place?: string;
  address?: string;
  country?: string;
  capacity?: string;
  questions?: QuestionInput[];
}

export interface TicketRow {
  id: number;
  name: string;
  startsAt: string;
  timeZone: string;
  capacity: number;
  questions: number;
  expired: boolean;
}

export class TicketsPanel {
  constructor(private readonly page: Page) {}

  async loaded() {
    await this.page.getByTestId("tickets-step").waitFor();
  }

  /** Opens the form of a new ticket. */
  async add() {
    await this.loaded();
    await this.page.getByTestId("ticket-add").click();
    await this.page.getByTestId("ticket-form").waitFor();
  }

  async fill(input: TicketInput) {
    const page = this.page;
    if (input.name !== undefined) await page.getByTestId("ticket-name").fill(input.name);
    if (input.startsAt !== undefined) await page.getByTestId("ticket-starts_at").fill(input.startsAt);
    if (input.endsAt !== undefined) await page.getByTestId("ticket-ends_at").fill(input.endsAt);
    if (input.timeZone !== undefined) await chooseOption(page, "ticket-time_zone", input.timeZone);
    if (input.online !== undefined) await page.getByTestId("ticket-online").setChecked(input.online);
    if (input.onlineUrl !== undefined) await page.getByTestId("ticket-online_url").fill(input.onlineUrl);
    if (input.place !== undefined) await page.getByTestId("ticket-location_short_name").fill(input.place);
    if (input.address !== undefined) await page.getByTestId("ticket-location_address").fill(input.address);
    if (input.country !== undefined) await chooseOption(page, "ticket-country_code", input.country);
    if (input.capacity !== undefined) await page.getByTestId("ticket-capacity").fill(input.capacity);
    for (const q of input.questions ?? []) {
      const i = Number(await page.getByTestId("ticket-questions").getAttribute("data-count"));
      await page.getByTestId("ticket-question-add").click();
      await page.getByTestId(`ticket-question-${i}`).waitFor();
      await page.getByTestId(`ticket-questions.${i}.kind`).selectOption(q.kind);
      await page.getByTestId(`ticket-questions.${i}.label`).fill(q.label);
      if (q.required) await page.getByTestId(`ticket-questions.${i}.required`).check();
      if (q.options) await page.getByTestId(`ticket-questions.${i}.options`).fill(q.options.join("\n"));
    }
  }

  /** The problem core (or the edge) shows beside a field of the ticket form. */
  problem(field: string) {
    return problemCode(this.page, `ticket-${field}`);
  }

  /** Whether core finds the draft free of problems. */
  async valid() {
    return (await this.page.getByTestId("ticket-form").getAttribute("data-valid")) === "true";
  }

  /** Clicks save without waiting for anything (a refused save stays open). */
  async trySave() {
    await this.page.getByTestId("ticket-save").click();
  }

  /** Saves and waits until the form has closed and the ticket is listed. */
  async save(name: string) {
    await this.page.getByTestId("ticket-save").click();
    await this.page.getByTestId("ticket-form").waitFor({ state: "detached" });
    await this.row(name).waitFor();
  }

  row(name: string): Locator {
    return this.page.locator(`[data-testid="ticket"][data-name="${name}"]`);
  }

  async rows(): Promise<TicketRow[]> {
    return this.page.getByTestId("ticket").evaluateAll((els) =>
      els.map((e) => ({
        id: Number(e.getAttribute("data-id")),
        name: e.getAttribute("data-name") ?? "",
        startsAt: e.getAttribute("data-starts-at") ?? "",
        timeZone: e.getAttribute("data-time-zone") ?? "",
        capacity: Number(e.getAttribute("data-capacity")),
        questions: Number(e.getAttribute("data-questions")),
        expired: e.getAttribute("data-expired") === "true",
      })),
    );
  }

  /** Opens the plan form of a ticket's own plans editor. */
  async addPlan(name: string): Promise<PlanForm> {
    await this.row(name).getByTestId("plan-add").click();
    await this.row(name).getByTestId("plan-form").waitFor();
    return new PlanForm(this.page);
  }

  plans(name: string) {
    return this.row(name)
      .getByTestId("plan-row")
      .evaluateAll((els) =>
        els.map((e) => ({
          name: e.getAttribute("data-name"),
          kind: e.getAttribute("data-kind"),
          ticket: Number(e.getAttribute("data-ticket")),
        })),
      );
  }
}

export interface CertificateInput {
  orientation: "landscape" | "portrait" | "custom";
  width?: string;
  height?: string;
  title: string;
  text: string;
  textMode: "purchase_date" | "relative_date" | "custom_text";
  relativeDays?: string;
  customText?: string;
  validity: "from_static_date" | "from_payment";
  staticDate?: string;
  validDays: string;
}

export class CertificateSection {
  constructor(private readonly page: Page) {}

  async fill(c: CertificateInput) {
    const page = this.page;
    await page.getByTestId("certificate-form").waitFor();
    await page.getByTestId("certificate-orientation").selectOption(c.orientation);
    if (c.width !== undefined) await page.getByTestId("certificate-width_mm").fill(c.width);
    if (c.height !== undefined) await page.getByTestId("certificate-height_mm").fill(c.height);
    await page.getByTestId("certificate-title").fill(c.title);
    await page.getByTestId("certificate-text").fill(c.text);
    await page.getByTestId("certificate-text_mode").selectOption(c.textMode);
    if (c.relativeDays !== undefined) await page.getByTestId("certificate-relative_days").fill(c.relativeDays);
    if (c.customText !== undefined) await page.getByTestId("certificate-custom_text").fill(c.customText);
    await page.getByTestId(`certificate-validity-${c.validity}`).check();
    if (c.staticDate !== undefined) await page.getByTestId("certificate-static_date").fill(c.staticDate);
    await page.getByTestId("certificate-valid_days").fill(c.validDays);
  }

  async values(): Promise<CertificateInput> {
    const page = this.page;
    await page.getByTestId("certificate-form").waitFor();
    const value = async (field: string) =>
      (await page.getByTestId(`certificate-${field}`).count()) > 0 ? page.getByTestId(`certificate-${field}`).inputValue() : undefined;
    return {
      orientation: (await value("orientation")) as CertificateInput["orientation"],
      width: await value("width_mm"),
      height: await value("height_mm"),
      title: (await value("title")) ?? "",
      text: (await value("text")) ?? "",
      textMode: (await value("text_mode")) as CertificateInput["textMode"],
      relativeDays: await value("relative_days"),
      customText: await value("custom_text"),
      validity: (await page.getByTestId("certificate-validity-from_static_date").isChecked()) ? "from_static_date" : "from_payment",
      // the date field shows the UI language's format; its value is the ISO day
      staticDate:
        (await page.getByTestId("certificate-static_date").count()) > 0
          ? ((await page.getByTestId("certificate-static_date").getAttribute("data-value")) ?? undefined)
          : undefined,
      validDays: (await value("valid_days")) ?? "",
    };
  }

  problem(field: string) {
    return problemCode(this.page, `certificate-${field}`);
  }

  save() {
    return saveSection(this.page, "certificate");
  }
}

export interface DesignInput {
  background: string;
  text: string;
  accent: string;
  font: "light" | "reg" | "medium" | "black";
  showCode: boolean;
}

export class DesignSection {
  constructor(private readonly page: Page) {}

  async fill(d: DesignInput) {
    const page = this.page;
    await page.getByTestId("design-form").waitFor();
    await page.getByTestId("design-background_color").fill(d.background);
    await page.getByTestId("design-text_color").fill(d.text);
    await page.getByTestId("design-accent_color").fill(d.accent);
    await page.getByTestId("design-font").selectOption(d.font);
    await page.getByTestId("design-show_code").setChecked(d.showCode);
  }

  async values(): Promise<DesignInput> {
    const page = this.page;
    await page.getByTestId("design-form").waitFor();
    return {
      background: await page.getByTestId("design-background_color").inputValue(),
      text: await page.getByTestId("design-text_color").inputValue(),
      accent: await page.getByTestId("design-accent_color").inputValue(),
      font: (await page.getByTestId("design-font").inputValue()) as DesignInput["font"],
      showCode: await page.getByTestId("design-show_code").isChecked(),
    };
  }

  /** The colours and font the live preview is drawn with. */
  async preview() {
    const box = this.page.getByTestId("design-preview");
    return {
      background: await box.getAttribute("data-background"),
      text: await box.getAttribute("data-text"),
      accent: await box.getAttribute("data-accent"),
      font: await box.getAttribute("data-font"),
      code: (await this.page.getByTestId("design-preview-code").count()) > 0,
      style: await box.evaluate((e) => ({ background: getComputedStyle(e).backgroundColor, color: getComputedStyle(e).color })),
    };
  }

  problem(field: string) {
    return problemCode(this.page, `design-${field}`);
  }

  save() {
    return saveSection(this.page, "design");
  }
}

export interface BumpInput {
  productId: number;
  planId: number | null;
  headline: string;
  description: string;
}

export class UpsellSection {
  constructor(private readonly page: Page) {}

  async loaded() {
    await this.page.getByTestId("upsell-form").waitFor();
  }

  async layout(layout: "one_column_3" | "two_column_3" | "two_step_2") {
    await this.page.getByTestId(`upsell-layout-${layout}`).check();
    await this.page.locator(`[data-testid="upsell-form"][data-capacity="${layout.slice(-1)}"]`).waitFor();
  }

  async position(position: "belowProductDetails" | "belowPayerDetails" | "belowPaymentMethods") {
    await this.page.getByTestId("upsell-position").selectOption(position);
  }

  /** How many bumps the layout holds and how many there are. */
  async counts() {
    const form = this.page.getByTestId("upsell-form");
    return { capacity: Number(await form.getAttribute("data-capacity")), count: Number(await form.getAttribute("data-count")) };
  }

  addDisabled() {
    return this.page.getByTestId("upsell-bump-add").isDisabled();
  }

  /** Adds a bump and answers its index. */
  async add(): Promise<number> {
    const { count } = await this.counts();
    await this.page.getByTestId("upsell-bump-add").click();
    await this.page.getByTestId(`upsell-bump-${count}`).waitFor();
    return count;
  }

  async remove(i: number) {
    const { count } = await this.counts();
    await this.page.getByTestId(`upsell-bump-${i}-remove`).click();
    await this.page.locator(`[data-testid="upsell-form"][data-count="${count - 1}"]`).waitFor();
  }

  async fillBump(i: number, bump: BumpInput) {
    await this.page.getByTestId(`upsell-bumps.${i}.product_id`).selectOption(String(bump.productId));
    await this.page.getByTestId(`upsell-bumps.${i}.plan_id`).selectOption(bump.planId === null ? "" : String(bump.planId));
    await this.page.getByTestId(`upsell-bumps.${i}.headline`).fill(bump.headline);
    await this.page.getByTestId(`upsell-bumps.${i}.description`).fill(bump.description);
  }

  /** The plans a bump may name (the option values of its plan select, without "no particular plan"). */
  async planOptions(i: number): Promise<number[]> {
    const values = await this.page
      .getByTestId(`upsell-bumps.${i}.plan_id`)
      .locator("option")
      .evaluateAll((els) => els.map((e) => (e as HTMLOptionElement).value));
    return values.filter((v) => v !== "").map(Number);
  }

  async values() {
    await this.loaded();
    const page = this.page;
    const layout = await page.locator('[data-testid^="upsell-layout-"]:checked').getAttribute("data-testid");
    const { count } = await this.counts();
    const bumps: BumpInput[] = [];
    for (let i = 0; i < count; i++) {
      const plan = await page.getByTestId(`upsell-bumps.${i}.plan_id`).inputValue();
      bumps.push({
        productId: Number(await page.getByTestId(`upsell-bumps.${i}.product_id`).inputValue()),
        planId: plan === "" ? null : Number(plan),
        headline: await page.getByTestId(`upsell-bumps.${i}.headline`).inputValue(),
        description: await page.getByTestId(`upsell-bumps.${i}.description`).inputValue(),
      });
    }
    return { layout: layout?.replace("upsell-layout-", ""), position: await page.getByTestId("upsell-position").inputValue(), bumps };
  }

  save() {
    return saveSection(this.page, "upsell");
  }
}

export class DeliverySection {
  constructor(private readonly page: Page) {}

  async mode(mode: "standard_email" | "custom_email" | "no_email") {
    await this.page.getByTestId("delivery-form").waitFor();
    await this.page.getByTestId(`delivery-email_mode-${mode}`).check();
    await this.page.locator(`[data-testid="delivery-form"][data-mode="${mode}"]`).waitFor();
  }

  async placeholders(): Promise<string[]> {
    return this.page
      .locator('[data-testid^="delivery-placeholder-"]')
      .evaluateAll((els) => els.map((e) => e.getAttribute("data-placeholder") ?? ""));
  }

  /**
   * Types the subject and text; the `{{name}}` pieces of `body` that have a
   * placeholder button are put in with it, anything else is typed.
   */
  async write(subject: string, body: string) {
    const page = this.page;
    await page.getByTestId("delivery-subject").fill(subject);
    await page.getByTestId("delivery-body").fill("");
    for (const piece of body.split(/(\{\{[a-z_]+\}\})/).filter(Boolean)) {
      const name = /^\{\{([a-z_]+)\}\}$/.exec(piece)?.[1];
      const button = page.getByTestId(`delivery-placeholder-${name ?? ""}`);
      if (name && (await button.count()) > 0) await button.click();
      else {
        await page.getByTestId("delivery-body").focus();
        await page.keyboard.press("End");
        await page.keyboard.insertText(piece);
      }
    }
  }

  async fillBody(body: string) {
    await this.page.getByTestId("delivery-body").fill(body);
  }

  async values() {
    await this.page.getByTestId("delivery-form").waitFor();
    const mode = await this.page.getByTestId("delivery-form").getAttribute("data-mode");
    const custom = mode === "custom_email";
    return {
      mode,
      subject: custom ? await this.page.getByTestId("delivery-subject").inputValue() : null,
      body: custom ? await this.page.getByTestId("delivery-body").inputValue() : null,
    };
  }

  problem(field: string) {
    return problemCode(this.page, `delivery-${field}`);
  }

  save() {
    return saveSection(this.page, "delivery");
  }
}

export class PagesSection {
  constructor(private readonly page: Page) {}

  async custom(title: string, text: string, showProducts: boolean) {
    const page = this.page;
    await page.getByTestId("pages-form").waitFor();
    await page.getByTestId("pages-thank_you-custom").check();
    await page.locator('[data-testid="pages-form"][data-mode="custom"]').waitFor();
    await page.getByTestId("pages-title").fill(title);
    await page.getByTestId("pages-text").fill(text);
    await page.getByTestId("pages-show_products").setChecked(showProducts);
  }

  async values() {
    await this.page.getByTestId("pages-form").waitFor();
    const mode = await this.page.getByTestId("pages-form").getAttribute("data-mode");
    if (mode !== "custom") return { mode };
    return {
      mode,
      title: await this.page.getByTestId("pages-title").inputValue(),
      text: await this.page.getByTestId("pages-text").inputValue(),
      showProducts: await this.page.getByTestId("pages-show_products").isChecked(),
    };
  }

  save() {
    return saveSection(this.page, "pages");
  }
}
