import Fastify, { type FastifyInstance } from "fastify";
import { Writable } from "node:stream";
import { afterEach, describe, expect, it, vi } from "vitest";
import { serverOptions } from "../options.ts";
import errorHandler from "../plugins/app/errorHandler.ts";
import { lazyChildLogger } from "./lazyChildLogger.ts";

/** The portal's own server options, with the log lines kept in memory. */
async function appWithLines(level = "info"): Promise<{ app: FastifyInstance; lines: () => Array<Record<string, unknown>> }> {
  const written: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      written.push(String(chunk));
      done();
    },
  });
  const options = serverOptions({ logLevel: level });
  const app = Fastify({ ...options, logger: { ...(options.logger as object), stream } });
  // The portal's own answers to errors and unknown routes.
  await app.register(errorHandler);
  app.get("/quiet", async () => ({ ok: true }));
  app.get("/says", async (request) => {
    request.log.warn({ password: "hunter2", detail: "kept" }, "something to look at");
    request.log.debug("below the level");
    return { ok: true };
  });
  await app.ready();
  return { app, lines: () => written.join("").trim().split("\n").filter(Boolean).map((line) => JSON.parse(line) as Record<string, unknown>) };
}

let open: FastifyInstance | null = null;
afterEach(async () => {
  await open?.close();
  open = null;
});

describe("a request's logger (made on its first line)", () => {
  it("is the portal's child logger factory", () => {
    expect(serverOptions({ logLevel: "info" }).childLoggerFactory).toBe(lazyChildLogger);
  });

  it("makes no child logger for requests that write no line: a quiet read, a 404, a line below the level", async () => {
    const { app, lines } = await appWithLines();
    open = app;
    const child = vi.spyOn(app.log, "child");
    expect((await app.inject({ method: "GET", url: "/quiet" })).statusCode).toBe(200);
    expect((await app.inject({ method: "GET", url: "/api/nowhere" })).json()).toMatchObject({ statusCode: 404, data: { msg: "No such route: GET /api/nowhere" } });
    expect(child).not.toHaveBeenCalled();
    expect(lines().filter((line) => line.reqId)).toEqual([]);
  });

  it("writes a request's line as pino's child would: its request id, the message, secrets redacted, lines below the level left out", async () => {
    const { app, lines } = await appWithLines();
    open = app;
    const child = vi.spyOn(app.log, "child");
    await app.inject({ method: "GET", url: "/says" });
    await app.inject({ method: "GET", url: "/says" });
    expect(child).toHaveBeenCalledTimes(2);
    const said = lines().filter((line) => line.msg === "something to look at");
    expect(said).toHaveLength(2);
    expect(said.map((line) => line.reqId)).toEqual(["req-1", "req-2"]);
    expect(said[0]).toMatchObject({ level: 40, password: "[Redacted]", detail: "kept" });
    expect(lines().some((line) => line.msg === "below the level")).toBe(false);
  });

  it("writes the lines below info when the level asks for them", async () => {
    const { app, lines } = await appWithLines("debug");
    open = app;
    await app.inject({ method: "GET", url: "/says" });
    expect(lines().find((line) => line.msg === "below the level")).toMatchObject({ level: 20, reqId: "req-1" });
  });
});
