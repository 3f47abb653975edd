// The storefront's budgets (issue 18), measured in one run on loopback:
// `npm run bench:storefront`. It builds what changed (NO_BUILD=1 skips it),
// loads a fresh local D1 with the demo data, starts the development build of
// the worker under `wrangler dev` with bench/wrangler.storefront.toml (its
// assets: a copy of web/dist-dev, bench/.storefront-assets/), gives the demo
// shop a few published products with covers (800 x 500 PNG originals given
// to the cabinet's product editor in Chromium, whose own code cuts and
// uploads the variants the pages show), and measures:
//
// 1. The shop page and a product page in Chromium with a phone's emulation
//    through the DevTools protocol: 390 x 844 CSS px at 3x, mobile, touch,
//    4x CPU slowdown (`Emulation.setCPUThrottlingRate`), and Lighthouse's
//    "slow 4G" as DevTools throttling applies it (`mobileSlow4G` of
//    Lighthouse's core/config/constants.js: 150 ms RTT x 3.75 = 562.5 ms
//    latency per request, 1.6 Mbit/s x 0.9 = 1474.56 kbit/s down, 750 kbit/s
//    x 0.9 = 675 kbit/s up; `Network.emulateNetworkConditions`). The largest
//    contentful paint from a `PerformanceObserver`, the median of RUNS cold
//    loads (a fresh browser context each: no HTTP cache), the edge's cache
//    warm. Budget: 1.5 s. Also: the product names in the first HTML answer
//    (raw bytes, no browser), and read by a browser with JavaScript off.
// 2. The payment page: every script and WebAssembly answer the browser
//    fetched before the e-mail field could be typed in (recorded with the
//    DevTools protocol's network events until the field is enabled), each
//    body gzipped here at level 9. Budgets: 60 KB script, 150 KB wasm
//    (151 KB for now, as tests/checkout-size.test.ts says why: issue 30's
//    rules on the payment page took it 0.9 KB over, to be won back).
// 3. Throughput and latency with autocannon (AMOUNT requests over
//    CONNECTIONS connections, each request given up after 10 s, rounds
//    interleaved): the shop page from the edge cache, the same bytes as a
//    static asset of the same worker (`/bench/shop.html`, written into the
//    assets copy after the first fetch; the worker is restarted to serve
//    it), and an uncached render of the same page (`sellwerk-bench:
//    uncached`: a development build reads nothing of the edge cache for
//    such a request, so each one reads D1 and renders). Every answer's
//    `Sellwerk-Cache` is counted (hit / miss). Budgets: cached >= 0.8 x
//    static, uncached >= 0.5 x static.
//
// TIMELINE=1 prints each cold load's resources (start, first byte, end,
// bytes): what shared the line with the largest paint.
//
// Prints a table and writes bench/results/storefront-<time>.json. Exits 1
// when a budget is missed or a check fails. BENCH_SMOKE=1 (bench/smoke.sh,
// part of `npm test`: RUNS=1, few requests) proves it runs: the sizes, the
// answers and the cache states are still judged, the times (LCP, the
// throughput ratios) only shown, as a busy test machine's times mean
// nothing.
/* global window, document, HTMLInputElement -- in functions the browser runs */
import { spawn, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { deflateSync, gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { chromium } from "playwright-core";
import "../scripts/localhost.mjs";
import { becameHealthy, siteVars, sleep } from "./common.mjs";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const PORT = Number(process.env.PORT ?? 8796);
const BASE = `http://127.0.0.1:${PORT}`;
const SHOP = "demo";
// the shop's pages are of its own site (ARCHITECTURE.md, "Security model")
const SHOP_HOST = `${SHOP}.shops.localhost:${PORT}`;
const SHOP_BASE = `http://${SHOP_HOST}`;
const SMOKE = Boolean(process.env.BENCH_SMOKE);
const RUNS = Number(process.env.RUNS ?? 5); // cold loads per page for the LCP median
const AMOUNT = Number(process.env.AMOUNT ?? 2000); // requests per throughput round and target
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 10);
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const PRODUCTS = 6;
const DEMO = { email: "demo@sellwerk.test", password: "demo-password" };
const ASSETS = join(ROOT, "bench", ".storefront-assets");
// written as bench/shop.html; the assets' default html_handling serves it at /bench/shop (and redirects the .html name there)
const STATIC_PATH = "/bench/shop";

/** Lighthouse's mobileSlow4G as DevTools throttling applies it (see the header). */
const NETWORK = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: (1.6 * 1024 * 0.9 * 1024) / 8,
  uploadThroughput: (750 * 0.9 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;
const PHONE = { width: 390, height: 844, deviceScaleFactor: 3, mobile: true };
const PHONE_UA =
  "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36";
const BUDGET = { lcpMs: 1500, scriptGz: 60 * 1024, wasmGz: 151 * 1024, cached: 0.8, uncached: 0.5 };
const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

const log = (line) => console.error(`==> ${line}`);
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const failures = [];

// ---- the worker ----
const state = mkdtempSync(join(tmpdir(), "storefront-bench-"));
let wrangler = null;

function run(cmd, args) {
  const r = spawnSync(cmd, args, { cwd: ROOT, stdio: ["ignore", "inherit", "inherit"] });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(" ")} failed (${r.status})`);
}

async function startWorker() {
  const out = join(state, "wrangler.log");
  // its own process group, so workerd goes down with it; without wrangler's
  // local observability (scripts/lib.sh says why), which no deployed worker has
  wrangler = spawn(
    "wrangler",
    ["dev", "-c", "bench/wrangler.storefront.toml", "--persist-to", state, "--ip", "127.0.0.1", "--port", String(PORT), ...siteVars(PORT)],
    {
      cwd: ROOT,
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, WRANGLER_SEND_METRICS: "false", X_LOCAL_OBSERVABILITY: "false" },
    },
  );
  const chunks = [];
  wrangler.stdout.on("data", (d) => chunks.push(d));
  wrangler.stderr.on("data", (d) => chunks.push(d));
  if (await becameHealthy(BASE)) return;
  writeFileSync(out, Buffer.concat(chunks));
  throw new Error(`the worker did not become healthy; its log: ${out}`);
}

async function stopWorker() {
  if (!wrangler) return;
  const child = wrangler;
  wrangler = null;
  const gone = new Promise((r) => child.once("exit", r));
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {
    return;
  }
  await Promise.race([gone, sleep(10_000)]);
}

// ---- the API ----
async function call(method, path, { json, token, body, type } = {}) {
  const response = await fetch(`${BASE}${path}`, {
    method,
    redirect: "manual",
    headers: {
      "cf-connecting-ip": "198.18.5.1",
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(json !== undefined ? { "content-type": "application/json" } : type ? { "content-type": type } : {}),
    },
    body: json !== undefined ? JSON.stringify(json) : body,
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  let parsed = {};
  try {
    parsed = text ? JSON.parse(text) : {};
  } catch {
    // not JSON
  }
  if (response.status >= 300) throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 300)}`);
  return parsed;
}

