import { randomInt } from "node:crypto";

/**
 * The letters and digits of a verification code: no 0/O, 1/I/L, so a code read aloud over a
 * radio or typed from a creased card cannot be mistaken (decision 0039).
 */
export const CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/** A code as printed: two groups of five, e.g. "7KQ2M-XH9PA". */
export const CODE_PATTERN = `^[${CODE_ALPHABET}]{5}-[${CODE_ALPHABET}]{5}$`;

/** A new random verification code (31^10, about 8e14: guessing one is hopeless within the rate limit). */
export function newVerificationCode(): string {
  const chars = Array.from({ length: 10 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]);
  return `${chars.slice(0, 5).join("")}-${chars.slice(5).join("")}`;
}

/**
 * A code as someone typed it, in its printed form: case and spaces forgiven, the dash optional,
 * and the look-alikes a reader may type (O for 0 …) mapped back. Null when it cannot be a code.
 */
export function normalizeVerificationCode(typed: string): string | null {
  const plain = typed.toUpperCase().replace(/[\s-]/g, "");
  if (!new RegExp(`^[${CODE_ALPHABET}]{10}$`).test(plain)) return null;
  return `${plain.slice(0, 5)}-${plain.slice(5)}`;
}
