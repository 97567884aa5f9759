import { defineConfig } from "vite";
import { delivery } from "./renderer/build/delivery.ts";

/**
 * The renderer (renderer/) is built by Vite and served by the Fastify server in production.
 * In development Vite serves it and proxies /api to the server on port 3000.
 */
export default defineConfig({
  root: "renderer",
  plugins: [delivery()],
  build: {
    outDir: "../dist/renderer",
    emptyOutDir: true,
    // bench/routeBundles.ts reads which files each route loads from the manifest (issue 15).
    manifest: true,
    cssMinify: "esbuild",
    reportCompressedSize: true,
    rollupOptions: {
      // Libraries' "use client" lines are for React Server Components, which the portal does not use.
      onwarn(warning, warn) {
        if (warning.code === "MODULE_LEVEL_DIRECTIVE") return;
        warn(warning);
      },
    },
  },
  server: { proxy: { "/api": "http://localhost:3000" } },
});
