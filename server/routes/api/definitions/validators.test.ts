import type { ValidateFunction } from "ajv";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compileDefinition } from "../../../../engine/definition/compileDefinition.ts";
import { loadScenarios, runScenario } from "../../../../engine/node/loadScenarios.ts";
import { buildApp } from "../../../testing/buildApp.ts";

/**
 * The browser judges with validators the server precompiled; this proves they give exactly the
 * server's verdict on every scenario of every type.
 */
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp();
});
afterAll(async () => app.close());

describe("GET /api/definitions/:appType/validators.js", () => {
  it("serves a module whose validators judge every scenario exactly as the server does", async () => {
    for (const compiled of app.definitions.all()) {
      const response = await app.inject({ method: "GET", url: `/api/definitions/${compiled.definition.id}/validators.js` });
      expect(response.headers["content-type"]).toBe("text/javascript; charset=utf-8");
      const module = (await import(`data:text/javascript;base64,${Buffer.from(response.body).toString("base64")}`)) as { validators: Record<string, ValidateFunction> };
      const precompiled = compileDefinition(compiled.definition, (_schema, at) => module.validators[at] as ValidateFunction);
      const loaded = { file: "", definition: compiled.definition, compiled };
      const browser = { ...loaded, compiled: precompiled };
      const scenarios = loadScenarios(compiled.definition.id);
      expect(scenarios.length).toBeGreaterThan(0);
      for (const { scenario } of scenarios) expect(runScenario(browser, scenario)).toEqual(runScenario(loaded, scenario));
    }
  });

  it("answers 304 to a client holding the current version, and 404 for an unknown type", async () => {
    const [first] = app.definitions.all();
    const url = `/api/definitions/${first?.definition.id}/validators.js`;
    const etag = (await app.inject({ method: "GET", url })).headers.etag as string;
    expect((await app.inject({ method: "GET", url, headers: { "if-none-match": etag } })).statusCode).toBe(304);
    expect((await app.inject({ method: "GET", url: "/api/definitions/NOPE/validators.js" })).statusCode).toBe(404);
  });
});
