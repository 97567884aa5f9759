import { spawn } from "node:child_process";
import { closeSync, existsSync, openSync, readFileSync } from "node:fs";
import { request } from "node:http";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync, inflateSync } from "node:zlib";
import { chromium } from "playwright-core";
import { ROOT } from "../server/config.ts";
import { budgeted, failed, kb, reason, reported, type Figure } from "./figures.ts";
import { CHROMIUM, CHROMIUM_FLAGS } from "./chromium.ts";
import { precacheBytes } from "./precacheBytes.ts";
import { largestValidators, routeBundles, routes } from "./routeBundles.ts";

const DIST = join(ROOT, "dist", "renderer");
/** The page whose bytes over the wire issue 15 counts. */
const PAGE = "/application-types";

/**
 * The client's production build, as `npm start` would make it: the project's own build script
 * (`npm run build`, Vite with NODE_ENV=production, writing the manifest bench/routeBundles.ts reads).
 */
export function buildClient(logFile: string): Promise<number> {
  const started = performance.now();
  const log = openSync(logFile, "a");
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "production" };
  for (const key of Object.keys(env)) if (key.startsWith("npm_")) delete env[key];
  const child = spawn("npm", ["run", "build", "--silent"], { cwd: ROOT, env, stdio: ["ignore", log, log] });
  closeSync(log);
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (code) => {
      if (code === 0) resolve(performance.now() - started);
      else reject(new Error(`npm run build exited with ${code}: ${readFileSync(logFile, "utf8").trim().split("\n").slice(-2).join(" | ")}`));
    });
  });
}

/**
 * The JavaScript and CSS each route adds (bench/routeBundles.ts, from Vite's manifest), gzip and
 * brotli, beside the budgets that table carries. Needs a build (buildClient) first.
 */
export async function bundleFigures(): Promise<{ figures: Figure[]; notes: string[] }> {
  const figures: Figure[] = [];
  const notes: string[] = [];
  let bundles;
  try {
    if (!existsSync(join(DIST, ".vite", "manifest.json"))) throw new Error("no build manifest (dist/renderer/.vite/manifest.json)");
    // The wizard also loads its type's precompiled validators from the API: counted at the largest.
    const validators = await largestValidators();
    notes.push(`bundle: the wizard's figure counts ${validators.type}'s validators.js, ${kb(validators.gzip)} gzip (the largest type's)`);
    bundles = routeBundles(DIST, routes, validators);
  } catch (error) {
    return { figures: routes.map((r) => failed("bundle", label(r.route, r.route !== PAGE), reason(error), "budgetGzip" in r ? `≤ ${kb(r.budgetGzip)} gzip` : "")), notes };
  }
  for (const bundle of bundles) {
    const name = label(bundle.route, Boolean(bundle.after));
    const value = `${kb(bundle.jsGzip)} gzip, ${kb(bundle.jsBrotli)} brotli (${kb(bundle.jsBytes)} raw, ${bundle.js.length} file${bundle.js.length === 1 ? "" : "s"})`;
    figures.push(bundle.budgetGzip ? budgeted("bundle", name, value, `≤ ${kb(bundle.budgetGzip)} gzip`, bundle.jsGzip <= bundle.budgetGzip) : reported("bundle", name, value));
    notes.push(`bundle: ${bundle.route}${bundle.after ? ` (after ${bundle.after})` : ""}: JS ${bundle.js.join(", ") || "none"}; CSS ${bundle.css.join(", ") || "none"}`);
  }
  const first = bundles[0];
  if (first) figures.push(reported("bundle", `bundle: CSS of ${first.route}`, `${kb(first.cssBytes)} raw, ${kb(first.cssGzip)} gzip, ${kb(first.cssBrotli)} brotli`));
  for (const bundle of bundles.slice(1)) if (bundle.css.length) notes.push(`bundle: ${bundle.route} adds CSS ${kb(bundle.cssBytes)} raw, ${kb(bundle.cssGzip)} gzip`);
  // What a first visit's service worker downloads afterwards, for offline use (issue 27, decision 0062).
  const precache = precacheBytes(DIST);
  figures.push(precache ? reported("bundle", "service worker: bytes precached at install (offline use)", `${kb(precache.brotli)} brotli on the wire, ${kb(precache.raw)} raw, ${precache.files.length} files`) : failed("bundle", "service worker: bytes precached at install (offline use)", "no dist/renderer/serviceWorker.js", ""));
  return { figures, notes };
}

function label(route: string, adds: boolean): string {
  return adds ? `bundle: JavaScript the ${route} adds` : `bundle: JavaScript before ${route} is usable`;
}

/** One response as it crossed the wire: the bytes of its body as sent, and what it decompresses to. */
interface Transfer {
  url: string;
  status: number;
  type: string;
  encoding: string;
  cacheControl: string;
  headerBytes: number;
  wireBytes: number;
  bytes: number;
}

