import type { DefinitionSummary } from "./loadSummaries.ts";

/** The id of the JSON data block the server puts in the page (server/plugins/external/clientApp.ts). */
const INLINED_ID = "nfa-definitions";

/**
 * The application types the server inlined into the page (the answer of GET /api/definitions), so
 * the first screen draws its tiles, step bar and menus without a second round trip and without
 * moving as they arrive (docs/decisions/0028); null when the page has none, and they are fetched.
 */
export function inlinedSummaries(): DefinitionSummary[] | null {
  const text = typeof document === "undefined" ? null : document.getElementById(INLINED_ID)?.textContent;
  if (!text) return null;
  try {
    const definitions = (JSON.parse(text) as { definitions?: unknown }).definitions;
    return Array.isArray(definitions) ? (definitions as DefinitionSummary[]) : null;
  } catch {
    return null;
  }
}
