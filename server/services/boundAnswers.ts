import type { CompiledDefinition } from "../../engine/definition/compileDefinition.ts";
import { knownFields } from "../../engine/definition/knownFields.ts";
import { HttpError } from "./HttpError.ts";

/**
 * The most the answers of one application may weigh, as JSON: in-form files and signatures are
 * data URLs inside the answers, so this leaves room for a few of them; larger files go up on the
 * Documents page (20 MB each). docs/decisions/0015-identity-and-bounds-of-answers.md.
 */
export const MAX_ANSWERS_BYTES = 10 * 1024 * 1024;
export const ANSWERS_TOO_LARGE = "The answers of this application are too large (more than 10 MB in all, files in the form included). Please upload large files on the Documents page.";

/**
 * The answers of a save or submit body that the type's definition knows, and no more: unknown
 * top-level keys are dropped (a stored draft never grows with junk), and answers heavier than
 * MAX_ANSWERS_BYTES are refused with 413. Called by the route before the draft or the submit sees them.
 */
export function boundAnswers(compiled: CompiledDefinition, answers: Record<string, unknown>): Record<string, unknown> {
  const known = knownFields(compiled);
  const kept = Object.fromEntries(Object.entries(answers).filter(([key]) => known.has(key)));
  if (Buffer.byteLength(JSON.stringify(kept), "utf8") > MAX_ANSWERS_BYTES) throw new HttpError(413, ANSWERS_TOO_LARGE);
  return kept;
}
