import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import clientApp, { IMMUTABLE, INLINED_DEFINITIONS_ID } from "./clientApp.ts";

/** A build as Vite and renderer/build/precompress.ts leave it: a hashed script with its compressed copies. */
const dir = mkdtempSync(join(tmpdir(), "client-app-"));
const SCRIPT = `console.log(${JSON.stringify("a line of the portal's script ".repeat(100))});\n`;
const DEFINITIONS = {
  definitions: [
    { id: "A_TYPE", title: "A type </script><b>", routePrefix: "/application/a-type", detailsPath: "/a-type-details", hash: "b600", stages: [] },
    { id: "B_TYPE", title: "B type", routePrefix: "/application/b-type", detailsPath: null, hash: "c700", stages: [] },
  ],
};
/** As renderer/build/routePreloads.ts writes them. */
const PRELOADS = [
  { path: "/application/", modules: ["/assets/WizardPage-Xy12.js"], fetches: [], images: [] },
  { path: "{routePrefix}/", modules: ["/api/definitions/{id}/validators.js?v={hash}"], fetches: ["/api/definitions/{id}"], images: [] },
  { path: "/home", modules: [], fetches: [], images: ["/images/slide-coast.svg"] },
  { path: "{detailsPath}", modules: ["/assets/DetailsPage-Ab34.js"], fetches: [], images: [] },
];
let app: FastifyInstance;

beforeAll(async () => {
  mkdirSync(join(dir, "assets"));
  writeFileSync(join(dir, "index.html"), '<!doctype html><html><head><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body><div id="root"></div></body></html>');
  writeFileSync(join(dir, "route-preloads.json"), JSON.stringify(PRELOADS));
  writeFileSync(join(dir, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  writeFileSync(join(dir, "assets", "index-Ab12Cd34.js"), SCRIPT);
  writeFileSync(join(dir, "assets", "index-Ab12Cd34.js.br"), brotliCompressSync(SCRIPT));
  writeFileSync(join(dir, "assets", "index-Ab12Cd34.js.gz"), gzipSync(SCRIPT));
  app = Fastify();
  // The portal's answer, as the definitions route gives it, for the page to inline.
  app.get("/api/definitions", async () => ({ success: true, statusCode: 200, data: DEFINITIONS }));
  await app.register(clientApp, { dir });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: "GET", url, headers });

describe("the client's files, compressed and cached (issue 15)", () => {
  it("sends a hashed asset brotli or gzip compressed as the browser accepts, else as it is", async () => {
    const br = await get("/assets/index-Ab12Cd34.js", { "accept-encoding": "gzip, deflate, br" });
    expect(br.statusCode).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toMatch(/^application\/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    const gzip = await get("/assets/index-Ab12Cd34.js", { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);
    const plain = await get("/assets/index-Ab12Cd34.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it("lets a browser keep hashed assets for a year without asking again, whatever the encoding", async () => {
    for (const accept of ["br", "gzip", "identity"]) expect((await get("/assets/index-Ab12Cd34.js", { "accept-encoding": accept })).headers["cache-control"]).toBe(IMMUTABLE);
    expect(IMMUTABLE).toBe("public, max-age=31536000, immutable");
  });

  it("has the page and the files without a hash in their name revalidated: no-cache, with an entity tag answered by a 304", async () => {
    for (const url of ["/application-types", "/application/a-type/licence-type", "/"]) {
      const page = await get(url, { "accept-encoding": "br" });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers["cache-control"], url).toBe("no-cache");
      expect(page.headers["content-type"], url).toBe("text/html; charset=utf-8");
      expect(page.headers["content-encoding"], url).toBe("br");
      const again = await get(url, { "if-none-match": String(page.headers.etag) });
      expect(again.statusCode, url).toBe(304);
    }
    expect((await get("/favicon.svg")).headers["cache-control"]).toBe("no-cache");
  });

  it("inlines the list of application types into the page, so the first screen needs no second round trip", async () => {
    const page = await get("/application-types");
    expect(page.headers["content-encoding"]).toBeUndefined();
    const block = new RegExp(`<script type="application/json" id="${INLINED_DEFINITIONS_ID}">(.*?)</script></head>`).exec(page.body);
    expect(JSON.parse(block?.[1] ?? "null")).toEqual(DEFINITIONS);
    // A definition's text cannot close the block.
    expect(block?.[1]).not.toContain("<");
    expect(gunzipSync((await get("/application-types", { "accept-encoding": "gzip" })).rawPayload).toString()).toBe(page.body);
  });

  it("has each route's page preload what its code would ask for only once it runs: lazy modules, the type's definition and validators, the first picture", async () => {
    const links = async (url: string) => [...(await get(url)).body.matchAll(/<link [^>]*>/g)].map((m) => m[0]);
    expect(await links("/application/a-type/licence-type/licence-type")).toEqual([
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/WizardPage-Xy12.js">',
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/api/definitions/A_TYPE/validators.js?v=b600">',
      '<link rel="preload" as="fetch" crossorigin href="/api/definitions/A_TYPE">',
    ]);
    // Another type's wizard loads the wizard's code and that type's definition.
    expect(await links("/application/b-type/vessel-type")).toEqual([
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/WizardPage-Xy12.js">',
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/api/definitions/B_TYPE/validators.js?v=c700">',
      '<link rel="preload" as="fetch" crossorigin href="/api/definitions/B_TYPE">',
    ]);
    expect(await links("/application/unknown/step")).toEqual(['<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/WizardPage-Xy12.js">']);
    // A type's details page; a type without one adds nothing.
    expect(await links("/a-type-details")).toEqual(['<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/DetailsPage-Ab34.js">']);
    expect(await links("/home")).toEqual(['<link rel="preload" as="image" fetchpriority="high" href="/images/slide-coast.svg">']);
    expect(await links("/application-types")).toEqual([]);
    expect(await links("/homepage")).toEqual([]);
  });

  it("keeps API calls and missing files as 404s, and never serves a compressed copy under its own name", async () => {
    expect((await get("/api/nothing-here")).statusCode).toBe(404);
    expect((await get("/assets/missing-Zz99.js")).statusCode).toBe(404);
    expect((await get("/assets/index-Ab12Cd34.js.br", { "accept-encoding": "br" })).statusCode).toBe(404);
    expect((await get("/route-preloads.json")).statusCode).toBe(404);
  });
});
