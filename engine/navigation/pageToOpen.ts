import type { CompiledDefinition } from "../definition/compileDefinition.ts";
import type { Answers, EngineContext } from "../types.ts";
import { validateSection } from "../validation/validateSection.ts";

/**
 * The form page an address shows (issue 14, docs/decisions/0017): the page named when every page
 * before it is answered, else the first of those still missing; the first page when the address
 * names none or an unknown one. Null for a type without form pages.
 */
export function pageToOpen(compiled: CompiledDefinition, answers: Answers, context: EngineContext, requested: string | undefined): string | null {
  const at = Math.max(0, compiled.pages.findIndex((p) => p.section.id === requested));
  const missing = compiled.pages.slice(0, at).find((page) => !validateSection(page, { answers, context, named: compiled.named }).valid);
  return (missing ?? compiled.pages[at])?.section.id ?? null;
}
