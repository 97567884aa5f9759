import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { precompress, type Precompressed } from "../../services/precompressed.ts";

/** What the build says a route's page should preload (renderer/build/routePreloads.ts writes it). */
export interface RoutePreload {
  path: string;
  modules: string[];
  fetches: string[];
  images: string[];
}

/** What the page needs of each application type (an item of GET /api/definitions). */
export interface TypeSummary {
  id: string;
  routePrefix: string;
  hash: string;
  detailsPath?: string | null;
}

/** The file renderer/build/routePreloads.ts writes beside index.html. */
export const PRELOADS_FILE = "route-preloads.json";

/** The id of the page's inlined list of application types (renderer/src/definitions/inlinedSummaries.ts). */
export const INLINED_DEFINITIONS_ID = "nfa-definitions";

/** The build's route preloads, or none when the build has no such file. */
export function readRoutePreloads(dir: string): RoutePreload[] {
  const file = join(dir, PRELOADS_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as RoutePreload[]) : [];
}

const escapeAttribute = (url: string) => url.replace(/&/g, "&amp;").replace(/"/g, "&quot;");

/** An entry's `{routePrefix}`, `{detailsPath}`, `{id}` and `{hash}` filled in for one type, or null when the type has no such value. */
function forType(preload: RoutePreload, type: TypeSummary): RoutePreload | null {
  const values: Record<string, string | null | undefined> = { routePrefix: type.routePrefix, detailsPath: type.detailsPath, id: encodeURIComponent(type.id), hash: encodeURIComponent(type.hash) };
  let missing = false;
  const fill = (text: string) =>
    text.replace(/\{(\w+)\}/g, (_all, name: string) => {
      const value = values[name];
      if (!value) missing = true;
      return value ?? "";
    });
  const filled = { path: fill(preload.path), modules: preload.modules.map(fill), fetches: preload.fetches.map(fill), images: preload.images.map(fill) };
  return missing ? null : filled;
}

/**
 * The `<link>` tags of the page at `path` (decision 0028): the modules, API answers and pictures
 * its code would otherwise ask for only once it runs, fetched side by side with the entry's code.
 * The route's modules at low priority: the entry and the styles, which draw the first screen,
 * come first, and the route's code fills the line behind them instead of after them.
 * An entry covers `path` when equal to it, or when it ends with "/" and `path` starts with it.
 */
export function preloadLinks(path: string, preloads: RoutePreload[], types: TypeSummary[]): string {
  const covering = preloads
    .flatMap((preload) => (preload.path.includes("{") ? types.map((type) => forType(preload, type)).filter((p) => p !== null) : [preload]))
    .filter((preload) => path === preload.path || (preload.path.endsWith("/") && path.startsWith(preload.path)));
  const links = new Set<string>();
  for (const { modules, fetches, images } of covering) {
    for (const url of modules) links.add(`<link rel="modulepreload" crossorigin fetchpriority="low" href="${escapeAttribute(url)}">`);
    for (const url of fetches) links.add(`<link rel="preload" as="fetch" crossorigin href="${escapeAttribute(url)}">`);
    for (const url of images) links.add(`<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(url)}">`);
  }
  return [...links].join("");
}

/**
 * The app's page for each path: index.html with the answer of GET /api/definitions inlined as a
 * JSON data block (no page waits for a second round trip before its tiles, step bar or menus), and
 * the path's preloads. `<` is escaped so no text of a definition can close the block. Each distinct
 * page is compressed once: there are as many as the preloads name routes, at most.
 */
export function appPages(template: string, preloads: RoutePreload[], definitions: { definitions: TypeSummary[] } | null): (path: string) => Promise<Precompressed> {
  const inlined = definitions ? `<script type="application/json" id="${INLINED_DEFINITIONS_ID}">${JSON.stringify(definitions).replace(/</g, "\\u003c")}</script>` : "";
  const types = definitions?.definitions ?? [];
  const pages = new Map<string, Promise<Precompressed>>();
  return (path) => {
    const links = preloadLinks(path, preloads, types);
    let page = pages.get(links);
    if (!page) {
      page = precompress(template.replace("</head>", `${links}${inlined}</head>`));
      pages.set(links, page);
    }
    return page;
  };
}
