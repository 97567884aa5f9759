import { readField } from "../conditions/readField.ts";
import { plainAnswer } from "../particulars/plainAnswer.ts";
import type { Answers, RegisterPolicy } from "../types.ts";

/** What the public register shows of a licensed vessel from its answers (decision 0066); null where none is answered. */
export interface RegisterValues {
  vessel_name: string | null;
  registration: string | null;
  home_port: string | null;
}

// Register paths are answer paths (the meta-schema refuses `$today` and `$profile`): no context is read.
const NO_CONTEXT = { today: "", windows: {}, profile: {} };

/**
 * Reads a vessel's register values from the answers its licence was issued on: for each field the
 * first of the paths the definition's `register` section lists that is answered, so no field name
 * is written in code.
 */
export function registerValues(policy: RegisterPolicy, answers: Answers): RegisterValues {
  const first = (paths: string[] = []) => paths.map((path) => plainAnswer(readField(path, answers, NO_CONTEXT))).find((text): text is string => text !== null) ?? null;
  return { vessel_name: first(policy.fields.vesselName), registration: first(policy.fields.registration), home_port: first(policy.fields.homePort) };
}
