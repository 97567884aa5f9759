import type { Knex } from "knex";
import type { LicenceTransfer, TransferAnswer, TransferStatus, TransferStep } from "../../../engine/api/licenceTransferContract.ts";
import { HttpError } from "../HttpError.ts";
import type { LicenceAction } from "../licenceEvents.ts";
import { recordLicenceEvent } from "../licenceEvents.ts";
import type { Identity } from "../login.ts";
import { moveLicence } from "./moveLicence.ts";
import { notifyTransfer } from "./notifyTransfer.ts";
import { transferQuery, transferView } from "./transferViews.ts";

/** Who takes a step: the new owner, the holder, or staff (whose role the route checks). */
type Party = "to" | "from" | "staff";

interface StepRule {
  party: Party;
  from: readonly TransferStatus[];
  to: TransferStatus;
  action: LicenceAction;
  /** Which time the step stamps. */
  stamp: "answered" | "decided";
  msg: string;
  /** Who is told, by which template of schemas/notifications.json: the new owner ("to") or the holder ("from"). */
  tell: ReadonlyArray<{ party: "to" | "from"; event: string }>;
}

/** The steps after the request (decision 0069): who takes each, from which statuses, to which. */
const STEPS: Record<TransferStep, StepRule> = {
  confirm: { party: "to", from: ["awaiting_new_owner"], to: "awaiting_approval", action: "transfer-confirmed", stamp: "answered", msg: "You have confirmed the transfer: it is waiting for the NFA's approval", tell: [{ party: "from", event: "transfer-confirmed" }] },
  decline: { party: "to", from: ["awaiting_new_owner"], to: "declined", action: "transfer-declined", stamp: "answered", msg: "You have declined the transfer", tell: [{ party: "from", event: "transfer-declined" }] },
  withdraw: { party: "from", from: ["awaiting_new_owner", "awaiting_approval"], to: "withdrawn", action: "transfer-withdrawn", stamp: "answered", msg: "You have withdrawn the transfer", tell: [{ party: "to", event: "transfer-withdrawn" }] },
  approve: { party: "staff", from: ["awaiting_approval"], to: "approved", action: "transfer-approved", stamp: "decided", msg: "The transfer has been approved: the licence is now the new owner's", tell: [{ party: "to", event: "transfer-approved" }, { party: "from", event: "transfer-completed" }] },
  refuse: { party: "staff", from: ["awaiting_new_owner", "awaiting_approval"], to: "refused", action: "transfer-refused", stamp: "decided", msg: "The transfer has been refused", tell: [{ party: "from", event: "transfer-refused" }, { party: "to", event: "transfer-refused" }] },
};

/** Why a step cannot be taken, by where the transfer stands now: the 409's message. */
const STANDS: Record<TransferStatus, string> = {
  awaiting_new_owner: "The new owner has not confirmed this transfer yet: it can be approved only once they confirm it",
  awaiting_approval: "The new owner has already confirmed this transfer: it is waiting for the NFA's approval",
  declined: "The new owner declined this transfer",
  withdrawn: "The holder withdrew this transfer",
  lapsed: "The time for the new owner to confirm this transfer has passed: the holder may ask again",
  approved: "This transfer has already been approved",
  refused: "The NFA refused this transfer",
};

const NOT_FOUND = "Transfer not found";
const DIRECTION: Record<Party, LicenceTransfer["direction"]> = { to: "incoming", from: "outgoing", staff: "staff" };

/**
 * Takes one step of a transfer for its party: a transfer that is not theirs is a 404, one that no
 * longer stands where the step starts is a 409 saying where it stands. The step is one
 * conditional update on the status, so of two at once (two confirms, an approval and a
 * withdrawal) one wins and the other is refused; an approval moves the licence in the same
 * database transaction (moveLicence).
 */
export async function stepTransfer(knex: Knex, transferId: number, step: TransferStep, identity: Identity, today: string, reason: string | null = null): Promise<TransferAnswer> {
  const rule = STEPS[step];
  const row = (await knex("licence_transfers").where({ id: transferId }).first()) as Record<string, unknown> | undefined;
  const party = rule.party === "to" ? row?.to_entity_id : row?.from_entity_id;
  if (!row || (rule.party !== "staff" && (identity.entityId === null || Number(party) !== identity.entityId))) throw new HttpError(404, NOT_FOUND);
  const why = reason?.trim() ?? null;
  if (step === "refuse" && !why) throw new HttpError(400, "Enter the reason for refusing the transfer", [{ pointer: "/reason", message: "Enter the reason for refusing the transfer" }]);
  const now = new Date().toISOString();
  const closes = !(["awaiting_new_owner", "awaiting_approval"] as TransferStatus[]).includes(rule.to);
  const moved = await knex.transaction(async (trx) => {
    const update = trx("licence_transfers").where({ id: transferId }).whereIn("status", rule.from);
    // The new owner's last day to confirm is part of the condition, so a late confirmation changes nothing.
    if (step === "confirm") update.where("confirm_by", ">=", today);
    const changed = await update.update({ status: rule.to, [`${rule.stamp}_by`]: identity.userId, [`${rule.stamp}_at`]: now, ...(why ? { reason: why } : {}), ...(closes ? { open_certificate_id: null } : {}) });
    if (changed !== 1) return false;
    const certificateId = Number(row.certificate_id);
    if (step === "approve") await moveLicence(trx, certificateId, Number(row.from_entity_id), Number(row.to_entity_id), today);
    await recordLicenceEvent(trx, { certificateId, entityId: Number(row.from_entity_id), action: rule.action, userId: identity.userId, details: { transfer_id: transferId, to_entity_id: Number(row.to_entity_id), ...(why ? { reason: why } : {}) } });
    await notifyTransfer(trx, certificateId, rule.tell.map(({ party, event }) => ({ event, entityId: Number(party === "to" ? row.to_entity_id : row.from_entity_id), comment: why })));
    return true;
  });
  const after = (await transferQuery(knex).where("lt.id", transferId).first()) as Record<string, unknown>;
  const transfer = transferView(after, DIRECTION[rule.party], today);
  if (!moved) throw new HttpError(409, STANDS[transfer.status]);
  return { msg: rule.msg, transfer };
}