/** A PNG of `width` x `height`: a gradient with blocky noise, about as heavy as a photo cover (each row Sub-filtered). */
function coverPng(width, height, seed) {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (bytes) => {
    let c = 0xffffffff;
    for (const b of bytes) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type, data) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  let s = seed;
  const random = () => {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    return s / 0x7fffffff;
  };
  const block = 4;
  const noise = Array.from({ length: Math.ceil(height / block) }, () =>
    Array.from({ length: Math.ceil(width / block) }, () => Math.floor(random() * 40)),
  );
  const rows = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    row[0] = 1; // Sub
    let prev = [0, 0, 0];
    for (let x = 0; x < width; x++) {
      const n = noise[Math.floor(y / block)][Math.floor(x / block)];
      const px = [(30 + (x * 160) / width + n + seed * 20) & 255, (80 + (y * 120) / height + n) & 255, (170 - n) & 255];
      for (let c = 0; c < 3; c++) row[1 + x * 3 + c] = (px[c] - prev[c]) & 255;
      prev = px;
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** The demo seller's bench products: published, one plan each. Their ids, plans and names, and the seller's token. */
async function seed() {
  const session = await call("POST", "/v1/app/session", { json: { email: DEMO.email, password: DEMO.password } });
  const token = session.access_token;
  const products = [];
  for (let i = 1; i <= PRODUCTS; i++) {
    const name = `Bench Workshop ${i}`;
    const id = (await call("POST", "/v1/cabinet/products", { json: { form: "service", name }, token })).product.id;
    await call("PATCH", `/v1/cabinet/products/${id}`, {
      json: { description: `A two-hour workshop, session ${i}. `.repeat(8) },
      token,
    });
    const plan = (
      await call("POST", `/v1/cabinet/products/${id}/pricing_plans`, {
        json: { name: "Standard", terms: { kind: "one_time", currency: "eur", price: `${20 + i}.00` } },
        token,
      })
    ).pricing_plan.id;
    await call("POST", `/v1/cabinet/products/${id}/publish`, { token });
    products.push({ id, plan, name });
  }
  return { products, token };
}

/**
 * The covers, uploaded the way a seller does: the cabinet's product editor
 * (in Chromium, unthrottled) is given each original, an 800 x 500 PNG made
 * here (the seller's file), and the cabinet's own code cuts and uploads its
 * variants (web/src/cabinet/catalog/cover.ts: the `s400` WebP square the
 * pages show, the `s100` preview). Answers the bytes of an original and of
 * its `s400` square, as stored.
 */
async function uploadCovers(products, token) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: "en-US" });
  try {
    const page = await context.newPage();
    await page.goto(`${BASE}/users/sign_in`);
    await page.getByTestId("sign-in-email").fill(DEMO.email);
    await page.getByTestId("sign-in-password").fill(DEMO.password);
    await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === "/v1/app/session" && r.request().method() === "POST"),
      page.getByTestId("sign-in-submit").click(),
    ]);
    for (const [i, p] of products.entries()) {
      await page.goto(`${BASE}/cabinet/products/${p.id}/edit?step=1`);
      const panel = page.getByTestId("cover");
      await panel.waitFor({ timeout: 60_000 });
      // the outcome of this upload: the panel counts the uploads it began
      const attempt = Number(await panel.getAttribute("data-attempt")) + 1;
      const buffer = coverPng(800, 500, i + 1);
      await page.getByTestId("cover-input").setInputFiles({ name: `workshop-${i + 1}.png`, mimeType: "image/png", buffer });
      const settled = page.locator(`[data-testid="cover"][data-attempt="${attempt}"]:is([data-state="done"], [data-state="error"])`);
      await settled.waitFor({ timeout: 60_000 });
      if ((await settled.getAttribute("data-state")) !== "done") {
        throw new Error(`the cabinet did not upload cover ${i + 1}: ${await page.getByTestId("cover-error").getAttribute("data-code")}`);
      }
    }
  } finally {
    await context.close();
  }
  const covers = (await call("GET", `/v1/cabinet/products/${products[0].id}`, { token })).product.covers;
  const size = async (url) => {
    if (!url) throw new Error(`product ${products[0].id} has no cover variant: ${JSON.stringify(covers)}`);
    const r = await fetch(`${BASE}${url}`, { headers: { authorization: `Bearer ${token}` } });
    return { bytes: (await r.arrayBuffer()).byteLength, type: r.headers.get("content-type") };
  };
  return { original: await size(covers.original), s400: await size(covers.s400) };
}

