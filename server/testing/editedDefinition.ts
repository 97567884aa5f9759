import { SCHEMAS } from "../../engine/node/paths.ts";
import type { Definition } from "../../engine/types.ts";

/** The label after `version` (2026.11.3 after 2026.11.2): an edit published as the next version. */
export function nextVersion(version: string): string {
  const [major, month, n] = version.split(".");
  return `${major}.${month}.${Number(n) + 1}`;
}

/**
 * A committed definition (as loaded: its fragments resolved) edited as an analyst would, as the
 * text of a types file: its shared particulars a $ref again, and the next version migrating from
 * the committed one. `refs`: "types" writes the $refs as a file in schemas/types/ has them (the
 * studio checks the text as that file); "elsewhere" writes them to schemas/ by full path (a file
 * the CLI reads from another folder).
 */
export function editedText(original: Definition, edit: (d: Definition) => void, refs: "types" | "elsewhere"): string {
  const next = structuredClone(original);
  edit(next);
  const up = refs === "types" ? ".." : SCHEMAS;
  return JSON.stringify({ ...next, $schema: `${up}/definition.schema.json`, particulars: { $ref: `${up}/common/particulars.json` }, version: nextVersion(original.version), migrations: { from: original.version, changes: [] } }, null, 2);
}

/** An edit that raises every amount of every fee line by `cents`. */
export const raiseFees =
  (cents: number) =>
  (d: Definition): void =>
    d.fees?.lines.forEach((l) => l.amounts.forEach((a) => (a.amount += cents)));
