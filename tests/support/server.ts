// vitest's global setup: the development build of the real product for the
// integration and browser tests, started as `npm start` does
// (tests/support/worker.ts).
import type { TestProject } from "vitest/node";
import { startWorker } from "./worker";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    /** wrangler's state directory (local D1 and R2), for tests that check what is stored at rest. */
    stateDir: string;
  }
}

export default async function setup(project: TestProject) {
  const worker = await startWorker("development");
  project.provide("baseUrl", worker.baseUrl);
  project.provide("stateDir", worker.state);
  return () => worker.stop();
}
