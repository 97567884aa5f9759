import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
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
});
