import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { compileDefinition, type CompiledDefinition } from "../definition/compileDefinition.ts";
import type { Definition } from "../types.ts";
import { HISTORY_DIR } from "./paths.ts";

/** One kept version of a definition, as schemas/history/<slug>/<version>.json holds it. */
export interface KeptVersion {
  file: string;
  definition: Definition;
}

/**
 * The earlier versions kept in schemas/history/ (decision 0041): each file is a resolved definition
 * (no $ref), written by `npm run engine -- new-version` when the next version was made, and never
 * edited after. They are not linted again (the meta-schema may have grown since they were
 * published); they are only read and compiled.
 */
export function readHistory(dir = HISTORY_DIR): KeptVersion[] {
  if (!existsSync(dir)) return [];
  const kept: KeptVersion[] = [];
  for (const slug of readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name).sort()) {
    for (const name of readdirSync(join(dir, slug)).filter((f) => f.endsWith(".json")).sort()) {
      const file = join(dir, slug, name);
      kept.push({ file, definition: JSON.parse(readFileSync(file, "utf8")) as Definition });
    }
  }
  return kept;
}

/** The kept versions, compiled. */
export function loadHistory(dir = HISTORY_DIR): Array<KeptVersion & { compiled: CompiledDefinition }> {
  return readHistory(dir).map((kept) => ({ ...kept, compiled: compileDefinition(kept.definition) }));
}
