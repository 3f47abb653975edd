// Quotes per second of the one-time quote (49.00 EUR gross, a 10 % coupon,
// several buyer countries), all measured in one run:
// - native Rust: `quote_json` in core/examples/quote_bench.rs, run by the
//   caller (bench/run.sh) and passed in as its JSON line;
// - wasm under Node: wasm-pkg's `quoteJson`, fed the same JSON strings, so
//   native and wasm do identical work;
// - JavaScript: the same quote on decimal.js (bench/js-quote.mjs), checked
//   to give the same amounts as the Rust quote before it is timed;
// - the edge on loopback under a bounded load (autocannon, fixed duration
//   and connection count; no request amount, which would override the
//   duration), reported as n/a when it does not answer the quote.
// Prints a table with ratios to native and whether the goals are
// met: wasm within 2x of native, and wasm at least as fast as the JS
// library. Ratios only, from the same run; no absolute thresholds.
import { createRequire } from "node:module";
import autocannon from "autocannon";
import { quoteJsonOneTime, quoteOneTime } from "./js-quote.mjs";

const require = createRequire(import.meta.url);
const core = require("../wasm-pkg/pkg-node/sellwerk_wasm.js");

const [nativeJson, edgeUrl] = process.argv.slice(2);
const native = JSON.parse(nativeJson).native_quotes_per_sec;

const PRICE = "49.00";
const COUPON_PERCENT = "10";
const countries = ["DE", "AT", "FR", "HU", "US", "FI"];

// The same request text as `request` in core/examples/quote_bench.rs.
function request(country) {
  return JSON.stringify({
    seller: { country: "DE", vat: { status: "vat_payer" }, prices_include_vat: true, payment_methods: ["card", "paypal"] },
    currency: "eur",
    items: [{ product_id: 1, role: "main", plan: { kind: "one_time", currency: "eur", price: PRICE } }],
    coupon: { code: "TEN", active: true, value: COUPON_PERCENT, value_form: "percents" },
    buyer: { country },
    payment_method: "card",
    start: "2026-11-22T10:00:00Z",
    time_zone: "Europe/Berlin",
  });
}
const requests = countries.map(request);
const jsInputs = countries.map((buyerCountry) => ({ price: PRICE, couponPercent: COUPON_PERCENT, buyerCountry }));

if (typeof core.quoteJson !== "function") {
  console.error("wasm-pkg/pkg-node does not export quoteJson; run `bash scripts/build.sh`");
  process.exit(1);
}

// The JS baseline must compute what the Rust quote computes.
for (const [i, country] of countries.entries()) {
  const answer = JSON.parse(core.quoteJson(requests[i]));
  if (!answer.ok) {
    console.error(`wasm did not quote ${country}: ${JSON.stringify(answer)}`);
    process.exit(1);
  }
  const p = answer.ok.due_now;
  const rust = { gross: p.gross, net: p.net, vat: p.vat, discount: p.discount };
  const { gross, net, vat, discount } = quoteOneTime(jsInputs[i]);
  const js = { gross, net, vat, discount };
  if (JSON.stringify(rust) !== JSON.stringify(js)) {
    console.error(`JS and Rust quotes differ for ${country}: rust ${JSON.stringify(rust)}, js ${JSON.stringify(js)}`);
    process.exit(1);
  }
}

// The like-for-like JS baseline answers byte for byte what core answers.
for (const [i, country] of countries.entries()) {
  const wasmText = core.quoteJson(requests[i]);
  const jsText = quoteJsonOneTime(requests[i]);
  if (wasmText !== jsText) {
    console.error(`JS (JSON in/out) and core differ for ${country}:\n core ${wasmText}\n js   ${jsText}`);
    process.exit(1);
  }
}

// Calls `f(i)` `iterations` times; returns calls per second.
function rate(f, iterations) {
  let sink = 0;
  const start = process.hrtime.bigint();
  for (let i = 0; i < iterations; i++) sink += f(i).length;
  const ns = process.hrtime.bigint() - start;
  if (sink < 0) console.log(sink); // keeps the results alive
  return Number((BigInt(iterations) * 1_000_000_000n) / ns);
}

const wasmQuote = (i) => core.quoteJson(requests[i % requests.length]);
const jsQuote = (i) => quoteOneTime(jsInputs[i % jsInputs.length]).gross;
const jsJsonQuote = (i) => quoteJsonOneTime(requests[i % requests.length]);

// BENCH_SMOKE (bench/smoke.sh): a hundredth of the calls
const scale = process.env.BENCH_SMOKE ? 100 : 1;
rate(wasmQuote, 10_000 / scale); // warm-up
rate(jsQuote, 50_000 / scale);
const wasm = rate(wasmQuote, 100_000 / scale);
const js = rate(jsQuote, 300_000 / scale);
rate(jsJsonQuote, 10_000 / scale);
const jsJson = rate(jsJsonQuote, 100_000 / scale);

// The edge: the stored demo product and plan, quoted through the API.
let edge = "n/a";
try {
  const result = await autocannon({
    url: `${edgeUrl}/v1/checkout/quote`,
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ product_id: 1, plan_id: 1, buyer: { country: "AT" } }),
    connections: 8,
    duration: process.env.BENCH_SMOKE ? 1 : 5,
  });
  if (result.non2xx > 0 || result.errors > 0 || result.requests.total === 0) {
    console.error(`edge: ${result.non2xx} non-2xx answers and ${result.errors} errors; edge row is n/a`);
  } else {
    edge = Math.round(result.requests.average);
  }
} catch (e) {
  console.error(`edge: ${e.message}; edge row is n/a`);
}

// a smoke run proves the benchmark still measures what it says
if (process.env.BENCH_SMOKE && edge === "n/a") process.exit(1);

const rows = [
  ["native (Rust quote_json, 1 thread)", native],
  ["wasm in Node (quoteJson, 1 thread)", wasm],
  ["JS on decimal.js, arithmetic only (1 thread)", js],
  ["JS on decimal.js, JSON in and out like core (1 thread)", jsJson],
  ["edge on loopback (8 connections)", edge],
];
console.log("\n| where | quotes/s | ratio to native |\n|---|---:|---:|");
for (const [name, r] of rows) {
  const ratio = typeof r === "number" ? (r / native).toFixed(4) : "n/a";
  console.log(`| ${name} | ${r} | ${ratio} |`);
}
const wasmToNative = wasm / native;
const wasmToJs = wasm / jsJson;
console.log(
  `\nGoal "wasm within 2x of native" (wasm/native >= 0.5): ${wasmToNative >= 0.5 ? "met" : "NOT met"} (${wasmToNative.toFixed(3)})`,
);
console.log(
  `Goal "wasm at least as fast as the JS library", like for like (wasm/js JSON >= 1): ${wasmToJs >= 1 ? "met" : "NOT met"} (${wasmToJs.toFixed(3)}; against arithmetic only: ${(wasm / js).toFixed(3)})`,
);
