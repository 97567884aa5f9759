import { existsSync, readdirSync, readFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import type { Definition } from "../types.ts";
import { compareLabels } from "../versions/inForce.ts";

/** One kept version of a type: its label (the file's name), its file and its resolved text. */
export interface KeptLabel {
  label: string;
  file: string;
  definition: Definition;
}

/** The history folder of a types file's type: `<schemas>/history/<slug>/`, beside `<schemas>/types/` (decision 0041). */
export const historyDirOf = (typesFile: string, slug: string): string => join(dirname(dirname(typesFile)), "history", slug);

/** The versions kept in a type's history folder, oldest first (none when the folder is absent). */
export function keptVersions(dir: string): KeptLabel[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .map((name) => ({ label: basename(name, ".json"), file: join(dir, name), definition: JSON.parse(readFileSync(join(dir, name), "utf8")) as Definition }))
    .sort((a, b) => compareLabels(a.label, b.label));
}
