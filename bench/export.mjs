// The background CSV export of the large seller (bench/lists.sh runs it
// after bench/lists.mjs, on the same seeded history and counting worker):
// switches the development build's export chunks to production's sizes
// (POST /v1/dev/faults {"export_production_sizes": true}: 10 pages of 5,000
// rows), starts an export of every order of the demo seller, waits until it
// is done and reports the chunks (queue invocations), the D1 statements and
// rows read per chunk from the counting worker (label `queue
// export_chunk_v1`: each chunk is one message, sent by the chunk before,
// so a batch holds one), the rows and bytes written and the wall time, and
// the statements of the download's start. The goal (issue 15): the export
// completes, no invocation near the platform's limits (1,000 subrequests
// paid, 50 free). Nothing here is asserted.
import { countingClient } from "./counting-client.mjs";

const url = process.argv[2];
const TIMEOUT_MS = 60_000;
const MAX_WAIT_MS = Number(process.env.EXPORT_MAX_WAIT_MS ?? 2 * 60 * 60 * 1000);

const { call, stats, signInDemo } = countingClient(url, { address: "198.18.3.2", timeoutMs: TIMEOUT_MS });

const token = await signInDemo();

const sized = await call("POST", "/v1/dev/faults", { json: { export_production_sizes: true } });
if (sized.status !== 200) throw new Error(`faults: ${sized.status} ${sized.text.slice(0, 300)}`);

const label = "queue export_chunk_v1";
const before = await stats(label);
const started = Date.now();
const made = await call("POST", "/v1/cabinet/exports", { json: { kind: "orders", query: "" }, token });
if (made.status !== 202) throw new Error(`start: ${made.status} ${made.text.slice(0, 300)}`);
const id = made.body.export.id;
let current = made.body.export;
let shown = 0;
while (current.state === "queued" || current.state === "running") {
  if (Date.now() - started > MAX_WAIT_MS) throw new Error(`export ${id} not done after ${MAX_WAIT_MS} ms: ${JSON.stringify(current)}`);
  await new Promise((r) => setTimeout(r, 2000));
  current = (await call("GET", `/v1/cabinet/exports/${id}`, { token })).body.export;
  if (current.parts >= shown + 20) {
    shown = current.parts;
    console.log(`  ${current.parts} parts, ${current.rows_written} rows, ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
}
const seconds = (Date.now() - started) / 1000;
const after = await stats(label);
const chunks = current.parts;
const statements = after.statements - before.statements;
const roundTrips = after.round_trips - before.round_trips;
const rowsRead = after.rows_read - before.rows_read;

// the download's own statements (its first bytes: the export and its parts)
const downloadLabel = "GET /v1/cabinet/exports/" + id + "/download";
const downloadBefore = await stats(downloadLabel);
const download = await fetch(`${url}/v1/cabinet/exports/${id}/download`, { headers: { authorization: `Bearer ${token}` } });
const reader = download.body.getReader();
let bytes = 0;
for (;;) {
  const { done, value } = await reader.read();
  if (done) break;
  bytes += value.length;
}
const downloadAfter = await stats(downloadLabel);

await call("POST", "/v1/dev/faults", { json: { export_production_sizes: false } });

const report = {
  export: id,
  state: current.state,
  rows_written: current.rows_written,
  bytes: current.bytes,
  downloaded_bytes: bytes,
  chunks,
  seconds: Number(seconds.toFixed(1)),
  per_chunk: {
    d1_round_trips: Number((roundTrips / Math.max(chunks, 1)).toFixed(2)),
    d1_statements: Number((statements / Math.max(chunks, 1)).toFixed(2)),
    rows_read: Math.round(rowsRead / Math.max(chunks, 1)),
  },
  download: {
    status: download.status,
    d1_statements: downloadAfter.statements - downloadBefore.statements,
    r2_reads: chunks,
  },
};
console.log(JSON.stringify(report, null, 2));
