import { readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** One entry of Vite's build manifest (`dist/renderer/.vite/manifest.json`). */
interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

/**
 * What a route loads, named by the source modules Vite's manifest keys (relative to `renderer/`).
 * `after` names the route a visitor comes from, whose files are already in the browser's cache:
 * the wizard is reached from the application types page, so it is charged only what it adds.
 * The bundle-budget test and `npm run bench` read this one table; a route made lazy or merged
 * changes here only.
 */
export const routes = [
  { route: "/application-types", modules: ["index.html"], budgetGzip: 100_000 },
  { route: "wizard step", modules: ["src/wizard/WizardPage.tsx"], after: "/application-types", budgetGzip: 150_000 },
  { route: "map (fishing areas)", modules: ["src/map/FishingAreaMap.tsx"], after: "wizard step" },
  { route: "admin", modules: ["src/admin/adminPages.tsx"], after: "/application-types" },
] as const satisfies readonly RouteModules[];

export interface RouteModules {
  route: string;
  modules: readonly string[];
  after?: string;
  /** The most JavaScript (gzip bytes) the route may add (issue 15's budgets). */
  budgetGzip?: number;
}

export interface RouteBundle {
  route: string;
  after?: string;
  budgetGzip?: number;
  /** The JavaScript and CSS files the route adds to what `after` already loaded. */
  js: string[];
  css: string[];
  jsBytes: number;
  jsGzip: number;
  jsBrotli: number;
  cssBytes: number;
  cssGzip: number;
  cssBrotli: number;
}

/** The files a set of modules loads at once: each module's chunk and its static imports, transitively. */
function closure(manifest: Record<string, ManifestChunk>, modules: readonly string[]): { js: Set<string>; css: Set<string> } {
  const js = new Set<string>();
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no module ${key}: update bench/routeBundles.ts's routes`);
    if (chunk.file.endsWith(".js")) js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of modules) visit(module);
  return { js, css };
}

function sizes(distDir: string, files: Iterable<string>) {
  let bytes = 0;
  let gzip = 0;
  let brotli = 0;
  for (const file of files) {
    const content = readFileSync(join(distDir, file));
    bytes += content.length;
    gzip += gzipSync(content, { level: 9 }).length;
    brotli += brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  return { bytes, gzip, brotli };
}

/**
 * The JavaScript and CSS each route adds, raw, gzip (level 9) and brotli (quality 11), read from
 * a production build in `distDir` (default `dist/renderer`, built with `npm run build`).
 */
export function routeBundles(distDir = "dist/renderer", table: readonly RouteModules[] = routes): RouteBundle[] {
  const manifest = JSON.parse(readFileSync(join(distDir, ".vite/manifest.json"), "utf8")) as Record<string, ManifestChunk>;
  const loaded = new Map<string, { js: Set<string>; css: Set<string> }>();
  return table.map((entry) => {
    const own = closure(manifest, entry.modules);
    const before = entry.after ? loaded.get(entry.after) : undefined;
    if (entry.after && !before) throw new Error(`Route ${entry.route} comes after ${entry.after}, which is not listed before it`);
    const js = [...own.js].filter((file) => !before?.js.has(file));
    const css = [...own.css].filter((file) => !before?.css.has(file));
    loaded.set(entry.route, { js: new Set([...(before?.js ?? []), ...own.js]), css: new Set([...(before?.css ?? []), ...own.css]) });
    const jsSizes = sizes(distDir, js);
    const cssSizes = sizes(distDir, css);
    return {
      route: entry.route,
      after: entry.after,
      budgetGzip: entry.budgetGzip,
      js,
      css,
      jsBytes: jsSizes.bytes,
      jsGzip: jsSizes.gzip,
      jsBrotli: jsSizes.brotli,
      cssBytes: cssSizes.bytes,
      cssGzip: cssSizes.gzip,
      cssBrotli: cssSizes.brotli,
    };
  });
}
