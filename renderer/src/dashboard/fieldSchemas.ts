import type { FieldSchema } from "../../../engine/types.ts";

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === "object" && !Array.isArray(value);

/**
 * Every titled field of a resolved definition, by name (the first title found wins): the wizard
 * steps, the form pages and the payment section alike, so an answer can be shown under the label
 * the applicant saw, whichever section asked it.
 */
export function fieldSchemas(definition: unknown): Record<string, FieldSchema> {
  const found: Record<string, FieldSchema> = {};
  const walk = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!isObject(node)) return;
    if (isObject(node.properties)) {
      for (const [name, schema] of Object.entries(node.properties)) {
        if (isObject(schema) && typeof schema.title === "string" && !found[name]) found[name] = schema as FieldSchema;
      }
    }
    Object.values(node).forEach(walk);
  };
  walk(definition);
  return found;
}

/** A field name as words, for an answer the definition does not title ('comment_by_user' as 'Comment by user'). */
export function humanize(name: string): string {
  const words = name.replace(/_/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
