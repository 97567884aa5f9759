import type { CompiledDefinition } from "../../engine/definition/compileDefinition.ts";
import { knownFields } from "../../engine/definition/knownFields.ts";
import { HttpError } from "./HttpError.ts";
import { pickKeys } from "./pickKeys.ts";

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
  const known = knownOf(compiled);
  const kept = pickKeys(answers, (key) => known.has(key));
  const json = JSON.stringify(kept);
  if (Buffer.byteLength(json, "utf8") > MAX_ANSWERS_BYTES) throw new HttpError(413, ANSWERS_TOO_LARGE);
  texts.set(kept, json);
  return kept;
}

/** Each definition's known fields, worked out once (the definitions do not change while the server runs). */
const known = new WeakMap<CompiledDefinition, Set<string>>();
const knownOf = (compiled: CompiledDefinition): Set<string> => {
  let fields = known.get(compiled);
  if (!fields) {
    fields = knownFields(compiled);
    known.set(compiled, fields);
  }
  return fields;
};

/** The JSON of the answers boundAnswers kept, as it measured them. */
const texts = new WeakMap<object, string>();

/**
 * The answers as JSON, to store: the text boundAnswers made of them when it kept them (made once
 * per request, not again by the draft save or the submit: docs/decisions/0025), else made now.
 * The answers must not have changed since they were kept; nothing changes them.
 */
export function answersJson(answers: Record<string, unknown>): string {
  return texts.get(answers) ?? JSON.stringify(answers);
}
