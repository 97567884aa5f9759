import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadDefinition } from "../../engine/node/loadDefinitions.ts";
import { SCHEMAS } from "../../engine/node/paths.ts";
import type { Definition, VersionMigration } from "../../engine/types.ts";

/** A copy of schemas/ in a temporary folder, for a server started with SCHEMAS_DIR pointing at it. */
export function copySchemas(): string {
  const dir = mkdtempSync(join(tmpdir(), "schemas-"));
  cpSync(SCHEMAS, dir, { recursive: true });
  return dir;
}

/** What an analyst changes in a type's file: the raw JSON (with its $refs) and the version in force, resolved. */
export type DefinitionEdit = (raw: Record<string, unknown>, resolved: Definition) => void;

/** The labels of the version kept and the version published. */
export interface Published {
  from: string;
  to: string;
}

/**
 * Publishes the next version of a type in a copy of schemas/ as an analyst does (decision 0041):
 * the version in force, resolved, is kept as history/<slug>/<version>.json, then types/<slug>.json
 * is edited, its version label bumped (YYYY.MM.N+1), taking effect on `effectiveFrom`, and its
 * migrations from the kept version declared.
 */
export function publishVersion(dir: string, slug: string, edit: DefinitionEdit, migration: Omit<VersionMigration, "from">, effectiveFrom: string): Published {
  const file = join(dir, "types", `${slug}.json`);
  const { loaded, issues } = loadDefinition(file);
  if (!loaded) throw new Error(`${slug} does not load: ${issues.map((i) => i.message).join("; ")}`);
  const resolved = loaded.definition;
  mkdirSync(join(dir, "history", slug), { recursive: true });
  writeFileSync(join(dir, "history", slug, `${resolved.version}.json`), `${JSON.stringify(resolved, null, 2)}\n`);
  const raw = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
  edit(raw, structuredClone(resolved));
  const [year, month, n] = resolved.version.split(".");
  const to = `${year}.${month}.${Number(n) + 1}`;
  Object.assign(raw, { version: to, effectiveFrom, migrations: { from: resolved.version, ...migration } });
  writeFileSync(file, `${JSON.stringify(raw, null, 2)}\n`);
  return { from: resolved.version, to };
}
