/** A JSON Schema node as the meta-schema writes it (only what completion reads). */
export interface SchemaNode {
  $ref?: string;
  description?: string;
  type?: string | string[];
  properties?: Record<string, SchemaNode>;
  patternProperties?: Record<string, SchemaNode>;
  additionalProperties?: boolean | SchemaNode;
  items?: SchemaNode;
  prefixItems?: SchemaNode[];
  enum?: unknown[];
  const?: unknown;
  allOf?: SchemaNode[];
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
}

/** A key the schema allows at a place, with its description for the completion's info. */
export interface KeyOption {
  key: string;
  description?: string;
}

/** Follows a local `$ref` (`#/$defs/step`); anything else is left as it is. */
function resolve(root: SchemaNode, node: SchemaNode, depth = 0): SchemaNode {
  if (!node.$ref?.startsWith("#/") || depth > 20) return node;
  const target = node.$ref
    .slice(2)
    .split("/")
    .reduce<unknown>((at, key) => (at && typeof at === "object" ? (at as Record<string, unknown>)[key.replace(/~1/g, "/").replace(/~0/g, "~")] : undefined), root);
  return target && typeof target === "object" ? resolve(root, { ...(target as SchemaNode), ...(node.description ? { description: node.description } : {}) }, depth + 1) : node;
}

/** A node and every branch of its allOf/anyOf/oneOf, resolved: any of them may describe the value. */
function branches(root: SchemaNode, node: SchemaNode, depth = 0): SchemaNode[] {
  const resolved = resolve(root, node);
  if (depth > 10) return [resolved];
  const nested = [...(resolved.allOf ?? []), ...(resolved.anyOf ?? []), ...(resolved.oneOf ?? [])];
  return [resolved, ...nested.flatMap((n) => branches(root, n, depth + 1))];
}

/** The schemas that may describe the value at `path` (keys and array indexes) of a document. */
export function schemaAt(root: SchemaNode, path: Array<string | number>): SchemaNode[] {
  let here = branches(root, root);
  for (const segment of path) {
    const next: SchemaNode[] = [];
    for (const node of here) {
      if (typeof segment === "number") {
        const item = node.prefixItems?.[segment] ?? node.items;
        if (item) next.push(item);
        continue;
      }
      const property = node.properties?.[segment];
      if (property) {
        next.push(property);
        continue;
      }
      const pattern = Object.entries(node.patternProperties ?? {}).find(([p]) => new RegExp(p, "u").test(segment));
      if (pattern) next.push(pattern[1]);
      else if (node.additionalProperties && typeof node.additionalProperties === "object") next.push(node.additionalProperties);
    }
    here = next.flatMap((n) => branches(root, n));
    if (!here.length) return [];
  }
  return here;
}

/** The keys an object at `path` may have, each once, with the first description found. */
export function keysAt(root: SchemaNode, path: Array<string | number>): KeyOption[] {
  const keys = new Map<string, KeyOption>();
  for (const node of schemaAt(root, path)) {
    for (const [key, schema] of Object.entries(node.properties ?? {})) {
      if (!keys.has(key)) keys.set(key, { key, description: schema.description ?? resolve(root, schema).description });
    }
  }
  return [...keys.values()];
}

/** The values the schema names at `path`: enums, consts and booleans. */
export function valuesAt(root: SchemaNode, path: Array<string | number>): unknown[] {
  const values: unknown[] = [];
  for (const node of schemaAt(root, path)) {
    values.push(...(node.enum ?? []));
    if (node.const !== undefined) values.push(node.const);
    if (node.type === "boolean" || (Array.isArray(node.type) && node.type.includes("boolean"))) values.push(true, false);
  }
  return [...new Map(values.map((v) => [JSON.stringify(v), v])).values()];
}

/** The description of the value at `path`, for the editor's hover. */
export function descriptionAt(root: SchemaNode, path: Array<string | number>): string | undefined {
  return schemaAt(root, path).find((n) => n.description)?.description;
}
