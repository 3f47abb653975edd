// The Spin host (hosts/spin) as the tests and the host benchmark run it:
// built by scripts/build-spin.sh (nothing to do when `npm test` built it
// already) and served by scripts/spin-serve.mjs on a free loopback port.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../..", import.meta.url));

/** A running Spin host: its origin, and how to stop it. */
export type SpinHost = { url: string; stop: () => void };

/**
 * Builds the component when it is missing or stale (minutes from a fresh
 * clone, when `npm test` did not build it first), then serves it; resolves
 * when it listens.
 */
export async function startSpinHost(): Promise<SpinHost> {
  await new Promise<void>((resolve, reject) => {
    const build = spawn("bash", ["scripts/build-spin.sh"], { cwd: root, stdio: ["ignore", "ignore", "pipe"] });
    let errors = "";
    build.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString()));
    build.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`building the Spin host failed:\n${errors}`))));
  });
  const child = spawn(process.execPath, ["scripts/spin-serve.mjs", "--port", "0"], { cwd: root, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  const url = await new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (listening?.[1]) resolve(listening[1]);
    };
    child.stdout.on("data", read);
    child.stderr.on("data", read);
    child.on("exit", (code) => reject(new Error(`the Spin host stopped (${code}) before it listened:\n${output}`)));
  });
  return { url, stop: () => child.kill("SIGTERM") };
}
