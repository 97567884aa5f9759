import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { Definition } from "../types.ts";
import { newVersion } from "./newVersion.ts";
import { nextVersionText } from "./nextVersionText.ts";
import { ROOT } from "./paths.ts";
import { resolveDefinition } from "./resolveDefinition.ts";
import { scratchRepositories } from "./scratchRepository.ts";
import { SourceFiles } from "./sourceFiles.ts";

// `npm run engine -- new-version` on a temporary copy of schemas/ in its own git repository: the
// types file is named instead of --type, so the command works on the copy, not on the repository.

const TSX = join(ROOT, "node_modules", ".bin", "tsx");
const repositories = scratchRepositories("new-version-");
afterAll(() => repositories.dispose());

const run = (db: string, ...args: string[]) => spawnSync(TSX, [join(ROOT, "engine", "node", "cli.ts"), ...args], { cwd: ROOT, encoding: "utf8", env: { ...process.env, SQLITE_FILE: db, DATABASE_URL: "" } });
const resolved = (file: string): Definition => resolveDefinition(file, new SourceFiles()).definition;
const keptFile = (file: string, label: string) => join(file, "..", "..", "history", "licence", `${label}.json`);

describe("npm run engine -- new-version", () => {
  it("keeps the committed version whole, makes the file the next version in place, says what to do next, and check passes", () => {
    const { file, db, text } = repositories.make();
    const before = text();
    const { version } = JSON.parse(before) as Definition;
    const committed = resolved(file);
    const made = run(db, "new-version", file, "--today", "2026-12-03", "--effective-from", "2027-01-01");
    expect(made.stderr).toBe("");
    expect(made.status).toBe(0);
    expect(readFileSync(keptFile(file, version), "utf8")).toBe(`${JSON.stringify(committed, null, 2)}\n`);
    expect(text()).toBe(nextVersionText(before, { label: "2026.12.1", from: version, effectiveFrom: "2027-01-01" }));
    expect(made.stdout.split("\n").slice(0, 3)).toEqual([
      `kept version ${version} of ${committed.id} (as committed at HEAD) in ${keptFile(file, version)}`,
      `${file} is now version 2026.12.1, with "migrations": {"from": "${version}", "changes": []} and "effectiveFrom": "2027-01-01"`,
      "next:",
    ]);
    const checked = run(db, "check", file);
    expect(checked.stdout).toContain("1 definition(s) checked, no issues");
    expect(checked.status).toBe(0);
  });

  it("keeps the text as committed when the file was edited since, so the edit goes into the next version", () => {
    const { file, text } = repositories.make();
    const committed = resolved(file);
    writeFileSync(file, text().replace(/"title": "[^"]*"/, '"title": "Edited"'));
    expect(newVersion(file, { today: "2026-11-30" }).code).toBe(0);
    expect(JSON.parse(readFileSync(keptFile(file, committed.version), "utf8"))).toEqual(committed);
    // The next label of the same month (the committed one is whatever the repository's licence is at).
    const [year, month, n] = committed.version.split(".");
    expect(resolved(file)).toMatchObject({ title: "Edited", version: `${year}.${month}.${Number(n) + 1}` });
  });

  it("refuses when another text is kept under the label, and changes nothing", () => {
    const { file, text } = repositories.make();
    const before = text();
    const kept = keptFile(file, resolved(file).version);
    mkdirSync(join(kept, ".."), { recursive: true });
    writeFileSync(kept, JSON.stringify({ ...resolved(file), title: "Another text" }, null, 2));
    const refused = newVersion(file);
    expect(refused.code).toBe(1);
    expect(refused.lines.join("\n")).toContain(`${kept} already keeps another text of version ${resolved(file).version}: a kept version never changes`);
    expect(text()).toBe(before);
  });

  it("refuses to make a version from a label that is not committed yet", () => {
    const { file, text } = repositories.make();
    const history = join(file, "..", "..", "history", "licence");
    const keptBefore = existsSync(history) ? readdirSync(history) : [];
    writeFileSync(file, text().replace(/"version": "[^"]*"/, '"version": "2026.12.1"'));
    const refused = newVersion(file);
    expect(refused.code).toBe(1);
    expect(refused.lines.join("\n")).toMatch(/^version 2026\.12\.1 is not committed yet \(HEAD has \d{4}\.\d{2}\.\d+\)/);
    expect(existsSync(history) ? readdirSync(history) : []).toEqual(keptBefore);
  });
});
