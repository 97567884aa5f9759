import type { Knex } from "knex";
import { HttpError } from "./HttpError.ts";
import { parseJson } from "./json.ts";

/** The refusal of a save or submit made against a revision the draft is no longer at (decision 0064). */
export const STALE_DRAFT = "This application was changed on another device since it was saved on this phone";

/** The refusal of a draft save of an application already submitted. */
export const ALREADY_SUBMITTED = "This application has already been submitted";

/**
 * The 409 refusing a write made against an older revision of the draft `id` (decision 0064), with
 * the draft as saved online in `data.draft`, so the applicant can choose between it and the
 * answers on their phone; read on the writer, after the refusal. An application submitted
 * meanwhile is refused as submitted, as a save without a revision is.
 */
export async function staleDraft(knex: Knex, id: number): Promise<HttpError> {
  const row = (await knex("transactions").where({ id }).first("answers", "draft_revision", "definition_version", "updated_at", "trans_number")) as { answers: string; draft_revision: number; definition_version: string; updated_at: string; trans_number: string | null } | undefined;
  if (!row || row.trans_number) return new HttpError(409, ALREADY_SUBMITTED);
  const draft = { answers: parseJson<Record<string, unknown>>(row.answers, {}), draft_revision: Number(row.draft_revision), definition_version: row.definition_version, updated_at: row.updated_at };
  return new HttpError(409, STALE_DRAFT, undefined, { draft });
}
