import type { Knex } from "knex";
import type { CompiledDefinition } from "../../engine/definition/compileDefinition.ts";
import type { VersionChanges } from "../../engine/versions/versionChanges.ts";
import { mergedChanges } from "./draftVersion.ts";
import { HttpError } from "./HttpError.ts";
import { parseJson } from "./json.ts";

/** The answer to a submit of a draft moved to a newer version before the applicant saw what changed (decision 0041). */
export const RULES_CHANGED = "The rules for this application changed since you started. Please check what changed before you submit.";

/** The same, answering a payment. */
export const RULES_CHANGED_BEFORE_PAYING = "The rules for this application changed since you started. Please check what changed before you pay.";

/** What changed for a moved draft that the applicant has not seen yet, or null. */
export function pendingChanges(row: { version_changes: string | null }): VersionChanges | null {
  return row.version_changes ? parseJson<VersionChanges | null>(row.version_changes, null) : null;
}

/** What the applicant has not seen yet: the pending notice, with what moving the draft now changed added. */
export function unseenChanges(row: { version_changes: string | null }, moved: VersionChanges | null): VersionChanges | null {
  return moved ? mergedChanges(pendingChanges(row), moved) : pendingChanges(row);
}

/**
 * Tells a payment or a submit what changed, in its refusal (409 with `version_changes`): that
 * answer is the telling, so the notice is cleared and the next attempt goes on (decision 0041).
 */
export async function tellChanges(knex: Knex, id: number, unseen: VersionChanges, message: string): Promise<never> {
  await storeChanges(knex, id, null);
  throw new HttpError(409, message, undefined, { version_changes: unseen });
}

/** The wizard step a moved draft resumes at: the first that needs the applicant, when it is a step, else `fallback`. */
export function resumeStep(changes: VersionChanges | null, compiled: CompiledDefinition, fallback: string | null): string | null {
  return changes?.resumeAt && compiled.steps.has(changes.resumeAt) ? changes.resumeAt : fallback;
}

/** Keeps what changed for a draft until the applicant has seen it (null: seen). A submitted application keeps none. */
export async function storeChanges(knex: Knex, id: number, changes: VersionChanges | null): Promise<void> {
  await knex("transactions").where({ id }).whereNull("trans_number").update({ version_changes: changes ? JSON.stringify(changes) : null });
}
