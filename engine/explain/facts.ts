import type { ExplainedCheck } from "./Explanation.ts";

/** Words joined as a sentence does: "a", "a and b", "a, b and c". */
export function joinWords(parts: string[]): string {
  if (parts.length <= 1) return parts[0] ?? "";
  return `${parts.slice(0, -1).join(", ")} and ${parts[parts.length - 1]}`;
}

/**
 * The answers that decided, as one clause: "Licence Type is Commercial Fishing and Commercial
 * Category is Artisanal" (each answer once); for a rule of a bare true or false, what it says.
 */
export function facts(checks: ExplainedCheck[], holds: boolean): string {
  if (!checks.length) return `its rule is ${holds ? "always" : "never"} met`;
  return joinWords([...new Set(checks.map((c) => c.answer))]);
}
