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
  /** How a message names a file (the repository-relative path, never the server's folders); the name as given when absent. */
  shown?(file: string): string;
}

/**
 * The largest a definition may grow once its `$ref`s are inlined, counted as the characters of its
 * JSON (decision 0043). The committed definitions resolve to at most about 0.1 MB and the studio
 * takes 1 MB of text, so a real definition is far below it; `$ref`s that refer to parts that
 * refer to each other over and over double at each level and pass it in a moment, long before
 * they fill the memory or hold the thread.
 */
export const MAX_RESOLVED_SIZE = 5_000_000;

/**
 * The most `$ref`s one definition may inline (decision 0043): the committed ones inline at most
 * 67. Each costs more than its size (a pointer, an origin), so doubling `$ref`s of small parts
 * reach this long before MAX_RESOLVED_SIZE.
 */
export const MAX_INLINED_REFS = 10_000;

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

/** Counts what resolving produces, and stops it past a bound at the definition's own `$ref` it grew through. */
function growthLimit(maxSize: number, maxRefs: number, file: string) {
  let total = 0;
  let refs = 0;
  let through: { ref: string; file: string; pointer: string } | null = null;
  const stop = (grows: string): never => {
    if (!through) throw new RefError(`This definition ${grows}: split what it repeats into shared parts`, file, "");
    throw new RefError(`This definition ${grows} once its $refs are inlined, through this $ref ("${through.ref}"): the parts it brings in refer to other parts over and over. Refer to each shared part fewer times.`, through.file, `${through.pointer}/$ref`);
  };
  return {
    from(ref: typeof through): void {
      through = ref;
    },
    /** Counts one `$ref` inlined. */
    inlined(): void {
      refs += 1;
      if (refs > maxRefs) stop(`brings in more than ${maxRefs.toLocaleString("en")} parts`);
    },
    /** Adds a node as its JSON would count it: a text's characters, a number's digits, an object's keys and punctuation. */
    add(node: unknown): void {
      if (typeof node === "string") total += node.length + 2;
      else if (node === null || typeof node !== "object") total += String(node).length;
      else total += Array.isArray(node) ? node.length + 2 : Object.keys(node).reduce((sum, key) => sum + key.length + 4, 2);
      if (total > maxSize) stop(`grows past ${Math.round(maxSize / 100_000) / 10} MB`);
    },
  };
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
export function resolveRefs(doc: unknown, file: string, host: RefHost, { maxSize = MAX_RESOLVED_SIZE, maxRefs = MAX_INLINED_REFS } = {}): { value: unknown; origins: Origin[] } {
  const origins: Origin[] = [];
  const shown = (name: string) => host.shown?.(name) ?? name;
  const size = growthLimit(maxSize, maxRefs, file);
  const walk = (node: unknown, currentFile: string, filePointer: string, outPointer: string, stack: string[]): unknown => {
    size.add(node);
    if (Array.isArray(node)) return node.map((item, i) => walk(item, currentFile, `${filePointer}/${i}`, `${outPointer}/${i}`, stack));
    if (node === null || typeof node !== "object") return node;
    const record = node as Record<string, unknown>;
    const ref = record.$ref;
    if (typeof ref === "string" && !ref.startsWith("#")) {
      const [target, fragment = ""] = ref.split("#");
      const targetFile = host.join(currentFile, target ?? "");
      const key = `${targetFile}#${fragment}`;
      if (stack.includes(key)) throw new RefError(`$ref cycle through ${shown(targetFile)}#${fragment}`, currentFile, filePointer);
      // The growth is blamed on the definition's own $ref it goes through: the one an analyst can change.
      if (stack.length === 1) size.from({ ref, file: currentFile, pointer: filePointer });
      size.inlined();
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
      if (stack.length === 1) size.from(null);
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
