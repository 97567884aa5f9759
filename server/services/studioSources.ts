import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { SCHEMAS, TYPES_DIR } from "../../engine/node/paths.ts";
import { HttpError } from "./HttpError.ts";

/** One committed definition file as the studio lists it. */
export interface StudioType {
  id: string;
  title: string;
  order: number;
  /** The file under schemas/types/, e.g. `licence.json`. */
  file: string;
}

/**
 * The committed definitions, read from schemas/types/ as written (with their `$ref`s), each with
 * its id and title: the studio edits the file, never the served definition. A file that is not
 * JSON is left out here; the portal would not have started with it.
 */
export function studioTypes(): StudioType[] {
  const types: StudioType[] = [];
  for (const file of readdirSync(TYPES_DIR).filter((f) => f.endsWith(".json")).sort()) {
    try {
      const data = JSON.parse(readFileSync(join(TYPES_DIR, file), "utf8")) as { id?: unknown; title?: unknown; order?: unknown };
      if (typeof data.id === "string") types.push({ id: data.id, title: String(data.title ?? data.id), order: Number(data.order ?? 0), file });
    } catch {
      // Not JSON: `npm run engine -- check` says where.
    }
  }
  return types.sort((a, b) => a.order - b.order);
}

/** A type's committed file and its text; 404 for an id no file defines (so no path ever comes from the request). */
export function studioSource(id: string): StudioType & { path: string; source: string } {
  const type = studioTypes().find((t) => t.id === id);
  if (!type) throw new HttpError(404, `Unknown application type ${id}`);
  const path = join(TYPES_DIR, type.file);
  return { ...type, path, source: readFileSync(path, "utf8") };
}

/** The meta-schema definitions satisfy (schemas/definition.schema.json), for the editor's completion and hover. */
export function studioMetaSchema(): unknown {
  return JSON.parse(readFileSync(join(SCHEMAS, "definition.schema.json"), "utf8"));
}
