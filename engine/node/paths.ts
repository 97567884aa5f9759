import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** The repository root, found from this file so the CLI works from any working directory. */
export const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
export const SCHEMAS = join(ROOT, "schemas");
export const TYPES_DIR = join(SCHEMAS, "types");
export const LISTS_DIR = join(SCHEMAS, "lists");
export const SCENARIOS_DIR = join(ROOT, "fixtures", "scenarios");
/** Earlier versions of each definition, resolved and kept whole: history/<slug>/<version>.json (decision 0041). */
export const HISTORY_DIR = join(SCHEMAS, "history");
