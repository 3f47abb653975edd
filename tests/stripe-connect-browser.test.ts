// The card provider's onboarding as the seller meets it (issue 30, "Ready
// to sell means ready"), at a phone's and a desktop's width: the providers
// page offers "Connect with Stripe" first, with the keys as the fallback
// below; the button goes to the provider's authorize page (the loopback
// stand-in, which approves at once and sends the browser back with a code
// and the same state, as the provider does), the return page completes the
// connection and the providers page shows it connected, live, with the
// account. A seller who cancels at the provider comes back to plain words
// and a way to try again.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiAs, baseUrl, confirmedAccount, must } from "./support/api";
import { launchBrowser } from "./support/browser";
import { type ConnectStandin, startConnectStandin } from "./support/connect-standin";
import { signInContext } from "./support/screenShop";
import { checkA11y, a11yReport } from "./support/screens";

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
const seller = { email: `connect-browser-${run}@example.org`, password: "connect browser password", ip: "203.0.113.195" };
const anyone = apiAs(() => "");
let standin: ConnectStandin;

beforeAll(async () => {
  await confirmedAccount(anyone, {
    email: seller.email,
    password: seller.password,
    username: `cb${run}`.slice(0, 30),
    firstName: "Bruno",
    lastName: "Browser",
    profile: "seller",
  });
  standin = await startConnectStandin();
  // this pool's worker runs one file at a time; afterAll restores it
  await must(anyone)("/v1/dev/providers", { stripe_api_base: standin.apiBase });
});

afterAll(async () => {
  await anyone("POST", "/v1/dev/providers", { stripe_api_base: null });
  await standin?.close();
});

const providersPath = "/cabinet/settings/payment_providers";

async function ready(page: Page) {
  await page.locator('[data-testid="payment-providers"][data-state="ready"]').waitFor();
}

describe.each([390, 1280])("connecting with Stripe at %i px", (width) => {
  let page: Page;
  let close: () => Promise<void>;
  const account = `acct_1W${width}${run}`;

  beforeAll(async () => {
    const opened = await launchBrowser({ viewport: { width, height: 900 }, locale: "en-US" });
    close = opened.close;
    await signInContext(opened.context, seller.email, seller.password, seller.ip);
    page = await opened.context.newPage();
  });

  afterAll(async () => {
    await close?.();
  });

  it("connects through the provider's page and shows the account connected, live", async () => {
    await page.goto(`${baseUrl()}${providersPath}`);
    await ready(page);
    const start = page.getByTestId("stripe-connect-start");
    expect(await start.textContent()).toBe("Connect with Stripe");
    expect(await start.getAttribute("class")).toContain("primary");
    // the keys stay as the fallback, below and open
    expect(await page.getByTestId("provider-stripe-keys").getAttribute("open")).not.toBeNull();
    const [button, keys] = [await start.boundingBox(), await page.getByTestId("provider-stripe-keys").boundingBox()];
    expect(button!.y).toBeLessThan(keys!.y);
    // nothing runs off a phone's screen
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    standin.approve.code = `ac_w${width}_${run}`;
    standin.code(standin.approve.code, account);
    await start.click();
    // the provider's page sent the browser back; the return page completed and left the address bar clean
    await page.getByTestId("stripe-connect-done").waitFor();
    expect(new URL(page.url()).pathname).toBe(providersPath);
    expect(new URL(page.url()).search).toBe("");
    const authorize = standin.received.filter((r) => r.path.startsWith("/oauth/authorize")).at(-1)!;
    expect(new URL(authorize.path, "http://x").searchParams.get("redirect_uri")).toBe(`${baseUrl()}${providersPath}/stripe/return`);
    expect(await page.getByTestId("provider-stripe-status").getAttribute("data-connected")).toBe("true");
    expect(await page.getByTestId("provider-stripe-status").textContent()).toBe("Connected · Live");
    expect(await page.getByTestId("stripe-connect-account-id").textContent()).toBe(account);
    expect(await page.getByTestId("stripe-connect-mode").textContent()).toBe("Live");
    // once connected that way, the keys fold away
    expect(await page.getByTestId("provider-stripe-keys").getAttribute("open")).toBeNull();
    expect(a11yReport(await checkA11y(page))).toBe("");

    // disconnecting offers the button again (and lets go at the provider)
    await page.getByTestId("provider-stripe-disconnect").click();
    await page.getByTestId("stripe-connect-start").waitFor();
    expect(await page.getByTestId("provider-stripe-status").getAttribute("data-connected")).toBe("false");
    expect(standin.received.some((r) => r.path === "/oauth/deauthorize" && r.body.includes(account))).toBe(true);
  });

  it("says so in plain words when the seller cancels at the provider, with a way to try again", async () => {
    // what the provider sends the browser back with when the seller cancels
    await page.goto(`${baseUrl()}${providersPath}/stripe/return?error=access_denied&error_description=The+user+denied+your+request`);
    await ready(page);
    const failed = page.getByTestId("stripe-connect-failed");
    await failed.waitFor();
    expect(await failed.getAttribute("data-code")).toBe("access_denied");
    expect(await failed.textContent()).toBe("You cancelled at Stripe, so nothing was connected. You can try again whenever you like.");
    expect(await page.getByTestId("stripe-connect-start").textContent()).toBe("Try again");
    expect(new URL(page.url()).pathname).toBe(providersPath);
    expect(await page.getByTestId("provider-stripe-status").getAttribute("data-connected")).toBe("false");
  });
});
