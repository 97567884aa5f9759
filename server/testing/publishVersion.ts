import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { loadDefinition } from "../../engine/node/loadDefinitions.ts";
import type { Definition, VersionMigration } from "../../engine/types.ts";

/**
 * The first half of publishing a type's next version in a copy of schemas/ (decision 0041): the
 * version in force, resolved, is kept as history/<slug>/<label>.json. Answers the types file, the
 * kept definition and the next label (YYYY.MM.N+1).
 */
export function keepCurrentVersion(dir: string, slug: string): { file: string; current: Definition; next: string } {
  const file = join(dir, "types", `${slug}.json`);
  const { loaded, issues } = loadDefinition(file);
  if (!loaded) throw new Error(`${slug} does not load: ${issues.map((i) => `${i.pointer} ${i.message}`).join("; ")}`);
  const current = loaded.definition;
  mkdirSync(join(dir, "history", slug), { recursive: true });
  writeFileSync(join(dir, "history", slug, `${current.version}.json`), `${JSON.stringify(current, null, 2)}\n`);
  const [year, month, n] = current.version.split(".");
  return { file, current, next: `${year}.${month}.${Number(n) + 1}` };
}

/**
 * Publishes the next version of a type in a copy of schemas/ as an analyst does (decision 0041):
 * the version in force is kept (keepCurrentVersion), and the types file becomes the edited
 * definition with the next label and its migration. `edit` changes the resolved definition in
 * place; the shared particulars stay a $ref, as the committed files have them. Answers the new label.
 */
export function publishVersion(dir: string, slug: string, edit: (definition: Definition) => void, migration: Omit<VersionMigration, "from"> = { changes: [] }, extra: Partial<Definition> = {}): string {
  const { file, current, next: label } = keepCurrentVersion(dir, slug);
  const next = structuredClone(current);
  edit(next);
  const published = { ...next, $schema: "../definition.schema.json", particulars: { $ref: "../common/particulars.json" }, version: label, migrations: { from: current.version, ...migration }, ...extra };
  writeFileSync(file, `${JSON.stringify(published, null, 2)}\n`);
  const check = loadDefinition(file);
  if (!check.loaded) throw new Error(`the edited ${slug} does not lint: ${check.issues.map((i) => `${i.pointer} ${i.message}`).join("; ")}`);
  return label;
}
