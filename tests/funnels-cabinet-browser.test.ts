// The seller's funnels screen in headless Chromium against the real edge
// (issue 19): a new seller opens Funnels from the navigation, creates a
// funnel with two steps that follows a product, active at once (it is then
// what the edge sends that product's buyers through), and reads its
// numbers; edits it, and shows a step on a published funnel page of its
// own; axe-core finds nothing at 1280 px.
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { Cabinet, SignInPage } from "./pages/AccountPages";
import { FunnelsScreen } from "./pages/FunnelPages";
import { apiAs, baseUrl, confirmedAccount, must, publishedProduct, signIn } from "./support/api";
import { useBrowserPage } from "./support/browser";
import { a11yReport, checkA11y } from "./support/screens";

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
const email = `funnels-b-${run}@example.org`;
const password = "funnels browser password";
const username = `fb${run}`.slice(0, 30);
let token = "";
const anyone = apiAs(() => "");
const seller = apiAs(() => token);
const terms = (price: string) => ({ kind: "one_time", currency: "eur", price });

describe("the cabinet's funnels", () => {
  const browser = useBrowserPage();
  let page: Page;
  const products: { id: number; plan: number }[] = [];

  beforeAll(async () => {
    await confirmedAccount(anyone, { email, password, username, firstName: "Fiona", lastName: "Funnel", profile: "seller" });
    token = await signIn(email, password, "203.0.113.252");
    for (const name of ["Main course", "Workbook", "Masterclass"]) {
      products.push(await publishedProduct(must(seller), "course", `${name} ${run}`, terms("19.00")));
    }
    page = browser.page();
    await page.setViewportSize({ width: 1280, height: 900 });
    const signInPage = new SignInPage(page);
    await signInPage.open(baseUrl());
    await page.getByTestId("language").selectOption("en");
    await signInPage.signIn(email, password);
    await new Cabinet(page).waitFor();
  });

  it("creates a funnel with two steps after a product, activates it and shows its numbers", async () => {
    const [main, workbook, masterclass] = products;
    if (!main || !workbook || !masterclass) throw new Error("products missing");
    await page.getByTestId("nav-funnels").click();
    await page.waitForURL((u) => u.pathname === "/cabinet/funnels");
    const screen = new FunnelsScreen(page);
    await screen.waitFor();
    await page.getByTestId("funnels-empty").waitFor();
    const name = `After the course ${run}`;
    await screen.create(name, [workbook.id, masterclass.id], main.id);
    // with its steps it is active at once, and the page says so (issue 30)
    expect(await screen.state(name)).toBe("activated");
    await page.locator('[data-testid="funnel-created"][data-state="activated"]').waitFor();
    const saved = (await seller("GET", "/v1/cabinet/funnels")).body.list as any[];
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ name, state: "activated", product_ids: [main.id] });
    expect(saved[0].steps.map((s: any) => [s.product_id, s.plan_id])).toEqual([
      [workbook.id, workbook.plan],
      [masterclass.id, masterclass.plan],
    ]);
    expect(await screen.stats(name)).toEqual({ views: "0", acceptances: "0", declines: "0", revenue: "—" });
    const violations = await checkA11y(page);
    expect(violations, a11yReport(violations)).toEqual([]);
    await page.keyboard.press("Escape");
    await screen.toggle(name, "deactivated");
    expect(browser.errors).toEqual([]);
  });

  it("edits a funnel: the dialog shows its name and steps, and saves the new name, the steps left and a step's headline and text", async () => {
    const [main, workbook, masterclass] = products;
    if (!main || !workbook || !masterclass) throw new Error("products missing");
    const screen = new FunnelsScreen(page);
    const name = `After the course ${run}`;
    expect(await screen.openEdit(name)).toEqual({ name, products: [String(workbook.id), String(masterclass.id)], titles: ["", ""] });
    const renamed = `Masterclass offer ${run}`;
    await screen.renameAndRemoveStep(renamed, 0, "Go deeper with the masterclass", "Six live sessions, recorded.");
    const saved = (await seller("GET", "/v1/cabinet/funnels")).body.list as any[];
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ name: renamed, product_ids: [main.id] });
    expect(saved[0].steps.map((s: any) => [s.product_id, s.plan_id, s.title, s.text])).toEqual([
      [masterclass.id, masterclass.plan, "Go deeper with the masterclass", "Six live sessions, recorded."],
    ]);
    expect(await screen.row(name).count()).toBe(0);
    expect(browser.errors).toEqual([]);
  });

  it("shows a step on a published funnel page chosen in the dialog, and back on the default page", async () => {
    const made = await seller(
      "POST",
      "/v1/cabinet/pages",
      {
        page_type: "funnel",
        path: "upsell",
        title: `Upsell design ${run}`,
        document: { type: "funnel", blocks: [{ id: "offer", type: "funnel_product", settings: {} }] },
      },
      { "idempotency-key": `funnels-b-page-${run}` },
    );
    expect(made.status, made.text).toBe(201);
    await must(seller)(`/v1/cabinet/pages/${made.body.page.id}/publish`);
    await page.reload();
    const screen = new FunnelsScreen(page);
    await screen.waitFor();
    const name = `Masterclass offer ${run}`;
    await screen.openEdit(name);
    await screen.choosePage(name, 0, `Upsell design ${run}`);
    const steps = () => seller("GET", "/v1/cabinet/funnels").then((a) => (a.body.list as any[])[0].steps.map((s: any) => s.page_id));
    expect(await steps()).toEqual([made.body.page.id]);
    await screen.openEdit(name);
    expect(await page.getByTestId("funnel-step-page").first().inputValue()).toBe(String(made.body.page.id));
    await screen.choosePage(name, 0, "");
    expect(await steps()).toEqual([null]);
    expect(browser.errors).toEqual([]);
  });
});
