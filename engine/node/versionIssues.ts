import type { LintCode, LintIssue } from "../lint/LintIssue.ts";
import { originOf, type Origin } from "../refs/resolveRefs.ts";
import type { Definition } from "../types.ts";
import { breakingChanges } from "../versions/breakingChanges.ts";
import { changedPointers } from "../versions/changedPointers.ts";
import { compareLabels } from "../versions/inForce.ts";
import { migrationIssues } from "../versions/migrationIssues.ts";
import type { CommittedSchemas } from "./committedSchemas.ts";
import { definitionHash } from "./definitionHash.ts";
import { historyDirOf, keptVersions, type KeptLabel } from "./keptVersions.ts";
import type { LoadedDefinition, LocatedIssue } from "./loadDefinitions.ts";
import { resolveDefinition } from "./resolveDefinition.ts";
import type { ServedVersions } from "./servedVersions.ts";
import { shown, type SourceFiles } from "./sourceFiles.ts";

/** What a working definition is compared with; each is optional (decision 0041). */
export interface VersionSources {
  /** The committed schemas (git HEAD; the studio gives the file as it is on disk), or null not to compare with git. */
  committed: Pick<CommittedSchemas, "definitionAtHead"> | null;
  /** The versions the server's database served, or null when there is none. */
  served: ServedVersions | null;
}

/** A definition's earlier text, where it was read from, and its label. */
interface Earlier {
  definition: Definition;
  /** For messages: `as kept in schemas/history/...`, `as committed at HEAD`. */
  source: string;
}

/** ` (the change came through shared files: …)` when the differences lie in files other than the types file. */
function through(before: Definition, after: Definition, file: string, origins: Origin[]): string {
  const files = new Set(changedPointers(before, after).map((p) => originOf(p, file, origins).file));
  const shared = [...files].filter((f) => f !== file).map(shown).sort();
  if (!shared.length) return "";
  return files.has(file) ? ` (changed in this file and through shared files: ${shared.join(", ")})` : ` (the change came through shared files: ${shared.join(", ")})`;
}

/** What the checks of one definition share. */
interface Subject {
  file: string;
  definition: Definition;
  hash: string;
  origins: Origin[];
  historyDir: string;
  kept: KeptLabel[];
  committed: Definition | null;
  served: ServedVersions | null;
  issue: (code: LintCode, pointer: string, message: string) => LocatedIssue;
}

/** The same label with another text: kept in history, committed at HEAD, or served by the database. */
function sameLabel({ file, definition, hash, origins, kept, committed, served, issue }: Subject): LocatedIssue[] {
  const { id, version } = definition;
  const fix = `run \`npm run engine -- new-version --type ${id}\` to make the next version (drafts and cases were judged by ${version} as it was)`;
  const found: LocatedIssue[] = [];
  const same = kept.find((k) => k.label === version);
  if (same && definitionHash(same.definition) !== hash) {
    found.push(issue("version-unchanged", "/version", `the definition differs from version ${version} as kept in ${shown(same.file)}, but its label is the same${through(same.definition, definition, file, origins)}: ${fix}`));
  }
  if (committed?.version === version && definitionHash(committed) !== hash) {
    found.push(issue("version-unchanged", "/version", `the definition changed since version ${version} was committed, but its label did not${through(committed, definition, file, origins)}: ${fix}`));
  }
  const row = served?.byType.get(id)?.find((r) => r.version === version);
  if (served && row && row.contentHash !== hash) {
    const on = row.firstServedAt ? ` on ${row.firstServedAt}` : "";
    found.push(issue("version-unchanged", "/version", `the definition differs from version ${version} as ${served.where} recorded it when the portal first served it${on}, but its label is the same: ${fix}`));
  }
  return found;
}

