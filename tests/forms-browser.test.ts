// The seller's forms never lose work and show problems at the right time
// (issue 16), in headless Chromium against the real edge: tabbing through an
// empty required field shows nothing, a save shows the problem at its field
// (aria-invalid, described by the error), and typing fixes it; leaving a
// step with unsaved changes (by a step, a link or the browser's Back) asks
// first (staying keeps what was typed, leaving discards it); a plan price typed with the German decimal comma
// ("49,00") is stored as 49.00; the searchable select is driven by the
// keyboard alone; and the widgets pass axe at a phone's, a tablet's and a
// desktop's width.
import { createRequire } from "node:module";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { Cabinet, SignInPage } from "./pages/AccountPages";
import { chooseLanguage } from "./pages/AreaPages";
import { ProductEditor, ProductList } from "./pages/CatalogPages";
import { TicketsPanel } from "./pages/StepPages";
import { apiAs, baseUrl, confirmedAccount, requestAt, signIn } from "./support/api";
import { useBrowserPage } from "./support/browser";

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
const ip = "198.18.16.17";
const seller = {
  email: `forms-${run}@sellwerk.test`,
  password: "forms-password-1",
  username: `forms${run}`.slice(0, 30),
  firstName: "Frida",
  lastName: "Forms",
  profile: "seller" as const,
};
const axePath = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

/** The error shown beside the field `testId` and how the field is tied to it. */
async function fieldState(page: Page, testId: string) {
  const input = page.getByTestId(testId);
  const error = page.getByTestId(`${testId}-error`);
  const shown = (await error.count()) > 0;
  return {
    invalid: await input.getAttribute("aria-invalid"),
    code: shown ? await error.getAttribute("data-code") : null,
    describedByError: shown
      ? ((await input.getAttribute("aria-describedby")) ?? "").split(" ").includes((await error.getAttribute("id")) ?? "")
      : false,
  };
}

/** Serious and critical axe violations on the page: [rule, first target]. */
async function axeViolations(page: Page): Promise<[string, string][]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ path: axePath });
  const found = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (c: Document) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> };
      }
    ).axe;
    const result = await axe.run(document);
    return result.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => [v.id, String(v.nodes[0]?.target[0] ?? "")]);
  });
  return found as [string, string][];
}

