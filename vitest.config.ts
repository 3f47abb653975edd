import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["web/src/**/*.test.ts"],
        },
      },
      {
        test: {
          name: "edge",
          // Integration tests against the built worker in workerd (real
          // local D1, R2 and Queues) and browser tests in headless Chromium.
          include: ["tests/**/*.test.ts"],
          globalSetup: ["tests/support/server.ts"],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
