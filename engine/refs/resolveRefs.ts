/** Where a part of a resolved document came from: a file and a pointer inside it. */
export interface Origin {
  /** Pointer in the resolved document at which the referenced content was inlined. */
  pointer: string;
  file: string;
  filePointer: string;
  /** Keys written beside `$ref` that override the referenced content; they stay in the outer file. */
  siblings: string[];
  outerFile: string;
  outerPointer: string;
}

export interface RefHost {
  /** Reads and parses a JSON file by its resolved name. */
  read(file: string): unknown;
  /** Resolves `relative` against the file `base` (both as the host names files). */
  join(base: string, relative: string): string;
}

export class RefError extends Error {
  constructor(
    message: string,
    readonly file: string,
    readonly pointer: string,
  ) {
    super(message);
    this.name = "RefError";
  }
}

const unescape = (s: string) => s.replace(/~1/g, "/").replace(/~0/g, "~");
const escape = (s: string) => s.replace(/~/g, "~0").replace(/\//g, "~1");

function at(doc: unknown, pointer: string): unknown {
  if (pointer === "") return doc;
  return pointer
    .split("/")
    .slice(1)
    .map(unescape)
    .reduce<unknown>((node, key) => (node !== null && typeof node === "object" && Object.prototype.hasOwnProperty.call(node, key) ? (node as Record<string, unknown>)[key] : undefined), doc);
}

/**
 * A shared file's `"$schema"` line tells editors which schema checks the file (decision 0030); it is
 * not part of what a definition takes in, so it is dropped from a whole file inlined by `$ref`.
 */
function withoutSchemaLine(value: unknown): unknown {
  if (value === null || typeof value !== "object" || Array.isArray(value) || !("$schema" in value)) return value;
  const rest: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  delete rest.$schema;
  return rest;
}

/**
 * Inlines every `$ref` to another file (`../common/x.json` or `../lists/y.json#/items`), so the
 * engine, the browser and ajv see one self-contained definition. Keys beside a `$ref` override
 * the referenced object's keys; a whole file's `$schema` line is left out. Each inlined part
 * records its origin, so lint messages point into the file an analyst must edit. `$ref`s starting with `#` are left to JSON Schema.
 */
export function resolveRefs(doc: unknown, file: string, host: RefHost): { value: unknown; origins: Origin[] } {
  const origins: Origin[] = [];
  const walk = (node: unknown, currentFile: string, filePointer: string, outPointer: string, stack: string[]): unknown => {
    if (Array.isArray(node)) return node.map((item, i) => walk(item, currentFile, `${filePointer}/${i}`, `${outPointer}/${i}`, stack));
    if (node === null || typeof node !== "object") return node;
    const record = node as Record<string, unknown>;
    const ref = record.$ref;
    if (typeof ref === "string" && !ref.startsWith("#")) {
      const [target, fragment = ""] = ref.split("#");
      const targetFile = host.join(currentFile, target ?? "");
      const key = `${targetFile}#${fragment}`;
      if (stack.includes(key)) throw new RefError(`$ref cycle through ${key}`, currentFile, filePointer);
      let loaded: unknown;
      try {
        loaded = host.read(targetFile);
      } catch (error) {
        throw new RefError(`$ref ${ref} cannot be read: ${(error as Error).message}`, currentFile, `${filePointer}/$ref`);
      }
      const content = at(loaded, fragment);
      if (content === undefined) throw new RefError(`$ref ${ref} points at nothing`, currentFile, `${filePointer}/$ref`);
      const siblings = Object.keys(record).filter((k) => k !== "$ref");
      origins.push({ pointer: outPointer, file: targetFile, filePointer: fragment, siblings, outerFile: currentFile, outerPointer: filePointer });
      const walked = walk(content, targetFile, fragment, outPointer, [...stack, key]);
      const inlined = fragment === "" ? withoutSchemaLine(walked) : walked;
      if (siblings.length === 0) return inlined;
      const base = inlined !== null && typeof inlined === "object" && !Array.isArray(inlined) ? (inlined as Record<string, unknown>) : {};
      const merged: Record<string, unknown> = { ...base };
      for (const k of siblings) merged[k] = walk(record[k], currentFile, `${filePointer}/${escape(k)}`, `${outPointer}/${escape(k)}`, stack);
      return merged;
    }
    return Object.fromEntries(Object.entries(record).map(([k, v]) => [k, walk(v, currentFile, `${filePointer}/${escape(k)}`, `${outPointer}/${escape(k)}`, stack)]));
  };
  return { value: walk(doc, file, "", "", [file]), origins };
}

/**
 * Maps a pointer in the resolved document back to the file and pointer an analyst edits: the
 * deepest inlined `$ref` containing it, unless the key is one written beside that `$ref`.
 */
export function originOf(pointer: string, file: string, origins: Origin[]): { file: string; pointer: string } {
  let best: Origin | null = null;
  for (const origin of origins) {
    const inside = pointer === origin.pointer || pointer.startsWith(origin.pointer + "/");
    if (inside && (!best || origin.pointer.length > best.pointer.length)) best = origin;
  }
  if (!best) return { file, pointer };
  const rest = pointer.slice(best.pointer.length);
  const firstKey = unescape(rest.split("/")[1] ?? "");
  if (rest && best.siblings.includes(firstKey)) return { file: best.outerFile, pointer: best.outerPointer + rest };
  return { file: best.file, pointer: best.filePointer + rest };
}
