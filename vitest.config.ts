import { configDefaults, defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["engine/**/*.test.ts", "server/**/*.test.ts", "renderer/**/*.test.{ts,tsx}", "fixtures/**/*.test.ts", "tests/**/*.test.{ts,tsx}"],
    // The browser suite runs on its own (vitest.e2e.config.ts, npm run test:e2e).
    exclude: [...configDefaults.exclude, "tests/e2e/**"],
    environment: "node",
    // findBy…/waitFor bounds, set once (tests/support/asyncWaits.ts).
    setupFiles: ["tests/support/asyncWaits.ts"],
    // expect.poll's bound, as generous as findBy's (its 1 s default failed a test on a busy machine).
    expect: { poll: { timeout: 15_000 } },
    // Generous: on a busy 2-core CI machine a full-stack test (a real app, a jsdom render, a CLI
    // process) can take tens of seconds; a real hang still fails.
    testTimeout: 60000,
    hookTimeout: 60000,
    // One test file per core. vitest's default (cores less one) runs one file at a time on the
    // 2-core CI machine, leaving a core idle while a file waits on its app, a build or a child
    // process; every file has its own app and database (server/testing/buildApp.ts), so files
    // running side by side share nothing (issue 30, decision 0048).
    maxWorkers: "100%",
  },
});
