import type { FieldSchema } from "../types.ts";
import { defaultMessages, fillMessage } from "./defaultMessages.ts";

/**
 * The message for a failed keyword on a field: the field's own `errorMessage` (a text for every
 * keyword, or one per keyword), else the type's default for the field's widget (`typeDefaults`,
 * decision 0036), else the project default. `values` fill the placeholders.
 */
export function messageFor(field: FieldSchema | undefined, keyword: string, values: Record<string, unknown> = {}, typeDefaults?: Readonly<Record<string, string>>): string {
  const own = field?.errorMessage;
  const template =
    typeof own === "string" ? own : (own?.[keyword] ?? typeDefaults?.[keyword] ?? defaultMessages[keyword] ?? defaultMessages.format ?? "This value is not valid");
  return fillMessage(template, values);
}
