// Core's rules in the browser (real headless Chromium): the payer form
// shows core's validation messages in English and German. (A shop's list is
// the edge's HTML since issue 18: tests/storefront-*.test.ts.)
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { PayerForm } from "./pages/ShopPage";
import { baseUrl } from "./support/api";
import { useBrowserPage } from "./support/browser";

describe("core's rules in the browser", () => {
  const browser = useBrowserPage();
  const pageErrors = browser.errors;
  let page: Page;
  beforeAll(() => {
    page = browser.page();
  });

  it("shows core's messages for the payer's details, in English and German, and accepts them once complete", async () => {
    await page.goto(`${baseUrl()}/s/demo/products/1/pay?plan=1`);
    await page.getByTestId("payer-form").waitFor();
    await page.getByTestId("language").selectOption("en");
    const form = new PayerForm(page);

    await form.buy();
    const empty = await form.errors();
    expect(empty.map(([field, code]) => [field, code])).toEqual([
      ["email", "required"],
      ["first_name", "required"],
      ["last_name", "required"],
      ["street", "required"],
      ["street_number", "required"],
      ["zip", "required"],
      ["city", "required"],
      ["phone", "required"],
    ]);
    expect(empty[0]?.[2]).toBe("This field is required.");

    await form.fill({
      first_name: "  Erika ",
      last_name: "Mustermann",
      email: "erika@example",
      street: "Hauptstraße",
      street_number: "5",
      zip: "10115",
      city: "Berlin",
      phone: "call me",
    });
    // Trimmed on blur.
    expect(await page.getByTestId("payer-first_name").inputValue()).toBe("Erika");
    expect(await form.errors()).toEqual([
      ["email", "invalid_email", "Please enter a valid e-mail address."],
      ["phone", "invalid_phone", "Please enter a valid phone number."],
    ]);

    await page.getByTestId("language").selectOption("de");
    expect((await form.errors()).map(([, , text]) => text)).toEqual([
      "Bitte eine gültige E-Mail-Adresse eingeben.",
      "Bitte eine gültige Telefonnummer eingeben.",
    ]);

    await form.fill({ email: "erika@example.org", phone: "+49 (30) 123-4567" });
    expect(await form.errors()).toEqual([]);
    expect(await form.marked()).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
