// The two hosts of the stateless buyer path, in one run on loopback:
// `npm run bench:hosts`. It builds what changed (NO_BUILD=1 skips it),
// loads a fresh local D1 with the demo data, starts the development build
// of the Workers host under `wrangler dev` and the Spin host
// (hosts/spin, served by scripts/spin-serve.mjs), and measures with
// autocannon (AMOUNT requests over CONNECTIONS connections per target and
// round, each request given up after 10 s, every run stopped after 120 s
// at most, ROUNDS rounds interleaved, medians reported):
//
// - render: the Workers host's public shop page rendered for every
//   request (`sellwerk-bench: uncached`: the development build then reads
//   nothing of its edge cache, so each request reads D1 and renders)
//   against the Spin host's `POST /v1/render` of that page's snapshot;
//   and, for scale, the Workers host's page from its edge cache;
// - quote: the Workers host's `POST /v1/checkout/quote` of a demo
//   product (D1 and core) against the Spin host's `POST /v1/quote` of the
//   same terms (core only).
//
// Before measuring it checks that both hosts answer the same bytes for
// the page and the quote (as tests/spin-parity.test.ts does), so the rates
// are of the same answers. The ratio of each pair is Spin over Workers,
// measured in the same run. Prints a table and writes
// bench/results/hosts-<time>.json; exits 1 when a check fails or a run had
// failed requests. SMOKE=1 or BENCH_SMOKE=1 (bench/smoke.sh, part of
// `npm test`): one short round (a check that it runs).
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import "../scripts/localhost.mjs";
import { becameHealthy, siteVars, sleep } from "./common.mjs";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const SMOKE = process.env.SMOKE === "1" || Boolean(process.env.BENCH_SMOKE);
const PORT = Number(process.env.PORT ?? 8795);
const BASE = `http://127.0.0.1:${PORT}`;
const SHOP = "demo";
// the shop's pages are of its own site, on the same loopback port
const SHOP_HOST = `${SHOP}.shops.localhost:${PORT}`;
const SHOP_BASE = `http://${SHOP_HOST}`;
const AMOUNT = Number(process.env.AMOUNT ?? (SMOKE ? 40 : 1000));
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 10);
const ROUNDS = Number(process.env.ROUNDS ?? (SMOKE ? 1 : 3));
const RUN_LIMIT_MS = 120_000;
const DEMO = { email: "demo@sellwerk.test", password: "demo-password" };
const START = "2026-12-07T09:30:00Z";
const ZONE = "Europe/Berlin";
const core = createRequire(import.meta.url)("../wasm-pkg/pkg-node/sellwerk_wasm.js");

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : 0;
};

