import type { Knex } from "knex";
import type { VersionChanges } from "../../engine/versions/versionChanges.ts";
import { parseJson } from "./json.ts";

/** The answer to a submit of a draft moved to a newer version before the applicant saw what changed (decision 0041). */
export const RULES_CHANGED = "The rules for this application changed since you started. Please check what changed before you submit.";

/** The same, answering a payment. */
export const RULES_CHANGED_BEFORE_PAYING = "The rules for this application changed since you started. Please check what changed before you pay.";

/** What changed for a moved draft that the applicant has not seen yet, or null. */
export function pendingChanges(row: { version_changes: string | null }): VersionChanges | null {
  return row.version_changes ? parseJson<VersionChanges | null>(row.version_changes, null) : null;
}

/** Keeps what changed for a draft until the applicant has seen it (null: seen). A submitted application keeps none. */
export async function storeChanges(knex: Knex, id: number, changes: VersionChanges | null): Promise<void> {
  await knex("transactions").where({ id }).whereNull("trans_number").update({ version_changes: changes ? JSON.stringify(changes) : null });
}
