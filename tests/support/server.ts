// vitest's global setup: the development build of the real product for the
// integration and browser tests, started as `npm start` does
// (tests/support/worker.ts).
import type { TestProject } from "vitest/node";
import { startWorker } from "./worker";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const worker = await startWorker("development");
  project.provide("baseUrl", worker.baseUrl);
  return () => worker.stop();
}
