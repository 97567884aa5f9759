import { defineConfig } from "vitest/config";

/**
 * The end-to-end suite (tests/e2e/*.e2e.ts): real Chromium against one real server, started once
 * by the global setup. One file at a time, in order, since the journeys share the server.
 */
export default defineConfig({
  test: {
    include: ["tests/e2e/**/*.e2e.ts"],
    environment: "node",
    globalSetup: ["tests/e2e/support/globalSetup.ts"],
    fileParallelism: false,
    sequence: { concurrent: false },
    testTimeout: 240_000,
    hookTimeout: 600_000,
  },
});
