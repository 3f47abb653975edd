import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// How many test files run at once, each pool of the edge project with its
// own worker and state (tests/support/server.ts): SELLWERK_TEST_WORKERS, or
// one per CPU core (2 on the CI machine), at most 4. Both projects run in
// the same group, which takes one number for both.
const fromEnv = Number(process.env.SELLWERK_TEST_WORKERS);
const workers = Number.isInteger(fromEnv) && fromEnv > 0 ? fromEnv : Math.min(4, Math.max(1, availableParallelism()));

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["web/src/**/*.test.ts"],
          setupFiles: ["web/src/core/unit-setup.ts"],
          maxWorkers: workers,
        },
      },
      {
        test: {
          name: "edge",
          // Integration tests against the built worker in workerd (real
          // local D1, R2 and Queues) and browser tests in headless Chromium.
          include: ["tests/**/*.test.ts"],
          globalSetup: ["tests/support/server.ts"],
          maxWorkers: workers,
          // A pool's process serves its files one after another, keeping
          // its Chromium (tests/support/browser.ts) from file to file. No
          // test file mocks modules or changes globals, and each opens its
          // own browser context, so nothing else is carried over.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
