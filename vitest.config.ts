import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["engine/**/*.test.ts", "server/**/*.test.ts", "renderer/**/*.test.{ts,tsx}", "fixtures/**/*.test.ts", "tests/**/*.test.{ts,tsx}"],
    environment: "node",
    testTimeout: 20000,
  },
});
