// Starts the real product exactly as `npm start` does (scripts/dev.sh): the
// built worker under `wrangler dev` (workerd with local D1, R2 and Queues)
// in a fresh state directory, migrated and loaded with the demo data, on a
// free port. The development build serves the integration and browser
// tests (tests/support/server.ts); the production build
// (`SELLWERK_MODE=production`) serves tests/production.test.ts.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

const root = join(import.meta.dirname, "..", "..");

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (address && typeof address === "object" ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

async function waitForAnswer(url: string, child: ChildProcess, output: () => string) {
  for (let attempt = 0; attempt < 600; attempt++) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited early:\n${output()}`);
    try {
      // any answer of the worker (a misconfigured one answers 503)
      const response = await fetch(`${url}/v1/health`);
      if (response.ok || response.status === 503) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`wrangler dev did not answer:\n${output()}`);
}

export type Worker = {
  baseUrl: string;
  /** The state directory (local D1, R2, Queues; the mail stand-in's files in production mode). */
  state: string;
  /** What wrangler printed so far. */
  output: () => string;
  stop: () => void;
};

/**
 * Starts the worker. `mode` is SELLWERK_MODE; `env` adds to (or, with `""`,
 * empties) the settings scripts/dev.sh passes in production mode.
 */
export async function startWorker(mode: "development" | "production", env: Record<string, string> = {}): Promise<Worker> {
  const state = mkdtempSync(join(tmpdir(), `sellwerk-${mode}-`));
  const [port, inspectorPort] = [await freePort(), await freePort()];
  let log = "";
  const child = spawn("bash", [join(root, "scripts", "dev.sh")], {
    cwd: root,
    env: {
      ...process.env,
      ...env,
      SELLWERK_MODE: mode,
      SELLWERK_STATE: state,
      PORT: String(port),
      INSPECTOR_PORT: String(inspectorPort),
      WRANGLER_LOG: "warn",
    },
    // its own process group, so that stopping ends wrangler, workerd and the mail stand-in together
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (d: Buffer) => (log += d.toString()));
  child.stderr?.on("data", (d: Buffer) => (log += d.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = () => {
    if (child.pid !== undefined && child.exitCode === null) process.kill(-child.pid, "SIGTERM");
    rmSync(state, { recursive: true, force: true });
  };
  try {
    await waitForAnswer(baseUrl, child, () => log);
  } catch (e) {
    stop();
    throw e;
  }
  return { baseUrl, state, output: () => log, stop };
}

/** The mails a production-mode worker sent to the loopback stand-in. */
export async function standinMails(worker: Worker): Promise<{ to: string; subject: string; text: string }[]> {
  const port = readFileSync(join(worker.state, "mail-port"), "utf8").trim();
  const response = await fetch(`http://127.0.0.1:${port}/mails`);
  return ((await response.json()) as { list: { to: string; subject: string; text: string }[] }).list;
}