function run(cmd, args) {
  const r = spawnSync(cmd, args, { cwd: ROOT, stdio: ["ignore", "inherit", "inherit"] });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(" ")} failed (${r.status})`);
}

// ---- the hosts ----
const state = mkdtempSync(join(tmpdir(), "hosts-bench-"));
const children = [];

/** Starts `cmd` in its own process group (so what it starts goes down with it); its output collected. */
function start(cmd, args) {
  const child = spawn(cmd, args, {
    cwd: ROOT,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", X_LOCAL_OBSERVABILITY: "false" },
  });
  const out = { text: "" };
  child.stdout.on("data", (d) => (out.text += d));
  child.stderr.on("data", (d) => (out.text += d));
  children.push(child);
  return { child, out };
}

async function startWorkers() {
  const { out } = start("wrangler", [
    "dev",
    "--env",
    "dev",
    "--persist-to",
    state,
    "--ip",
    "127.0.0.1",
    "--port",
    String(PORT),
    ...siteVars(PORT),
  ]);
  if (await becameHealthy(BASE)) return;
  throw new Error(`the Workers host did not become healthy:\n${out.text}`);
}

async function startSpin() {
  const { out } = start(process.execPath, ["scripts/spin-serve.mjs", "--port", "0"]);
  for (let i = 0; i < 600; i++) {
    const listening = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out.text);
    if (listening) return listening[1];
    await sleep(100);
  }
  throw new Error(`the Spin host did not listen:\n${out.text}`);
}

function stopAll() {
  for (const child of children) {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // gone already
    }
  }
  rmSync(state, { recursive: true, force: true });
}

// ---- the API ----
async function call(base, method, path, { json, token, headers = {} } = {}) {
  const response = await fetch(`${base}${path}`, {
    method,
    redirect: "manual",
    headers: {
      ...(json === undefined ? {} : { "content-type": "application/json" }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: json === undefined ? undefined : typeof json === "string" ? json : JSON.stringify(json),
  });
  const text = await response.text();
  let body = {};
  try {
    body = JSON.parse(text);
  } catch {
    // HTML
  }
  return { status: response.status, text, body };
}

async function must(base, method, path, options) {
  const answer = await call(base, method, path, options);
  if (answer.status >= 300) throw new Error(`${method} ${path}: ${answer.status} ${answer.text.slice(0, 300)}`);
  return answer;
}

/** The demo shop's page to render (a published copy of core's sample shop page), its snapshot, and a quote's two requests. */
async function prepare(spin) {
  const session = await must(BASE, "POST", "/v1/app/session", { json: DEMO, headers: { "cf-connecting-ip": "203.0.113.240" } });
  const token = session.body.access_token;
  const doc = core.samplePages().find((d) => d.type === "shop");
  const made = await must(BASE, "POST", "/v1/cabinet/pages", {
    token,
    json: { page_type: "shop", path: "bench-hosts", title: "Bench", document: doc },
  });
  const id = made.body.page?.id ?? made.body.id;
  await must(BASE, "POST", `/v1/cabinet/pages/${id}/publish`, { token, json: {} });
  const snapshot = await must(BASE, "GET", `/v1/cabinet/pages/${id}/render_input?version=published`, { token });
  const path = snapshot.body.public_path;
  const input = { ...snapshot.body.input, locale: "en" };
  const pageHeaders = { host: SHOP_HOST, "accept-language": "en", cookie: "sw_locale=en" };

  const product = (await must(BASE, "GET", `/v1/shop/${SHOP}/products/1`)).body.product;
  const plan = (product.pricing_plans ?? product.plans)[0];
  const buyer = { country: "DE", business: false };
  const edgeQuote = { product_id: product.id, plan_id: plan.id, buyer, start: START, time_zone: ZONE };
  const spinQuote = {
    seller: product.seller.terms,
    currency: plan.currency,
    items: [{ product_id: product.id, role: "main", supply: product.supply, plan: plan.terms }],
    buyer,
    start: START,
    time_zone: ZONE,
  };

  // the same bytes from both, or the rates compare different work
  // (fetch sends its own Host: the shop's site by its name)
  const named = Object.fromEntries(Object.entries(pageHeaders).filter(([name]) => name !== "host"));
  const edgePage = await call(SHOP_BASE, "GET", path, { headers: { ...named, "sellwerk-bench": "uncached" } });
  const spinPage = await call(spin, "POST", "/v1/render", { json: input });
  const withoutNonce = (html) => html.replace(/ nonce="[\w-]+"/g, "");
  if (edgePage.status !== 200 || spinPage.status !== 200 || withoutNonce(edgePage.text) !== spinPage.text)
    throw new Error(`the hosts' pages differ (${edgePage.status} / ${spinPage.status})`);
  const edgeQuoted = await call(BASE, "POST", "/v1/checkout/quote", { json: edgeQuote });
  const spinQuoted = await call(spin, "POST", "/v1/quote", { json: spinQuote });
  if (edgeQuoted.status !== 200 || spinQuoted.status !== 200 || !edgeQuoted.text.includes(`"quote":${spinQuoted.text},"legal":`))
    throw new Error(`the hosts' quotes differ (${edgeQuoted.status} / ${spinQuoted.status})`);
  return { path, pageHeaders, input, edgeQuote, spinQuote, pageBytes: spinPage.text.length };
}

// ---- throughput ----
/** One autocannon run of `request` at `url`; `seconds` from its start to the last answer. */
function cannon(url, request) {
  const began = performance.now();
  let last = began;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: CONNECTIONS,
        amount: AMOUNT,
        timeout: 10,
        requests: [{ ...request, onResponse: () => (last = performance.now()) }],
      },
      (error, result) => {
        clearTimeout(guard);
        if (error) reject(error);
        else resolve({ ...result, seconds: (last - began) / 1000 });
      },
    );
    // bounded: a stalled host cannot hold the bench
    const guard = setTimeout(() => instance.stop(), RUN_LIMIT_MS);
  });
}

