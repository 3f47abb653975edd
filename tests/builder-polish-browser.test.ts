// The page builder as a new seller meets it (issue 30), in headless
// Chromium against the real edge, at 390 px (in German) and 1280 px (in
// English):
// - the new-page dialog offers designed templates of each page type (no
//   "Example n", none of the renderer's fixtures), filled on the edge from
//   the seller's own products: the course sales page names the seller's
//   course and sells it, with nothing of example.* or escaped markup;
// - a banner's button without a link leads to the page's products, never
//   to "#main" (the page itself);
// - choosing a block brings its settings right next to the block list and
//   into view (they used to sit below the whole palette);
// - a page is deleted from the list after a confirmation; a page a funnel
//   shows is kept, naming the funnel (and the API refuses it with 409
//   page_in_use); a published shop page deleted gives the shop its default
//   page back; another seller cannot delete it (404).
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { Cabinet, SignInPage } from "./pages/AccountPages";
import { PageEditor } from "./pages/PageEditorPages";
import { apiAs, atSite, baseUrl, confirmedAccount, expectError, must, publishedProduct, seededSellers, signIn } from "./support/api";
import { useBrowserPage } from "./support/browser";

const run = `bp${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
const username = run.slice(0, 30);
const email = `${run}-seller@example.org`;
const password = "builder polish password";
const COURSE = "Aquarell für Anfänger";
let token = "";
const anyone = apiAs(() => "");
const seller = apiAs(() => token);
const others = seededSellers();
let funnelPage = 0;
let course = { id: 0, plan: 0 };
const DESCRIPTION = "Zwölf Lektionen vom ersten Pinselstrich bis zum Bild.";
const FUNNEL = `Malset-Angebot ${run}`;

/** The page's rows in the pages list: their titles. */
const rowTitles = (page: Page) => page.locator('[data-testid^="page-link-"]').allTextContents();

describe("the page builder's templates, banner, settings panel and page deletion", () => {
  const browser = useBrowserPage();
  let page: Page;
  let editor: PageEditor;

  beforeAll(async () => {
    await confirmedAccount(anyone, { email, password, username, firstName: "Clara", lastName: "Aquarell", profile: "seller" });
    token = await signIn(email, password, "203.0.113.231");
    await others.signIn("203.0.113.232", "203.0.113.233");
    const sellerMust = must(seller);
    course = await publishedProduct(sellerMust, "course", COURSE, { kind: "one_time", currency: "eur", price: "129.00" });
    await sellerMust(`/v1/cabinet/products/${course.id}`, { description: DESCRIPTION }, "PATCH");
    await sellerMust(
      `/v1/cabinet/products/${course.id}/content`,
      {
        chapters: [
          {
            title: "Grundlagen",
            lessons: [
              { title: "Papier und Pinsel", kind: "text", body: "Der geheime Lektionstext.", drip_days: 0 },
              { title: "Nass in Nass", kind: "text", body: "Noch ein Text.", drip_days: 0 },
              { title: "Entwurf", kind: "text", body: "Später.", drip_days: 0, publish: "not_for_publish" },
            ],
          },
          { title: "Landschaften", lessons: [{ title: "Himmel malen", kind: "text", body: "Blau.", drip_days: 0 }] },
        ],
      },
      "PUT",
    );
    const offer = await publishedProduct(sellerMust, "service", "Malset-Beratung", { kind: "one_time", currency: "eur", price: "19.00" });
    // a published funnel page shown by a funnel's step
    funnelPage = (
      await sellerMust("/v1/cabinet/pages", {
        page_type: "funnel",
        title: "Angebot",
        path: "angebot",
        document: { type: "funnel", blocks: [{ id: "offer", type: "funnel", settings: { titleText: "Noch etwas?" } }] },
      })
    ).page.id as number;
    await sellerMust(`/v1/cabinet/pages/${funnelPage}/publish`);
    await sellerMust("/v1/cabinet/funnels", { name: FUNNEL, steps: [{ product_id: offer.id, plan_id: offer.plan, page_id: funnelPage }] });

    page = browser.page();
    await page.setViewportSize({ width: 390, height: 844 });
    const signInPage = new SignInPage(page);
    await signInPage.open(baseUrl());
    await page.getByTestId("language").selectOption("de");
    await signInPage.signIn(email, password);
    await new Cabinet(page).waitFor();
    editor = new PageEditor(page);
  });

  for (const [width, language] of [
    [390, "de"],
    [1280, "en"],
  ] as const) {
    const words =
      language === "de"
        ? { template: "Verkaufsseite", enrol: "Jetzt anmelden", sample: "Beispiel" }
        : { template: "Sales page", enrol: "Enrol now", sample: "Example" };

    it(`offers designed templates filled from the seller's products, brings a block's settings next to it, and gives a banner's button a real default at ${width} px (${language})`, async () => {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      if (language === "en") {
        await page.getByTestId("account-menu-button").click();
        await page.getByTestId("account-menu").getByTestId("language").selectOption("en");
        await page.getByTestId("account-menu-button").click();
      }
      await page.goto(`${baseUrl()}/cabinet/pages`);
      await page.getByTestId("new-page").first().click();
      await page.getByTestId("new-page-type").selectOption("course");
      const template = page.getByTestId("new-page-template");
      await template.locator('option[value="course-sales"]').waitFor({ state: "attached" });
      // the designed ones first (the first chosen), then the plain page; no example of the renderer's
      const options = await template.locator("option").allTextContents();
      expect(options[0]).toBe(words.template);
      expect(options.length).toBeGreaterThanOrEqual(3);
      expect(options.join("|")).not.toContain(words.sample);
      expect(await template.inputValue()).toBe("course-sales");
      await page.getByTestId("new-page-template-description").waitFor();
      await page.getByTestId("new-page-title").fill(`Kurs ${width}`);
      await page.getByTestId("new-page-path").fill(`kurs-${width}`);
      await page.getByTestId("create-page").click();
      await editor.waitFor();
      expect(await editor.blockIds()).toEqual(["hero", "buy", "learn", "offer"]);

      // filled from the seller's course, in the seller's language, clean
      await expect.poll(() => editor.previewHtml()).toContain(`<h1>${COURSE}</h1>`);
      const html = await editor.previewHtml();
      expect(html).toContain(DESCRIPTION);
      expect(html).toMatch(
        new RegExp(`<a class="sw-btn[^"]*" href="[^"]*/s/${username}/products/\\d+/pay\\?plan=\\d+"[^>]*>${words.enrol}</a>`),
      );
      for (const artefact of ["example.", "&amp;amp;", "&lt;b&gt;", "Lorem"]) expect(html).not.toContain(artefact);

      // the settings panel comes next to the block list and into view
      await editor.select("offer");
      const gap = await page.evaluate(() => {
        const list = document.querySelector('[data-testid="block-list"]')!.getBoundingClientRect();
        const panel = document.querySelector('[data-testid="block-settings"]')!.getBoundingClientRect();
        return { between: panel.top - list.bottom, top: panel.top, height: window.innerHeight };
      });
      expect(gap.between).toBeGreaterThanOrEqual(0);
      expect(gap.between).toBeLessThan(80);
      expect(gap.top).toBeLessThan(gap.height);

      // a banner's button without a link leads to the page's products (the "offer" list), not to #main
      await editor.select("hero");
      const settingsTop = await page.getByTestId("block-settings").evaluate((e) => e.getBoundingClientRect().top);
      expect(settingsTop).toBeLessThan(width === 390 ? 844 : 900);
      await page.getByTestId("setting-showButton").check();
      await expect.poll(async () => /<a class="sw-btn" href="([^"]*)"/.exec(await editor.previewHtml())?.[1]).toBe("#offer");
      expect(await editor.previewHtml()).not.toContain('class="sw-btn" href="#main"');
    });

    it(`deletes a page after a confirmation and keeps one a funnel shows, naming the funnel, at ${width} px (${language})`, async () => {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.goto(`${baseUrl()}/cabinet/pages`);
      await page.getByTestId("pages-table").waitFor();
      const id = ((await must(seller)("/v1/cabinet/pages", undefined, "GET")).list as { id: number; title: string }[]).find(
        (p) => p.title === `Kurs ${width}`,
      )?.id;
      expect(id).toBeTruthy();
      expect(await rowTitles(page)).toContain(`Kurs ${width}`);
      // cancel keeps it
      await page.getByTestId(`page-delete-${id}`).click();
      await page.getByTestId("delete-page-dialog").waitFor();
      await page
        .getByTestId("delete-page-dialog")
        .getByRole("button", { name: language === "de" ? "Abbrechen" : "Cancel" })
        .click();
      await page.getByTestId("delete-page-dialog").waitFor({ state: "detached" });
      expect(await rowTitles(page)).toContain(`Kurs ${width}`);
      // confirmed, it is gone
      await page.getByTestId(`page-delete-${id}`).click();
      await page.getByTestId("delete-page-confirm").click();
      await page.getByTestId("delete-page-dialog").waitFor({ state: "detached" });
      await expect.poll(() => rowTitles(page)).not.toContain(`Kurs ${width}`);
      expect((await seller("GET", `/v1/cabinet/pages/${id}`)).status).toBe(404);

      // the funnel's page: the dialog names the funnel and offers no deletion
      await page.getByTestId(`page-delete-${funnelPage}`).click();
      const inUse = page.getByTestId("delete-page-in-use");
      await inUse.waitFor();
      expect(await inUse.textContent()).toContain(FUNNEL);
      expect(await page.getByTestId("delete-page-confirm").isDisabled()).toBe(true);
      await page.keyboard.press("Escape");
      await page.getByTestId("delete-page-dialog").waitFor({ state: "detached" });
      expect(await page.getByTestId(`page-row-${funnelPage}`).count()).toBe(1);
    });
  }

  it("shows a course's product page with its description once and its chapters and lessons, and the payment page in the shop's theme, at 390 and 1280 px", async () => {
    await must(seller)(
      "/v1/cabinet/theme",
      {
        theme: {
          font: "serif",
          accent: "#5B3A8E",
          button: "#6B46C1",
          button_text: "#FFFFFF",
          background: "#FAF5EE",
          surface: "#FFFFFF",
          text: "#2A2420",
          muted: "#5E5650",
          radius: 8,
        },
      },
      "PUT",
    );
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${baseUrl()}/s/${username}/products/${course.id}`);
      const curriculum = page.locator(".sw-curriculum");
      await curriculum.waitFor();
      // the description once (it used to stand twice: as the summary and in full)
      expect(await page.getByText(DESCRIPTION).count()).toBe(1);
      expect(await curriculum.locator("h3").allTextContents()).toEqual([
        expect.stringContaining("Grundlagen"),
        expect.stringContaining("Landschaften"),
      ]);
      expect(await curriculum.locator("li").allTextContents()).toEqual(["Papier und Pinsel", "Nass in Nass", "Himmel malen"]);
      // titles only: no lesson's content, no lesson left out of publishing
      const shown = (await page.locator("main").textContent()) ?? "";
      expect(shown).not.toContain("Der geheime Lektionstext.");
      expect(shown).not.toContain("Entwurf");
      expect(await curriculum.evaluate((e) => e.getBoundingClientRect().right <= window.innerWidth)).toBe(true);

      // the payment page takes the shop's theme: its font and the colours of its own buttons and links
      await page.goto(`${baseUrl()}/s/${username}/products/${course.id}/pay?plan=${course.plan}`);
      const themed = page.getByTestId("checkout-theme");
      await themed.waitFor();
      await expect.poll(() => themed.evaluate((e) => getComputedStyle(e).getPropertyValue("--color-accent").trim())).toBe("#6B46C1");
      expect(await themed.evaluate((e) => getComputedStyle(e).fontFamily)).toContain("Iowan Old Style");
    }
  });

  it("refuses to delete a page a funnel shows (409 naming it), another seller's page (404), and gives the shop its default page back (API)", async () => {
    const refused = await seller("DELETE", `/v1/cabinet/pages/${funnelPage}`);
    expectError(refused, 409, "page_in_use");
    expect(refused.body.errors[0].detail).toContain(FUNNEL);
    // another seller: not found, and the page stays
    expectError(await others.studio("DELETE", `/v1/cabinet/pages/${funnelPage}`), 404, "page_not_found");
    expect((await seller("GET", `/v1/cabinet/pages/${funnelPage}`)).status).toBe(200);
    // a published shop home page: deleted, the shop shows its default page again
    const home = await must(seller)("/v1/cabinet/pages", {
      page_type: "shop",
      title: "Home",
      path: "",
      document: { type: "shop", blocks: [{ id: "hello", type: "text", settings: { content: `Willkommen ${run}` } }] },
    });
    await must(seller)(`/v1/cabinet/pages/${home.page.id}/publish`);
    await expect.poll(async () => (await atSite("GET", `/s/${username}`)).text).toContain(`Willkommen ${run}`);
    const deleted = await seller("DELETE", `/v1/cabinet/pages/${home.page.id}`);
    expect(deleted.status, deleted.text).toBe(200);
    await expect.poll(async () => (await atSite("GET", `/s/${username}`)).text).not.toContain(`Willkommen ${run}`);
    expect((await atSite("GET", `/s/${username}`)).status).toBe(200);
  });
});
