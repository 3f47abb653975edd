// Buttons stay readable (issue 30): the text of every button look, as a
// button and as a link styled as one (a link-button: "Continue", "Open your
// purchases", "Next lesson"), contrasts with what is behind it at WCAG AA
// (4.5:1, web/src/ui/contrast.ts) in every interactive state (default,
// hover, focus-visible, active, visited for links; disabled ones as they
// are), in real Chromium at 390 and 1280 px. The states are forced with the
// DevTools protocol (CSS.forcePseudoState), as a pointer or a tap (a phone
// keeps :hover after a tap) or the keyboard would set them. The app's looks
// are those of the component catalogue (/dev/catalogue) and the landing
// page's link-buttons; the shop's buttons are its public page's in the
// seller's theme colours.
import type { CDPSession, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contrast } from "../web/src/ui/contrast";
import { apiAs, baseUrl, confirmedAccount, must, publishedProduct, requestAt, signIn } from "./support/api";
import { launchBrowser } from "./support/browser";

type Rgba = [number, number, number, number];
type Layers = { text: Rgba; own: Rgba; below: Rgba[]; opacity: number };

const STATES = ["hover", "focus-visible", "active"] as const;
const IP = "198.51.100.207";

/** An opaque colour `top` painted over the opaque `bottom`. */
const over = (top: Rgba, bottom: Rgba): Rgba => [0, 1, 2].map((i) => top[i]! * top[3] + bottom[i]! * (1 - top[3])).concat(1) as Rgba;
const hex = (c: Rgba) =>
  `#${c
    .slice(0, 3)
    .map((v) => Math.round(v).toString(16).padStart(2, "0"))
    .join("")}`;

/** The element's text and background colours as painted: its ancestors' backgrounds, its own, its text, and their opacity. */
function painted(layers: Layers): { ratio: number; text: string; background: string } {
  const backdrop = layers.below.reduceRight<Rgba>((under, layer) => over(layer, under), [255, 255, 255, 1]);
  const background = over(layers.own, backdrop);
  const text = over(layers.text, background);
  const faded = (c: Rgba) => over([c[0], c[1], c[2], layers.opacity], backdrop);
  const [t, b] = [hex(faded(text)), hex(faded(background))];
  return { ratio: contrast(t, b), text: t, background: b };
}

/** The colours of the `index`th element matching `selector`, read after its transitions ended. */
function layersOf(page: Page, selector: string, index: number): Promise<Layers> {
  return page.evaluate(
    async ([selector, index]) => {
      const element = document.querySelectorAll(selector)[index] as HTMLElement;
      // the transitions the forced state started (spinners turn forever: not waited for)
      await Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getTiming().iterations !== Infinity)
          .map((a) => a.finished.catch(() => undefined)),
      );
      const canvas = document.createElement("canvas");
      canvas.width = canvas.height = 1;
      const ctx = canvas.getContext("2d", { willReadFrequently: true })!;
      // any CSS colour (rgb(), color(srgb …), color-mix results) as the canvas paints it
      const rgba = (css: string): [number, number, number, number] => {
        ctx.clearRect(0, 0, 1, 1);
        ctx.fillStyle = "rgba(0, 0, 0, 0)";
        ctx.fillStyle = css;
        ctx.fillRect(0, 0, 1, 1);
        const [r = 0, g = 0, b = 0, a = 0] = ctx.getImageData(0, 0, 1, 1).data;
        return [r, g, b, a / 255];
      };
      const style = getComputedStyle(element);
      const below: [number, number, number, number][] = [];
      let opacity = Number(style.opacity);
      for (let up = element.parentElement; up; up = up.parentElement) {
        const s = getComputedStyle(up);
        below.push(rgba(s.backgroundColor));
        opacity *= Number(s.opacity);
      }
      return { text: rgba(style.color), own: rgba(style.backgroundColor), below, opacity };
    },
    [selector, index] as const,
  );
}

/**
 * Every element matching `selector` in every state it can take: the
 * contrast of its text in each, as "name state: ratio (text on background)".
 */
