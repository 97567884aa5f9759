import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { Definition } from "../types.ts";
import { nextLabel } from "../versions/nextLabel.ts";
import { CommittedSchemas } from "./committedSchemas.ts";
import { definitionHash } from "./definitionHash.ts";
import { historyDirOf } from "./keptVersions.ts";
import { loadDefinition } from "./loadDefinitions.ts";
import { nextVersionText } from "./nextVersionText.ts";
import { shown } from "./sourceFiles.ts";

/** What `new-version` did, as lines to print, and its exit code (1 when it refused). */
export interface NewVersionResult {
  code: number;
  lines: string[];
}

/** Today in Jamaica (UTC-5 all year), for the label's month. */
const todayInJamaica = (): string => new Date(Date.now() - 5 * 3_600_000).toISOString().slice(0, 10);

const refused = (...lines: string[]): NewVersionResult => ({ code: 1, lines });

/**
 * The text to keep under the current label (decision 0041): the committed one when the label is
 * committed (edits made since belong to the next version), else the file as it is, if it loads.
 */
function textToKeep(file: string, label: string, committed: CommittedSchemas): { definition: Definition; source: string } | string {
  const atHead = committed.definitionAtHead(file);
  if (atHead && atHead.version !== label) return `version ${label} is not committed yet (HEAD has ${atHead.version}): it is still a draft of the next version; edit it, and make a new version only from a committed one`;
  if (atHead) return { definition: atHead, source: "as committed at HEAD" };
  const { loaded, issues } = loadDefinition(file);
  if (!loaded) return `${shown(file)} has ${issues.length} issue(s); run: npm run engine -- check`;
  return { definition: loaded.definition, source: "as it is now (it is not committed)" };
}

/**
 * `new-version`: keeps the current version of a types file whole in `<schemas>/history/<slug>/<label>.json`
 * (resolved, 2-space JSON) and makes the file the next version, `YYYY.MM.N` for `today`'s month,
 * with an empty migration from the version kept and, when given, the day it takes effect. Refuses
 * when another text is already kept under the label.
 */
export function newVersion(file: string, options: { today?: string; effectiveFrom?: string } = {}): NewVersionResult {
  const text = readFileSync(file, "utf8");
  const raw = JSON.parse(text) as Partial<Definition>;
  if (typeof raw.version !== "string" || typeof raw.slug !== "string") return refused(`${shown(file)} has no "version" or "slug"`);
  const committed = new CommittedSchemas();
  let kept: ReturnType<typeof textToKeep>;
  try {
    kept = textToKeep(file, raw.version, committed);
  } finally {
    committed.dispose();
  }
  if (typeof kept === "string") return refused(kept);
  const historyFile = join(historyDirOf(file, raw.slug), `${raw.version}.json`);
  const already = existsSync(historyFile) ? (JSON.parse(readFileSync(historyFile, "utf8")) as Definition) : null;
  if (already && definitionHash(already) !== definitionHash(kept.definition)) {
    return refused(`${shown(historyFile)} already keeps another text of version ${raw.version}: a kept version never changes; find out which text the portal served before going on`);
  }
  const label = nextLabel(raw.version, (options.today ?? todayInJamaica()).slice(0, 7));
  const edited = nextVersionText(text, { label, from: raw.version, ...(options.effectiveFrom ? { effectiveFrom: options.effectiveFrom } : {}) });
  if (!already) {
    mkdirSync(dirname(historyFile), { recursive: true });
    writeFileSync(historyFile, `${JSON.stringify(kept.definition, null, 2)}\n`);
  }
  writeFileSync(file, edited);
  return {
    code: 0,
    lines: [
      `${already ? "already kept" : "kept"} version ${raw.version} of ${raw.id ?? raw.slug} (${kept.source}) in ${shown(historyFile)}`,
      `${shown(file)} is now version ${label}, with "migrations": {"from": "${raw.version}", "changes": []}${options.effectiveFrom ? ` and "effectiveFrom": "${options.effectiveFrom}"` : ""}`,
      "next:",
      `  1. make your edits in ${shown(file)} (edits not yet committed are already in it, as version ${label})`,
      `  2. run \`npm run engine -- check\`: it names each breaking change (a field removed or renamed, an option removed, a question newly required) with the change to add to "changes"`,
      `  3. commit ${shown(historyFile)} with the type's file`,
    ],
  };
}
