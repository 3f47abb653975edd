// The product editor's later steps in the browser (issue 6, second part),
// in headless Chromium against the real edge. Signed in as the demo seller,
// it creates and publishes one product of each form the catalog test does
// not cover: license keys (pasted), a membership (with an existing product),
// a service (with its details), an event (a ticket in 2027 with a select-box
// question and its own one-time plan, and a design) and a certificate (its
// settings and design). On the certificate it fills the upsell, delivery and
// pages steps and finds them again after a reload; it uploads a cover made
// in Node and sees its 100 × 100 square and the 400 × 400 WebP square the
// shop shows, both cut by the browser; the event is refused publishing
// before it has a ticket (`no_active_events`), and a ticket ending before it
// starts shows core's problem before anything is sent.
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { Cabinet, SignInPage } from "./pages/AccountPages";
import { ProductEditor, ProductList } from "./pages/CatalogPages";
import {
  CertificateSection,
  CoverPanel,
  DeliverySection,
  DesignSection,
  PagesSection,
  ServiceSection,
  TicketsPanel,
  UpsellSection,
} from "./pages/StepPages";
import { chosenOption } from "./pages/Widgets";
import { baseUrl, core } from "./support/api";
import { useBrowserPage } from "./support/browser";
import { solidPng } from "./support/png";

const message = (core as unknown as { message: (key: string, locale: string) => string | undefined }).message;

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

