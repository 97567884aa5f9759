import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildClient } from "../server/build.mjs";
import { afterAll, describe, expect, it } from "vitest";

const out = mkdtempSync(join(tmpdir(), "client-build-"));
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe("the client build", () => {
  it("keeps Leaflet, the signature pad and the wizard out of the entry chunk, loaded only where they are used", async () => {
    // As npm start builds it, from inside a test process (NODE_ENV=test): still React's production build.
    await buildClient(out);
    const assets = readdirSync(join(out, "assets"));
    const entry = assets.find((f) => /^index-.*\.js$/.test(f)) as string;
    const entryCode = readFileSync(join(out, "assets", entry), "utf8");
    expect(process.env.NODE_ENV).toBe("test");
    expect(assets.some((f) => f.startsWith("jsx-dev-runtime"))).toBe(false);
    expect(entryCode).not.toContain("Each child in a list should have a unique");
    expect(entryCode).not.toContain("leaflet-container");
    // The wizard (RJSF, ajv, the engine) is its own chunk, loaded when an application is opened.
    expect(entryCode).not.toContain("ajv");
    expect(assets.some((f) => /^WizardPage-.*\.js$/.test(f))).toBe(true);
    expect(assets.some((f) => /^FishingAreaMap-.*\.js$/.test(f) && readFileSync(join(out, "assets", f), "utf8").includes("leaflet-container"))).toBe(true);
    expect(assets.some((f) => /^signature_pad-.*\.js$/.test(f))).toBe(true);
  }, 120_000);

  it("writes brotli and gzip copies of the code and styles, and the wizard's chunks for its routes to preload (docs/decisions/0028)", () => {
    // Run after the test above, which built into `out`.
    const assets = readdirSync(join(out, "assets")).filter((f) => /\.(js|css)$/.test(f) && statSync(join(out, "assets", f)).size >= 1024);
    expect(assets.length).toBeGreaterThan(5);
    for (const file of assets) {
      const size = statSync(join(out, "assets", file)).size;
      for (const copy of [`${file}.br`, `${file}.gz`]) expect(existsSync(join(out, "assets", copy)) && statSync(join(out, "assets", copy)).size < size, copy).toBe(true);
    }
    const preloads = JSON.parse(readFileSync(join(out, "route-preloads.json"), "utf8")) as Array<{ path: string; modules: string[] }>;
    const wizard = preloads.find((p) => p.path === "/application/");
    expect(wizard?.modules.some((m) => /^\/assets\/WizardPage-.*\.js$/.test(m))).toBe(true);
  });
});
