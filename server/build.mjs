// @ts-check
/**
 * The production build, in plain JavaScript so `npm start` can run it before anything is compiled
 * (decision 0026): the server bundled by esbuild into dist/server (node_modules left external,
 * source maps pointing at the .ts files), the definitions linted and precompiled into
 * dist/server/definitions, and the React client built by Vite into dist/renderer.
 * `node server/build.mjs` (npm run build) builds both; server/launch.mjs (npm start) builds
 * whichever is stale.
 */
import { spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join, relative, resolve } from "node:path";
import process from "node:process";
import { fileURLToPath } from "node:url";

/** The repository root, whatever the working directory. */
export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
/** The built server: start.js (the entry npm start runs), precompile.js, studioWorker.js, definitions/, build.json. */
export const SERVER_OUT = join(ROOT, "dist", "server");
/** The built client, served by server/plugins/external/clientApp.ts. */
export const CLIENT_OUT = join(ROOT, "dist", "renderer");
/** What the server build read, written last: when it started and the files it bundled. */
const SERVER_STAMP = join(SERVER_OUT, "build.json");
/** Read by the server at run time and precompiled by the build, so part of its sources. */
const SCHEMAS = join(ROOT, "schemas");
/** What the client is built from (besides node_modules, which npm ci leaves older than a fresh build). */
const CLIENT_SOURCES = ["renderer", "engine", "vite.config.ts", "package-lock.json"].map((p) => join(ROOT, p));

/**
 * The newest modification time of the files at or under the given paths (missing ones ignored).
 * @param {string[]} paths
 * @returns {number}
 */
function newest(paths) {
  let latest = 0;
  /** @param {string} path */
  const walk = (path) => {
    const stat = statSync(path);
    if (!stat.isDirectory()) latest = Math.max(latest, stat.mtimeMs);
    else for (const entry of readdirSync(path)) walk(join(path, entry));
  };
  for (const path of paths) if (existsSync(path)) walk(path);
  return latest;
}

/**
 * Why the built server must be rebuilt, or null when it is fresh: a file it bundled, or
 * anything under schemas/ (precompiled), changed since the build started.
 * @returns {string | null}
 */
export function serverStaleness() {
  if (!existsSync(SERVER_STAMP) || !existsSync(join(SERVER_OUT, "start.js"))) return "Building the server (first start)...";
  /** @type {{ started: number, inputs: string[] }} */
  const stamp = JSON.parse(readFileSync(SERVER_STAMP, "utf8"));
  for (const input of stamp.inputs) {
    const path = join(ROOT, input);
    if (!existsSync(path) || statSync(path).mtimeMs > stamp.started) return `The server is older than ${input}: rebuilding it...`;
  }
  if (newest([SCHEMAS]) > stamp.started) return "The definitions changed since the server was built: rebuilding it...";
  return null;
}

/**
 * Why the client must be rebuilt, or null when dist/renderer is newer than its sources.
 * @returns {string | null}
 */
export function clientStaleness() {
  const index = join(CLIENT_OUT, "index.html");
  if (!existsSync(index)) return "Building the client (first start)...";
  return statSync(index).mtimeMs >= newest(CLIENT_SOURCES) ? null : "The client is older than its sources: rebuilding it...";
}

/**
 * Banner of every bundle: the helpers the rewritten `import.meta` uses (see sourceImportMeta).
 */
const BANNER = `import { fileURLToPath as __portalFileURLToPath } from "node:url";
import { dirname as __portalDirname } from "node:path";
const __portalSourceUrl = (path) => new URL(path, import.meta.url).href;
const __portalSourceFile = (path) => __portalFileURLToPath(new URL(path, import.meta.url));
const __portalSourceDir = (path) => __portalDirname(__portalSourceFile(path));`;

/**
 * An esbuild plugin: in each of the project's .ts files, `import.meta.url`, `.dirname` and
 * `.filename` keep meaning that source file (found relative to the bundle, so the checkout may
 * move), since the server finds the repository root, schemas/ and its JSON files from them.
 * @param {string} outDir
 * @returns {import("esbuild").Plugin}
 */
