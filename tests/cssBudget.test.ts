import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildClient } from "../server/build.mjs";

/**
 * The CSS every page loads before it draws (issue 15, docs/decisions/0028): GOV.UK Frontend
 * compiled from its Sass sources with only the components the renderer uses
 * (renderer/src/styles/govuk.scss) and the portal's own styles. It was the whole of GOV.UK
 * Frontend, 153 KB (19.6 KB gzip); trimmed it is 108 KB (14.3 KB gzip).
 */
const CSS_GZIP_BUDGET = 15 * 1024;

/** GOV.UK components the portal does not use: none of their CSS may come back unnoticed. */
const UNUSED = ["govuk-pagination", "govuk-cookie-banner", "govuk-service-navigation", "govuk-task-list", "govuk-tabs", "govuk-character-count", "govuk-password-input", "govuk-phase-banner", "govuk-exit-this-page", "govuk-language-select"];

const out = mkdtempSync(join(tmpdir(), "css-budget-"));
let css = "";
beforeAll(async () => {
  await buildClient(out);
  const manifest = JSON.parse(readFileSync(join(out, ".vite", "manifest.json"), "utf8")) as Record<string, { isEntry?: boolean; css?: string[] }>;
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  css = (entry?.css ?? []).map((file) => readFileSync(join(out, file), "utf8")).join("");
}, 120_000);
afterAll(() => rmSync(out, { recursive: true, force: true }));

/** Every GOV.UK class the renderer names in its components (a name built from parts is seen by its fixed start). */
function classesNamed(): string[] {
  const found = execFileSync("grep", ["-rhoE", "--include=*.tsx", "--include=*.ts", "govuk-[!a-z0-9_-]+[a-z0-9]", join(import.meta.dirname, "..", "renderer", "src")], { encoding: "utf8" });
  return [...new Set(found.split("\n").filter(Boolean))];
}

/** The GOV.UK classes a stylesheet has rules for. */
const styled = (sheet: string) => new Set([...sheet.matchAll(/\.(govuk-(?:\\!|[a-z0-9_-])+)/g)].map((m) => (m[1] ?? "").replace("\\!", "!")));

describe("the CSS loaded before a page draws", () => {
  it(`is at most ${CSS_GZIP_BUDGET} bytes gzip`, () => {
    expect(css.length).toBeGreaterThan(0);
    expect(gzipSync(css, { level: 9 }).length).toBeLessThanOrEqual(CSS_GZIP_BUDGET);
  });

  it("styles every GOV.UK class the renderer uses that GOV.UK Frontend styles", () => {
    const whole = styled(readFileSync(join(import.meta.dirname, "..", "node_modules", "govuk-frontend", "dist", "govuk", "govuk-frontend.min.css"), "utf8"));
    const ours = styled(css);
    const missing = classesNamed().filter((name) => whole.has(name) && !ours.has(name));
    expect(missing).toEqual([]);
    expect(ours.has("govuk-summary-card")).toBe(true);
  });

  it("leaves out the components the portal does not use, and GOV.UK's font files", () => {
    // (.govuk-template:not(:has(.govuk-exit-this-page)) is the template's own rule.)
    for (const component of UNUSED) expect(css.replace(":not(:has(.govuk-exit-this-page))", ""), component).not.toContain(`.${component}`);
    // The GDS Transport face maps to local fonts (styles.css); no @font-face fetches GOV.UK's files.
    expect(css).not.toMatch(/url\([^)]*\.woff2?/);
  });
});
