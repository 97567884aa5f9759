import type { Knex } from "knex";
import { canonicalStatus } from "./caseStatus.ts";
import { HttpError } from "./HttpError.ts";
import type { Identity } from "./login.ts";
import { ownedTransaction, recordEvent } from "./transactions.ts";

/** Where a corrected application goes back to (docs/decisions/0005-server-decisions.md 'Correction response'). */
export const AFTER_CORRECTION = "Application Received by the NFA";

/**
 * The applicant's answer to a correction request (spec 000 §7 'Correction response'): only while
 * the case is 'Returned For Correction' (or its long spelling), with a mandatory comment kept in
 * the audit trail; the case goes back to 'Application Received by the NFA'.
 */
export async function respondToCorrection(knex: Knex, id: number, identity: Identity | null, comment: string | undefined): Promise<void> {
  const row = await ownedTransaction(knex, { id }, identity);
  const text = comment?.trim();
  if (!text) throw new HttpError(400, "Comment is Mandatory");
  if (canonicalStatus(row.status) !== "Returned For Correction") throw new HttpError(409, "This application is not awaiting a correction");
  await knex.transaction(async (trx) => {
    await trx("transactions").where({ id: row.id }).update({ status: AFTER_CORRECTION, updated_at: trx.fn.now() });
    await recordEvent(trx, row.id, identity, "correction-response", AFTER_CORRECTION, text);
  });
}
