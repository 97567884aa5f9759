import { defineConfig } from "vitest/config";

/**
 * The end-to-end suite (tests/e2e/*.e2e.ts): real Chromium against the real server. One file at a
 * time, in order, since the journeys share one server and browser.
 */
export default defineConfig({
  test: {
    include: ["tests/e2e/**/*.e2e.ts"],
    environment: "node",
    fileParallelism: false,
    sequence: { concurrent: false },
    testTimeout: 180_000,
    hookTimeout: 600_000,
  },
});
