import type { PendingContact } from "../../../engine/accounts/PendingContact.ts";

export type { PendingContact };

/** A user's contact columns, as contactToConfirm reads them. */
export interface ContactColumns {
  email: string | null;
  cell_phone_user: string | null;
  email_verified_at: unknown;
  phone_verified_at: unknown;
}

/**
 * The contact of a user still to be confirmed, or null when there is none (decision 0044): the
 * email address when there is one, since notifications go there first; a cell phone only for an
 * account without an email. One contact, so one message per registration.
 */
export function contactToConfirm(user: ContactColumns): PendingContact | null {
  if (user.email) return user.email_verified_at ? null : { channel: "email", contact: user.email };
  if (user.cell_phone_user) return user.phone_verified_at ? null : { channel: "sms", contact: user.cell_phone_user };
  return null;
}
