import { readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { loadDefinitions } from "../engine/node/loadDefinitions.ts";
import { validatorModule } from "../server/services/validatorModule.ts";

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
 * changes here only. Every page but the home page and the application types is lazy
 * (docs/decisions/0027); the alerts (sonner) load once the first page is idle, and are charged
 * again to the wizard and admin, which import them too, as if the visitor were quicker than that.
 */
export const routes = [
  { route: "/application-types", modules: ["index.html"], budgetGzip: 100_000 },
  { route: "alerts (when idle)", modules: ["src/layout/PortalToaster.tsx"], after: "/application-types" },
  { route: "wizard step", modules: ["src/wizard/WizardPage.tsx"], after: "/application-types", budgetGzip: 150_000, validators: true },
  { route: "map (fishing areas)", modules: ["src/map/FishingAreaMap.tsx"], after: "wizard step" },
  // Budgets a little above today's sizes (decision 0029), so a page that starts sharing the
  // wizard's modules (as the studio once made the login load 95 KB) fails the budget test.
  { route: "dashboard", modules: ["src/dashboard/ProfilePage.tsx"], after: "/application-types", budgetGzip: 50_000 },
  { route: "login", modules: ["src/pages/LoginPage.tsx"], after: "/application-types", budgetGzip: 35_000 },
  { route: "admin", modules: ["src/admin/adminPages.tsx"], after: "/application-types", budgetGzip: 50_000 },
  { route: "studio (staff)", modules: ["src/studio/StudioPage.tsx"], after: "/application-types" },
] as const satisfies readonly RouteModules[];

export interface RouteModules {
  route: string;
  modules: readonly string[];
  after?: string;
  /** The most JavaScript (gzip bytes) the route may add (issue 15's budgets). */
  budgetGzip?: number;
  /**
   * The route also imports a type's precompiled validators (GET /api/definitions/{type}/validators.js,
   * served by the API, not in Vite's build): counted at the largest type's when routeBundles is
   * given `largestValidators()`.
   */
  validators?: boolean;
}

/** One type's precompiled validators module as the browser receives it. */
export interface ValidatorsSize {
  type: string;
  bytes: number;
  gzip: number;
  brotli: number;
}

export interface RouteBundle {
  route: string;
  after?: string;
  budgetGzip?: number;
  /** The JavaScript and CSS files the route adds to what `after` already loaded (and `validators.js (TYPE)` where counted). */
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

function compressed(content: Buffer) {
  return { bytes: content.length, gzip: gzipSync(content, { level: 9 }).length, brotli: brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length };
}

function sizes(distDir: string, files: Iterable<string>) {
  let bytes = 0;
  let gzip = 0;
  let brotli = 0;
  for (const file of files) {
    const size = compressed(readFileSync(join(distDir, file)));
    bytes += size.bytes;
    gzip += size.gzip;
    brotli += size.brotli;
  }
  return { bytes, gzip, brotli };
}

/**
 * Every type's precompiled validators module (as GET /api/definitions/{type}/validators.js serves
 * it), generated from the definitions in schemas/types, with its sizes; largest (gzip) first.
 */
export async function validatorModules(): Promise<Array<ValidatorsSize & { code: string }>> {
  const { loaded, issues } = loadDefinitions();
  if (issues.length) throw new Error(`the definitions do not lint: ${issues[0]?.file} ${issues[0]?.message}`);
  const modules = await Promise.all(
    loaded.map(async ({ definition }) => {
      const code = await validatorModule(definition);
      return { type: definition.id, code, ...compressed(Buffer.from(code)) };
    }),
  );
  return modules.sort((a, b) => b.gzip - a.gzip);
}

/** The largest type's precompiled validators (gzip), which the wizard's figure counts. */
export async function largestValidators(): Promise<ValidatorsSize> {
  const [largest] = await validatorModules();
  if (!largest) throw new Error("schemas/types has no definitions");
  const { code: _code, ...size } = largest;
  return size;
}

/**
 * The JavaScript and CSS each route adds, raw, gzip (level 9) and brotli (quality 11), read from
 * a production build in `distDir` (default `dist/renderer`, built with `npm run build`). Given
 * `validators` (largestValidators()), a route that imports a type's validators counts them too.
 */
export function routeBundles(distDir = "dist/renderer", table: readonly RouteModules[] = routes, validators?: ValidatorsSize): RouteBundle[] {
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
    if (entry.validators && validators) {
      js.push(`validators.js (${validators.type})`);
      jsSizes.bytes += validators.bytes;
      jsSizes.gzip += validators.gzip;
      jsSizes.brotli += validators.brotli;
    }
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