async function contrasts(page: Page, cdp: CDPSession, selector: string): Promise<{ where: string; ratio: number; shown: string }[]> {
  const { root } = await cdp.send("DOM.getDocument", { depth: 0 });
  const { nodeIds } = await cdp.send("DOM.querySelectorAll", { nodeId: root.nodeId, selector });
  expect(nodeIds.length, selector).toBeGreaterThan(0);
  const found: { where: string; ratio: number; shown: string }[] = [];
  for (const [index, nodeId] of nodeIds.entries()) {
    const { name, link, disabled } = await page.evaluate(
      ([selector, index]) => {
        const e = document.querySelectorAll(selector)[index] as HTMLElement;
        return {
          name: e.dataset.testid ?? `${e.className} "${e.textContent?.trim().slice(0, 30)}"`,
          link: e instanceof HTMLAnchorElement && e.hasAttribute("href"),
          disabled: e.matches(":disabled, [aria-disabled='true']"),
        };
      },
      [selector, index] as const,
    );
    const states: string[][] = [[], ...STATES.map((s) => [s]), ...(link ? [["visited"], ["visited", "hover"]] : [])];
    for (const state of disabled ? [[], ["hover"]] : states) {
      await cdp.send("CSS.forcePseudoState", { nodeId, forcedPseudoClasses: state });
      const seen = painted(await layersOf(page, selector, index));
      found.push({
        where: `${name} ${state.join("+") || "default"}${disabled ? " (disabled)" : ""}`,
        ratio: seen.ratio,
        shown: `${seen.text} on ${seen.background}`,
      });
    }
    await cdp.send("CSS.forcePseudoState", { nodeId, forcedPseudoClasses: [] });
  }
  return found;
}

/** The ones below 4.5:1, readable in a failure. */
const unreadable = (found: { where: string; ratio: number; shown: string }[]) =>
  found.filter((f) => f.ratio < 4.5).map((f) => `${f.where}: ${f.ratio.toFixed(2)} (${f.shown})`);

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
const username = `contrast${run}`;

describe("buttons stay readable in every state", () => {
  let close: (() => Promise<void>) | undefined;
  let page: Page;
  let cdp: CDPSession;

  beforeAll(async () => {
    const opened = await launchBrowser({ reducedMotion: "reduce" });
    close = opened.close;
    page = await opened.context.newPage();
    cdp = await opened.context.newCDPSession(page);
    await cdp.send("DOM.enable");
    await cdp.send("CSS.enable");
  });
  afterAll(() => close?.());

  for (const width of [390, 1280]) {
    it(`the app's buttons and link-buttons of every look at ${width} px`, async () => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${baseUrl()}/dev/catalogue`);
      await page.getByTestId("catalogue").waitFor();
      const found = await contrasts(
        page,
        cdp,
        [
          // every look and size of the Button, disabled ones too (pending ones show a spinner, no text)
          '[data-testid="catalogue-buttons"] .ui-button:not([aria-busy="true"])',
          // the buyer pages' buttons, as buttons and as links
          '[data-testid="catalogue-buttons"] .sf-button',
        ].join(", "),
      );
      // each look as a link-button, and the buyer pages' primary link-button, are among them
      for (const look of ["primary", "secondary", "ghost", "danger"]) {
        expect(found.some((f) => f.where.startsWith(`link-button-${look} visited+hover`))).toBe(true);
      }
      expect(found.some((f) => f.where.startsWith("sf-button-primary-link visited+hover"))).toBe(true);
      expect(unreadable(found)).toEqual([]);

      // the landing page's link-buttons (sign up, the demo shop)
      await page.goto(`${baseUrl()}/`);
      await page.getByTestId("home-sign-up").waitFor();
      const landing = await contrasts(page, cdp, '[data-testid="home-sign-up"], [data-testid="home-demo"]');
      expect(landing).toHaveLength(12);
      expect(unreadable(landing)).toEqual([]);
    });
  }

  it("the shop's buttons in the seller's theme colours at 390 and 1280 px", async () => {
    const anyone = (method: string, path: string, json?: unknown) => requestAt(baseUrl(), method, path, json, { "cf-connecting-ip": IP });
    const email = `${username}@example.org`;
    const password = "contrast shop password";
    await confirmedAccount(anyone, { email, password, username, firstName: "Clara", lastName: "Contrast", profile: "seller" });
    const token = await signIn(email, password, IP);
    const seller = must(apiAs(() => token));
    await publishedProduct(seller, "service", "Watercolour lesson", { kind: "one_time", currency: "eur", price: "12.00" });
    // a light button colour that takes dark text, and a dark accent
    await seller(
      "/v1/cabinet/theme",
      {
        theme: {
          font: "serif",
          accent: "#00695C",
          button: "#FFB000",
          button_text: "#1A1A1A",
          background: "#FFF8E1",
          surface: "#FFFFFF",
          text: "#222222",
          muted: "#555555",
          radius: 8,
        },
      },
      "PUT",
    );
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${baseUrl()}/s/${username}`);
      await page.locator(".sw-btn").first().waitFor();
      const found = await contrasts(page, cdp, ".sw-btn");
      expect(found.some((f) => f.where.includes("hover"))).toBe(true);
      expect(unreadable(found), `at ${width} px`).toEqual([]);
    }
  });
});
