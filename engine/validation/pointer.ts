const escape = (segment: string): string => segment.replace(/~/g, "~0").replace(/\//g, "~1");

/** The JSON pointer of a dotted field path: `declaration_details.name` is `/declaration_details/name`. */
export function pointerOf(path: string): string {
  return path === "" ? "" : "/" + path.split(".").map(escape).join("/");
}

/** Whether `pointer` is `prefix` itself or lies below it. */
export function isUnder(pointer: string, prefix: string): boolean {
  return pointer === prefix || pointer.startsWith(prefix + "/");
}
