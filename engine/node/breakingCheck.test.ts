import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { allowedValues } from "../lint/fieldIndex.ts";
import type { Definition, Step } from "../types.ts";
import type { LocatedIssue } from "./loadDefinitions.ts";
import { newVersion } from "./newVersion.ts";
import { SCHEMAS } from "./paths.ts";
import { resolveDefinition } from "./resolveDefinition.ts";
import { checkFileVersions, scratchRepositories, textPosition, type ScratchRepository } from "./scratchRepository.ts";
import { SourceFiles } from "./sourceFiles.ts";

// Issue 24: each kind of breaking change, made to the licence after `new-version` kept its
// committed version, is named at the file, line and column an analyst edits.

const repositories = scratchRepositories("breaking-check-");
afterAll(() => repositories.dispose());

const LICENCE = join(SCHEMAS, "types", "licence.json");
const LABEL = (JSON.parse(readFileSync(LICENCE, "utf8")) as Definition).version;
const committed = resolveDefinition(LICENCE, new SourceFiles()).definition;
const stepOf = (d: Definition, id: string) => d.wizard?.steps.find((s) => s.id === id) as Step;
/** Steps written in the licence itself, so what the check points at is in its own file. */
const inline = (JSON.parse(readFileSync(LICENCE, "utf8")) as Definition).wizard?.steps.filter((s): s is Step => typeof s.id === "string") ?? [];
const occurrences = (text: string, value: string) => text.split(JSON.stringify(value)).length - 1;
const licenceText = readFileSync(LICENCE, "utf8");
/** Read by nothing but the licence's own file, so renaming it there keeps the definition whole. */
const ownField = (field: string) => occurrences(JSON.stringify(committed, null, 2), field) === occurrences(licenceText, field);
/** A field of an inline step offering a reference list, with an option nothing else names (so taking it out of the list breaks no condition). */
const choice = inline.flatMap((step) =>
  Object.entries(step.schema.properties).flatMap(([field, schema]) => {
    const list = (schema.items ?? schema)["x-list"] as { $ref?: string } | undefined;
    const resolvedField = stepOf(committed, step.id).schema.properties[field];
    const option = resolvedField && allowedValues(resolvedField)?.find((v) => occurrences(JSON.stringify(committed), v) === 1);
    return list?.$ref && option ? [{ step, field, option, list: list.$ref }] : [];
  }),
)[0];
/** A required field of an inline step that only the licence's own file names, and an optional field. */
const requiredOne = inline.flatMap((step) => (step.schema.required ?? []).filter(ownField).map((field) => ({ step, field })))[0];
const optionalOne = inline.flatMap((step) => Object.keys(step.schema.properties).filter((f) => !(step.schema.required ?? []).includes(f)).map((field) => ({ step, field })))[0];
if (!choice || !requiredOne || !optionalOne) throw new Error("the licence has no inline step to break");

/** The licence made the next version by new-version, then edited (its text, or other files of the repository). */
async function broken(edit: (text: string, repo: ScratchRepository) => string): Promise<{ file: string; text: string; issues: LocatedIssue[] }> {
  const repo = repositories.make();
  expect(newVersion(repo.file, { today: "2026-12-03" }).code).toBe(0);
  const text = edit(repo.text(), repo);
  writeFileSync(repo.file, text);
  return { file: repo.file, text, issues: await checkFileVersions(repo.file, repo.db) };
}
/** An edit of the licence as JSON, written back with 2 spaces. */
const asJson = (edit: (d: Definition & { migrations: NonNullable<Definition["migrations"]> }) => void) => (text: string) => {
  const definition = JSON.parse(text) as Definition & { migrations: NonNullable<Definition["migrations"]> };
  edit(definition);
  return `${JSON.stringify(definition, null, 2)}\n`;
};
const compared = (file: string) => ` (compared with version ${LABEL}: ${join(file, "..", "..", "history", "licence", `${LABEL}.json`)})`;
const only = (issues: LocatedIssue[]) => issues.map(({ code, line, column }) => ({ code, line, column }));

describe("engine check after new-version: breaking changes with no migration, at file:line:column", () => {
  it("passes the next version with no edit and an empty migration", async () => {
    expect((await broken((text) => text)).issues).toEqual([]);
  });

  it("breaking-field-removed: a field renamed, at migrations, with the rename to add", async () => {
    const { field, step } = requiredOne;
    const { file, text, issues } = await broken((text) => text.replaceAll(JSON.stringify(field), JSON.stringify(`${field}_new`)));
    const title = step.schema.properties[field]?.title;
    expect(issues.map(({ code, file: f, line, column, message }) => ({ code, f, line, column, message }))).toEqual([
      {
        code: "breaking-field-removed",
        f: file,
        ...textPosition(text, '"migrations"'),
        message: `"${field}"${title ? ` (${title})` : ""} was asked in step "${step.id}" of version ${LABEL} and is asked nowhere now: drafts that answered it would lose the answer unseen; add {"op": "rename", "field": "${field}", "to": "${field}_new"} or {"op": "drop", "field": "${field}"} to "changes" in "migrations" (rename if the question is now "${field}_new", drop if it is gone)${compared(file)}`,
      },
    ]);
  });

  it("breaking-option-removed: an option taken out of the field's reference list, at the field", async () => {
    const { step, field, option, list } = choice;
    const { text, issues } = await broken((text, { file }) => {
      const listFile = join(file, "..", list);
      const content = JSON.parse(readFileSync(listFile, "utf8")) as { items: Array<{ value: string }> };
      writeFileSync(listFile, JSON.stringify({ ...content, items: content.items.filter((i) => i.value !== option) }, null, 2));
      return text;
    });
    expect(only(issues)).toEqual([{ code: "breaking-option-removed", ...textPosition(text, `"id": "${step.id}"`, `"${field}": {`) }]);
    expect(issues[0]?.message).toContain(`option "${option}" of "${field}"`);
  });

  it("breaking-newly-required: an optional field made required, at its entry in required", async () => {
    const { step, field } = optionalOne;
    const { text, issues } = await broken(
      asJson((d) => {
        const schema = stepOf(d, step.id).schema;
        schema.required = [...(schema.required ?? []), field];
      }),
    );
    expect(only(issues)).toEqual([{ code: "breaking-newly-required", ...textPosition(text, `"id": "${step.id}"`, '"required": [', `"${field}"`) }]);
    expect(issues[0]?.message).toContain(`but was optional in version ${LABEL}: drafts written under it have no answer; add {"op": "ask", "field": "${field}"}`);
  });

  it("migration-from and migration-unknown-field: a migration from another label naming a misspelt field", async () => {
    const typo = `${requiredOne.field}x`;
    const { text, issues } = await broken(
      asJson((d) => {
        d.migrations = { from: "2026.10.1", changes: [{ op: "drop", field: typo }] };
      }),
    );
    expect(only(issues)).toEqual([
      { code: "migration-from", ...textPosition(text, '"migrations"', '"from"') },
      { code: "migration-unknown-field", ...textPosition(text, '"migrations"', '"field"') },
    ]);
    expect(issues[1]?.message).toContain(`"${typo}" is not a field of version ${LABEL}, which drop moves drafts from; did you mean "${requiredOne.field}"?`);
  });
});
