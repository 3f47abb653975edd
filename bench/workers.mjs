// The workers of a deployment (ARCHITECTURE.md, "Workers per role"):
// `npm run bench:workers`. For each production build it reports what
// `wrangler deploy` uploads, compressed (the module and its script, gzip
// -9, as scripts/check-deploy.sh counts them), and its cold start: the
// time from starting a fresh workerd (miniflare, in this process) with
// only that worker to its first answer (`GET /v1/health`, which without
// the production secrets is the 503 `misconfigured`: the module is
// compiled, instantiated and its handler run all the same). workerd's own
// start is in every one of them, so a trivial worker's is measured too and
// taken off: what remains is the worker's own part.
//
// The workers: the buyer's (edge/build) and the app's (edge/build-app),
// against today's baseline, the single worker with both roles that was
// deployed before the split (edge/build-whole, `build-worker.sh whole`,
// built here when missing or stale). Each is started RUNS times
// (default 5), interleaved, and the medians compared: the ratio is the
// buyer's own cold start over the single worker's, measured in the same
// run. Prints a table and writes bench/results/workers-<time>.json.
//
// BENCH_SMOKE=1 (bench/smoke.sh, part of `npm test`): one start of each,
// without building the single worker (a production build of a minute or
// more of both cores for a check that the benchmark runs): the buyer's
// and the app's workers, which the test run builds, against the trivial
// worker; it waits for that build (SELLWERK_PRODUCTION_BUILT, as the
// production tests do). Its numbers are not judged.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { Miniflare, convertV4MiniflareOptions } from "miniflare";
import { sleep } from "./common.mjs";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const SMOKE = Boolean(process.env.BENCH_SMOKE);
const RUNS = SMOKE ? 1 : Number(process.env.RUNS ?? 5);
// the date of wrangler.toml
const COMPATIBILITY_DATE = /compatibility_date = "([0-9-]+)"/.exec(readFileSync(join(ROOT, "wrangler.toml"), "utf8"))[1];

const WORKERS = [
  { name: "buyer", dir: "edge/build" },
  { name: "app", dir: "edge/build-app" },
  ...(SMOKE ? [] : [{ name: "single (before the split)", dir: "edge/build-whole", flavour: "whole" }]),
];

/** Waits for the test run's background production build (scripts/test.sh). */
async function productionBuilt() {
  const done = process.env.SELLWERK_PRODUCTION_BUILT;
  if (!done) return;
  for (let waited = 0; !existsSync(done); waited += 500) {
    if (waited > 1_440_000) throw new Error(`the production build did not finish (no ${done})`);
    await sleep(500);
  }
  if (readFileSync(done, "utf8").trim() !== "0") throw new Error("the production build failed");
}

function build(flavour) {
  const run = spawnSync("bash", [join(ROOT, "scripts", "build-worker.sh"), flavour], { stdio: "inherit" });
  if (run.status !== 0) throw new Error(`build-worker.sh ${flavour} failed`);
}

/** What wrangler uploads of the build in `dir`, gzip -9. */
function compressedSize(dir) {
  const files = ["index.js", "index_bg.wasm"].map((f) => join(ROOT, dir, f));
  for (const f of files) if (!existsSync(f)) throw new Error(`${f} is missing: build it first`);
  return gzipSync(Buffer.concat(files.map((f) => readFileSync(f))), { level: 9 }).length;
}

/**
 * A workerd with one worker: milliseconds from its start to the first
 * answer. A Sellwerk worker's answer must be its own (a `Request-Id`: the
 * module ran, whatever it answered without its settings).
 */
async function coldStart(options, ours) {
  const started = performance.now();
  const mf = new Miniflare(convertV4MiniflareOptions({ compatibilityDate: COMPATIBILITY_DATE, host: "127.0.0.1", port: 0, ...options }));
  try {
    const answer = await mf.dispatchFetch("http://127.0.0.1/v1/health");
    await answer.arrayBuffer();
    if (ours && !answer.headers.get("request-id")) throw new Error(`not the worker's answer: ${answer.status}`);
    return performance.now() - started;
  } finally {
    await mf.dispose();
  }
}

const trivial = {
  modules: true,
  script: "export default { fetch() { return new Response('ok'); } };",
};

/** The built worker in `dir`: worker-build's script and its module. */
function workerOptions(dir) {
  const root = join(ROOT, dir);
  return {
    name: "sellwerk",
    modulesRoot: root,
    modules: [
      { type: "ESModule", path: join(root, "index.js") },
      { type: "CompiledWasm", path: join(root, "index_bg.wasm") },
    ],
  };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

if (SMOKE) await productionBuilt();
for (const w of WORKERS) if (w.flavour && !process.env.NO_BUILD) build(w.flavour);

const sizes = Object.fromEntries(WORKERS.map((w) => [w.name, compressedSize(w.dir)]));
const times = Object.fromEntries([["trivial", []], ...WORKERS.map((w) => [w.name, []])]);
for (let run = 0; run < RUNS; run++) {
  times.trivial.push(await coldStart(trivial, false));
  for (const w of WORKERS) times[w.name].push(await coldStart(workerOptions(w.dir), true));
}

const floor = median(times.trivial);
const rows = WORKERS.map((w) => {
  const total = median(times[w.name]);
  return { worker: w.name, gzip_bytes: sizes[w.name], cold_start_ms: Math.round(total), own_ms: Math.round(total - floor) };
});
console.log(`workerd's own start (a trivial worker): ${Math.round(floor)} ms, median of ${RUNS}`);
console.table(rows);
const single = rows.find((r) => r.worker.startsWith("single"));
const buyer = rows.find((r) => r.worker === "buyer");
if (single) {
  console.log(
    `the buyer's worker: ${(buyer.gzip_bytes / single.gzip_bytes).toFixed(2)} of the single worker's size, ` +
      `${(Math.max(buyer.own_ms, 1) / Math.max(single.own_ms, 1)).toFixed(2)} of its own cold start`,
  );
} else {
  console.log("(smoke run: no single worker built, no ratio)");
}
mkdirSync(join(ROOT, "bench", "results"), { recursive: true });
const file = join(ROOT, "bench", "results", `workers-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
writeFileSync(file, JSON.stringify({ runs: RUNS, trivial_ms: Math.round(floor), rows }, null, 2));
console.log(`written: ${file}`);
