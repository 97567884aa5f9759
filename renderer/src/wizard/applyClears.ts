type Data = Record<string, unknown>;
type Ui = Record<string, unknown>;

const isObject = (value: unknown): value is Data => value !== null && typeof value === "object" && !Array.isArray(value);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Empties the siblings a changed field names in `ui:options.clears`, wherever the field sits in
 * nested objects: choosing fishery type A clears B (spec 002 §4), unticking a fish group clears
 * its types, so no stale choice lingers unseen. Returns `next` itself when nothing is cleared.
 */
export function applyClears(ui: Ui | undefined, previous: unknown, next: unknown): unknown {
  if (!ui || !isObject(next)) return next;
  const before = isObject(previous) ? previous : {};
  let out = next;
  const drop = (names: string[]) => {
    const present = names.filter((n) => out[n] !== undefined);
    if (!present.length) return;
    out = { ...out };
    for (const name of present) delete out[name];
  };
  for (const [name, hints] of Object.entries(ui)) {
    if (name.startsWith("ui:") || !isObject(hints)) continue;
    const clears = (hints["ui:options"] as { clears?: string[] } | undefined)?.clears;
    if (clears?.length && !same(before[name], out[name]) && out[name] !== undefined) drop(clears);
    if (isObject(out[name])) {
      const inner = applyClears(hints, before[name], out[name]);
      if (inner !== out[name]) out = { ...out, [name]: inner };
    }
  }
  return out;
}