describe("the product editor's later steps in the browser", () => {
  const browser = useBrowserPage();
  const pageErrors = browser.errors;
  let page: Page;
  /** Every write of tickets and setup the page sent: [method, path]. */
  const writes: [string, string][] = [];
  let keysId = 0;
  let certificateId = 0;

  /** Opens the product list and creates a product of `form`; the editor shows its details step. */
  async function create(form: Parameters<ProductList["create"]>[0], name: string) {
    await page.goto(`${baseUrl()}/cabinet/products`);
    const list = new ProductList(page);
    await list.loaded();
    return list.create(form, name);
  }

  /** Adds a one-time plan on the checkout step and publishes. */
  async function priceAndPublish(price: string) {
    const editor = new ProductEditor(page);
    await editor.goStep("checkout");
    const form = await editor.addPlan();
    await form.enter({ name: "One-time payment", kind: "one_time", price });
    await form.save();
    await editor.act("publish");
    await editor.waitForPublished(true);
  }

  beforeAll(async () => {
    page = browser.page();
    page.on("request", (r) => {
      const path = new URL(r.url()).pathname;
      if (/\/(tickets|setup)(\/|$)/.test(path) && r.method() !== "GET") writes.push([r.method(), path]);
    });
    const signIn = new SignInPage(page);
    await signIn.open(baseUrl());
    await page.getByTestId("language").selectOption("en");
    await signIn.signIn("demo@sellwerk.test", "demo-password");
    await new Cabinet(page).waitFor();
  });

  it("publishes a license-key product with pasted keys", async () => {
    keysId = await create("license_key", `Keys ${run}`);
    const editor = new ProductEditor(page);
    expect(await editor.steps()).toEqual(["details", "add_license_keys", "checkout", "upsell", "delivery", "pages", "advanced"]);
    // No step shows a placeholder any more.
    for (const step of await editor.steps()) {
      await editor.goStep(step);
      expect(await page.getByTestId("step-pending").count()).toBe(0);
    }
    await editor.goStep("add_license_keys");
    expect(await editor.pasteKeys(`K-${run}-1\nK-${run}-2\nK-${run}-3`)).toBe(3);
    expect(await editor.keyCounts()).toEqual({ free: 3, used: 0 });
    await priceAndPublish("19.00");
    expect(pageErrors).toEqual([]);
  });

  it("publishes a membership that includes an existing product", async () => {
    await create("membership", `Club ${run}`);
    const editor = new ProductEditor(page);
    await editor.goStep("products");
    await editor.includeItems([1]);
    await priceAndPublish("9.00");
    expect(pageErrors).toEqual([]);
  });

  it("saves a service's details, refusing an in-person service without a place first, and publishes it", async () => {
    await create("service", `Coaching ${run}`);
    const editor = new ProductEditor(page);
    expect(await editor.steps()).toEqual(["details", "checkout", "upsell", "delivery", "pages", "advanced"]);
    const service = new ServiceSection(page);
    const before = writes.length;
    await service.fill({ details: "One hour of coaching by video call.", delivery: "in_person", duration: "60", deliveryDays: "14" });
    expect(await service.save()).toBe(false);
    expect(await service.problem("location")).toBe("required");
    expect(writes.length).toBe(before);
    await service.fill({ location: "Berlin, Torstraße 1" });
    expect(await service.save()).toBe(true);
    expect(writes.slice(before)).toEqual([["PUT", `/v1/cabinet/products/${await editor.id()}/setup`]]);

    await page.reload();
    await editor.waitFor("details");
    expect(await service.values()).toEqual({
      details: "One hour of coaching by video call.",
      delivery: "in_person",
      location: "Berlin, Torstraße 1",
      duration: "60",
      deliveryDays: "14",
    });
    await priceAndPublish("120.00");
    expect(pageErrors).toEqual([]);
  });

  it("uploads a cover with its 400 × 400 WebP square, shows its 100 × 100 square from the edge, refuses a too small image, and removes it", async () => {
    await create("download", `Cover ${run}`);
    const cover = new CoverPanel(page);
    expect(await page.getByTestId("cover").getAttribute("data-has-cover")).toBe("false");
    expect(await cover.upload("cover.png", "image/png", solidPng(400, 240, [200, 40, 90]))).toBe("done");
    const preview = await cover.preview();
    expect(preview).toMatchObject({ width: 100, height: 100 });
    expect(preview.src).toMatch(new RegExp(`^/v1/cabinet/products/\\d+/cover/s100`));
    // The square is the image's own colour, cut by the browser's canvas.
    const pixel = await page.getByTestId("cover-preview").evaluate((img) => {
      const canvas = document.createElement("canvas");
      canvas.width = 1;
      canvas.height = 1;
      const context = canvas.getContext("2d");
      context?.drawImage(img as HTMLImageElement, 50, 50, 1, 1, 0, 0, 1, 1);
      return Array.from(context?.getImageData(0, 0, 1, 1).data ?? []);
    });
    expect(pixel).toEqual([200, 40, 90, 255]);
    // The page-sized square the shop shows: a 400 × 400 WebP of the same colour (lossy: within a few steps).
    const square = await cover.pageSquare(await new ProductEditor(page).id());
    expect(square).toMatchObject({ type: "image/webp", width: 400, height: 400 });
    [200, 40, 90, 255].forEach((channel, i) => expect(Math.abs((square?.pixel[i] ?? -99) - channel)).toBeLessThanOrEqual(6));

    // A fresh load shows the stored cover.
    await page.reload();
    await new ProductEditor(page).waitFor("details");
    expect(await cover.preview()).toMatchObject({ width: 100, height: 100 });

    // Core on the edge refuses an original below 100 pixels a side.
    expect(await cover.upload("tiny.png", "image/png", solidPng(60, 60))).toBe("error");
    expect(await cover.error()).toBe("image_too_small");
    expect(await page.getByTestId("cover-error").textContent()).toBe(message("image_too_small", "en"));
    // Bytes that are no image are refused in the browser, which cannot decode them.
    expect(await cover.upload("notes.png", "image/png", Buffer.from("not a picture"))).toBe("error");
    expect(await cover.error()).toBe("not_an_image");

    await cover.remove();
    expect(await page.getByTestId("cover").getAttribute("data-has-cover")).toBe("false");
    expect(pageErrors).toEqual([]);
  });

  it("refuses publishing an event without a ticket, and shows core's problem for a ticket ending before it starts before sending it", async () => {
    await create("event", `Conference ${run}`);
    const editor = new ProductEditor(page);
    expect(await editor.steps()).toEqual(["details", "tickets_details", "design", "checkout", "upsell", "delivery", "pages", "advanced"]);
    await editor.act("publish");
    expect(await editor.refusedReasons()).toContain("no_active_events");
    expect(await page.locator('[data-testid="publish-reason"][data-code="no_active_events"]').textContent()).toBe(
      message("no_active_events", "en"),
    );

    await editor.goStep("tickets_details");
    const tickets = new TicketsPanel(page);
    await tickets.add();
    const before = writes.length;
    await tickets.fill({ name: "Early bird", startsAt: "2027-05-01T19:00", endsAt: "2027-05-01T18:00", timeZone: "Europe/Berlin" });
    expect(await tickets.problem("ends_at")).toBe("ends_before_start");
    expect(await page.getByTestId("ticket-ends_at-error").textContent()).toBe(message("ends_before_start", "en"));
    expect(await tickets.valid()).toBe(false);
    await tickets.trySave();
    // Saving shows every problem core finds, and sends nothing.
    expect(await tickets.problem("capacity")).toBe("filter_out_of_range");
    expect(await tickets.problem("location_short_name")).toBe("required");
    expect(await tickets.problem("ends_at")).toBe("ends_before_start");
    expect(writes.length).toBe(before);
    expect(await page.getByTestId("ticket-form").isVisible()).toBe(true);
    expect(pageErrors).toEqual([]);
  });

  it("adds a ticket in 2027 with a select-box question and its own one-time plan, designs the tickets, and publishes", async () => {
    const editor = new ProductEditor(page);
    const tickets = new TicketsPanel(page);
    await tickets.fill({
      endsAt: "2027-05-01T23:00",
      place: "Kesselhaus",
      address: "Schönhauser Allee 36, Berlin",
      country: "DE",
      capacity: "200",
      questions: [{ kind: "select_box", label: "T-shirt size", required: true, options: ["S", "M", "L"] }],
    });
    expect(await tickets.problem("ends_at")).toBeNull();
    expect(await tickets.valid()).toBe(true);
    await tickets.save("Early bird");
    const [ticket] = await tickets.rows();
    expect(ticket).toMatchObject({
      name: "Early bird",
      startsAt: "2027-05-01T19:00",
      timeZone: "Europe/Berlin",
      capacity: 200,
      questions: 1,
      expired: false,
    });

    const plan = await tickets.addPlan("Early bird");
    await plan.enter({ name: "Early bird ticket", kind: "one_time", price: "89.00" });
    await plan.save();
    expect(await tickets.plans("Early bird")).toEqual([{ name: "Early bird ticket", kind: "one_time", ticket: ticket?.id }]);
    await page.locator('[data-testid="editor-warning"][data-code="no_active_events"]').waitFor({ state: "detached" });

    // A fresh load lists the ticket with its question and plan.
    await page.reload();
    await editor.waitFor("tickets_details");
    await tickets.row("Early bird").waitFor();
    expect(await tickets.rows()).toEqual([ticket]);
    await tickets.row("Early bird").getByTestId("ticket-edit").click();
    expect(await page.getByTestId("ticket-questions.0.kind").inputValue()).toBe("select_box");
    expect(await page.getByTestId("ticket-questions.0.options").inputValue()).toBe("S\nM\nL");
    expect(await chosenOption(page, "ticket-country_code")).toBe("DE");
    await page.getByTestId("ticket-cancel").click();

    await editor.goStep("design");
    const design = new DesignSection(page);
    const colours = { background: "#101820", text: "#fefefe", accent: "#ff5a00", font: "black", showCode: true } as const;
    await design.fill({ ...colours, accent: "orange" });
    expect(await design.problem("accent_color")).toBe("invalid_color");
    await design.fill(colours);
    expect(await design.preview()).toMatchObject({ background: "#101820", text: "#fefefe", accent: "#ff5a00", font: "black", code: true });
    expect((await design.preview()).style).toEqual({ background: "rgb(16, 24, 32)", color: "rgb(254, 254, 254)" });
    expect(await design.save()).toBe(true);
    await page.reload();
    await editor.waitFor("design");
    expect(await design.values()).toEqual(colours);

    await editor.act("publish");
    await editor.waitForPublished(true);
    expect(pageErrors).toEqual([]);
  });

  it("sets up a certificate with its settings and design, and publishes it", async () => {
    certificateId = await create("certificate", `Certificate ${run}`);
    const editor = new ProductEditor(page);
    expect(await editor.steps()).toEqual(["details", "keys_details", "design", "checkout", "upsell", "delivery", "pages", "advanced"]);
    await editor.goStep("keys_details");
    const certificate = new CertificateSection(page);
    const settings = {
      orientation: "custom",
      width: "297",
      height: "20",
      title: "Certificate of completion",
      text: "For finishing the whole course.",
      textMode: "relative_date",
      relativeDays: "14",
      customText: undefined,
      validity: "from_static_date",
      staticDate: "2027-01-01",
      validDays: "365",
    } as const;
    await certificate.fill(settings);
    expect(await certificate.save()).toBe(false);
    expect(await certificate.problem("height_mm")).toBe("filter_out_of_range");
    await certificate.fill({ ...settings, height: "210" });
    expect(await certificate.save()).toBe(true);
    await page.reload();
    await editor.waitFor("keys_details");
    expect(await certificate.values()).toEqual({ ...settings, height: "210" });

    await editor.goStep("design");
    const design = new DesignSection(page);
    await design.fill({ background: "#fffaf0", text: "#222222", accent: "#8a6d1f", font: "light", showCode: false });
    expect(await design.preview()).toMatchObject({ background: "#fffaf0", accent: "#8a6d1f", code: false });
    expect(await design.save()).toBe(true);
    await priceAndPublish("29.00");
    expect(pageErrors).toEqual([]);
  });

  it("fills the certificate's upsell, delivery and pages steps, and finds them after a reload", async () => {
    const editor = new ProductEditor(page);
    await page.goto(`${baseUrl()}/cabinet/products/${certificateId}/edit?step=5`);
    await editor.waitFor("upsell");
    const upsell = new UpsellSection(page);
    await upsell.loaded();
    await upsell.layout("two_step_2");
    await upsell.position("belowPayerDetails");
    // The layout holds two bumps: adding stops there.
    await upsell.add();
    await upsell.add();
    expect(await upsell.counts()).toEqual({ capacity: 2, count: 2 });
    expect(await upsell.addDisabled()).toBe(true);
    await upsell.remove(1);
    expect(await upsell.addDisabled()).toBe(false);
    await page.getByTestId("upsell-bumps.0.product_id").selectOption(String(keysId));
    const [keysPlan] = await upsell.planOptions(0);
    expect(keysPlan).toBeGreaterThan(0);
    const bump = {
      productId: keysId,
      planId: keysPlan ?? null,
      headline: "Add the license keys",
      description: "Three keys for your team.",
    };
    await upsell.fillBump(0, bump);
    expect(await upsell.save()).toBe(true);

    await editor.goStep("delivery");
    const delivery = new DeliverySection(page);
    await delivery.mode("custom_email");
    expect(await delivery.placeholders()).toEqual([
      "{{buyer_name}}",
      "{{product_name}}",
      "{{order_id}}",
      "{{access_link}}",
      "{{seller_name}}",
    ]);
    const writesBefore = writes.length;
    await delivery.write("Your certificate", "Hello {{secret}}");
    expect(await delivery.save()).toBe(false);
    expect(await delivery.problem("body")).toBe("unknown_placeholder");
    expect(writes.length).toBe(writesBefore);
    const body = "Hello {{buyer_name}}, here is {{product_name}}: {{access_link}}";
    await delivery.write("Your certificate", body);
    expect(await delivery.problem("body")).toBeNull();
    expect(await delivery.save()).toBe(true);

    await editor.goStep("pages");
    const pages = new PagesSection(page);
    await pages.custom("Thank you!", "Your certificate is on its way.", true);
    expect(await pages.save()).toBe(true);

    await page.reload();
    await editor.waitFor("pages");
    expect(await pages.values()).toEqual({
      mode: "custom",
      title: "Thank you!",
      text: "Your certificate is on its way.",
      showProducts: true,
    });
    await editor.goStep("delivery");
    expect(await delivery.values()).toEqual({ mode: "custom_email", subject: "Your certificate", body });
    await editor.goStep("upsell");
    expect(await upsell.values()).toEqual({ layout: "two_step_2", position: "belowPayerDetails", bumps: [bump] });

    // What the edge stored is exactly the sections the steps wrote.
    const answer = await fetch(`${baseUrl()}/v1/cabinet/products/${certificateId}/setup`, {
      headers: { cookie: (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ") },
    });
    const { setup } = (await answer.json()) as { setup: Record<string, unknown> };
    expect(setup.upsell).toEqual({
      layout: "two_step_2",
      position: "belowPayerDetails",
      bumps: [{ product_id: keysId, plan_id: keysPlan, headline: bump.headline, description: bump.description }],
    });
    expect(setup.pages).toEqual({
      thank_you: "custom",
      thank_you_page: {
        type: "thankYouPage",
        blocks: [
          { id: "thank-you", type: "thank_you_page", settings: { title: "Thank you!", text: "Your certificate is on its way." } },
          { id: "seller-products", type: "seller_products", settings: {} },
        ],
      },
    });
    expect(pageErrors).toEqual([]);
  });
});
