import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { loadDefinition } from "../../engine/node/loadDefinitions.ts";
import type { Definition, VersionMigration } from "../../engine/types.ts";

/**
 * Publishes the next version of a type in a copy of schemas/ as an analyst does (decision 0041):
 * the version in force is kept, resolved, in history/<slug>/<label>.json, and the types file
 * becomes the edited definition with the next label and its migration. `edit` changes the resolved
 * definition in place; the shared particulars stay a $ref, as the committed files have them.
 * Answers the new label.
 */
export function publishVersion(dir: string, slug: string, edit: (definition: Definition) => void, migration: Omit<VersionMigration, "from"> = { changes: [] }, extra: Partial<Definition> = {}): string {
  const file = join(dir, "types", `${slug}.json`);
  const { loaded, issues } = loadDefinition(file);
  if (!loaded) throw new Error(`${slug} does not load: ${JSON.stringify(issues)}`);
  const current = loaded.definition;
  mkdirSync(join(dir, "history", slug), { recursive: true });
  writeFileSync(join(dir, "history", slug, `${current.version}.json`), `${JSON.stringify(current, null, 2)}\n`);
  const next = structuredClone(current);
  edit(next);
  const [year, month, n] = current.version.split(".");
  const label = `${year}.${month}.${Number(n) + 1}`;
  const published = { ...next, $schema: "../definition.schema.json", particulars: { $ref: "../common/particulars.json" }, version: label, migrations: { from: current.version, ...migration }, ...extra };
  writeFileSync(file, `${JSON.stringify(published, null, 2)}\n`);
  const check = loadDefinition(file);
  if (!check.loaded) throw new Error(`the edited ${slug} does not lint: ${check.issues.map((i) => `${i.pointer} ${i.message}`).join("; ")}`);
  return label;
}
