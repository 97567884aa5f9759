import type { Knex } from "knex";
import type { TransferAnswer, TransferRequest } from "../../../engine/api/licenceTransferContract.ts";
import { addDays } from "../../../engine/dates/calendarDays.ts";
import { fullName } from "../certificateFields.ts";
import { HttpError } from "../HttpError.ts";
import { LICENCE_NOT_FOUND } from "../licenceNotFound.ts";
import { isUniqueViolation } from "../isUniqueViolation.ts";
import { parseJson } from "../json.ts";
import { recordLicenceEvent } from "../licenceEvents.ts";
import { notifyTransfer } from "./notifyTransfer.ts";
import type { Identity } from "../login.ts";
import { suspensionView } from "../suspensionInForce.ts";
import type { TransferPolicyOf } from "./transferPolicy.ts";
import { transferQuery, transferView } from "./transferViews.ts";

/** The one answer whichever half does not match: it never says whether the email address has an account. */
export const NO_SUCH_OWNER = "No portal account has that email address and number: check both with the new owner";
/** Decision 0071: a suspended licence stays with its holder until the suspension ends. */
export const SUSPENDED_NOT_TRANSFERRED = "This licence is suspended, so it cannot be transferred until the suspension ends";

/** The holder's licence, or 404 for anyone else's (and for one that does not exist). */
async function holdersLicence(knex: Knex, certificateId: number, identity: Identity) {
  const row = (await knex("issued_certificates").where({ id: certificateId }).first("id", "entity_id", "app_type", "trans_number", "date_of_issue", "date_of_expiration", "revoked_at", "suspended_at", "suspended_until")) as Record<string, unknown> | undefined;
  if (!row || identity.entityId === null || Number(row.entity_id) !== identity.entityId) throw new HttpError(404, LICENCE_NOT_FOUND);
  return row;
}

/**
 * The new owner's entity: one of the entities of the account with that email address whose NFA
 * registration number or TRN is the number given. Both must match, and a miss says the same
 * whichever half was wrong (decision 0069).
 */
async function newOwner(knex: Knex, email: string, number: string): Promise<{ id: number; name: string }> {
  const errors = [
    ...(email ? [] : [{ pointer: "/new_owner_email", message: "Enter the new owner's email address" }]),
    ...(number ? [] : [{ pointer: "/new_owner_number", message: "Enter the new owner's NFA registration number or TRN" }]),
  ];
  if (errors.length) throw new HttpError(400, errors[0]!.message, errors);
  const key = number.toUpperCase();
  const row = (await knex("users as u")
    .join("entity_users as eu", "eu.user_id", "u.id")
    .join("entities as e", "e.id", "eu.entity_id")
    .whereRaw("lower(u.email) = ?", [email.toLowerCase()])
    .where((n) => n.whereRaw("upper(e.nfa_registration_number) = ?", [key]).orWhereRaw("upper(e.taxation_registration_number) = ?", [key]))
    .orderBy("e.id")
    .first("e.id", "e.details", "u.name_of_applicant")) as Record<string, unknown> | undefined;
  if (!row) throw new HttpError(400, NO_SUCH_OWNER, [{ pointer: "/new_owner_email", message: NO_SUCH_OWNER }]);
  return { id: Number(row.id), name: fullName({}, parseJson<Record<string, unknown>>(row.details, {})) || String(row.name_of_applicant ?? "") };
}

/**
 * The holder asks for their licence to pass to a new owner (issue 29): the licence must be of a
 * type whose definition allows it, in force, not revoked, not suspended; the new owner is named by the email
 * address of their portal account and its NFA registration number or TRN. `check_only` answers
 * the new owner's name and writes nothing. A licence has one open transfer at a time: a second
 * request, or two at once, is refused with 409 by the unique open_certificate_id.
 */
export async function requestTransfer(knex: Knex, certificateId: number, body: TransferRequest, identity: Identity, today: string, policyOf: TransferPolicyOf): Promise<TransferAnswer> {
  const licence = await holdersLicence(knex, certificateId, identity);
  const policy = policyOf(String(licence.app_type));
  if (!policy) throw new HttpError(409, "This licence cannot be transferred");
  if (licence.revoked_at) throw new HttpError(409, "This licence has been revoked, so it cannot be transferred");
  if (String(licence.date_of_expiration) < today || String(licence.date_of_issue) > today) throw new HttpError(409, "This licence is not in force, so it cannot be transferred");
  if (suspensionView(licence, today)) throw new HttpError(409, SUSPENDED_NOT_TRANSFERRED);
  const owner = await newOwner(knex, body.new_owner_email.trim(), body.new_owner_number.trim());
  if (owner.id === identity.entityId) throw new HttpError(400, "That is your own account: enter the new owner's details", [{ pointer: "/new_owner_email", message: "That is your own account: enter the new owner's details" }]);
  if (body.check_only) return { msg: "Check the new owner", new_owner_name: owner.name };
  const id = await knex
    .transaction(async (trx) => {
      // A request the new owner let lapse ends here, so the licence may be offered again.
      await trx("licence_transfers").where({ certificate_id: certificateId, status: "awaiting_new_owner" }).where("confirm_by", "<", today).update({ status: "lapsed", open_certificate_id: null });
      const [inserted] = await trx("licence_transfers")
        .insert({ certificate_id: certificateId, open_certificate_id: certificateId, from_entity_id: identity.entityId, to_entity_id: owner.id, status: "awaiting_new_owner", requested_by: identity.userId, requested_at: new Date().toISOString(), confirm_by: addDays(today, policy.confirmWithinDays) })
        .returning("id");
      const transferId = Number(typeof inserted === "object" ? inserted.id : inserted);
      await recordLicenceEvent(trx, { certificateId, entityId: identity.entityId, action: "transfer-requested", userId: identity.userId, details: { transfer_id: transferId, to_entity_id: owner.id } });
      await notifyTransfer(trx, certificateId, [{ event: "transfer-requested", entityId: owner.id, comment: `Confirm or decline it on your dashboard by ${addDays(today, policy.confirmWithinDays)}.` }]);
      return transferId;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw new HttpError(409, "A transfer of this licence is already open: withdraw it before asking for another");
      throw error;
    });
  const row = (await transferQuery(knex).where("lt.id", id).first()) as Record<string, unknown>;
  return { msg: "The transfer is waiting for the new owner's confirmation", transfer: transferView(row, "outgoing", today) };
}
