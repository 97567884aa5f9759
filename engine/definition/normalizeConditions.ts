type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => value !== null && typeof value === "object" && !Array.isArray(value);
const entries = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const values = (value: unknown): unknown[] => (isObject(value) ? Object.values(value) : []);

/** `{"field": "x", "equals": "y"}` and nothing else (decision 0036). */
const isEqualsShorthand = (node: Json): boolean => {
  const keys = Object.keys(node);
  return keys.length === 2 && "field" in node && "equals" in node;
};

/** One condition with every short equality written as its canonical leaf, `all`/`any`/`not` and a row's `where` followed. */
function canonical(condition: unknown): unknown {
  if (!isObject(condition)) return condition;
  if (isEqualsShorthand(condition)) return { field: condition.field, op: "equals", value: condition.equals };
  if (Array.isArray(condition.all)) return { ...condition, all: condition.all.map(canonical) };
  if (Array.isArray(condition.any)) return { ...condition, any: condition.any.map(canonical) };
  if ("not" in condition) return { ...condition, not: canonical(condition.not) };
  // A condition over rows (anyRow, everyRow, noRow, countRows): its row's condition.
  if ("where" in condition) return { ...condition, where: canonical(condition.where) };
  return condition;
}

/** Rewrites `holder[key]` as a canonical condition when present. */
function at(holder: unknown, key: string): void {
  if (isObject(holder) && key in holder) holder[key] = canonical(holder[key]);
}

/** Every `x-disabledWhen` and `x-showWhen` of a field schema and the fields inside it (rows, objects, branches). */
function disabledWhens(schema: unknown): void {
  if (Array.isArray(schema)) return schema.forEach(disabledWhens);
  if (!isObject(schema)) return;
  at(schema, "x-disabledWhen");
  at(schema, "x-showWhen");
  for (const [key, value] of Object.entries(schema)) if (key !== "x-disabledWhen" && key !== "x-showWhen" && typeof value === "object") disabledWhens(value);
}

/** The conditions of a step, page or the payment form: `show`, `checks`, `options`, fields' `x-disabledWhen`. */
function section(node: unknown): void {
  if (!isObject(node)) return;
  const show = node.show;
  if (isObject(show)) for (const field of Object.keys(show)) at(show, field);
  for (const check of entries(node.checks)) at(check, "assert");
  for (const rules of values(node.options)) for (const rule of values(rules)) at(rule, "disabledWhen");
  disabledWhens(node.schema);
}

/**
 * Writes every short equality `{"field": "x", "equals": "y"}` of a resolved definition as the
 * canonical leaf `{"field": "x", "op": "equals", "value": "y"}` (decision 0036), once, when the
 * definition is loaded: the lint, the compiled conditions, the traces and the browser only ever
 * see canonical leaves. It rewrites exactly the places the meta-schema allows a condition (named
 * conditions, start and `next` rules, blocks, `autoAdvance`, `show`, checks, option rules,
 * `x-disabledWhen`, documents, document groups, fee lines and the ID card's) and returns a new definition;
 * anything not shaped like a definition is returned copied and otherwise untouched, for the lint
 * to report.
 */
export function normalizeConditions<T>(definition: T): T {
  const copy = structuredClone(definition);
  if (!isObject(copy)) return copy;
  const named = copy.conditions;
  if (isObject(named)) for (const name of Object.keys(named)) at(named, name);
  const wizard = copy.wizard;
  if (isObject(wizard)) {
    for (const rule of entries(wizard.start)) at(rule, "when");
    for (const step of entries(wizard.steps)) {
      section(step);
      for (const rule of isObject(step) ? entries(step.next) : []) at(rule, "when");
      for (const block of isObject(step) ? entries(step.blocks) : []) at(block, "when");
      at(step, "autoAdvance");
    }
  }
  if (isObject(copy.form)) entries(copy.form.pages).forEach(section);
  section(copy.payment);
  if (isObject(copy.documents)) {
    for (const item of entries(copy.documents.items)) at(item, "when");
    for (const group of entries(copy.documents.groups)) at(group, "when");
  }
  if (isObject(copy.fees)) for (const line of entries(copy.fees.lines)) at(line, "when");
  if (isObject(copy.certificate)) at(copy.certificate.idCard, "when");
  return copy;
}
