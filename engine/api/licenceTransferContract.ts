import type { FromSchema } from "json-schema-to-ts";
import type { Closed } from "./closed.ts";

/**
 * The contract of licence transfers (issue 29, decision 0069): the holder's request, the list of
 * one's transfers both ways, and the answers of every step, once as JSON Schema for the routes
 * (server/routes/api/licences, server/routes/api/admin/transfers.ts), with the renderer's types
 * derived from it (decision 0046).
 */

/** Where a transfer stands: open while the new owner or staff have still to act; every other status ends it. */
export const TRANSFER_STATUSES = ["awaiting_new_owner", "awaiting_approval", "declined", "withdrawn", "lapsed", "approved", "refused"] as const;
/** Where a transfer stands. */
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];
/** The statuses of a transfer not yet ended. */
export const OPEN_TRANSFER_STATUSES: readonly TransferStatus[] = ["awaiting_new_owner", "awaiting_approval"];

/** The steps after the request, each the act of one party: the new owner, the holder or staff. */
export const TRANSFER_STEPS = ["confirm", "decline", "withdraw", "approve", "refuse"] as const;
/** A step after the request. */
export type TransferStep = (typeof TRANSFER_STEPS)[number];

/** The longest NFA registration number or TRN the request takes. */
const NUMBER_MAX = 100;

/** POST /api/licences/:certificateId/transfers: who the new owner is, and whether only to check. */
export const transferRequestSchema = {
  type: "object",
  additionalProperties: false,
  required: ["new_owner_email", "new_owner_number"],
  properties: {
    new_owner_email: { type: "string", maxLength: 254, description: "the email address the new owner signs in to the portal with" },
    new_owner_number: { type: "string", maxLength: NUMBER_MAX, description: "the new owner's NFA registration number or TRN, as on their portal account" },
    check_only: { type: "boolean", default: false, description: "true: answer who the new owner is and write nothing (the page's 'Check your answers')" },
  },
} as const;
/** The holder's request as the page sends it. */
export type TransferRequest = Closed<FromSchema<typeof transferRequestSchema, { keepDefaultedPropertiesOptional: true }>>;

/** POST .../refuse: staff say why. */
export const transferRefusalSchema = {
  type: "object",
  additionalProperties: false,
  required: ["reason"],
  properties: { reason: { type: "string", minLength: 1, maxLength: 2000 } },
} as const;

const nullableText = { type: ["string", "null"] } as const;

/** One transfer as its parties and staff see it: the licence and vessel, who gives and who takes it, and where it stands. */
export const licenceTransferSchema = {
  type: "object",
  additionalProperties: false,
  required: ["id", "certificate_id", "status", "direction", "licence_number", "licence_title", "vessel_name", "registration", "home_port", "valid_until", "from_name", "to_name", "requested_at", "confirm_by", "answered_at", "decided_at", "reason"],
  properties: {
    id: { type: "integer" },
    certificate_id: { type: "integer" },
    status: { enum: [...TRANSFER_STATUSES] },
    /** Mine: "outgoing" for the holder, "incoming" for the new owner; "staff" in the staff list. */
    direction: { enum: ["outgoing", "incoming", "staff"] },
    licence_number: { type: "string" },
    licence_title: { type: "string" },
    vessel_name: nullableText,
    registration: nullableText,
    home_port: nullableText,
    valid_until: { type: "string" },
    from_name: { type: "string" },
    to_name: { type: "string" },
    requested_at: { type: "string" },
    /** The last day the new owner may confirm. */
    confirm_by: { type: "string" },
    /** When the new owner confirmed or declined, or the holder withdrew. */
    answered_at: nullableText,
    /** When staff approved or refused. */
    decided_at: nullableText,
    /** Staff's reason for a refusal. */
    reason: nullableText,
  },
} as const;
/** One transfer. */
export type LicenceTransfer = Closed<FromSchema<typeof licenceTransferSchema>>;

/** GET /api/licences/transfers: one's transfers both ways, newest first, and the licences one may transfer now. */
export const myTransfersSchema = {
  type: "object",
  additionalProperties: false,
  required: ["transfers", "transferable"],
  properties: {
    transfers: { type: "array", items: licenceTransferSchema },
    /** The ids of the signed-in holder's certificates that may be transferred today (valid, not revoked, of a type that allows it, none open). */
    transferable: { type: "array", items: { type: "integer" } },
  },
} as const;
/** One's transfers. */
export type MyTransfers = Closed<FromSchema<typeof myTransfersSchema>>;

/** The answer of the request and of every step: a message and the transfer as it stands now (the new owner's name only, when checking). */
export const transferAnswerSchema = {
  type: "object",
  additionalProperties: false,
  required: ["msg"],
  properties: {
    msg: { type: "string" },
    new_owner_name: { type: "string" },
    transfer: licenceTransferSchema,
  },
} as const;
/** The answer of a request or step. */
export type TransferAnswer = Closed<FromSchema<typeof transferAnswerSchema>>;

/** GET /api/admin/transfers: the open transfers, oldest first. */
export const staffTransfersSchema = {
  type: "object",
  additionalProperties: false,
  required: ["transfers"],
  properties: { transfers: { type: "array", items: licenceTransferSchema } },
} as const;
/** The open transfers staff see. */
export type StaffTransfers = Closed<FromSchema<typeof staffTransfersSchema>>;
