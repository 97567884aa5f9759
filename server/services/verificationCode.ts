import { randomInt } from "node:crypto";
import { CODE_ALPHABET, CODE_LENGTH } from "../../engine/certificates/verificationCode.ts";

/**
 * A new random verification code in its printed form, e.g. "7KQ2M-XH9PA": 31^10 (about 8e14)
 * codes, so guessing one within the per-address limit of GET /api/verify is hopeless (decision 0039).
 */
export function newVerificationCode(): string {
  const chars = Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join("");
  return `${chars.slice(0, CODE_LENGTH / 2)}-${chars.slice(CODE_LENGTH / 2)}`;
}
