import type { Knex } from "knex";
import type { Mailer } from "../mailer.ts";
import { secretHash } from "../secretHash.ts";
import { newVerificationCode } from "../verificationCode.ts";
import { contactToConfirm, type PendingContact } from "./contactToConfirm.ts";
import { CODE_HOURS, verificationMessage } from "./verificationMessage.ts";

/** The most confirmation messages one address or number is sent in DAY_MS, whatever the accounts asking. */
export const MOST_MESSAGES_PER_CONTACT = 3;
const DAY_MS = 24 * 60 * 60_000;

/** What became of a request to send a confirmation code. */
export type VerificationOutcome = "sent" | "limited" | "confirmed";

/**
 * How many confirmation messages `contact` was sent in the last day, by every account that gave
 * it: the cap is per contact, so registering many accounts with someone else's number (numbers
 * need not be unique) floods nobody (decision 0044).
 */
export async function sentLately(knex: Knex, contact: string): Promise<number> {
  const [row] = await knex("contact_verifications").where({ contact }).where("created_at", ">", new Date(Date.now() - DAY_MS)).count<{ n: number | string }[]>({ n: "*" });
  return Number(row?.n ?? 0);
}

/**
 * Sends the user's contact still to be confirmed a new one-time code (a link and the code to
 * type), valid CODE_HOURS; only its hash is kept. Nothing is sent when every contact is confirmed,
 * or when that contact had MOST_MESSAGES_PER_CONTACT messages in the last day.
 */
export async function sendVerification(knex: Knex, mailer: Mailer, userId: number, origin: string): Promise<VerificationOutcome> {
  const user = await knex("users").where({ id: userId }).first("email", "cell_phone_user", "email_verified_at", "phone_verified_at");
  const pending: PendingContact | null = user ? contactToConfirm(user) : null;
  if (!pending) return "confirmed";
  if ((await sentLately(knex, pending.contact)) >= MOST_MESSAGES_PER_CONTACT) return "limited";
  const code = newVerificationCode();
  const now = Date.now();
  // Times written by the server (not the column's default): SQLite then keeps them as numbers that sentLately compares.
  await knex("contact_verifications").insert({ user_id: userId, channel: pending.channel, contact: pending.contact, code_hash: secretHash(code), expires_at: new Date(now + CODE_HOURS * 60 * 60_000), created_at: new Date(now) });
  await mailer.send(verificationMessage(pending, code, origin));
  return "sent";
}
