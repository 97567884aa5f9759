import { SCHEMAS } from "../../engine/node/paths.ts";
import type { Definition } from "../../engine/types.ts";
import { asNextVersion } from "../../engine/versions/asNextVersion.ts";

/**
 * A committed definition (as loaded: its fragments resolved) edited as an analyst would, as the
 * text of a types file: its shared particulars a $ref again, and the next version migrating from
 * the committed one. `refs`: "types" writes the $refs as a file in schemas/types/ has them (the
 * studio checks the text as that file); "elsewhere" writes them to schemas/ by full path (a file
 * the CLI reads from another folder).
 */
export function editedText(original: Definition, edit: (d: Definition) => void, refs: "types" | "elsewhere"): string {
  const next = asNextVersion(original);
  edit(next);
  const up = refs === "types" ? ".." : SCHEMAS;
  return JSON.stringify({ ...next, $schema: `${up}/definition.schema.json`, particulars: { $ref: `${up}/common/particulars.json` } }, null, 2);
}

/** An edit that raises every fixed amount of every fee line by `cents` (a rate, decision 0053, is left as it is). */
export const raiseFees =
  (cents: number) =>
  (d: Definition): void =>
    d.fees?.lines.forEach((l) => l.amounts.forEach((a) => "amount" in a && (a.amount += cents)));
