import { defineConfig } from "vite";

/**
 * The renderer (renderer/) is built by Vite and served by the Fastify server in production.
 * In development Vite serves it and proxies /api to the server on port 3000.
 */
export default defineConfig({
  root: "renderer",
  build: { outDir: "../dist/renderer", emptyOutDir: true, cssMinify: "esbuild" },
  server: { proxy: { "/api": "http://localhost:3000" } },
});
