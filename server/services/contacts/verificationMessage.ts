import type { Message } from "../mailer.ts";
import type { PendingContact } from "./contactToConfirm.ts";

/** How long a confirmation code works. */
export const CODE_HOURS = 24;

/**
 * The one message an unconfirmed contact can be sent, by email or text (issue 25 finding 2,
 * decision 0044). Its words are fixed here, in code rather than in schemas/notifications.json,
 * because nothing a registrant or a primary agent wrote (a name, a company name) may ever go into
 * it: the only things filled in are the portal's own code and address. The link opens a page
 * with a button, so a mail scanner that follows links confirms nothing.
 */
export function verificationMessage(pending: PendingContact, code: string, origin: string): Message {
  const link = `${origin}/confirm-contact/${code}`;
  if (pending.channel === "sms") {
    return { channel: "sms", to: pending.contact, subject: "Confirm your phone number", text: `NFA licensing portal: your confirmation code is ${code}. Open ${link} within ${CODE_HOURS} hours to confirm this number. Not you? Ignore this text.` };
  }
  return {
    channel: "email",
    to: pending.contact,
    subject: "Confirm your email address for the NFA licensing portal",
    text: [
      "This email address was given for an account on the National Fisheries Authority's online licensing portal.",
      `If it was you, confirm it: open ${link} and choose Confirm, or enter the code ${code} on the portal's Confirm your contact page. The code works for ${CODE_HOURS} hours.`,
      "If it was not you, ignore this message: until the address is confirmed, the portal sends it no news of the account.",
    ].join("\n\n"),
  };
}
