/** What an item of the outbox does, in the order an application needs them. */
export type OutboxKind = "start" | "save" | "upload" | "submit";

/**
 * One request made on this phone that the server has not yet acknowledged, or the receipt of one
 * it has (issue 27, docs/decisions/0065). The request is kept whole, with the key the device made
 * for it (the application's device-made id, an upload's Idempotency-Key), so a resend is the same
 * request to the server, never a second one.
 */
export interface OutboxItem {
  /** The order it was made in: items are sent in this order. */
  id?: number;
  /** The account that made it (its email): a shared phone sends and shows each person only their own. */
  owner: string;
  tempTransId: string;
  appType: string;
  /** The application's name, as the applicant knows it ("Fisher Licence"). */
  title: string;
  kind: OutboxKind;
  /** What it is, in the applicant's words ("Answers saved", "Copy of Passport: passport.pdf"). */
  label: string;
  request: { path: string; body: Record<string, unknown>; headers?: Record<string, string> };
  state: "waiting" | "sent" | "failed";
  /** Why the server refused it, in its words. */
  error?: string;
  /** The server refused a save because the application was changed on another device meanwhile. */
  conflict?: boolean;
  /** When it was made and, once acknowledged, sent (ISO). */
  made: string;
  sent?: string;
  /** The server's answer, once sent: a submit's transaction number. */
  answer?: Record<string, unknown>;
}