function sourceImportMeta(outDir) {
  return {
    name: "source-import-meta",
    setup(build) {
      build.onLoad({ filter: /\.[cm]?ts$/ }, async (args) => {
        let contents = await readFile(args.path, "utf8");
        if (contents.includes("import.meta.")) {
          const path = JSON.stringify(relative(outDir, args.path).split("\\").join("/"));
          contents = contents
            .replaceAll("import.meta.url", `__portalSourceUrl(${path})`)
            .replaceAll("import.meta.dirname", `__portalSourceDir(${path})`)
            .replaceAll("import.meta.filename", `__portalSourceFile(${path})`);
        }
        return { contents, loader: "ts" };
      });
    },
  };
}

/**
 * Runs a Node script to its end.
 * @param {string[]} args
 * @param {string} what
 * @param {Record<string, string>} [env]
 * @returns {Promise<void>}
 */
function run(args, what, env = {}) {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ["ignore", "inherit", "inherit"] });
    child.once("error", fail);
    child.once("exit", (code) => (code === 0 ? done() : fail(new Error(`${what} failed (exit code ${code})`))));
  });
}

/**
 * Bundles server/start.ts and all it imports (routes, services, migrations, the engine: whatever
 * server/ holds, found from the entries, no list) into `outDir`/start.js, with
 * server/precompile.ts and the studio's worker (studioWorker.js) beside it; packages stay in
 * node_modules. Answers esbuild's metafile.
 * @param {string} outDir
 * @returns {Promise<import("esbuild").Metafile>}
 */
export async function bundleServer(outDir) {
  const { build } = await import("esbuild");
  const result = await build({
    absWorkingDir: ROOT,
    // The studio's worker thread is an entry of its own: the built server starts it by path (decision 0043).
    entryPoints: { start: "server/start.ts", precompile: "server/precompile.ts", studioWorker: "server/services/studioWorker.ts" },
    outdir: outDir,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    keepNames: true,
    sourcemap: "linked",
    sourcesContent: false,
    metafile: true,
    logLevel: "warning",
    banner: { js: BANNER },
    // Tells server/start.ts it runs built, so it may read the definitions precompiled beside it.
    define: { "process.env.PORTAL_SERVER_BUILT": '"1"' },
    plugins: [sourceImportMeta(outDir)],
  });
  return result.metafile;
}

/**
 * Builds dist/server: the bundle, then runs its precompile.js, which lints the definitions (a
 * definition that does not lint fails the build, as it would stop the server) and writes them
 * precompiled to dist/server/definitions. Ends by recording when it started and what it bundled,
 * for serverStaleness.
 * @returns {Promise<void>}
 */
export async function buildServer() {
  const started = Date.now();
  rmSync(SERVER_OUT, { recursive: true, force: true });
  const metafile = await bundleServer(SERVER_OUT);
  await run([join(SERVER_OUT, "precompile.js")], "precompiling the definitions");
  const inputs = Object.keys(metafile.inputs).filter((input) => !input.includes("node_modules"));
  writeFileSync(SERVER_STAMP, JSON.stringify({ started, inputs }, null, 2));
}

/**
 * Builds the React client for production into `outDir` (dist/renderer by default). Vite's own
 * process, with NODE_ENV=production: built inside a process whose NODE_ENV is 'test' (vitest) or
 * 'development', Vite bundles React's development build and JSX dev runtime, and `npm start`
 * would then serve that bundle, half again as large and slower, as long as it is not stale.
 * @param {string} [outDir]
 * @param {{ quiet?: boolean }} [options] quiet: warnings only, no table of chunk sizes
 * @returns {Promise<void>}
 */
export function buildClient(outDir, { quiet = true } = {}) {
  const vite = join(dirname(createRequire(import.meta.url).resolve("vite/package.json")), "bin", "vite.js");
  const args = [vite, "build", "--config", join(ROOT, "vite.config.ts"), ...(quiet ? ["--logLevel", "warn"] : []), ...(outDir ? ["--outDir", outDir, "--emptyOutDir"] : [])];
  return run(args, "the client build (vite)", { NODE_ENV: "production" });
}

/**
 * Builds what is stale (both at once, on their own processes), saying why on stdout.
 * @param {(line: string) => void} [log]
 * @returns {Promise<void>}
 */
export async function buildIfStale(log = (line) => process.stdout.write(`${line}\n`)) {
  const server = serverStaleness();
  const client = clientStaleness();
  if (server) log(server);
  if (client) log(client);
  await Promise.all([server ? buildServer() : null, client ? buildClient() : null]);
  if (server || client) log("Built.");
}

// `node server/build.mjs` (npm run build): both, whatever their age, with Vite's table of chunk sizes.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    await Promise.all([buildServer(), buildClient(undefined, { quiet: false })]);
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}
