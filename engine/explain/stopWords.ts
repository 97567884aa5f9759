import type { Navigation } from "../navigation/navigate.ts";

/** Why the walk stops where it does: the block's message, or the answers missing or invalid (the spec's messages, each once). */
export function stopWords(navigation: Pick<Navigation, "blocked" | "errors" | "message">): string {
  if (navigation.blocked) return `The walk stops here: ${navigation.blocked.message.replace(/([^.?!])$/, "$1.")}`;
  const messages = [...new Set(navigation.errors.map((e) => e.message))];
  const shown = messages.slice(0, 3).join("; ") + (messages.length > 3 ? `; and ${messages.length - 3} more` : "");
  return `The walk stops here until its answers are complete and valid${shown ? ` (${shown})` : ""}.`;
}
