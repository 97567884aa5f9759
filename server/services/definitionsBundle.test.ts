import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Fastify from "fastify";
import fp from "fastify-plugin";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadDefinitions } from "../../engine/node/loadDefinitions.ts";
import { loadScenarios, runScenario } from "../../engine/node/loadScenarios.ts";
import portal from "../app.ts";
import { loadConfig } from "../config.ts";
import { serverOptions } from "../options.ts";
import { buildApp } from "../testing/buildApp.ts";
import { readDefinitionsBundle, writeDefinitionsBundle } from "./definitionsBundle.ts";

/**
 * The built server judges with the definitions `npm run build` precompiled (decision 0026):
 * these prove it answers exactly as a server that lints and compiles them at start.
 */
const dir = mkdtempSync(join(tmpdir(), "definitions-bundle-"));
beforeAll(async () => writeDefinitionsBundle(dir), 120_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the precompiled definitions", () => {
  it("are the definitions the loader gives, and judge every scenario of every type exactly as they do", async () => {
    const bundle = await readDefinitionsBundle(dir);
    const fresh = loadDefinitions().loaded;
    expect(bundle?.loaded.map((d) => d.definition)).toEqual(fresh.map((d) => d.definition));
    expect(bundle?.loaded.map((d) => d.file)).toEqual(fresh.map((d) => d.file));
    for (const [i, loaded] of fresh.entries()) {
      const built = bundle?.loaded[i] as typeof loaded;
      const scenarios = loadScenarios(loaded.definition.id);
      expect(scenarios.length).toBeGreaterThan(0);
      for (const { scenario } of scenarios) expect(runScenario(built, scenario)).toEqual(runScenario(loaded, scenario));
    }
  });

  it("are not used once anything under schemas/ differs from what they were built from", async () => {
    const manifest = join(dir, "manifest.json");
    const original = readFileSync(manifest, "utf8");
    writeFileSync(manifest, JSON.stringify({ ...(JSON.parse(original) as object), sources: "an older schemas/" }));
    try {
      expect(await readDefinitionsBundle(dir)).toBeNull();
    } finally {
      writeFileSync(manifest, original);
    }
    expect(await readDefinitionsBundle(join(dir, "never-built"))).toBeNull();
  });

  it("give the built server the same answers on the definitions routes, the validators module the one precompiled", async () => {
    // Marked, so the test tells the module the build wrote from one compiled again on request.
    const [firstType] = loadDefinitions().loaded;
    const id = firstType?.definition.id as string;
    writeFileSync(join(dir, `${id}.validators.js`), `${readFileSync(join(dir, `${id}.validators.js`), "utf8")}\n// as built\n`);
    const config = { ...loadConfig({ SQLITE_FILE: ":memory:", JWT_SECRET: "test-secret-not-for-production", LOG_LEVEL: "silent" }), definitionsBundle: dir };
    const built = Fastify(serverOptions(config, false));
    await built.register(fp(portal), { config });
    const reference = await buildApp();
    try {
      for (const url of ["/api/definitions", ...reference.definitions.all().map((d) => `/api/definitions/${d.definition.id}`)]) {
        expect((await built.inject({ url })).json()).toEqual((await reference.inject({ url })).json());
      }
      const served = await built.inject({ url: `/api/definitions/${id}/validators.js` });
      expect(served.headers.etag).toBe((await reference.inject({ url: `/api/definitions/${id}/validators.js` })).headers.etag);
      expect(served.body).toContain("// as built");
    } finally {
      await built.close();
      await reference.close();
    }
  });
});
