import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import type { ValidateFunction } from "ajv";
import { compileDefinition, sectionsWithPointers } from "../../engine/definition/compileDefinition.ts";
import { loadDefinitions, type LoadedDefinition } from "../../engine/node/loadDefinitions.ts";
import { SCHEMAS } from "../../engine/node/paths.ts";
import type { Definition } from "../../engine/types.ts";
import { ROOT } from "../config.ts";
import { validatorModule } from "./validatorModule.ts";

/** Where the build writes the precompiled definitions and the built server reads them. */
export const BUILT_DEFINITIONS = join(ROOT, "dist", "server", "definitions");

/** What `npm run build` wrote: the digest of schemas/ it was built from and the types it holds. */
interface BundleManifest {
  sources: string;
  /** Each type's id and the file under schemas/ it was loaded from, in the loader's order. */
  types: Array<{ id: string; file: string }>;
}

/** Definitions ready to serve, with the browser's validators module of each type. */
export interface DefinitionsBundle {
  loaded: LoadedDefinition[];
  /** The precompiled validators module of a type, exactly as GET /api/definitions/{type}/validators.js serves it. */
  validators: Map<string, string>;
}

/**
 * A digest of every file under schemas/ (definitions, shared fragments, lists, the meta-schema):
 * everything a definition is resolved, linted and compiled from. Reading the 900 KB costs a few
 * milliseconds; linting and compiling them cost seconds (decision 0026).
 */
export function schemasDigest(dir = SCHEMAS): string {
  const hash = createHash("sha256");
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else hash.update(`${relative(dir, path)}\0`).update(readFileSync(path)).update("\0");
    }
  };
  walk(dir);
  return hash.digest("hex");
}

const manifestFile = (dir: string) => join(dir, "manifest.json");
const definitionFile = (dir: string, id: string) => join(dir, `${id}.json`);
const validatorsFile = (dir: string, id: string) => join(dir, `${id}.validators.js`);

/** The message a definition that does not lint stops the server (and the build) with. */
export function lintFailure(issues: ReturnType<typeof loadDefinitions>["issues"]): Error {
  return new Error(`definitions do not lint:\n${issues.map((i) => `${i.file}:${i.line}:${i.column} ${i.message}`).join("\n")}`);
}

/**
 * At build time (`npm run build`, or `npm start` when the build is stale): loads, lints and
 * compiles every definition as the server would at start, then writes each resolved definition
 * and its precompiled validators module to `dir`, with the digest of schemas/ they came from.
 * A definition that does not lint fails the build with the server's own message.
 */
export async function writeDefinitionsBundle(dir: string): Promise<void> {
  const sources = schemasDigest();
  const { loaded, issues } = loadDefinitions();
  if (issues.length) throw lintFailure(issues);
  mkdirSync(dir, { recursive: true });
  for (const { definition } of loaded) {
    writeFileSync(definitionFile(dir, definition.id), JSON.stringify(definition));
    writeFileSync(validatorsFile(dir, definition.id), await validatorModule(definition));
  }
  const manifest: BundleManifest = { sources, types: loaded.map((d) => ({ id: d.definition.id, file: relative(SCHEMAS, d.file) })) };
  writeFileSync(manifestFile(dir), JSON.stringify(manifest, null, 2));
}

/**
 * At start: the definitions the build precompiled, judged by the very validators the browser is
 * served (the validators test proves they give the server's verdict on every scenario). Null
 * when there is no such build or schemas/ changed since it was made: the caller then loads,
 * lints and compiles the definitions itself, so an edited definition is never served stale.
 */
export async function readDefinitionsBundle(dir: string): Promise<DefinitionsBundle | null> {
  if (!existsSync(manifestFile(dir))) return null;
  const manifest = JSON.parse(readFileSync(manifestFile(dir), "utf8")) as BundleManifest;
  if (manifest.sources !== schemasDigest()) return null;
  const loaded: LoadedDefinition[] = [];
  const validators = new Map<string, string>();
  for (const { id, file } of manifest.types) {
    const definition = JSON.parse(readFileSync(definitionFile(dir, id), "utf8")) as Definition;
    const code = readFileSync(validatorsFile(dir, id), "utf8");
    const module = (await import(pathToFileURL(validatorsFile(dir, id)).href)) as { validators: Record<string, ValidateFunction> };
    if (sectionsWithPointers(definition).some(({ at }) => typeof module.validators[at] !== "function")) return null;
    const compiled = compileDefinition(definition, (_schema, at) => module.validators[at] as ValidateFunction);
    loaded.push({ file: join(SCHEMAS, file), definition, compiled });
    validators.set(id, code);
  }
  return { loaded, validators };
}
