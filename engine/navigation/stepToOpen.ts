import type { CompiledDefinition } from "../definition/compileDefinition.ts";
import type { Navigation } from "./navigate.ts";
import { resumeStep } from "./resumeStep.ts";

/**
 * The wizard step an address shows (issue 14, docs/decisions/0017). A step named in the address
 * opens when the answers lead through it (it is on the path walked); any other named step gives
 * way to the first step still missing. Without a step in the address a draft resumes at its
 * stored step (`selectionCategory`, spec 002 §2) while the answers lead there, and a new
 * application (no stored step) opens at the first step of its path, so an introduction that asks
 * nothing is still shown. Null only for a type without wizard steps.
 */
export function stepToOpen(compiled: CompiledDefinition, navigation: Pick<Navigation, "path" | "current">, requested: string | undefined, stored: string | null): string | null {
  const isStep = (id: string | null | undefined): id is string => Boolean(id && compiled.steps.has(id));
  if (isStep(requested) && navigation.path.includes(requested)) return requested;
  const candidates = requested ? [navigation.current, resumeStep(navigation, stored)] : stored ? [resumeStep(navigation, stored)] : [];
  return candidates.find(isStep) ?? navigation.path.find(isStep) ?? compiled.stepOrder[0] ?? null;
}
