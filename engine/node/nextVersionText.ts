import { parse } from "json-source-map";

/** What `new-version` writes into a types file. */
export interface NextVersion {
  /** The new label. */
  label: string;
  /** The label drafts move from: the version just kept. */
  from: string;
  /** The day the new version takes effect, when scheduled. */
  effectiveFrom?: string;
}

/** The text with `[start, end)` replaced. */
const splice = (text: string, start: number, end: number, insert: string) => text.slice(0, start) + insert + text.slice(end);

/** The text without one property (its key to its value, and the comma that joined it to its neighbour). */
function withoutProperty(text: string, keyStart: number, valueEnd: number): string {
  const after = /^\s*,/.exec(text.slice(valueEnd));
  const lineStart = text.lastIndexOf("\n", keyStart - 1);
  const alone = /^\s*$/.test(text.slice(lineStart + 1, keyStart));
  if (after) return splice(text, alone ? lineStart : keyStart, valueEnd + after[0].length, "");
  // The last property: the comma before it goes instead.
  const before = /,\s*$/.exec(text.slice(0, keyStart));
  return splice(text, before ? keyStart - before[0].length : keyStart, valueEnd, "");
}

/**
 * A types file's text made the next version, as an analyst would edit it (decision 0041): the
 * `version` value replaced; `migrations` replaced by, or given after `version` as, an empty
 * migration from the version kept (the one before belonged to that version, which keeps it); an
 * `effectiveFrom` set when given and removed otherwise (a date in the past would only say that the
 * new version was in force before it existed). Everything else, its layout included, is untouched.
 */
export function nextVersionText(text: string, next: NextVersion): string {
  const migration = `{ "from": "${next.from}", "changes": [] }`;
  let edited = text;
  const at = (pointer: string) => parse(edited).pointers[pointer];
  const effective = at("/effectiveFrom");
  if (effective?.key && !next.effectiveFrom) edited = withoutProperty(edited, effective.key.pos, effective.valueEnd.pos);
  else if (effective && next.effectiveFrom) edited = splice(edited, effective.value.pos, effective.valueEnd.pos, JSON.stringify(next.effectiveFrom));
  const migrations = at("/migrations");
  if (migrations) edited = splice(edited, migrations.value.pos, migrations.valueEnd.pos, migration);
  const version = at("/version");
  if (!version?.key) throw new Error('the file has no "version" to replace');
  edited = splice(edited, version.value.pos, version.valueEnd.pos, JSON.stringify(next.label));
  const added = [...(migrations ? [] : [`"migrations": ${migration}`]), ...(next.effectiveFrom && !effective ? [`"effectiveFrom": ${JSON.stringify(next.effectiveFrom)}`] : [])];
  if (!added.length) return edited;
  const { key, valueEnd } = at("/version") as { key: { pos: number }; valueEnd: { pos: number } };
  const indent = /[ \t]*$/.exec(edited.slice(edited.lastIndexOf("\n", key.pos - 1) + 1, key.pos))?.[0] ?? "";
  const comma = /^[ \t]*,/.exec(edited.slice(valueEnd.pos));
  const lines = added.map((line) => `\n${indent}${line}`);
  // After `"version": "…",` each new property ends with a comma; after a last `"version"` the comma goes before them.
  return comma ? splice(edited, valueEnd.pos + comma[0].length, valueEnd.pos + comma[0].length, lines.map((l) => `${l},`).join("")) : splice(edited, valueEnd.pos, valueEnd.pos, `,${lines.join(",")}`);
}
