import { pickKeys } from "./pickKeys.ts";

/** Control fields the client sends beside the answers (spec 000 §3); they are not answers. */
const CONTROL_FIELDS = new Set(["temp_trans_id", "app_type", "launchCase", "trans_number", "api_response", "selectionCategory", "definition_version", "based_on_revision"]);

/** Splits a save/submit body into the answers and the control fields. */
export function splitBody(body: Record<string, unknown>): { answers: Record<string, unknown>; step: string | null; version: string | null; basedOn: number | null } {
  const answers = pickKeys(body, (key) => !CONTROL_FIELDS.has(key));
  const step = typeof body.selectionCategory === "string" ? body.selectionCategory : null;
  // The version the client wrote these answers under (decision 0041); optional, the spec's client sends none.
  const version = typeof body.definition_version === "string" ? body.definition_version : null;
  // The draft revision a phone's replay was made against (decision 0064); optional, an online save sends none.
  const basedOn = typeof body.based_on_revision === "number" ? body.based_on_revision : null;
  return { answers, step, version, basedOn };
}
