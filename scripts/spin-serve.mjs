// Serves the Spin component (hosts/spin, a wasi:http component) on
// 127.0.0.1 with the wasi:http runtime `jco serve` is made of: jco's
// transpiler turns the component into an ES module (once per build of the
// component), and preview2-shim's HTTP server calls its
// `wasi:http/incoming-handler` for each request.
//
//   node scripts/spin-serve.mjs [--port N] [--component PATH]
//
// Prints `spin host listening on http://127.0.0.1:PORT` when it answers
// (port 0: a free port, the line names it). Stops on SIGINT or SIGTERM.
import { existsSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import { dirname, join } from "node:path";
import { parseArgs } from "node:util";
import { transpile, writeFiles } from "@bytecodealliance/jco-transpile";
import { HTTPServer } from "@bytecodealliance/preview2-shim/http";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const { values } = parseArgs({
  options: {
    port: { type: "string", default: process.env.SPIN_PORT ?? "8790" },
    component: { type: "string", default: join(root, "target/wasm32-wasip2/spin/sellwerk_spin.wasm") },
  },
});
const component = values.component;
if (!existsSync(component)) {
  console.error(`no component at ${component}: run bash scripts/build-spin.sh first`);
  process.exit(1);
}
// inside the repository, so the module finds preview2-shim in node_modules
const out = join(root, "target/spin-js");
const entry = join(out, "sellwerk_spin.js");
const stamp = join(out, ".component-mtime");
const built = String(statSync(component).mtimeMs);
if (!existsSync(entry) || !existsSync(stamp) || readFileSync(stamp, "utf8") !== built) {
  const { files } = await transpile(component, { name: "sellwerk_spin", outDir: out });
  await writeFiles(files);
  writeFileSync(stamp, built);
}
const module = await import(pathToFileURL(entry).href);
const server = new HTTPServer(module.incomingHandler);
server.listen(Number(values.port), "127.0.0.1");
const { port } = server.address();
console.log(`spin host listening on http://127.0.0.1:${port}`);
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    server.stop();
    process.exit(0);
  });
}
