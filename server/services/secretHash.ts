import { createHash } from "node:crypto";

/**
 * The SHA-256 (hex) of a one-time secret, a password reset token or a contact confirmation code:
 * only this is stored, so a leaked table resets no password and confirms no contact.
 */
export function secretHash(secret: string): string {
  return createHash("sha256").update(secret).digest("hex");
}