// ---- the browser ----
let browser;

async function phoneContext(options = {}) {
  return browser.newContext({
    viewport: { width: PHONE.width, height: PHONE.height },
    deviceScaleFactor: PHONE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    userAgent: PHONE_UA,
    locale: "en-US",
    ...options,
  });
}

/** One cold load of `path` on the throttled phone: LCP, FCP and the first byte, in ms from navigation start. */
async function loadOnce(path) {
  const context = await phoneContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", NETWORK);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await cdp.send("Emulation.setDeviceMetricsOverride", PHONE);
    await page.addInitScript(() => {
      const seen = [];
      Object.defineProperty(window, "__lcp", { value: seen });
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) {
          seen.push({ time: e.startTime, size: e.size, element: e.element?.tagName ?? "", url: e.url ?? "" });
        }
      }).observe({ type: "largest-contentful-paint", buffered: true });
    });
    await page.goto(`${SHOP_BASE}${path}`, { waitUntil: "load", timeout: 90_000 });
    // the page's own scripts may still fetch and paint: wait for a quiet network
    await page.waitForLoadState("networkidle", { timeout: 60_000 }).catch(() => {});
    await sleep(300);
    return await page.evaluate(() => {
      const lcp = window.__lcp;
      const nav = performance.getEntriesByType("navigation")[0];
      const fcp = performance.getEntriesByName("first-contentful-paint")[0];
      const resources = performance.getEntriesByType("resource");
      return {
        lcp: lcp.length ? lcp[lcp.length - 1] : null,
        fcp: fcp ? fcp.startTime : null,
        // DevTools throttling holds the body back, not the headers: the HTML is in at responseEnd
        html: nav ? nav.responseEnd : null,
        scripts: document.scripts.length,
        transferred: (nav?.transferSize ?? 0) + resources.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
        timeline: resources.map((r) => ({
          name: new URL(r.name).pathname,
          start: Math.round(r.startTime),
          firstByte: Math.round(r.responseStart),
          end: Math.round(r.responseEnd),
          bytes: r.transferSize,
        })),
      };
    });
  } finally {
    await context.close();
  }
}

