import type { Definition, StageId } from "../../../engine/types.ts";

/**
 * The address of the step or page that asks an answer, for its Change link: the contract every
 * helper of issue 14 shares, `${routePrefix}/${stage.route}/${sectionId}` (the step id in the type
 * stage, the page id in the form stage). A stage the type does not have gives null.
 */
export function changeAddress(definition: Definition, stage: StageId, sectionId?: string): string | null {
  const route = definition.stages.find((s) => s.id === stage)?.route;
  if (!route) return null;
  return `${definition.routePrefix}/${route}${sectionId ? `/${sectionId}` : ""}`;
}