/** Earlier labels, committed at HEAD or served by the database, with no kept text. */
function notKept({ definition, historyDir, kept, committed, served, issue }: Subject): LocatedIssue[] {
  const { id, version } = definition;
  const keptLabels = new Set(kept.map((k) => k.label));
  const found: LocatedIssue[] = [];
  if (committed && committed.version !== version && !keptLabels.has(committed.version)) {
    found.push(issue("version-not-kept", "/version", `version ${committed.version} is committed at HEAD but not kept in ${shown(historyDir)}/: drafts written under it could not be judged by their own version; set "version" back to "${committed.version}" and run \`npm run engine -- new-version --type ${id}\`, which keeps ${committed.version} as committed and makes the next label`));
  }
  for (const row of served?.byType.get(id) ?? []) {
    if (compareLabels(row.version, version) >= 0 || row.version === committed?.version || keptLabels.has(row.version)) continue;
    found.push(issue("version-not-kept", "/version", `version ${row.version} was served by the portal (${served?.where}${row.firstServedAt ? `, first on ${row.firstServedAt}` : ""}) but is not kept in ${shown(historyDir)}/: drafts written under it could not be judged by their own version; restore ${row.version}.json there from the branch that made it`));
  }
  return found;
}

/**
 * Against the previous version: the newer of the newest kept with another label and HEAD's when
 * its label differs. HEAD's is the newer when the file was made the next version without keeping
 * the committed one (the studio's edit, or a label changed by hand: version-not-kept says so).
 */
function againstPrevious({ file, definition, historyDir, kept, committed, issue }: Subject, locate: (issue: LintIssue) => LocatedIssue): LocatedIssue[] {
  const newestKept = kept.filter((k) => k.label !== definition.version).at(-1);
  const atHead = committed && committed.version !== definition.version ? committed : null;
  const headIsNewer = atHead !== null && (!newestKept || compareLabels(atHead.version, newestKept.label) > 0);
  const previous: Earlier | null = headIsNewer ? { definition: atHead, source: `${shown(file)} as committed at HEAD` } : newestKept ? { definition: newestKept.definition, source: shown(newestKept.file) } : null;
  if (previous) {
    const compared = ` (compared with version ${previous.definition.version}: ${previous.source})`;
    return [...migrationIssues(previous.definition, definition), ...breakingChanges(previous.definition, definition)].map((found) => locate({ ...found, message: `${found.message}${compared}` }));
  }
  const from = definition.migrations?.from;
  if (from === undefined) return [];
  return [issue("migration-from", "/migrations/from", `"migrations" moves drafts from version ${from}, but no earlier version of this type is kept in ${shown(historyDir)}/ or committed with another label: a type's first version has no migrations; delete "migrations", or keep ${from} with \`npm run engine -- new-version --type ${definition.id}\``)];
}

/**
 * Version mistakes of one loaded definition, located like lint issues (decision 0041): its label
 * unchanged though its text differs from the same label kept in history, committed at HEAD or
 * served by the database (`version-unchanged`); an earlier label committed or served but not kept
 * (`version-not-kept`); and, against the previous version (the newest kept with another label,
 * else HEAD's when its label differs), breaking changes no migration covers and mistakes in
 * `migrations`. A type with no earlier version has nothing to compare and passes.
 */
export function versionIssues(loaded: LoadedDefinition, files: SourceFiles, sources: VersionSources): LocatedIssue[] {
  const { file, definition } = loaded;
  const { origins } = resolveDefinition(file, files);
  const locate = (issue: LintIssue): LocatedIssue => {
    const origin = originOf(issue.pointer, file, origins);
    return { code: issue.code, file: shown(origin.file), pointer: issue.pointer, ...files.position(origin.file, origin.pointer), message: issue.message };
  };
  const issue = (code: LintCode, pointer: string, message: string) => locate({ code, pointer, message });
  const historyDir = historyDirOf(file, definition.slug);
  let kept: KeptLabel[];
  try {
    kept = keptVersions(historyDir);
  } catch (error) {
    return [issue("json", "/version", `a kept version in ${shown(historyDir)}/ cannot be read: ${(error as Error).message}; restore it from git`)];
  }
  const committed = sources.committed?.definitionAtHead(file) ?? null;
  const subject: Subject = { file, definition, hash: definitionHash(definition), origins, historyDir, kept, committed, served: sources.served, issue };
  return [...sameLabel(subject), ...notKept(subject), ...againstPrevious(subject, locate)];
}
