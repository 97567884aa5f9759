import type { CompiledDefinition } from "../definition/compileDefinition.ts";
import type { StageId } from "../types.ts";

/**
 * Where the applicant goes on after seeing what changed, or opens a renewal (decision 0070): the wizard step or form page that needs
 * them (`resumeAt`) at its own address (docs/decisions/0017); when the wizard and form need nothing
 * (null), the stage after them (documents, payment or preview); otherwise the first stage, where
 * the wizard opens at the stored step.
 */
export function resumeAddress(compiled: CompiledDefinition, resumeAt: string | null): string {
  const { routePrefix, stages } = compiled.definition;
  const route = (id: StageId) => stages.find((s) => s.id === id)?.route;
  const [steps, form] = [route("type"), route("form")];
  if (resumeAt && steps && compiled.steps.has(resumeAt)) return `${routePrefix}/${steps}/${resumeAt}`;
  if (resumeAt && form && compiled.pages.some((p) => p.section.id === resumeAt)) return `${routePrefix}/${form}/${resumeAt}`;
  const last = Math.max(stages.findIndex((s) => s.id === "type"), stages.findIndex((s) => s.id === "form"));
  const after = resumeAt === null && last >= 0 ? stages[last + 1] : undefined;
  return `${routePrefix}/${(after && after.id !== "status" ? after : stages[0])?.route ?? ""}`;
}
