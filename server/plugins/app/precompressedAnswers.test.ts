import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../testing/buildApp.ts";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp();
});
afterAll(async () => app.close());

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: "GET", url, headers });

describe("the definition answers reach the phone compressed (issue 15)", () => {
  it("sends the list, a definition and its validators brotli or gzip compressed when accepted, the same text once uncompressed", async () => {
    const type = (await get("/api/definitions")).json<{ data: { definitions: Array<{ id: string }> } }>().data.definitions[0]?.id ?? "";
    for (const url of ["/api/definitions", `/api/definitions/${type}`, `/api/definitions/${type}/validators.js?v=1`]) {
      const plain = await get(url);
      expect(plain.statusCode, url).toBe(200);
      expect(plain.headers["content-encoding"], url).toBeUndefined();
      const br = await get(url, { "accept-encoding": "gzip, deflate, br" });
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

  it("leaves errors and other answers as they are", async () => {
    const unknown = await get("/api/definitions/NO_SUCH_TYPE", { "accept-encoding": "br" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers["content-encoding"]).toBeUndefined();
    expect(unknown.json<{ data: { msg: string } }>().data.msg).toBe("Unknown application type NO_SUCH_TYPE");
    expect((await get("/api/constants/context", { "accept-encoding": "br" })).headers["content-encoding"]).toBeUndefined();
  });
});
