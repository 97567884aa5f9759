import helmet from "@fastify/helmet";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../testing/buildApp.ts";
import { HELMET_OPTIONS } from "./helmet.ts";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp();
});
afterAll(async () => app.close());

/** The content security policy as a map of directive to its sources. */
async function policy(url: string): Promise<Map<string, string[]>> {
  const header = String((await app.inject({ method: "GET", url })).headers["content-security-policy"] ?? "");
  return new Map(header.split(";").map((d) => d.trim().split(/\s+/)).map(([name = "", ...sources]) => [name, sources]));
}

describe("the content security policy", () => {
  it("lets the licence and ID card preview frame its blob: PDF (issue 14 'This content is blocked'), and nothing more", async () => {
    for (const url of ["/api/definitions", "/profile"]) {
      const csp = await policy(url);
      expect(csp.get("frame-src"), url).toEqual(["'self'", "blob:"]);
      // Everything else as tight as before: no plugins, scripts and connections only from the portal.
      expect(csp.get("object-src"), url).toEqual(["'none'"]);
      expect(csp.get("default-src"), url).toEqual(["'self'"]);
      expect(csp.get("script-src"), url).toEqual(["'self'"]);
      expect(csp.get("connect-src"), url).toEqual(["'self'"]);
      expect(csp.get("frame-ancestors"), url).toEqual(["'self'"]);
    }
  });
});

describe("the security headers, computed once", () => {
  it("are on every answer exactly as @fastify/helmet sets them for the policy: a read, a 404, a refusal, a body refused before any route ran, a page", async () => {
    const reference = Fastify({ logger: false });
    await reference.register(helmet, HELMET_OPTIONS);
    reference.get("/", async () => ({}));
    const expected = Object.fromEntries(Object.entries((await reference.inject({ method: "GET", url: "/" })).headers).filter(([name]) => !["content-type", "content-length", "date", "connection"].includes(name)));
    await reference.close();
    expect(Object.keys(expected).length).toBeGreaterThan(8);
    const answers = [
      await app.inject({ method: "GET", url: "/api/constants/species-seasons" }),
      await app.inject({ method: "GET", url: "/api/nowhere" }),
      await app.inject({ method: "GET", url: "/api/users/profile" }),
      await app.inject({ method: "POST", url: "/api/users/login", payload: { login_with: "email", user_name: "nobody@example.com", password: "x" } }),
      // Refused by Fastify's body parsing, before the route: the headers are the reply's from its first hook.
      await app.inject({ method: "POST", url: "/api/users/login", headers: { "content-type": "application/json" }, payload: "{not json" }),
      await app.inject({ method: "POST", url: "/api/users/login", headers: { "content-type": "text/csv" }, payload: "a,b" }),
      await app.inject({ method: "GET", url: "/profile" }),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([200, 404, 401, 401, 400, 415, 200]);
    for (const answer of answers) expect(answer.headers).toMatchObject(expected);
  });
});
