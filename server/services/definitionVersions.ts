import type { Knex } from "knex";
import { compileDefinition, type CompiledDefinition } from "../../engine/definition/compileDefinition.ts";
import type { Definition } from "../../engine/types.ts";
import { isUniqueViolation } from "./isUniqueViolation.ts";

/** One version of a definition the server can judge with: compiled, with its content hash. */
export interface DefinitionVersion {
  compiled: CompiledDefinition;
  /** sha256 of the resolved definition (engine/node/definitionHash.ts). */
  hash: string;
}

interface StoredVersion {
  app_type: string;
  version: string;
  content_hash: string;
  definition: string;
}

/** The message a definition whose label names another text stops the server with. */
const relabel = (id: string, version: string) =>
  `${id} version ${version} was served before with a different text: a published version never changes. Give the edited definition a new version label (npm run engine -- new-version --type ${id}) and run npm run engine -- check (docs/decisions/0041-definition-versions.md)`;

/**
 * Keeps every version the server serves in the database, whole and unchanged (decision 0041): a
 * version new to this database is stored; one stored before must have the same content hash, or
 * the server refuses to start (a label names one text). Versions stored before but no longer
 * among the files (a history file lost) are returned compiled, so the drafts and cases written
 * under them can still be read. Concurrent starts of several instances store each version once.
 */
export async function recordVersions(knex: Knex, served: DefinitionVersion[]): Promise<DefinitionVersion[]> {
  const stored = (await knex("definition_versions").select("app_type", "version", "content_hash", "definition")) as StoredVersion[];
  const known = new Map(stored.map((row) => [`${row.app_type}@${row.version}`, row]));
  for (const { compiled, hash } of served) {
    const { id, version, effectiveFrom } = compiled.definition;
    const row = known.get(`${id}@${version}`);
    if (row) {
      if (row.content_hash !== hash) throw new Error(relabel(id, version));
      known.delete(`${id}@${version}`);
      continue;
    }
    try {
      await knex("definition_versions").insert({ app_type: id, version, content_hash: hash, definition: JSON.stringify(compiled.definition), effective_from: effectiveFrom ?? null });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // Another instance stored it meanwhile: it must be the same text.
      const other = (await knex("definition_versions").where({ app_type: id, version }).first("content_hash")) as { content_hash: string } | undefined;
      if (other?.content_hash !== hash) throw new Error(relabel(id, version));
    }
  }
  return [...known.values()].map((row) => {
    const definition = JSON.parse(row.definition) as Definition;
    return { compiled: compileDefinition(definition), hash: row.content_hash };
  });
}
