import { Writable } from "node:stream";
import Fastify, { type FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { RequestLog, SLOW_REQUEST_MS } from "./RequestLog.ts";

/** The lines a Fastify with the portal's request log writes at `level`, parsed. */
async function logged(level: string, routes: (app: FastifyInstance) => void, requests: string[]): Promise<Array<Record<string, unknown>>> {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const app = Fastify({ logger: { level, stream }, logController: new RequestLog() });
  routes(app);
  for (const url of requests) await app.inject({ method: "GET", url });
  await app.close();
  return lines.filter((line) => typeof line.responseTime === "number" || line.msg === "incoming request");
}

const routes = (app: FastifyInstance) => {
  app.get("/ok", async () => ({ ok: true }));
  app.get("/refused", async (_request, reply) => reply.code(404).send({ ok: false }));
  app.get("/broken", async (_request, reply) => reply.code(503).send({ ok: false }));
  app.get("/slow", async () => {
    await new Promise((resolve) => setTimeout(resolve, SLOW_REQUEST_MS + 50));
    return { ok: true };
  });
};

describe("the request log (docs/decisions/0025)", () => {
  it("writes nothing at the default level for answered requests, a 4xx included: no line per request", async () => {
    expect(await logged("info", routes, ["/ok", "/refused", "/ok"])).toEqual([]);
  });

  it("writes one line for a 5xx answer and one for a slow answer, with the request, the status and the time", async () => {
    const lines = await logged("info", routes, ["/broken", "/slow", "/ok"]);
    expect(lines).toEqual([
      expect.objectContaining({ level: 50, msg: "request failed", req: expect.objectContaining({ method: "GET", url: "/broken" }), res: { statusCode: 503 } }),
      expect.objectContaining({ level: 30, msg: "slow request", req: expect.objectContaining({ method: "GET", url: "/slow" }), res: { statusCode: 200 } }),
    ]);
  });

  it("writes one line for every request at debug level", async () => {
    const lines = await logged("debug", routes, ["/ok", "/refused"]);
    expect(lines.map((l) => [l.msg, (l.req as { url: string }).url, (l.res as { statusCode: number }).statusCode])).toEqual([
      ["request completed", "/ok", 200],
      ["request completed", "/refused", 404],
    ]);
  });
});
