const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === "object";
const escape = (key: string) => key.replace(/~/g, "~0").replace(/\//g, "~1");

/**
 * Where two JSON values differ, as pointers (a key or item added, removed or with another value),
 * at most `limit` of them, depth first. `check` maps them to the files they came from, to say that
 * a definition changed through a shared fragment or list (decision 0041).
 */
export function changedPointers(before: unknown, after: unknown, limit = 50): string[] {
  const found: string[] = [];
  const walk = (a: unknown, b: unknown, at: string): void => {
    if (found.length >= limit) return;
    if (!isObject(a) || !isObject(b) || Array.isArray(a) !== Array.isArray(b)) {
      if (JSON.stringify(a) !== JSON.stringify(b)) found.push(at);
      return;
    }
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const key of keys) walk((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], `${at}/${escape(key)}`);
  };
  walk(before, after, "");
  return found;
}
