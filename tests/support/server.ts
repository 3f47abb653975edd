// Starts the real product for the integration and browser tests exactly as
// `npm start` does (scripts/dev.sh): the built worker under `wrangler dev`
// (workerd with local D1, R2 and Queues), here in a fresh state directory,
// migrated and loaded with the demo data, on a free port.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    /** wrangler's state directory (local D1 and R2), for tests that check what is stored at rest. */
    stateDir: string;
  }
}

const root = join(import.meta.dirname, "..", "..");

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (address && typeof address === "object" ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string) {
  for (let attempt = 0; attempt < 240; attempt++) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited early:\n${output()}`);
    try {
      const response = await fetch(`${url}/v1/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`wrangler dev did not become healthy:\n${output()}`);
}

export default async function setup(project: TestProject) {
  const state = mkdtempSync(join(tmpdir(), "sellwerk-test-"));
  const [port, inspectorPort] = [await freePort(), await freePort()];
  let log = "";
  const child = spawn("bash", [join(root, "scripts", "dev.sh")], {
    cwd: root,
    env: {
      ...process.env,
      SELLWERK_STATE: state,
      PORT: String(port),
      INSPECTOR_PORT: String(inspectorPort),
      WRANGLER_LOG: "warn",
    },
    // its own process group, so that teardown stops wrangler and workerd together
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (d: Buffer) => (log += d.toString()));
  child.stderr?.on("data", (d: Buffer) => (log += d.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, child, () => log);
  project.provide("baseUrl", baseUrl);
  project.provide("stateDir", state);

  return () => {
    if (child.pid !== undefined && child.exitCode === null) process.kill(-child.pid, "SIGTERM");
    rmSync(state, { recursive: true, force: true });
  };
}