describe("the seller's forms in the browser", () => {
  const browser = useBrowserPage();
  const pageErrors = browser.errors;
  let page: Page;
  let token = "";
  let productId = 0;

  beforeAll(async () => {
    await confirmedAccount((method, path, json) => requestAt(baseUrl(), method, path, json, { "cf-connecting-ip": ip }), seller);
    token = await signIn(seller.email, seller.password, ip);
    page = browser.page();
    const signInPage = new SignInPage(page);
    await signInPage.open(baseUrl());
    await chooseLanguage(page, "en");
    await signInPage.signIn(seller.email, seller.password);
    await new Cabinet(page).waitFor();
  });

  it("shows no problem for tabbing through an empty required field, shows it at the field on submit, and typing fixes it", async () => {
    await page.goto(`${baseUrl()}/cabinet/products`);
    await new ProductList(page).loaded();
    await page.getByTestId("new-product").click();
    const name = page.getByTestId("new-product-name");
    await name.focus();
    await page.keyboard.press("Tab");
    expect(await fieldState(page, "new-product-name")).toEqual({ invalid: null, code: null, describedByError: false });

    await page.getByTestId("new-product-submit").click();
    expect(await fieldState(page, "new-product-name")).toEqual({ invalid: "true", code: "required", describedByError: true });
    // The label names the input.
    const labelled = await name.evaluate((e) => (e as HTMLInputElement).labels?.[0]?.textContent ?? "");
    expect(labelled).toContain("Name");

    await name.fill("Forms guide");
    expect(await fieldState(page, "new-product-name")).toEqual({ invalid: null, code: null, describedByError: false });
    await page.getByTestId("new-product-form-download").check();
    await page.getByTestId("new-product-submit").click();
    const editor = new ProductEditor(page);
    await editor.waitFor("details");
    productId = await editor.id();
    expect(pageErrors).toEqual([]);
  });

  it("asks before leaving a step with unsaved changes: staying keeps them, leaving discards them", async () => {
    const editor = new ProductEditor(page);
    const description = page.getByTestId("details-description");
    await description.fill("Typed but not saved");

    await page.getByTestId("edit-step-checkout").click();
    await page.getByTestId("leave-dialog").waitFor();
    await page.getByTestId("leave-stay").click();
    await page.getByTestId("leave-dialog").waitFor({ state: "detached" });
    expect(await page.getByTestId("product-editor").getAttribute("data-step")).toBe("details");
    expect(await description.inputValue()).toBe("Typed but not saved");

    // A link out of the editor asks too.
    await page.getByTestId("back-to-products").click();
    await page.getByTestId("leave-dialog").waitFor();
    await page.keyboard.press("Escape");
    await page.getByTestId("leave-dialog").waitFor({ state: "detached" });
    expect(new URL(page.url()).pathname).toBe(`/cabinet/products/${productId}/edit`);

    // So does the browser's Back: the address stays the editor's until the seller leaves.
    await page.evaluate(() => window.history.back());
    await page.getByTestId("leave-dialog").waitFor();
    expect(new URL(page.url()).pathname).toBe(`/cabinet/products/${productId}/edit`);
    await page.getByTestId("leave-stay").click();
    expect(await description.inputValue()).toBe("Typed but not saved");

    await page.getByTestId("edit-step-checkout").click();
    await page.getByTestId("leave-discard").click();
    await editor.waitFor("checkout");
    await editor.goStep("details");
    expect(await page.getByTestId("details-description").inputValue()).toBe("");

    // Saved changes leave without a question.
    await page.getByTestId("details-description").fill("Saved this time");
    await page.getByTestId("details-save").click();
    await page.getByTestId("details-saved").waitFor();
    await editor.goStep("checkout");
    expect(await page.getByTestId("leave-dialog").count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });

  it("stores a plan price typed with the German decimal comma as 49.00", async () => {
    await chooseLanguage(page, "de");
    await page.getByTestId("plan-add").click();
    await page.getByTestId("plan-form").waitFor();
    await page.getByTestId("plan-name").fill("Einmalzahlung");
    const price = page.getByTestId("plan-price");
    await price.fill("49,00");
    expect(await price.getAttribute("data-value")).toBe("49.00");
    await price.blur();
    // Left, the price is written as German money.
    expect((await price.inputValue()).replace(/\s/g, " ")).toBe("49,00 €");
    expect(await page.getByTestId("plan-price-error").count()).toBe(0);
    // A single point before two digits is read as the decimal point in any
    // language (issue 30: "49,00" was refused in English, and the other way round)
    await price.fill("49.00");
    expect(await price.getAttribute("data-value")).toBe("49.00");
    await price.blur();
    expect(await page.getByTestId("plan-price-error").count()).toBe(0);
    await price.fill("1.234,56");
    expect(await price.getAttribute("data-value")).toBe("1234.56");
    await price.fill("49,00");
    await page.getByTestId("plan-save").click();
    await page.getByTestId("plan-form").waitFor({ state: "detached" });

    const answer = await apiAs(() => token)("GET", `/v1/cabinet/products/${productId}`);
    expect(answer.status, answer.text).toBe(200);
    const plans = answer.body.product?.pricing_plans as { name: string; terms: { price?: string } }[];
    expect(plans.map((p) => [p.name, p.terms.price])).toEqual([["Einmalzahlung", "49.00"]]);
    await chooseLanguage(page, "en");
    expect(pageErrors).toEqual([]);
  });

  it("chooses in a searchable select by keyboard alone", async () => {
    await page.goto(`${baseUrl()}/cabinet/products`);
    const list = new ProductList(page);
    await list.loaded();
    await list.create("event", `Forms meetup ${run}`);
    const editor = new ProductEditor(page);
    await editor.goStep("tickets_details");
    const tickets = new TicketsPanel(page);
    await tickets.add();

    const zone = page.getByTestId("ticket-time_zone");
    expect(await zone.getAttribute("role")).toBe("combobox");
    await zone.focus();
    expect(await zone.getAttribute("aria-expanded")).toBe("false");
    await page.keyboard.press("ArrowDown");
    expect(await zone.getAttribute("aria-expanded")).toBe("true");
    const listId = (await zone.getAttribute("aria-controls")) ?? "";
    expect(await page.locator(`[id="${listId}"]`).getAttribute("role")).toBe("listbox");

    // Typing filters; the arrows move the highlighted option, which the input names.
    await zone.fill("");
    await page.keyboard.type("tokyo");
    const options = page.getByTestId("ticket-time_zone-option");
    expect(await options.evaluateAll((els) => els.map((e) => e.getAttribute("data-value")))).toEqual(["Asia/Tokyo"]);
    const active = (await zone.getAttribute("aria-activedescendant")) ?? "";
    expect(await page.locator(`[id="${active}"]`).getAttribute("data-value")).toBe("Asia/Tokyo");
    await page.keyboard.press("Enter");
    expect(await zone.getAttribute("data-value")).toBe("Asia/Tokyo");
    expect(await zone.getAttribute("aria-expanded")).toBe("false");
    expect(await zone.inputValue()).toBe("Asia/Tokyo");

    // Escape closes without choosing and shows the chosen label again.
    await zone.fill("");
    await page.keyboard.type("berl");
    expect(await zone.getAttribute("aria-expanded")).toBe("true");
    await page.keyboard.press("Escape");
    expect(await zone.getAttribute("aria-expanded")).toBe("false");
    expect(await zone.getAttribute("data-value")).toBe("Asia/Tokyo");
    expect(await zone.inputValue()).toBe("Asia/Tokyo");

    // ArrowDown and ArrowUp move one option at a time.
    await zone.fill("");
    await page.keyboard.type("europe/b");
    const first = await page.locator(`[id="${(await zone.getAttribute("aria-activedescendant")) ?? ""}"]`).getAttribute("data-value");
    await page.keyboard.press("ArrowDown");
    const second = await page.locator(`[id="${(await zone.getAttribute("aria-activedescendant")) ?? ""}"]`).getAttribute("data-value");
    expect(second).not.toBe(first);
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("Enter");
    expect(await zone.getAttribute("data-value")).toBe(first);

    // The country list is sorted by name, not by code.
    const country = page.getByTestId("ticket-country_code");
    await country.focus();
    await page.keyboard.press("ArrowDown");
    const names = await page.getByTestId("ticket-country_code-option").evaluateAll((els) => els.map((e) => e.textContent ?? ""));
    expect(names.length).toBeGreaterThan(100);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en")));
    await page.keyboard.press("Escape");
    await page.getByTestId("ticket-cancel").click();
    expect(pageErrors).toEqual([]);
  });

  it("has no serious accessibility problem in the editor's forms at 390, 768 and 1280 px", async () => {
    await page.goto(`${baseUrl()}/cabinet/products/${productId}/edit?step=1`);
    const editor = new ProductEditor(page);
    await editor.waitFor("details");
    // Problems shown, so their wiring is checked too.
    await page.getByTestId("details-name").fill("");
    await page.getByTestId("details-save").click();
    await page.getByTestId("details-name-error").waitFor();
    for (const width of [390, 768, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await axeViolations(page), `details step at ${width} px`).toEqual([]);
    }
    await page.getByTestId("details-name").fill("Forms guide");
    await page.getByTestId("details-save").click();
    await page.getByTestId("details-saved").waitFor();
    await editor.goStep("checkout");
    await page.getByTestId("plan-add").click();
    await page.getByTestId("plan-kind").selectOption("installment");
    await page.getByTestId("plan-save").click();
    for (const width of [390, 768, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await axeViolations(page), `plan form at ${width} px`).toEqual([]);
    }
    await page.setViewportSize({ width: 1000, height: 800 });
    expect(pageErrors).toEqual([]);
  });
});
