import helmet from "@fastify/helmet";
import Fastify, { type FastifyInstance } from "fastify";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../testing/buildApp.ts";
import { dataHeaders, HELMET_OPTIONS } from "./helmet.ts";

let app: FastifyInstance;
/** The headers @fastify/helmet itself sets for the policy, from a Fastify of its own. */
let helmets: Record<string, unknown>;
beforeAll(async () => {
  app = await buildApp();
  const reference = Fastify({ logger: false });
  await reference.register(helmet, HELMET_OPTIONS);
  reference.get("/", async () => ({}));
  helmets = Object.fromEntries(Object.entries((await reference.inject({ method: "GET", url: "/" })).headers).filter(([name]) => !["content-type", "content-length", "date", "connection"].includes(name)));
  await reference.close();
});
afterAll(async () => app.close());

/** The content security policy as a map of directive to its sources. */
function policy(answer: LightMyRequestResponse): Map<string, string[]> {
  const header = String(answer.headers["content-security-policy"] ?? "");
  return new Map(header.split(";").map((d) => d.trim().split(/\s+/)).map(([name = "", ...sources]) => [name, sources]));
}

describe("the content security policy of a page", () => {
  it("lets the licence and ID card preview frame its blob: PDF (issue 14 'This content is blocked'), and nothing more", async () => {
    const csp = policy(await app.inject({ method: "GET", url: "/profile" }));
    expect(csp.get("frame-src")).toEqual(["'self'", "blob:"]);
    // Everything else as tight as before: no plugins, scripts and connections only from the portal.
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(csp.get("default-src")).toEqual(["'self'"]);
    expect(csp.get("script-src")).toEqual(["'self'"]);
    expect(csp.get("connect-src")).toEqual(["'self'"]);
    expect(csp.get("frame-ancestors")).toEqual(["'self'"]);
  });
});

describe("the security headers, computed once and chosen by what the answer is (decision 0058)", () => {
  it("documents, files and scripts carry every header @fastify/helmet sets for the policy: a page, the sandbox payment page, a type's validators", async () => {
    expect(Object.keys(helmets).length).toBeGreaterThan(8);
    const { definitions } = (await app.inject({ method: "GET", url: "/api/definitions" })).json().data as { definitions: Array<{ id: string }> };
    const answers = [
      await app.inject({ method: "GET", url: "/profile" }),
      await app.inject({ method: "GET", url: "/api/payment/sandbox.js" }),
      await app.inject({ method: "GET", url: `/api/definitions/${encodeURIComponent(definitions[0]?.id ?? "")}/validators.js` }),
    ];
    // The page is the app's (200) once the client is built, else the text saying to build it (503): a document either way.
    expect(answers.map((a) => a.statusCode)).toEqual([answers[0]?.statusCode === 503 ? 503 : 200, 200, 200]);
    for (const answer of answers) {
      expect(String(answer.headers["content-type"])).not.toMatch(/^application\/json/);
      expect(answer.headers).toMatchObject(helmets);
    }
  });

  it("JSON answers carry the data headers and none of a document's: a read, a 404, a refusal, bodies refused before any route ran", async () => {
    const data = dataHeaders(helmets as Parameters<typeof dataHeaders>[0]);
    expect(data["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(data["x-content-type-options"]).toBe("nosniff");
    expect(data["strict-transport-security"]).toMatch(/^max-age=\d{7,}/);
    const answers = [
      await app.inject({ method: "GET", url: "/api/constants/species-seasons" }),
      await app.inject({ method: "GET", url: "/api/definitions" }),
      await app.inject({ method: "GET", url: "/api/nowhere" }),
      await app.inject({ method: "GET", url: "/api/users/profile" }),
      await app.inject({ method: "POST", url: "/api/users/login", payload: { login_with: "email", user_name: "nobody@example.com", password: "x" } }),
      // Refused by Fastify's body parsing, before the route.
      await app.inject({ method: "POST", url: "/api/users/login", headers: { "content-type": "application/json" }, payload: "{not json" }),
      await app.inject({ method: "POST", url: "/api/users/login", headers: { "content-type": "text/csv" }, payload: "a,b" }),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 404, 401, 401, 400, 415]);
    const documentOnly = Object.keys(helmets).filter((name) => !(name in data));
    expect(documentOnly).toEqual(expect.arrayContaining(["referrer-policy", "cross-origin-opener-policy", "x-dns-prefetch-control"]));
    for (const answer of answers) {
      expect(String(answer.headers["content-type"])).toMatch(/^application\/json/);
      expect(answer.headers).toMatchObject(data);
      for (const name of documentOnly) expect(answer.headers[name], name).toBeUndefined();
    }
  });

  it("a route's own header wins over the computed one", async () => {
    const own = Fastify({ logger: false });
    await own.register((await import("./helmet.ts")).default);
    own.get("/framed", async (_request, reply) => reply.header("x-frame-options", "SAMEORIGIN").send({ ok: true }));
    const answer = await own.inject({ method: "GET", url: "/framed" });
    await own.close();
    expect(answer.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(answer.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});
