// vitest's global setup: the development build of the real product for the
// integration and browser tests, started as `npm start` does
// (tests/support/worker.ts), once per vitest pool. Many tests move the
// worker's development state (the clock, faults, the dev mailbox), so files
// that run at the same time must not share a worker: each pool (vitest's
// VITEST_POOL_ID, 1 to maxWorkers) has its own worker and state, its files
// run one after another against it, and the pools run in parallel
// (tests/support/api.ts `baseUrl()` picks the pool's worker).
import type { TestProject } from "vitest/node";
import { startWorkers } from "./worker";

/** One worker of the run: its origin and wrangler's state directory (local D1 and R2). */
export type PoolWorker = { baseUrl: string; stateDir: string };

declare module "vitest" {
  export interface ProvidedContext {
    /** The workers of the run, the pool with VITEST_POOL_ID `n` using entry `n - 1` (modulo their number). */
    workers: PoolWorker[];
  }
}

/**
 * How many of this project's files the run selected (a run of one file
 * starts one worker), or undefined when vitest does not say. vitest keeps
 * the command line's file filters in `filenamePattern`, which its typings
 * leave out.
 */
async function selectedFiles(project: TestProject): Promise<number | undefined> {
  const filters = (project.vitest as unknown as { filenamePattern?: string[] }).filenamePattern;
  if (!Array.isArray(filters)) return undefined;
  try {
    const specs = await project.vitest.globTestSpecifications(filters);
    return specs.filter((s) => s.project.name === project.name).length;
  } catch {
    return undefined;
  }
}

export default async function setup(project: TestProject) {
  const pools = Math.max(1, project.config.maxWorkers);
  const files = await selectedFiles(project);
  const count = Math.max(1, Math.min(pools, files ?? pools));
  const workers = await startWorkers(
    "development",
    Array.from({ length: count }, () => ({})),
  );
  project.provide(
    "workers",
    workers.map((w) => ({ baseUrl: w.baseUrl, stateDir: w.state })),
  );
  return () => {
    for (const w of workers) w.stop();
  };
}
