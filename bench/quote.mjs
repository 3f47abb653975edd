// Quotes per second in three places: native Rust (measured by the caller),
// core in wasm under Node, and the edge on loopback under a bounded load
// (autocannon, fixed duration and connection count; no request amount, which would override the duration). Prints a table with
// ratios against the native baseline of the same run.
import { createRequire } from "node:module";
import autocannon from "autocannon";

const require = createRequire(import.meta.url);
const core = require("../wasm-pkg/pkg-node/sellwerk_wasm.js");

const [nativeJson, edgeUrl] = process.argv.slice(2);
const native = JSON.parse(nativeJson).native_quotes_per_sec;

const offer = {
  planKind: "one_time",
  currency: "eur",
  price: "49.00",
  payWhatYouWant: false,
  pricesIncludeVat: true,
  sellerCountry: "DE",
  sellerVat: { status: "vat_payer" },
};
const countries = ["DE", "AT", "FR", "HU", "US", "FI"];

function wasmRate(iterations) {
  const start = process.hrtime.bigint();
  for (let i = 0; i < iterations; i++) core.quote({ offer, buyerCountry: countries[i % countries.length] });
  const ns = process.hrtime.bigint() - start;
  return Number((BigInt(iterations) * 1_000_000_000n) / ns);
}

wasmRate(5_000); // warm-up
const wasm = wasmRate(100_000);

const result = await autocannon({
  url: `${edgeUrl}/v1/checkout/quote`,
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify({ product_id: 1, plan_id: 1, buyer_country: "AT" }),
  connections: 8,
  duration: 5,
});
if (result.non2xx > 0 || result.errors > 0) {
  console.error(`edge answered ${result.non2xx} non-2xx and ${result.errors} errors`);
  process.exit(1);
}
const edge = Math.round(result.requests.average);

const rows = [
  ["native (Rust, 1 thread)", native],
  ["wasm in Node (1 thread)", wasm],
  ["edge on loopback (8 connections)", edge],
];
console.log("\n| where | quotes/s | ratio to native |\n|---|---:|---:|");
for (const [name, rate] of rows) console.log(`| ${name} | ${rate} | ${(rate / native).toFixed(4)} |`);
