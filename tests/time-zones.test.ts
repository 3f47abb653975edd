// The light checkout's time zones (issue 18): the payment page's WebAssembly
// build of core has no time-zone database, and the edge sends the one zone a
// quote needs as TZif bytes (`GET /v1/common/time_zones/{name}`, the `/`
// encoded), cached as immutable. Once registered, the light module quotes
// byte for byte as the full one (which bundles every zone); before, it
// refuses the zone. Names are checked: unknown or path-like names are 404.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { apiAs, baseUrl, core, expectError, must, publishedProduct, signIn } from "./support/api";
import { useBrowserPage } from "./support/browser";

const root = join(import.meta.dirname, "..");

type Light = {
  quoteJson: (request: string) => string;
  registerTimeZone: (name: string, tzif: Uint8Array) => void;
  timeZoneLoaded: (name: string) => boolean;
  countries: () => string[];
};

/** The payment page's module (wasm-pkg/pkg-checkout), instantiated as web/src/core/light.ts does in the browser. */
async function lightCore(): Promise<Light> {
  const glue = (await import(join(root, "wasm-pkg/pkg-checkout/sellwerk_wasm_bg.js"))) as Light & {
    __wbg_set_wasm: (wasm: unknown) => void;
  };
  const bytes = readFileSync(join(root, "wasm-pkg/pkg-checkout/sellwerk_wasm_bg.wasm"));
  const { instance } = await WebAssembly.instantiate(bytes, { "./sellwerk_wasm_bg.js": glue as unknown as WebAssembly.ModuleImports });
  const exports = instance.exports as WebAssembly.Exports & { __wbindgen_start?: () => void };
  glue.__wbg_set_wasm(exports);
  exports.__wbindgen_start?.();
  return glue;
}

const zoneUrl = (name: string) => `${baseUrl()}/v1/common/time_zones/${encodeURIComponent(name)}`;

async function tzif(name: string): Promise<Uint8Array> {
  const answer = await fetch(zoneUrl(name));
  expect(answer.status).toBe(200);
  return new Uint8Array(await answer.arrayBuffer());
}

/** A subscription bought late in the evening in `zone`: its payment dates depend on the zone's calendar day. */
const cart = (zone: string, start: string) =>
  JSON.stringify({
    seller: { country: "DE", vat: { status: "vat_payer" }, prices_include_vat: true, payment_methods: ["card", "paypal"] },
    currency: "eur",
    items: [
      {
        product_id: 1,
        role: "main",
        supply: "standard",
        plan: { kind: "subscription", currency: "eur", first_amount: "28.13", next_amount: "30.94", interval: "1m" },
      },
    ],
    buyer: { country: "DE", business: false },
    start,
    time_zone: zone,
  });

describe("GET /v1/common/time_zones/{name}", () => {
  it("answers a zone's TZif bytes, immutable for a year", async () => {
    const answer = await fetch(zoneUrl("Europe/Berlin"));
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("application/octet-stream");
    expect(answer.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const bytes = new Uint8Array(await answer.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 4))).toBe("TZif");
    // three-part names and UTC too
    expect((await tzif("America/Argentina/Buenos_Aires")).length).toBeGreaterThan(44);
    expect((await tzif("UTC")).length).toBeGreaterThan(44);
  });

  it("answers 404 time_zone_not_found for an unknown or a path-like name", async () => {
    for (const name of ["Mars/Olympus", "../../etc/passwd", "Europe/../Berlin", "Europe//Berlin", "x".repeat(100), "Europe/Berlin\u0000"]) {
      const answer = await fetch(zoneUrl(name));
      expectError({ status: answer.status, body: (await answer.json()) as Record<string, unknown> }, 404, "time_zone_not_found");
    }
  });
});

describe("the light module of the payment page", () => {
  let light: Light;
  beforeAll(async () => {
    light = await lightCore();
  });

  it("has no zone but UTC until one is registered, then quotes byte for byte as the full module", async () => {
    const start = "2026-01-31T23:30:00Z";
    expect(light.timeZoneLoaded("UTC")).toBe(true);
    expect(light.quoteJson(cart("UTC", start))).toBe(core.quoteJson(cart("UTC", start)));
    for (const zone of ["Europe/Berlin", "America/New_York", "Asia/Tokyo", "Australia/Lord_Howe"]) {
      expect(light.timeZoneLoaded(zone)).toBe(false);
      expect(JSON.parse(light.quoteJson(cart(zone, start)))).toEqual({
        error: { problems: [{ field: "time_zone", code: "invalid_time_zone" }] },
      });
      light.registerTimeZone(zone, await tzif(zone));
      expect(light.timeZoneLoaded(zone)).toBe(true);
      for (const moment of [start, "2026-03-29T00:59:59Z", "2026-10-25T01:00:00Z", "2026-12-31T15:00:00Z"]) {
        const full = core.quoteJson(cart(zone, moment));
        expect(full.startsWith('{"ok"')).toBe(true);
        expect(light.quoteJson(cart(zone, moment))).toBe(full);
      }
    }
  });

  it("refuses bytes that are not a zone", () => {
    expect(() => light.registerTimeZone("Europe/Paris", new TextEncoder().encode("not a zone"))).toThrow();
    expect(light.timeZoneLoaded("Europe/Paris")).toBe(false);
  });
});

describe("the payment page served at /pay", () => {
  const browser = useBrowserPage();
  let token = "";
  const seller = must(apiAs(() => token));
  beforeAll(async () => {
    token = await signIn("demo@sellwerk.test", "demo-password", "203.0.113.97");
  });

  it("is the light bundle: its own script and module, the seller's zone from the edge, and core's quote agreeing with the edge's", async () => {
    const page = browser.page();
    const loaded: string[] = [];
    page.on("request", (r) => loaded.push(new URL(r.url()).pathname));
    const product = await publishedProduct(seller, "service", `Zoned ${Date.now()}`, {
      kind: "subscription",
      currency: "eur",
      first_amount: "12.00",
      next_amount: "15.00",
      interval: "1m",
    });
    await page.goto(`${baseUrl()}/s/demo/products/${product.id}/pay`);
    await page.locator('[data-testid="match"][data-agree="agree"]').waitFor({ state: "attached" });
    const scripts = loaded.filter((p) => p.endsWith(".js"));
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(script).toMatch(/^\/checkout\/assets\//);
    expect(loaded.filter((p) => p.endsWith(".wasm"))).toEqual([
      expect.stringMatching(/^\/checkout\/assets\/sellwerk_wasm_bg-[\w-]+\.wasm$/),
    ]);
    expect(loaded).toContain("/v1/common/time_zones/Europe%2FBerlin");
    expect(await page.getByTestId("browser-quote").getAttribute("data-state")).toBe(
      await page.getByTestId("edge-quote").getAttribute("data-state"),
    );
  });
});
