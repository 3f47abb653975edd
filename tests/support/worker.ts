// Starts the real product exactly as `npm start` does (scripts/dev.sh): the
// built worker under `wrangler dev` (workerd with local D1, R2 and Queues)
// in a fresh state directory, migrated and loaded with the demo data, on a
// free port. The development build serves the integration and browser
// tests (tests/support/server.ts, one worker per vitest pool); the
// production build (`SELLWERK_MODE=production`) serves
// tests/production.test.ts. Several workers come from one build and one
// prepared state ([`startWorkers`]): each starts on its own copy.
import { spawn, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";

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

type Mode = "development" | "production";

/** Runs one of scripts/ to its end; its output goes into the error when it fails. */
function script(name: string, args: string[], env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn("bash", [join(root, "scripts", name), ...args], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let log = "";
    child.stdout.on("data", (d: Buffer) => (log += d.toString()));
    child.stderr.on("data", (d: Buffer) => (log += d.toString()));
    child.once("error", reject);
    child.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`scripts/${name} failed (${code}):\n${log}`))));
  });
}

/**
 * scripts/test.sh builds the production worker in the background while the
 * tests run, and names in SELLWERK_PRODUCTION_BUILT the file it writes the
 * build's exit status to: a production worker waits for that (a second
 * build of the same files beside it would race it), then build.sh finds
 * everything built. Without the variable there is nothing to wait for.
 */
async function backgroundBuild(): Promise<void> {
  const done = process.env.SELLWERK_PRODUCTION_BUILT;
  if (!done) return;
  for (let waited = 0; !existsSync(done); waited += 500) {
    if (waited > 1_440_000) throw new Error(`the background production build did not finish (no ${done})`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const status = readFileSync(done, "utf8").trim();
  if (status !== "0") throw new Error(`the background production build failed (status ${status}); scripts/test.sh prints its log`);
}

/** Every file under `dir` (a file: itself), sorted, for a hash of their contents. */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  if (!statSync(dir).isDirectory()) return [dir];
  return readdirSync(dir)
    .sort()
    .flatMap((name) => filesUnder(join(dir, name)));
}

/**
 * The prepared state (scripts/prepare-db.sh: migrations, demo data, the
 * demo files) depends only on these: a change to any of them prepares anew.
 */
const STATE_INPUTS = [
  "scripts/prepare-db.sh",
  "scripts/lib.sh",
  "wrangler.toml",
  "wrangler.app.toml",
  "edge/migrations",
  "edge/seed",
  "node_modules/wrangler/package.json",
];

/** Where prepared states are kept between runs, each under the hash of what it was made from. */
const stateCache = join(root, "target", "test-state");

/**
 * A fresh directory with the prepared state: a copy of the one kept from
 * an earlier run when nothing it was made from changed, otherwise
 * scripts/prepare-db.sh (six runs of wrangler, a minute or more of a busy
 * two-core machine) and a copy kept for the next run. The copy is what
 * [`startWorkers`] already gives each worker. The caller removes it.
 */
async function preparedState(mode: Mode): Promise<string> {
  const hash = createHash("sha256");
  for (const file of STATE_INPUTS.flatMap((input) => filesUnder(join(root, input)))) {
    hash.update(relative(root, file)).update("\0").update(readFileSync(file)).update("\0");
  }
  const kept = join(stateCache, hash.digest("hex").slice(0, 32));
  const template = mkdtempSync(join(tmpdir(), `sellwerk-${mode}-template-`));
  try {
    if (existsSync(join(kept, ".prepared"))) {
      cpSync(join(kept, "state"), template, { recursive: true });
      return template;
    }
    await script("prepare-db.sh", [template], {});
    // written aside and renamed: a run beside this one (the production
    // worker's) never copies half a state, and the first to finish keeps its copy
    const aside = `${kept}.${process.pid}.${Date.now()}`;
    try {
      cpSync(template, join(aside, "state"), { recursive: true });
      writeFileSync(join(aside, ".prepared"), "");
      renameSync(aside, kept);
    } catch {
      rmSync(aside, { recursive: true, force: true });
    }
    return template;
  } catch (e) {
    rmSync(template, { recursive: true, force: true });
    throw e;
  }
}

/**
 * Builds what `mode` serves (scripts/build.sh, skipped when nothing
 * changed) and prepares one state directory (migrations, demo data), once
 * for all the workers started from it. The caller removes the directory.
 */
async function prepare(mode: Mode): Promise<string> {
  if (mode === "production") await backgroundBuild();
  await script("build.sh", [], { SELLWERK_MODE: mode });
  return preparedState(mode);
}

/**
 * Starts the worker. `mode` is SELLWERK_MODE; `env` adds to (or, with `""`,
 * empties) the settings scripts/dev.sh passes in production mode. With
 * `prepared` (a state directory from [`prepare`]) it starts on a copy of
 * that state without building; otherwise scripts/dev.sh builds and
 * prepares, as `npm start` does.
 */
export async function startWorker(mode: Mode, env: Record<string, string> = {}, prepared?: string): Promise<Worker> {
  const state = mkdtempSync(join(tmpdir(), `sellwerk-${mode}-`));
  if (prepared) cpSync(prepared, state, { recursive: true });
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
      SELLWERK_READY: prepared ? "1" : "",
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

/**
 * Starts one worker per entry of `envs` (each as [`startWorker`] with that
 * `env`), from one build and one prepared state: building or migrating
 * once per worker would only repeat the same work. All or none: when one
 * fails to start, the others are stopped.
 */
export async function startWorkers(mode: Mode, envs: Record<string, string>[]): Promise<Worker[]> {
  const template = await prepare(mode);
  try {
    const started = await Promise.allSettled(envs.map((env) => startWorker(mode, env, template)));
    const failed = started.find((s) => s.status === "rejected");
    if (failed) {
      for (const s of started) if (s.status === "fulfilled") s.value.stop();
      throw failed.reason;
    }
    return started.map((s) => (s as PromiseFulfilledResult<Worker>).value);
  } finally {
    rmSync(template, { recursive: true, force: true });
  }
}

/** The mails a production-mode worker sent to the loopback stand-in. */
export async function standinMails(worker: Worker): Promise<{ to: string; subject: string; text: string }[]> {
  const port = readFileSync(join(worker.state, "mail-port"), "utf8").trim();
  const response = await fetch(`http://127.0.0.1:${port}/mails`);
  return ((await response.json()) as { list: { to: string; subject: string; text: string }[] }).list;
}