/** GET with `accept-encoding: br, gzip`, as a browser asks; the body is counted as sent, then decoded. */
function fetchRaw(url: string): Promise<Transfer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { "accept-encoding": "br, gzip", accept: "*/*" }, timeout: 10_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const body = Buffer.concat(chunks);
        const encoding = String(res.headers["content-encoding"] ?? "");
        let bytes = body.length;
        try {
          if (encoding === "br") bytes = brotliDecompressSync(body).length;
          else if (encoding === "gzip") bytes = gunzipSync(body).length;
          else if (encoding === "deflate") bytes = inflateSync(body).length;
        } catch {
          // Announced but not decodable: counted as sent.
        }
        const headerBytes = res.rawHeaders.reduce((sum, h) => sum + Buffer.byteLength(h) + 2, 0) + 20;
        resolve({ url, status: res.statusCode ?? 0, type: String(res.headers["content-type"] ?? ""), encoding, cacheControl: String(res.headers["cache-control"] ?? ""), headerBytes, wireBytes: body.length, bytes });
      });
      res.on("error", reject);
    });
    req.on("timeout", () => req.destroy(new Error(`GET ${url} timed out`)));
    req.on("error", reject);
    req.end();
  });
}

/**
 * The same-origin GETs a browser makes to show `page`: found by loading it in Chromium when there
 * is one, else the HTML's own references, the page's bundle from the manifest and the definitions.
 */
async function pageRequests(base: string, page: string): Promise<{ urls: string[]; how: string }> {
  if (CHROMIUM) {
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
    try {
      const tab = await browser.newPage();
      const urls = new Set<string>();
      tab.on("request", (r) => {
        if (r.method() === "GET" && r.url().startsWith(base)) urls.add(r.url());
      });
      await tab.goto(`${base}${page}`, { waitUntil: "networkidle", timeout: 60_000 });
      return { urls: [...urls], how: "the requests Chromium made loading the page" };
    } finally {
      await browser.close();
    }
  }
  const html = readFileSync(join(DIST, "index.html"), "utf8");
  const referenced = [...html.matchAll(/(?:src|href)="(\/[^"]+)"/g)].map((m) => m[1] as string);
  const bundle = routeBundles(DIST)[0];
  const files = [...(bundle?.js ?? []), ...(bundle?.css ?? [])].map((f) => `/${f}`);
  return { urls: [...new Set([page, ...referenced, ...files, "/api/definitions"])].map((p) => `${base}${p}`), how: "the HTML's references, the page's bundle from the manifest and /api/definitions (no Chromium to watch the page)" };
}

/** Text worth compressing: HTML, JavaScript, CSS, JSON, SVG, over 1 KB. */
const compressible = (t: Transfer) => /text\/|javascript|json|svg|xml/.test(t.type) && t.bytes > 1000;
/** A file Vite names by its content hash, safe to cache for ever. */
const hashed = (t: Transfer) => /\/assets\/.+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/.test(new URL(t.url).pathname);

/**
 * Bytes sent for /application-types as the browser gets them, over HTTP from the running portal
 * with `accept-encoding: br, gzip`: the HTML, its JavaScript and CSS, the API calls the page makes.
 * Budgets: every text response compressed, every hashed asset `immutable`.
 */
export async function bytesOverHttp(base: string): Promise<{ figures: Figure[]; notes: string[] }> {
  const notes: string[] = [];
  try {
    const { urls, how } = await pageRequests(base, PAGE);
    const transfers = await Promise.all(urls.map(fetchRaw));
    const wire = transfers.reduce((sum, t) => sum + t.wireBytes + t.headerBytes, 0);
    const decoded = transfers.reduce((sum, t) => sum + t.bytes, 0);
    const texts = transfers.filter(compressible);
    const plain = texts.filter((t) => !["br", "gzip"].includes(t.encoding));
    const assets = transfers.filter(hashed);
    const mutable = assets.filter((t) => !/immutable/.test(t.cacheControl));
    const example = assets[0]?.cacheControl || "none";
    notes.push(`bytes: ${how}: ${transfers.map((t) => `${new URL(t.url).pathname} ${t.status} ${t.encoding || "identity"} ${t.wireBytes}`).join("; ")}`);
    if (plain.length) notes.push(`bytes: sent uncompressed: ${plain.map((t) => new URL(t.url).pathname).join(", ")}`);
    const failing = transfers.filter((t) => t.status !== 200);
    const failure = failing.length ? `FAILING: ${failing.map((t) => `${t.status} ${new URL(t.url).pathname}`).join(", ")}; ` : "";
    return {
      figures: [
        reported("bundle", `bytes sent for ${PAGE} (HTML, JS, CSS, API calls)`, `${failure}${kb(wire)} on the wire, ${kb(decoded)} decoded, ${transfers.length} responses`),
        budgeted("bundle", "responses compressed (brotli or gzip)", `${texts.length - plain.length} of ${texts.length} text responses over 1 KB`, "all", plain.length === 0 && texts.length > 0),
        budgeted("bundle", "hashed assets cached immutably", `${assets.length - mutable.length} of ${assets.length} (Cache-Control: ${example})`, "all `immutable`", mutable.length === 0 && assets.length > 0),
      ],
      notes,
    };
  } catch (error) {
    return { figures: [failed("bundle", `bytes sent for ${PAGE} (HTML, JS, CSS, API calls)`, reason(error)), failed("bundle", "responses compressed (brotli or gzip)", reason(error), "all"), failed("bundle", "hashed assets cached immutably", reason(error), "all `immutable`")], notes };
  }
}
