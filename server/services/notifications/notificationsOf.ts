import type { Knex } from "knex";
import type { NotificationView } from "../../../engine/notifications/notificationTypes.ts";
import type { Identity } from "../login.ts";
import { timestampText } from "../searchTransactions.ts";
import { ownedTransaction } from "../transactions.ts";

/** JSON Schema of a NotificationView, the route's response items. */
export const notificationViewSchema = {
  type: "object",
  required: ["id", "transaction_id", "transaction_number", "event", "status", "channel", "subject", "text", "created_at"],
  properties: {
    id: { type: "integer" },
    transaction_id: { type: "integer" },
    transaction_number: { type: ["string", "null"] },
    event: { type: "string" },
    status: { type: ["string", "null"] },
    channel: { type: "string", enum: ["email", "sms", "none"] },
    subject: { type: "string" },
    text: { type: "string" },
    created_at: { type: "string" },
  },
} as const;

/** The most notifications one answer lists. */
export const MOST_LISTED = 200;

/**
 * The notifications of the entity the caller acts for (an applicant's own; a supporting officer's
 * current applicant, as the rest of the dashboard), newest first; of one transaction when
 * `transactionId` is given, which must be one the caller may open (someone else's answers 404),
 * still only those sent to the caller's entity. A caller acting for no entity has none, but staff
 * reading one transaction see every notice of it.
 */
export async function notificationsOf(knex: Knex, identity: Identity, transactionId?: number): Promise<NotificationView[]> {
  if (transactionId !== undefined) await ownedTransaction(knex, { id: transactionId }, identity);
  if (!identity.entityId && transactionId === undefined) return [];
  const query = knex("notifications as n").join("transactions as t", "t.id", "n.transaction_id").select("n.id", "n.transaction_id", "t.trans_number", "n.event", "n.status", "n.channel", "n.subject", "n.text", "n.created_at").orderBy("n.id", "desc").limit(MOST_LISTED);
  if (transactionId !== undefined) query.where("n.transaction_id", transactionId);
  // Only the caller's own: a licence being transferred tells its new owner of the application it was issued on (decision 0069), and the holder must not read that.
  if (identity.entityId) query.where("n.entity_id", identity.entityId);
  const rows = (await query) as Array<Record<string, unknown>>;
  return rows.map((r) => ({
    id: Number(r.id),
    transaction_id: Number(r.transaction_id),
    transaction_number: (r.trans_number as string | null) ?? null,
    event: String(r.event),
    status: (r.status as string | null) ?? null,
    channel: r.channel as NotificationView["channel"],
    subject: String(r.subject),
    text: String(r.text),
    created_at: timestampText(r.created_at),
  }));
}
