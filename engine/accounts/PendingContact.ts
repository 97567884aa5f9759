/**
 * An account's contact still to be confirmed (decision 0044): GET /api/users/profile's
 * `user.contact_to_confirm`, null once confirmed. Shared by the server, which decides it, and the
 * dashboard's 'Confirm your email address' banner, which shows it.
 */
export interface PendingContact {
  /** email, or sms for a cell phone given without an email. */
  channel: "email" | "sms";
  /** The address or number the code went to. */
  contact: string;
}

/** What POST /api/users/verify-contact and POST /api/users/resend-verification answer. */
export interface ContactAnswer {
  msg: string;
  channel: PendingContact["channel"];
}

/** What the server answers (400) and the confirmation page says for text that cannot be a code (the alphabet of engine/certificates/verificationCode.ts). */
export const NOT_A_CONFIRMATION_CODE = "A confirmation code is ten letters and digits, like 7KQ2M-XH9PA";
