import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

// How many test files run at once, each pool of the edge project with its
// own worker and state (tests/support/server.ts): SELLWERK_TEST_WORKERS, or
// one per CPU core (2 on the CI machine), at most 4. Both projects run in
// the same group, which takes one number for both.
const fromEnv = Number(process.env.SELLWERK_TEST_WORKERS);
const workers = Number.isInteger(fromEnv) && fromEnv > 0 ? fromEnv : Math.min(4, Math.max(1, availableParallelism()));

// The files that take longest (a minute or two of screens), started first.
// Vitest orders a run by the durations it cached from the last one, and
// without a cache (a fresh clone, CI) by file size: these files are small,
// came last, and left one pool working alone for their length at the end
// of the run.
const HEAVY_FIRST = [
  "tests/screens-cabinet-browser.test.ts",
  "tests/screens-browser.test.ts",
  "tests/orders.test.ts",
  "tests/catalog-steps-browser.test.ts",
  "tests/fuzz-api.test.ts",
];

// The files that wait for something `npm test` builds beside vitest (the
// production worker: tests/support/worker.ts), started last: first, a pool
// would only wait for the build, for two minutes of a fresh clone's run.
const LAST = ["tests/production.test.ts"];

/** Vitest's order, with each project's files of HEAVY_FIRST moved to the front in that order, and those of LAST to the end. */
class HeavyFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (spec: TestSpecification) => {
      if (LAST.some((last) => spec.moduleId.endsWith(last))) return HEAVY_FIRST.length + 1;
      const at = HEAVY_FIRST.findIndex((heavy) => spec.moduleId.endsWith(heavy));
      return at < 0 ? HEAVY_FIRST.length : at;
    };
    const byProject = new Map<string, TestSpecification[]>();
    for (const spec of await super.sort(files)) {
      const name = spec.project.name;
      byProject.set(name, [...(byProject.get(name) ?? []), spec]);
    }
    // Array.prototype.sort is stable: the rest keep vitest's order
    return [...byProject.values()].flatMap((specs) => [...specs].sort((a, b) => rank(a) - rank(b)));
  }
}

export default defineConfig({
  test: {
    sequence: { sequencer: HeavyFirst },
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
          // Node finds the shops' and the files' sites (`*.localhost`)
          setupFiles: ["tests/support/localhost.ts"],
          maxWorkers: workers,
          // A pool's process serves its files one after another, keeping
          // its Chromium (tests/support/browser.ts) from file to file. No
          // test file mocks modules or changes globals, and each opens its
          // own browser context, so nothing else is carried over.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // expect.poll's own default (one second) is shorter than a
          // browser's answer on a loaded two-core machine: a preview that
          // re-renders after a debounce and a round trip to the edge, while
          // other pools build and test. A poll whose function waits for an
          // element (a locator's getAttribute) failed CI while its page was
          // still on the way. A poll that passes does not wait longer.
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
});
