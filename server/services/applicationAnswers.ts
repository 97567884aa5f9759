import { pickKeys } from "./pickKeys.ts";

/** Control fields the client sends beside the answers (spec 000 §3); they are not answers. */
const CONTROL_FIELDS = new Set(["temp_trans_id", "app_type", "launchCase", "trans_number", "api_response", "selectionCategory", "definition_version"]);

/** Splits a save/submit body into the answers and the control fields. */
export function splitBody(body: Record<string, unknown>): { answers: Record<string, unknown>; step: string | null; version: string | null } {
  const answers = pickKeys(body, (key) => !CONTROL_FIELDS.has(key));
  const step = typeof body.selectionCategory === "string" ? body.selectionCategory : null;
  // The version the client wrote these answers under (decision 0041); optional, the spec's client sends none.
  const version = typeof body.definition_version === "string" ? body.definition_version : null;
  return { answers, step, version };
}
