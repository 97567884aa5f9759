import type { FastifyInstance } from "fastify";
import { DEMO, tokenFor } from "./buildApp.ts";

/** One message of the development outbox. */
export interface OutboxMessage {
  channel: string;
  recipient: string;
  subject: string;
  body: string;
}

/**
 * The messages sent to `to`, newest first, read as staff from GET /api/dev/outbox (on in
 * buildApp through DEV_OUTBOX=on, and for staff only: decision 0012), once the messages of the
 * answers given so far are sent.
 */
export async function readOutbox(app: FastifyInstance, to: string): Promise<OutboxMessage[]> {
  // Mail goes out after the answer that causes it (decision 0044): wait for what is under way.
  await app.afterAnswersSettled();
  const token = await tokenFor(app, DEMO.admin.email, DEMO.admin.password);
  const response = await app.inject({ method: "GET", url: `/api/dev/outbox?to=${encodeURIComponent(to)}`, headers: { authorization: token } });
  if (response.statusCode !== 200) throw new Error(`GET /api/dev/outbox: ${response.statusCode} ${response.body}`);
  return response.json<{ data: { messages: OutboxMessage[] } }>().data.messages;
}
