import type { Knex } from "knex";
import { NOT_A_CONFIRMATION_CODE } from "../../../engine/accounts/PendingContact.ts";
import { normalizeVerificationCode } from "../../../engine/certificates/verificationCode.ts";
import { HttpError } from "../HttpError.ts";
import { secretHash } from "../secretHash.ts";
import type { PendingContact } from "./contactToConfirm.ts";

/** Wrong codes a signed-in owner may type before their live codes die and a new one must be sent. */
export const MOST_ATTEMPTS = 5;

/** One answer for a code unknown, used, expired or worn out: which it was is nobody's business. */
export const CODE_NOT_VALID = "This confirmation code is not valid or has expired. Sign in and choose 'Send a new code' on your dashboard.";

interface CodeRow {
  id: number;
  user_id: number;
  channel: PendingContact["channel"];
  contact: string;
  expires_at: string | number | Date;
  attempts: number;
  used_at: unknown;
}

/**
 * Confirms the contact a one-time code was sent to (decision 0044): the code works once, before
 * it expires, and only while the user's contact is still the one it was sent to. A wrong code
 * typed by a signed-in user (`userId`) counts against their live codes; MOST_ATTEMPTS of them
 * and those codes die. Answers which contact was confirmed.
 */
export async function confirmContact(knex: Knex, typed: string, userId?: number): Promise<PendingContact["channel"]> {
  const code = normalizeVerificationCode(typed);
  if (!code) throw new HttpError(400, NOT_A_CONFIRMATION_CODE);
  const row = (await knex("contact_verifications").where({ code_hash: secretHash(code) }).first()) as CodeRow | undefined;
  if (!row || row.used_at || new Date(row.expires_at).getTime() < Date.now() || Number(row.attempts) >= MOST_ATTEMPTS) {
    if (userId !== undefined) await knex("contact_verifications").where({ user_id: userId }).whereNull("used_at").increment("attempts", 1);
    throw new HttpError(400, CODE_NOT_VALID);
  }
  const [verifiedColumn, contactColumn] = row.channel === "email" ? ["email_verified_at", "email"] : ["phone_verified_at", "cell_phone_user"];
  await knex.transaction(async (trx) => {
    // Claimed first: of two requests racing with one code, one confirms and the other is told it is used.
    const claimed = await trx("contact_verifications").where({ id: row.id }).whereNull("used_at").update({ used_at: new Date() });
    const confirmed = claimed ? await trx("users").where({ id: row.user_id, [contactColumn]: row.contact }).update({ [verifiedColumn]: new Date() }) : 0;
    if (!confirmed) throw new HttpError(400, CODE_NOT_VALID);
  });
  return row.channel;
}