async function main() {
  if (process.env.NO_BUILD !== "1") {
    run("bash", ["scripts/build.sh"]);
    run("bash", ["scripts/build-spin.sh"]);
  }
  run("bash", ["scripts/prepare-db.sh", state]);
  const [, spin] = await Promise.all([startWorkers(), startSpin()]);
  const p = await prepare(spin);
  const json = { "content-type": "application/json" };
  const targets = [
    {
      key: "workers_render",
      what: `Workers host: GET ${p.path}, rendered (D1 and core)`,
      url: BASE,
      request: { method: "GET", path: p.path, headers: { ...p.pageHeaders, "sellwerk-bench": "uncached" } },
    },
    {
      key: "spin_render",
      what: "Spin host: POST /v1/render of its snapshot (core)",
      url: spin,
      request: { method: "POST", path: "/v1/render", headers: json, body: JSON.stringify(p.input) },
    },
    {
      key: "workers_cached",
      what: `Workers host: GET ${p.path} from its edge cache`,
      url: BASE,
      request: { method: "GET", path: p.path, headers: p.pageHeaders },
    },
    {
      key: "workers_quote",
      what: "Workers host: POST /v1/checkout/quote (D1 and core)",
      url: BASE,
      request: { method: "POST", path: "/v1/checkout/quote", headers: json, body: JSON.stringify(p.edgeQuote) },
    },
    {
      key: "spin_quote",
      what: "Spin host: POST /v1/quote of the same terms (core)",
      url: spin,
      request: { method: "POST", path: "/v1/quote", headers: json, body: JSON.stringify(p.spinQuote) },
    },
  ];
  const rounds = Object.fromEntries(targets.map((t) => [t.key, []]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const t of targets) {
      const r = await cannon(t.url, t.request);
      rounds[t.key].push({
        rps: r.requests.total / r.seconds,
        p50: r.latency.p50,
        p99: r.latency.p99,
        ok: r["2xx"],
        bad: r.non2xx + r.errors + r.timeouts,
      });
    }
  }
  const results = targets.map((t) => {
    const rs = rounds[t.key];
    return {
      key: t.key,
      what: t.what,
      rps: median(rs.map((r) => r.rps)),
      p50: median(rs.map((r) => r.p50)),
      p99: median(rs.map((r) => r.p99)),
      ok: rs.reduce((s, r) => s + r.ok, 0),
      bad: rs.reduce((s, r) => s + r.bad, 0),
    };
  });
  const rate = (key) => results.find((r) => r.key === key)?.rps ?? 0;
  const ratios = {
    render: rate("spin_render") / rate("workers_render"),
    quote: rate("spin_quote") / rate("workers_quote"),
  };
  console.log(
    `\nhosts on loopback: ${AMOUNT} requests x ${ROUNDS} rounds per target, ${CONNECTIONS} connections, page ${p.pageBytes} bytes`,
  );
  console.log("| target | req/s | p50 ms | p99 ms | 2xx | failed |");
  console.log("| --- | ---: | ---: | ---: | ---: | ---: |");
  for (const r of results) console.log(`| ${r.what} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.ok} | ${r.bad} |`);
  console.log(`\nSpin / Workers: render ${ratios.render.toFixed(2)}x, quote ${ratios.quote.toFixed(2)}x`);
  mkdirSync(join(ROOT, "bench/results"), { recursive: true });
  const file = join(ROOT, "bench/results", `hosts-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
  writeFileSync(file, JSON.stringify({ amount: AMOUNT, rounds: ROUNDS, connections: CONNECTIONS, results, ratios }, null, 2));
  console.log(`written to ${file}`);
  if (results.some((r) => r.bad > 0)) throw new Error("some requests failed");
}

try {
  await main();
} catch (e) {
  console.error(e);
  process.exitCode = 1;
} finally {
  stopAll();
}
