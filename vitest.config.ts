import { configDefaults, defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["engine/**/*.test.ts", "server/**/*.test.ts", "renderer/**/*.test.{ts,tsx}", "fixtures/**/*.test.ts", "tests/**/*.test.{ts,tsx}"],
    // The browser suite runs on its own (vitest.e2e.config.ts, npm run test:e2e).
    exclude: [...configDefaults.exclude, "tests/e2e/**"],
    environment: "node",
    // findBy…/waitFor bounds, set once (tests/support/asyncWaits.ts).
    setupFiles: ["tests/support/asyncWaits.ts"],
    // Generous: on a busy 2-core CI machine a full-stack test (a real app, a jsdom render, a CLI
    // process) can take tens of seconds; a real hang still fails.
    testTimeout: 60000,
    hookTimeout: 60000,
  },
});
