import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { routeBundles, routes, validatorModules, type RouteBundle } from "../bench/routeBundles.ts";

const ROOT = join(import.meta.dirname, "..");
const out = mkdtempSync(join(tmpdir(), "bundle-budget-"));
let bundles: RouteBundle[] = [];
let validators: Awaited<ReturnType<typeof validatorModules>> = [];

/**
 * ajv's compiler (its core, code generator and keyword vocabularies) and ajv-formats' compile-time
 * part. The standalone validators may import ajv's small runtime helpers (ajv/dist/runtime/*) and
 * ajv-formats' format checks (ajv-formats/dist/formats.js): those are allowed.
 */
const COMPILER_SOURCE = /node_modules[\\/](ajv[\\/]dist[\\/](?!runtime[\\/])|ajv-formats[\\/]dist[\\/](?!formats\.js))/;
/** Text only ajv's compiler carries, for code bundled without a sourcemap (the validators modules). */
const COMPILER_TEXT = ["Error compiling schema, function code:", "strict mode: ", 'does not define "compare" function'];

beforeAll(async () => {
  // Built as `npm run build` builds it: React's production build needs NODE_ENV=production, which
  // vitest has set to "test" (server/build.mjs says why).
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  try {
    // Hidden sourcemaps name each chunk's modules without adding a line to the chunks measured.
    await build({ configFile: join(ROOT, "vite.config.ts"), root: join(ROOT, "renderer"), logLevel: "error", build: { outDir: out, emptyOutDir: true, sourcemap: "hidden" } });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  validators = await validatorModules();
  const [largest] = validators;
  bundles = routeBundles(out, routes, largest);
}, 180_000);
afterAll(() => rmSync(out, { recursive: true, force: true }));

const budgeted = routes.filter((r): r is Extract<(typeof routes)[number], { budgetGzip: number }> => "budgetGzip" in r);
const bundleOf = (route: string): RouteBundle => {
  const bundle = bundles.find((b) => b.route === route);
  if (!bundle) throw new Error(`no figures for ${route}`);
  return bundle;
};
/** The modules a built chunk holds, from its (hidden) sourcemap; none for the validators module. */
const sourcesOf = (file: string): string[] => (file.startsWith("validators.js") ? [] : (JSON.parse(readFileSync(join(out, `${file}.map`), "utf8")) as { sources: string[] }).sources);
/** The route's own files and those of the routes it comes after: all the browser has loaded on it. */
const loadedOn = (route: string): string[] => {
  const bundle = bundleOf(route);
  return [...bundle.js, ...(bundle.after ? loadedOn(bundle.after) : [])];
};

describe("the browser's JavaScript per route stays within issue 15's budgets (gzip bytes, docs/decisions/0027)", () => {
  it.each(budgeted.map((r) => [r.route, r.budgetGzip] as const))("%s adds at most %i bytes of JavaScript", (route, budget) => {
    const bundle = bundleOf(route);
    const files = bundle.js.join(", ");
    expect(bundle.jsGzip, `${route}: ${bundle.jsGzip} bytes gzip (${bundle.jsBrotli} brotli) in ${files}`).toBeLessThanOrEqual(budget);
  });

  // Each file is a request over HTTP/1.1's six connections: the wizard's 15 and the dashboard's 22
  // small chunks were a waterfall on a slow phone (docs/decisions/0029: one shared chunk).
  it.each([["wizard step", 5], ["dashboard", 3]] as const)("%s loads at most %i files of JavaScript besides the ones already loaded", (route, most) => {
    const bundle = bundleOf(route);
    expect(bundle.js.length, `${route}: ${bundle.js.join(", ")}`).toBeLessThanOrEqual(most);
  });

  it("counts the largest type's precompiled validators, worked out from schemas/, in the wizard's figure", () => {
    const [largest, ...others] = validators;
    expect(largest).toBeDefined();
    expect(others.every((v) => v.gzip <= (largest?.gzip ?? 0))).toBe(true);
    expect(bundleOf("wizard step").js).toContain(`validators.js (${largest?.type})`);
  });

  it("sends no ajv compiler to the browser before or on the wizard: the server precompiles each type's validators", () => {
    const compiling: string[] = [];
    for (const route of budgeted) {
      for (const file of loadedOn(route.route)) {
        for (const source of sourcesOf(file)) if (COMPILER_SOURCE.test(source)) compiling.push(`${file}: ${source.replace(/^.*node_modules[\\/]/, "")}`);
      }
    }
    for (const { type, code } of validators) for (const text of COMPILER_TEXT) if (code.includes(text)) compiling.push(`validators.js of ${type}: "${text}"`);
    expect([...new Set(compiling)]).toEqual([]);
  });

  it("loads the map (Leaflet) only where a map is shown, never with the first page or a wizard step", () => {
    const leaflet = (file: string) => sourcesOf(file).some((source) => /node_modules[\\/](react-)?leaflet[\\/]/.test(source));
    expect(bundleOf("map (fishing areas)").js.filter(leaflet)).not.toEqual([]);
    for (const route of budgeted) expect(loadedOn(route.route).filter(leaflet), route.route).toEqual([]);
  });
});
