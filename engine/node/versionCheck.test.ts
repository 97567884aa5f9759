import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import knex from "knex";
import { afterAll, describe, expect, it } from "vitest";
import type { Definition } from "../types.ts";
import { definitionHash } from "./definitionHash.ts";
import type { LocatedIssue } from "./loadDefinitions.ts";
import { SCHEMAS } from "./paths.ts";
import { resolveDefinition } from "./resolveDefinition.ts";
import { checkFileVersions, scratchRepositories, textPosition } from "./scratchRepository.ts";
import { SourceFiles } from "./sourceFiles.ts";

// Issue 24, "engine check refuses a changed file whose version label did not change, and names each
// kind of breaking change without a migration at file:line:column". Each test works in its own git
// repository holding a copy of schemas/, committed, so HEAD, history and the database are its own.

const repositories = scratchRepositories("version-check-");
afterAll(() => repositories.dispose());
const repo = repositories.make;

const check = checkFileVersions;
const where = textPosition;
const located = (issues: LocatedIssue[]) => issues.map(({ code, file, line, column, message }) => ({ code, file, line, column, message }));
const resolved = (file: string): Definition => resolveDefinition(file, new SourceFiles()).definition;
const LABEL = (JSON.parse(readFileSync(join(SCHEMAS, "types", "licence.json"), "utf8")) as Definition).version;
const ID = (JSON.parse(readFileSync(join(SCHEMAS, "types", "licence.json"), "utf8")) as Definition).id;
const FIX = `run \`npm run engine -- new-version --type ${ID}\` to make the next version (drafts and cases were judged by ${LABEL} as it was)`;

describe("engine check: a changed definition must change its label", () => {
  it("passes a definition as committed, with no history and no database", async () => {
    const { file, db } = repo();
    expect(await check(file, db)).toEqual([]);
    expect(existsSync(db)).toBe(false);
  });

  it("version-unchanged against the committed file: an edit in the types file, at its version", async () => {
    const { file, db, text } = repo();
    writeFileSync(file, text().replace(/"title": "[^"]*"/, '"title": "Edited"'));
    expect(located(await check(file, db))).toEqual([{ code: "version-unchanged", file, ...where(text(), '"version"'), message: `the definition changed since version ${LABEL} was committed, but its label did not: ${FIX}` }]);
  });

  it("version-unchanged against the committed file: an edit in a shared step, named", async () => {
    const { root, file, db, text } = repo();
    const ref = /"\$ref": "\.\.\/(common\/steps\/[^"#]+)"/.exec(text())?.[1];
    if (!ref) throw new Error("the licence uses no shared step");
    const shared = join(root, "schemas", ref);
    writeFileSync(shared, readFileSync(shared, "utf8").replace(/"title": "[^"]*"/, '"title": "Edited"'));
    const [issue] = located(await check(file, db));
    expect(issue).toEqual({ code: "version-unchanged", file, ...where(text(), '"version"'), message: `the definition changed since version ${LABEL} was committed, but its label did not (the change came through shared files: ${shared}): ${FIX}` });
  });

  it("version-unchanged against the version kept in history under the same label", async () => {
    const { root, file, db, text } = repo();
    const kept = join(root, "schemas", "history", "licence", `${LABEL}.json`);
    mkdirSync(join(kept, ".."), { recursive: true });
    writeFileSync(kept, JSON.stringify({ ...resolved(file), title: "As it was" }, null, 2));
    expect(located(await check(file, db))).toEqual([{ code: "version-unchanged", file, ...where(text(), '"version"'), message: `the definition differs from version ${LABEL} as kept in ${kept}, but its label is the same: ${FIX}` }]);
  });

  it("version-unchanged against the text the server's database recorded, and nothing when it is the same text", async () => {
    const { file, db, text } = repo();
    mkdirSync(join(db, ".."));
    const sqlite = knex({ client: "sqlite3", connection: { filename: db }, useNullAsDefault: true });
    await sqlite.schema.createTable("definition_versions", (t) => {
      t.string("app_type");
      t.string("version");
      t.string("content_hash");
      t.text("definition");
      t.string("effective_from");
      t.timestamp("first_served_at");
    });
    await sqlite("definition_versions").insert({ app_type: ID, version: LABEL, content_hash: "0".repeat(64), definition: "{}", first_served_at: "2026-11-20 14:00:00" });
    await sqlite.destroy();
    expect(located(await check(file, db))).toEqual([{ code: "version-unchanged", file, ...where(text(), '"version"'), message: `the definition differs from version ${LABEL} as the database ${db} recorded it when the portal first served it on 2026-11-20, but its label is the same: ${FIX}` }]);
    const same = knex({ client: "sqlite3", connection: { filename: db }, useNullAsDefault: true });
    await same("definition_versions").update({ content_hash: definitionHash(resolved(file)) });
    await same.destroy();
    expect(await check(file, db)).toEqual([]);
  });

  it("version-not-kept: a label changed by hand, the committed version not kept", async () => {
    const { file, db, text } = repo();
    // The label and, when the file has one, its migration's origin changed by hand, as new-version would have.
    writeFileSync(file, text().replace(`"version": "${LABEL}"`, '"version": "2026.12.1"').replace(/"migrations": \{ "from": "[^"]*"/, `"migrations": { "from": "${LABEL}"`));
    expect(located(await check(file, db))).toEqual([
      {
        code: "version-not-kept",
        file,
        ...where(text(), '"version"'),
        message: `version ${LABEL} is committed at HEAD but not kept in ${join(file, "..", "..", "history", "licence")}/: drafts written under it could not be judged by their own version; set "version" back to "${LABEL}" and run \`npm run engine -- new-version --type ${ID}\`, which keeps ${LABEL} as committed and makes the next label`,
      },
    ]);
  });
});