async function lcpOf(label, path) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const r = await loadOnce(path);
    if (!r.lcp) throw new Error(`${label}: no largest-contentful-paint entry`);
    runs.push(r);
    // TIMELINE=1: each load's resources, to see what shares the line with the LCP element
    if (process.env.TIMELINE)
      console.error(
        `${label} run ${i + 1}: LCP ${Math.round(r.lcp.time)} ms, HTML in ${Math.round(r.html)} ms\n${r.timeline.map((t) => `  ${t.start}..${t.firstByte}..${t.end} ms ${t.bytes} B ${t.name}`).join("\n")}`,
      );
  }
  const lcp = median(runs.map((r) => r.lcp.time));
  const last = runs[runs.length - 1];
  return {
    label,
    path,
    lcpMs: lcp,
    lcpRunsMs: runs.map((r) => Math.round(r.lcp.time)),
    lcpElement: `${last.lcp.element}${last.lcp.url ? ` ${new URL(last.lcp.url).pathname}` : ""}`,
    fcpMs: median(runs.map((r) => r.fcp ?? Number.NaN)),
    htmlMs: median(runs.map((r) => r.html ?? Number.NaN)),
    scripts: last.scripts,
    transferred: last.transferred,
  };
}

/** What the first HTML answer holds, and what a browser with JavaScript off reads. */
async function withoutScript(path, names) {
  const response = await fetch(`${SHOP_BASE}${path}`, { headers: { "accept-language": "en-US,en;q=0.9" } });
  const html = await response.text();
  const escaped = (s) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  const inHtml = names.filter((n) => html.includes(escaped(n))).length;
  const context = await phoneContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(`${SHOP_BASE}${path}`, { waitUntil: "load" });
    const text = (await page.locator("body").innerText()) ?? "";
    return {
      status: response.status,
      htmlBytes: Buffer.byteLength(html),
      inHtml,
      jsOff: names.filter((n) => text.includes(n)).length,
      of: names.length,
      cache: response.headers.get("sellwerk-cache") ?? "(none)",
      cacheControl: response.headers.get("cache-control") ?? "(none)",
    };
  } finally {
    await context.close();
  }
}

/** The payment page: every script and wasm answer fetched before the e-mail field takes typing, and until the page is quiet. */
async function paymentPage(product) {
  const context = await phoneContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    const requests = new Map();
    cdp.on("Network.requestWillBeSent", (e) => {
      requests.set(e.requestId, { url: e.request.url, type: e.type ?? "", mime: "", wire: 0, done: false, at: Date.now() });
    });
    cdp.on("Network.responseReceived", (e) => {
      const r = requests.get(e.requestId);
      if (r) {
        r.mime = e.response.mimeType ?? "";
        r.type = e.type ?? r.type;
        r.status = e.response.status;
      }
    });
    cdp.on("Network.loadingFinished", (e) => {
      const r = requests.get(e.requestId);
      if (r) {
        r.wire = e.encodedDataLength;
        r.done = true;
      }
    });
    const started = Date.now();
    await page.goto(`${BASE}/s/${SHOP}/products/${product.id}/pay?plan=${product.plan}`, { waitUntil: "commit" });
    await page.waitForFunction(
      () => {
        const field = document.querySelector('[data-testid="payer-email"]');
        return field instanceof HTMLInputElement && !field.disabled && !field.readOnly && field.closest("fieldset:disabled") === null;
      },
      null,
      { timeout: 60_000, polling: 50 },
    );
    const typeable = Date.now();
    const before = [...requests.values()].filter((r) => r.at <= typeable);
    await page.waitForLoadState("networkidle", { timeout: 60_000 }).catch(() => {});
    const all = [...requests.values()];
    const kindOf = (r) => {
      if (r.mime === "application/wasm" || /\.wasm(\?|$)/.test(r.url)) return "wasm";
      if (r.type === "Script" || /javascript/.test(r.mime) || /\.m?js(\?|$)/.test(r.url)) return "script";
      return null;
    };
    const sizes = new Map();
    const measure = async (list) => {
      const out = { script: { gz: 0, raw: 0, files: [] }, wasm: { gz: 0, raw: 0, files: [] } };
      for (const r of list) {
        const kind = kindOf(r);
        if (!kind) continue;
        if (!sizes.has(r.url)) {
          const bytes = Buffer.from(await (await fetch(r.url)).arrayBuffer());
          sizes.set(r.url, { raw: bytes.length, gz: gzipSync(bytes, { level: 9 }).length });
        }
        const { raw, gz } = sizes.get(r.url);
        out[kind].raw += raw;
        out[kind].gz += gz;
        out[kind].files.push(`${new URL(r.url).pathname} (${kb(gz)} gz)`);
      }
      return out;
    };
    return { typeableMs: typeable - started, before: await measure(before), quiet: await measure(all) };
  } finally {
    await context.close();
  }
}

