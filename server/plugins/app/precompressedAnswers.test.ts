import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../testing/buildApp.ts";

let app: FastifyInstance;
let urls: string[] = [];
beforeAll(async () => {
  app = await buildApp();
  const type = (await get("/api/definitions")).json<{ data: { definitions: Array<{ id: string }> } }>().data.definitions[0]?.id ?? "";
  urls = ["/api/definitions", `/api/definitions/${type}`, `/api/definitions/${type}/validators.js?v=1`];
});
afterAll(async () => app.close());

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: "GET", url, headers });

/** The answer once its compressed copies are made (they are made in the background after the first request). */
async function compressed(url: string, accept: string) {
  for (let tries = 0; ; tries++) {
    const answer = await get(url, { "accept-encoding": accept });
    if (answer.headers["content-encoding"] || tries > 200) return answer;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("the definition answers reach the phone compressed (issue 15)", () => {
  it("sends the list, a definition and its validators brotli or gzip compressed when accepted, the same text uncompressed", async () => {
    for (const url of urls) {
      const plain = await get(url);
      expect(plain.statusCode, url).toBe(200);
      expect(plain.headers["content-encoding"], url).toBeUndefined();
      const br = await compressed(url, "gzip, deflate, br");
      expect(br.headers["content-encoding"], url).toBe("br");
      expect(br.headers.vary, url).toMatch(/accept-encoding/i);
      expect(br.headers["content-type"], url).toBe(plain.headers["content-type"]);
      expect(Number(br.headers["content-length"]), url).toBeLessThan(plain.body.length / 3);
      expect(brotliDecompressSync(br.rawPayload).toString(), url).toBe(plain.body);
      // Asked again, the same compressed bytes (kept, not compressed anew).
      expect((await get(url, { "accept-encoding": "br" })).rawPayload.equals(br.rawPayload), url).toBe(true);
      const gzip = await get(url, { "accept-encoding": "gzip" });
      expect(gzip.headers["content-encoding"], url).toBe("gzip");
      expect(gunzipSync(gzip.rawPayload).toString(), url).toBe(plain.body);
      expect((await get(url, { "accept-encoding": "br;q=0, gzip;q=0" })).headers["content-encoding"], url).toBeUndefined();
    }
  });

  it("lets a browser keep the list and a definition, revalidated: an entity tag, no-cache, and a 304 when unchanged", async () => {
    for (const url of urls.slice(0, 2)) {
      const first = await get(url);
      expect(first.headers["cache-control"], url).toBe("no-cache");
      const etag = String(first.headers.etag);
      expect(etag, url).toMatch(/^".+"$/);
      expect((await get(url, { "accept-encoding": "br" })).headers.etag, url).toBe(etag);
      const again = await get(url, { "if-none-match": etag });
      expect(again.statusCode, url).toBe(304);
      expect(again.body, url).toBe("");
      expect((await get(url, { "if-none-match": '"another"' })).statusCode, url).toBe(200);
    }
  });

  it("leaves errors and other answers as they are", async () => {
    const unknown = await get("/api/definitions/NO_SUCH_TYPE", { "accept-encoding": "br" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers["content-encoding"]).toBeUndefined();
    expect(unknown.headers["cache-control"]).toBe("no-store");
    expect(unknown.json<{ data: { msg: string } }>().data.msg).toBe("Unknown application type NO_SUCH_TYPE");
    const context = await get("/api/constants/context", { "accept-encoding": "br" });
    expect(context.headers["content-encoding"]).toBeUndefined();
    expect(context.headers.etag).toBeUndefined();
  });
});

describe("the definition answers compressed as the server starts (decision 0029)", () => {
  it("sends the first request of every type's definition and validators compressed once the server listens", async () => {
    const listening = await buildApp();
    try {
      await listening.listen({ port: 0, host: "127.0.0.1" });
      await listening.definitionAnswersCompressed;
      const ids = (await listening.inject({ method: "GET", url: "/api/definitions", headers: { "accept-encoding": "br" } })).headers["content-encoding"];
      expect(ids).toBe("br");
      const types = (await listening.inject({ method: "GET", url: "/api/definitions" })).json<{ data: { definitions: Array<{ id: string }> } }>().data.definitions;
      expect(types.length).toBeGreaterThan(0);
      for (const { id } of types)
        for (const url of [`/api/definitions/${id}`, `/api/definitions/${id}/validators.js?v=1`]) {
          // The first time this server is asked by anyone but itself.
          const first = await listening.inject({ method: "GET", url, headers: { "accept-encoding": "gzip, deflate, br" } });
          expect(first.headers["content-encoding"], url).toBe("br");
        }
    } finally {
      await listening.close();
    }
  });
});
