import { describe, expect, it } from "vitest";
import { loadDefinition } from "../node/loadDefinitions.ts";
import { TYPES_DIR } from "../node/paths.ts";
import type { Definition, MigrationChange } from "../types.ts";
import { answerFields } from "./answerFields.ts";
import { migrationIssues } from "./migrationIssues.ts";

const committed = loadDefinition(`${TYPES_DIR}/licence.json`).loaded?.definition;
if (!committed) throw new Error("licence.json does not load");
const previous: Definition = committed;
const field = [...answerFields(previous).keys()].find((n) => n.length > 8) as string;
const typo = field.slice(0, -2) + field.slice(-1);
const next = (from: string, changes: MigrationChange[]): Definition => ({ ...structuredClone(previous), version: "2026.12.1", migrations: { from, changes } });

describe("migrationIssues", () => {
  it("finds nothing in a migration from the previous version naming its fields", () => {
    expect(migrationIssues(previous, next(previous.version, [{ op: "drop", field }, { op: "ask", field }]))).toEqual([]);
  });

  it("migration-from: a migration that starts from another label than the previous version's", () => {
    expect(migrationIssues(previous, next("2026.10.1", []))).toEqual([
      { code: "migration-from", pointer: "/migrations/from", message: `"from" is "2026.10.1", but the version before this one is ${previous.version}: drafts are moved from ${previous.version}; write "from": "${previous.version}"` },
    ]);
  });

  it("migration-unknown-field: a misspelt field in a rename, its `to` and an ask, with did you mean", () => {
    expect(migrationIssues(previous, next(previous.version, [{ op: "rename", field: typo, to: typo }, { op: "ask", field: typo }]))).toEqual([
      { code: "migration-unknown-field", pointer: "/migrations/changes/0/field", message: `"${typo}" is not a field of version ${previous.version}, which rename moves drafts from; did you mean "${field}"?` },
      { code: "migration-unknown-field", pointer: "/migrations/changes/0/to", message: `"${typo}" is not a field of this version, so the answer would be moved to a question that is not asked; did you mean "${field}"?` },
      { code: "migration-unknown-field", pointer: "/migrations/changes/1/field", message: `"${typo}" is not a field of this version, so there is no question to ask; did you mean "${field}"?` },
    ]);
  });
});
