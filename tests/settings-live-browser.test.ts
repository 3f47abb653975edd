// The payment settings pages show core's problems while the seller types,
// before anything is sent: a wrong card key beside its field, a method on
// a provider that is not connected on its row, with core's message. Nothing
// is saved, so the seller is left as found.
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { Cabinet, SignInPage } from "./pages/AccountPages";
import { PaymentProviders, PaymentSettings } from "./pages/OrderPages";
import { baseUrl, core } from "./support/api";
import { useBrowserPage } from "./support/browser";

const message = (core as unknown as { message: (key: string, locale: string) => string | undefined }).message;

describe("payment settings checked live in the browser", () => {
  const browser = useBrowserPage();
  let page: Page;
  /** Writes the page sent to the payment settings. */
  const sent: string[] = [];

  beforeAll(async () => {
    page = browser.page();
    page.on("request", (r) => {
      if (r.method() !== "GET" && r.url().includes("/v1/cabinet/settings/")) sent.push(`${r.method()} ${r.url()}`);
    });
    const signIn = new SignInPage(page);
    await signIn.open(baseUrl());
    await page.getByTestId("language").selectOption("en");
    await signIn.signIn("studio@sellwerk.test", "studio-password");
    await new Cabinet(page).waitFor();
  });

  it("names a wrong card key, then keys of different modes, as they are typed", async () => {
    await page.goto(`${baseUrl()}/cabinet/settings/payment_providers`);
    const providers = new PaymentProviders(page);
    await providers.waitFor();
    expect((await providers.card()).connected).toBe(false);
    // untouched fields show nothing
    expect(await providers.cardProblem("secret_key")).toBeNull();
    await page.getByTestId("provider-stripe-publishable_key").fill("pk_test_51abcdefgh");
    await page.getByTestId("provider-stripe-secret_key").fill("sk_nonsense");
    expect(await providers.cardProblem("secret_key")).toEqual(["invalid_provider_key", message("invalid_provider_key", "en")]);
    expect(await providers.cardProblem("webhook_secret")).toBeNull();
    await page.getByTestId("provider-stripe-secret_key").fill("sk_live_51abcdefgh");
    expect(await providers.cardProblem("secret_key")).toEqual(["keys_mode_mismatch", message("keys_mode_mismatch", "en")]);
    await page.getByTestId("provider-stripe-secret_key").fill("sk_test_51abcdefgh");
    expect(await providers.cardProblem("secret_key")).toBeNull();
    expect(await page.getByTestId("provider-stripe-form").getAttribute("data-valid")).toBe("false");
    await page.getByTestId("provider-stripe-webhook_secret").fill("whsec_abcdefgh12");
    expect(await page.getByTestId("provider-stripe-form").getAttribute("data-valid")).toBe("true");
    expect(sent).toEqual([]);
    expect(browser.errors).toEqual([]);
  });

  it("marks a method on a provider that is not connected on its row", async () => {
    await page.goto(`${baseUrl()}/cabinet/settings/payment_settings`);
    const settings = new PaymentSettings(page);
    await settings.waitFor();
    expect(await page.getByTestId("method-ideal-error").count()).toBe(0);
    await settings.set("ideal", true, "stripe");
    const error = page.getByTestId("method-ideal-error");
    await error.waitFor();
    expect([await error.getAttribute("data-code"), await error.textContent()]).toEqual([
      "provider_not_connected",
      message("provider_not_connected", "en"),
    ]);
    await settings.set("ideal", false, "stripe");
    expect(await page.getByTestId("method-ideal-error").count()).toBe(0);
    expect(sent).toEqual([]);
    expect(browser.errors).toEqual([]);
  });
});
