import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { Worker } from "node:worker_threads";
import { afterAll, describe, expect, it } from "vitest";
import { bundleServer, ROOT } from "../server/build.mjs";
import { studioSource, studioTypes } from "../server/services/studioSources.ts";

// Inside the checkout (dist/ is ignored by git), so the bundles find node_modules as dist/server does.
mkdirSync(join(ROOT, "dist"), { recursive: true });
const out = mkdtempSync(join(ROOT, "dist", "server-build-"));
afterAll(() => rmSync(out, { recursive: true, force: true }));

/** The package a bare import names: `@fastify/static` of `@fastify/static/x`, `ajv` of `ajv/dist/2020.js`. */
const packageOf = (specifier: string) => specifier.split("/").slice(0, specifier.startsWith("@") ? 2 : 1).join("/");

describe("the server build (npm start runs it with plain node, decision 0026)", () => {
  it("imports at run time only the packages of dependencies, so a production install has all it needs", async () => {
    const metafile = await bundleServer(out);
    const { dependencies } = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { dependencies: Record<string, string> };
    const imports = Object.values(metafile.outputs).flatMap((output) => output.imports.filter((i) => i.external && !i.path.startsWith("node:")));
    // esbuild alone is a build tool loaded on demand: it bundles the validators of a definition edited after the build.
    const onDemand = (i: { kind: string; path: string }) => i.kind === "dynamic-import" && i.path === "esbuild";
    expect(imports.length).toBeGreaterThan(10);
    expect(imports.filter((i) => !onDemand(i) && !(packageOf(i.path) in dependencies)).map((i) => i.path)).toEqual([]);
  }, 60_000);

  it("keeps import.meta meaning each source file, so the built server finds schemas/, fixtures/ and its JSON files", () => {
    const code = readFileSync(join(out, "start.js"), "utf8");
    const banner = code.slice(0, code.indexOf("__portalSourceDir = "));
    expect(code.slice(banner.length)).not.toContain("import.meta");
    // Each reference names its source file relative to the output folder, whatever the clone's depth.
    const sources = [...code.matchAll(/__portalSourceDir\("([^"]+)"\)/g)].map((m) => resolve(out, m[1] ?? ""));
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) {
      expect(source.startsWith(ROOT)).toBe(true);
      expect(existsSync(source)).toBe(true);
    }
  });

  it("bundles the studio's worker as an entry of its own, which plain node starts and runs a check in (decision 0043)", async () => {
    const [first] = studioTypes();
    if (!first) throw new Error("no committed definition");
    const { id, path, source } = studioSource(first.id);
    const worker = new Worker(join(out, "studioWorker.js"));
    try {
      const answer = await new Promise<{ id: number; ok: boolean; value?: { file: string; issues: unknown[] } }>((done, fail) => {
        worker.on("error", fail).on("message", (message: { ready?: boolean; id?: number }) => {
          if (message.ready) worker.postMessage({ id: 1, task: { kind: "check", type: id, path, committedText: source, text: source } });
          else done(message as { id: number; ok: boolean });
        });
      });
      expect(answer).toMatchObject({ id: 1, ok: true, value: { file: `schemas/types/${first.file}`, issues: [] } });
    } finally {
      await worker.terminate();
    }
  }, 60_000);
});
