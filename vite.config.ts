import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { delivery } from "./renderer/build/delivery.ts";

/**
 * The engine's compileDefinition falls back to compiling with ajv (createAjv) when it is given no
 * validators, as on the server; the browser always passes the server's precompiled ones. This swaps
 * createAjv for a stub that throws, so ajv's compiler and ajv-formats stay out of the browser's
 * JavaScript (issue 15, docs/decisions/0027; tests/bundleBudget.test.ts keeps it so).
 */
function noValidatorCompilerInBrowser(): Plugin {
  const compiling = fileURLToPath(new URL("engine/definition/createAjv.ts", import.meta.url));
  const stub = fileURLToPath(new URL("renderer/src/definitions/createAjvInBrowser.ts", import.meta.url));
  return {
    name: "no-validator-compiler-in-browser",
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (!source.endsWith("/createAjv.ts")) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === compiling ? stub : null;
    },
  };
}

/**
 * The renderer (renderer/) is built by Vite and served by the Fastify server in production.
 * In development Vite serves it and proxies /api to the server on port 3000.
 */
export default defineConfig({
  root: "renderer",
  plugins: [
    noValidatorCompilerInBrowser(),
    delivery(),
    // Offline use (issue 27, docs/decisions/0062): Workbox's precaching and routing in a service
    // worker of our own (renderer/src/offline/serviceWorker.ts), registered by our own few lines
    // (injectRegister: false), and the web app manifest linked from the page.
    VitePWA({
      strategies: "injectManifest",
      srcDir: "src/offline",
      filename: "serviceWorker.ts",
      injectRegister: false,
      injectManifest: {
        // The applicant's app: its code, styles and pictures (the manifest's icons are added by the
        // plugin). Not the staff's studio, admin, case and report pages (fetched when staff open
        // them), nor the compressed copies the server sends in their place.
        globPatterns: ["**/*.{js,css,svg,woff2}"],
        globIgnores: ["**/StudioPage-*", "**/adminPages-*", "**/CasePage-*", "**/TransactionsReportPage-*", "**/*.br", "**/*.gz", "serviceWorker.js"],
        maximumFileSizeToCacheInBytes: 1_500_000,
      },
      manifest: {
        name: "National Fisheries Authority: online licensing portal",
        short_name: "NFA Portal",
        description: "Apply to the National Fisheries Authority for licences, permits, ID cards and letters, with or without a signal.",
        start_url: "/",
        scope: "/",
        display: "standalone",
        background_color: "#ffffff",
        theme_color: "#0b3d6b",
        icons: [
          { src: "/icons/nfa-192.png", sizes: "192x192", type: "image/png" },
          { src: "/icons/nfa-512.png", sizes: "512x512", type: "image/png" },
          { src: "/icons/nfa-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
        ],
      },
    }),
  ],
  resolve: {
    // RJSF's markdown parser, for its own one-line messages only: see InlineMarkdown.tsx.
    // fast-uri, for RJSF's $id and $ref only, which served definitions never hold: see uriResolver.ts.
    alias: [
      { find: /^markdown-to-jsx\/react$/, replacement: fileURLToPath(new URL("renderer/src/theme/InlineMarkdown.tsx", import.meta.url)) },
      { find: /^fast-uri$/, replacement: fileURLToPath(new URL("renderer/src/theme/uriResolver.ts", import.meta.url)) },
    ],
  },
  build: {
    outDir: "../dist/renderer",
    emptyOutDir: true,
    // bench/routeBundles.ts reads which files each route loads from the manifest (issue 15).
    manifest: true,
    cssMinify: "esbuild",
    reportCompressedSize: true,
    rollupOptions: {
      output: {
        // Rolldown would otherwise merge sonner, which only lazy pages and the idle-loaded toaster
        // use, into the entry chunk, where every first visit pays for it (docs/decisions/0027).
        // The renderer's modules that several lazy pages share go into one "shared" chunk instead
        // of one chunk per set of pages (the wizard loaded 15 files, the dashboard 22, a waterfall
        // over HTTP/1.1's six connections on a slow phone): a page loads a few KB it does not use
        // and saves a dozen requests (docs/decisions/0029). The engine's modules that the wizard
        // shares with the analysts' studio (decision 0035) likewise go into one "engine" chunk; the
        // certificates' verification code, which only the verify and confirm-contact pages read, is
        // left out of it, so the wizard does not load it.
        codeSplitting: { groups: [{ name: "first", tags: ["$initial"], priority: 2 }, { name: "sonner", test: /node_modules[\\/]sonner[\\/]/, includeDependenciesRecursively: false }, { name: "shared", test: /[\\/]renderer[\\/]src[\\/]/, minShareCount: 2 }, { name: "engine", test: /[\\/]engine[\\/](?!certificates[\\/])/, minShareCount: 2 }] },
      },
      // Libraries' "use client" lines are for React Server Components, which the portal does not use.
      onwarn(warning, warn) {
        if (warning.code === "MODULE_LEVEL_DIRECTIVE") return;
        warn(warning);
      },
    },
  },
  server: { proxy: { "/api": "http://localhost:3000" } },
});
