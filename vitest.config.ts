import { readFileSync } from "node:fs";
import { join } from "node:path";
import { configDefaults, defineConfig } from "vitest/config";
import { filesUnder, matching } from "./tests/support/testFiles.ts";

const ROOT = import.meta.dirname;
const include = ["engine/**/*.test.ts", "server/**/*.test.ts", "renderer/**/*.test.{ts,tsx}", "fixtures/**/*.test.ts", "tests/**/*.test.{ts,tsx}"];
// The browser suite runs on its own (vitest.e2e.config.ts, npm run test:e2e).
const exclude = [...configDefaults.exclude, "tests/e2e/**"];

/**
 * Which files share their worker's modules (issue 30, decision 0056), read from each file, not
 * listed by hand:
 * - *isolated*: a file that replaces a module with vi.mock, or says `// vitest: own modules (why)`
 *   (a page drawn while its code loads, a toast or a session another file could leave behind);
 * - *pages*: the other files drawn in jsdom, sharing React and the renderer between files;
 * - *shared*: the rest (the engine, the server, the fixtures: each test builds its own app and
 *   database). A server file no longer evaluates the whole portal again, which took half its time
 *   (the server folder ran in 123 s shared against 281 s isolated on this machine; the jsdom files
 *   in 175 s against 277 s).
 */
const text = (file: string) => readFileSync(join(ROOT, file), "utf8");
const ownModules = (file: string) => /\bvi\.(do)?[mM]ock\(|^\/\/ vitest: own modules/m.test(text(file));
const drawn = (file: string) => /@vitest-environment\s+jsdom/.test(text(file));
// The suite as vitest would find it, read once to split it.
const files = matching(filesUnder(ROOT, ROOT), include, exclude);
const isolated = files.filter(ownModules);
const pages = files.filter((file) => !ownModules(file) && drawn(file));
const shared = files.filter((file) => !ownModules(file) && !drawn(file));

const common: { environment: "node"; setupFiles: string[]; expect: { poll: { timeout: number } }; testTimeout: number; hookTimeout: number } = {
  environment: "node",
  // findBy…/waitFor bounds, set once (tests/support/asyncWaits.ts).
  setupFiles: ["tests/support/asyncWaits.ts"],
  // expect.poll's bound, as generous as findBy's (its 1 s default failed a test on a busy machine).
  expect: { poll: { timeout: 15_000 } },
  // Generous: on a busy 2-core CI machine a full-stack test (a real app, a jsdom render, a CLI
  // process) can take tens of seconds; a real hang still fails.
  testTimeout: 60000,
  hookTimeout: 60000,
};

export default defineConfig({
  test: {
    // What the suite is (tests/fourteenth/testsReadingDefinitions.ts reads these); the projects split it.
    include,
    exclude,
    ...common,
    // One test file per core. vitest's default (cores less one) runs one file at a time on the
    // 2-core CI machine, leaving a core idle while a file waits on its app, a build or a child
    // process; every file has its own app and database (server/testing/buildApp.ts), so files
    // running side by side share nothing (issue 30, decision 0048).
    maxWorkers: "100%",
    projects: [
      { test: { ...common, name: "shared", include: shared, exclude, isolate: false } },
      { test: { ...common, name: "pages", include: pages, exclude, isolate: false, setupFiles: [...common.setupFiles, "tests/support/freshPage.ts"] } },
      { test: { ...common, name: "isolated", include: isolated, exclude } },
    ],
  },
});