// ---- throughput ----
/** One autocannon run; `seconds` from its start to the last answer (autocannon itself ends on its 1 s sampling tick), and the answers' `Sellwerk-Cache`. */
function cannon(path, { uncached = false } = {}) {
  const began = performance.now();
  let last = began;
  const cache = {};
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: BASE,
        connections: CONNECTIONS,
        amount: AMOUNT,
        timeout: 10,
        // a shop's page is asked for at its own site's host (on the same loopback port)
        headers: {
          "accept-language": "en-US,en;q=0.9",
          ...(path.startsWith("/s/") ? { host: SHOP_HOST } : {}),
          ...(uncached ? { "sellwerk-bench": "uncached" } : {}),
        },
        requests: [
          {
            method: "GET",
            path,
            onResponse: (_status, _body, _context, headers) => {
              last = performance.now();
              const state = headerOf(headers, "sellwerk-cache") ?? "none";
              cache[state] = (cache[state] ?? 0) + 1;
            },
          },
        ],
      },
      (error, result) => {
        clearTimeout(guard);
        if (error) reject(error);
        else resolve({ ...result, seconds: (last - began) / 1000, cache });
      },
    );
    // bounded: a stalled worker cannot hold the bench
    const guard = setTimeout(() => instance.stop(), 180_000);
  });
}

/** A header of an autocannon answer (an object, or a flat [name, value, ...] list). */
function headerOf(headers, name) {
  if (Array.isArray(headers)) {
    for (let i = 0; i + 1 < headers.length; i += 2) if (String(headers[i]).toLowerCase() === name) return String(headers[i + 1]);
    return undefined;
  }
  const found = Object.entries(headers ?? {}).find(([k]) => k.toLowerCase() === name);
  return found ? String(found[1]) : undefined;
}

async function throughput() {
  const targets = [
    { key: "static", what: `static asset ${STATIC_PATH} (the same bytes)`, path: STATIC_PATH },
    { key: "cached", what: `shop page /s/${SHOP} (edge cache)`, path: `/s/${SHOP}` },
    { key: "uncached", what: `shop page /s/${SHOP}, every cache lookup missing (rendered)`, path: `/s/${SHOP}`, uncached: true },
  ];
  const rounds = Object.fromEntries(targets.map((t) => [t.key, []]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const t of targets) {
      const r = await cannon(t.path, { uncached: t.uncached });
      const seconds = r.seconds;
      rounds[t.key].push({
        rps: r.requests.total / seconds,
        p50: r.latency.p50,
        p99: r.latency.p99,
        ok: r["2xx"],
        bad: r.non2xx + r.errors + r.timeouts,
        seconds,
        cache: r.cache,
      });
    }
  }
  return targets.map((t) => {
    const rs = rounds[t.key];
    return {
      ...t,
      rps: median(rs.map((r) => r.rps)),
      p50: median(rs.map((r) => r.p50)),
      p99: median(rs.map((r) => r.p99)),
      ok: rs.reduce((s, r) => s + r.ok, 0),
      bad: rs.reduce((s, r) => s + r.bad, 0),
      seconds: rs.reduce((s, r) => s + r.seconds, 0),
      cacheCounts: rs.reduce((sum, r) => {
        for (const [k, v] of Object.entries(r.cache)) sum[k] = (sum[k] ?? 0) + v;
        return sum;
      }, {}),
    };
  });
}

