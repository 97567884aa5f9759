import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../testing/buildApp.ts";

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
