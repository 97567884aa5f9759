import type { Knex } from "knex";
import nodemailer from "nodemailer";

/** A message to a person, by email or text message. */
export interface Message {
  channel: "email" | "sms";
  to: string;
  subject: string;
  text: string;
}

/** Sends mail and texts. Production plugs a real SMTP or SMS gateway in behind this interface. */
export interface Mailer {
  send(message: Message): Promise<void>;
}

/**
 * The development mailer: nodemailer builds the message as it would for SMTP (JSON transport),
 * and it is kept in the `mail_outbox` table, readable at GET /api/dev/outbox by staff when
 * DEV_OUTBOX=on (decision 0012).
 */
export function outboxMailer(knex: Knex, { delayMs = 0 }: { delayMs?: number } = {}): Mailer {
  const transport = nodemailer.createTransport({ jsonTransport: true });
  return {
    async send(message) {
      // A slow gateway, when asked for (MAIL_DELAY_MS): the mail is handed over only after it.
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
      if (message.channel === "email") await transport.sendMail({ from: "no-reply@nfa.example", to: message.to, subject: message.subject, text: message.text });
      await knex("mail_outbox").insert({ channel: message.channel, recipient: message.to, subject: message.subject, body: message.text });
    },
  };
}