// ---- the run ----
async function main() {
  if (!process.env.NO_BUILD) run("bash", ["scripts/build.sh"]);
  log("fresh local D1 with the demo data");
  run("bash", ["scripts/prepare-db.sh", state]);
  rmSync(ASSETS, { recursive: true, force: true });
  cpSync(join(ROOT, "web", "dist-dev"), ASSETS, { recursive: true });
  log(`starting the worker on ${BASE}`);
  await startWorker();
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_BIN ?? "/usr/bin/chromium",
    headless: true,
    args: CHROMIUM_FLAGS,
  });
  log(`seeding ${PRODUCTS} products, their covers through the cabinet`);
  const { products, token } = await seed();
  const coverBytes = await uploadCovers(products, token);
  log(`covers: originals of ${kb(coverBytes.original.bytes)}, s400 squares of ${kb(coverBytes.s400.bytes)} (${coverBytes.s400.type})`);
  const names = products.map((p) => p.name);
  const product = products[0];

  // the page's bytes as the edge serves them, then the same bytes as a static asset of the same worker
  const shopAnswer = await fetch(`${SHOP_BASE}/s/${SHOP}`, { headers: { "accept-language": "en-US,en;q=0.9" } });
  const shopBytes = Buffer.from(await shopAnswer.arrayBuffer());
  if (shopAnswer.status !== 200) throw new Error(`GET /s/${SHOP}: ${shopAnswer.status}`);
  mkdirSync(join(ASSETS, "bench"), { recursive: true });
  writeFileSync(join(ASSETS, "bench", "shop.html"), shopBytes);
  log("restarting the worker with the page as a static asset");
  await stopWorker();
  await startWorker();
  const staticAnswer = await fetch(`${BASE}${STATIC_PATH}`, { redirect: "manual" });
  const asStatic = Buffer.from(await staticAnswer.arrayBuffer());
  if (staticAnswer.status !== 200 || !asStatic.equals(shopBytes)) {
    throw new Error(`${STATIC_PATH} answers ${staticAnswer.status}, not the shop page's ${shopBytes.length} bytes`);
  }

  log("content without script");
  const shopNoJs = await withoutScript(`/s/${SHOP}`, names);
  const productNoJs = await withoutScript(`/s/${SHOP}/products/${product.id}`, [product.name]);
  // the edge's cache warm for the browser's language, as a second visitor finds it
  for (const path of [`/s/${SHOP}`, `/s/${SHOP}/products/${product.id}`]) {
    await fetch(`${BASE}${path}`, { headers: { "accept-language": "en-US,en;q=0.9" } }).then((r) => r.arrayBuffer());
  }
  log(`largest contentful paint, ${RUNS} cold loads per page`);
  const lcps = [await lcpOf("shop page", `/s/${SHOP}`), await lcpOf("product page", `/s/${SHOP}/products/${product.id}`)];
  log("the payment page's script and wasm");
  const pay = await paymentPage(product);
  await browser.close();
  log(`throughput: ${ROUNDS} rounds of ${AMOUNT} requests over ${CONNECTIONS} connections per target`);
  const speeds = await throughput();

  // ---- report ----
  const verdict = (ok, what) => {
    if (!ok) failures.push(what);
    return ok ? "yes" : "NO";
  };
  console.log("\nLargest contentful paint on a throttled phone (median of cold loads; edge cache warm)");
  console.table(
    lcps.map((l) => ({
      page: `${l.label} ${l.path}`,
      "LCP (ms)": Math.round(l.lcpMs),
      runs: l.lcpRunsMs.join(" "),
      "LCP element": l.lcpElement,
      "FCP (ms)": Math.round(l.fcpMs),
      "HTML in (ms)": Math.round(l.htmlMs),
      scripts: l.scripts,
      transferred: kb(l.transferred),
      "<= 1.5 s": verdict(SMOKE || l.lcpMs <= BUDGET.lcpMs, `${l.label}: LCP ${Math.round(l.lcpMs)} ms`),
    })),
  );
  console.log("\nContent without script");
  console.table(
    [
      ["shop page", shopNoJs],
      ["product page", productNoJs],
    ].map(([page, c]) => ({
      page,
      status: c.status,
      "HTML bytes": c.htmlBytes,
      "names in the raw HTML": `${c.inHtml} of ${c.of}`,
      "names read with JS off": `${c.jsOff} of ${c.of}`,
      "Sellwerk-Cache": c.cache,
      "Cache-Control": c.cacheControl,
      "readable without script": verdict(c.inHtml === c.of && c.jsOff === c.of, `${page}: names without script`),
    })),
  );
  console.log(`\nThe payment page: script and wasm (gzip -9 of each body); the e-mail field took typing after ${pay.typeableMs} ms`);
  console.table([
    {
      measure: "script before the e-mail field takes typing",
      gzipped: kb(pay.before.script.gz),
      raw: kb(pay.before.script.raw),
      files: pay.before.script.files.length,
      budget: "60 KB",
      within: verdict(pay.before.script.gz <= BUDGET.scriptGz, `payment page script ${kb(pay.before.script.gz)}`),
    },
    {
      measure: "wasm before the e-mail field takes typing",
      gzipped: kb(pay.before.wasm.gz),
      raw: kb(pay.before.wasm.raw),
      files: pay.before.wasm.files.length,
      budget: "151 KB",
      within: verdict(pay.before.wasm.gz <= BUDGET.wasmGz, `payment page wasm ${kb(pay.before.wasm.gz)}`),
    },
    {
      measure: "script until the network is quiet",
      gzipped: kb(pay.quiet.script.gz),
      raw: kb(pay.quiet.script.raw),
      files: pay.quiet.script.files.length,
    },
    {
      measure: "wasm until the network is quiet",
      gzipped: kb(pay.quiet.wasm.gz),
      raw: kb(pay.quiet.wasm.raw),
      files: pay.quiet.wasm.files.length,
    },
  ]);
  for (const f of [...pay.quiet.script.files, ...pay.quiet.wasm.files]) console.log(`  ${f}`);
  const staticRps = speeds[0].rps;
  console.log(
    `\nThroughput on loopback (autocannon: ${AMOUNT} requests x ${ROUNDS} rounds over ${CONNECTIONS} connections; medians of the rounds)`,
  );
  console.table(
    speeds.map((s) => ({
      target: s.what,
      "req/s": s.rps.toFixed(0),
      "p50 (ms)": s.p50,
      "p99 (ms)": s.p99,
      "2xx": s.ok,
      "other/errors": s.bad,
      "Sellwerk-Cache": Object.entries(s.cacheCounts)
        .map(([k, v]) => `${v} ${k}`)
        .join(", "),
      "ratio to static": (s.rps / staticRps).toFixed(2),
      budget: s.key === "cached" ? ">= 0.8" : s.key === "uncached" ? ">= 0.5" : "",
      within:
        s.key === "static"
          ? ""
          : verdict(
              s.bad === 0 && s.cacheCounts[s.key === "cached" ? "hit" : "miss"] === s.ok && (SMOKE || s.rps / staticRps >= BUDGET[s.key]),
              `${s.key}: ratio ${(s.rps / staticRps).toFixed(2)}, ${s.bad} failed, Sellwerk-Cache ${JSON.stringify(s.cacheCounts)}`,
            ),
    })),
  );
  const result = {
    at: new Date().toISOString(),
    conditions: {
      network: NETWORK,
      cpuSlowdown: CPU_SLOWDOWN,
      phone: PHONE,
      runs: RUNS,
      amount: AMOUNT,
      connections: CONNECTIONS,
      rounds: ROUNDS,
      products: PRODUCTS,
      coverBytes,
      shopPageBytes: shopBytes.length,
    },
    lcps,
    withoutScript: { shop: shopNoJs, product: productNoJs },
    paymentPage: pay,
    throughput: speeds,
    failures,
  };
  const dir = join(ROOT, "bench", "results");
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `storefront-${result.at.replace(/[:.]/g, "-")}.json`);
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`\n${failures.length === 0 ? "Every budget met." : `Missed: ${failures.join("; ")}`} Results: ${file}`);
}

let code = 0;
try {
  await main();
  if (failures.length > 0) code = 1;
} catch (e) {
  console.error(e);
  code = 2;
} finally {
  await browser?.close().catch(() => {});
  await stopWorker();
  rmSync(state, { recursive: true, force: true });
  if (existsSync(ASSETS) && !process.env.KEEP_ASSETS) rmSync(ASSETS, { recursive: true, force: true });
}
process.exit(code);
