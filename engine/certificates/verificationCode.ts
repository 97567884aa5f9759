/**
 * The letters and digits of a certificate's verification code: no 0/O, 1/I/L, so a code read
 * aloud or typed from a creased card cannot be mistaken (docs/decisions/0039). Shared by the
 * server, which makes and looks up codes, and the /verify page, which checks what was typed.
 */
export const CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/** The length of a code without its dash; printed as two groups of five, e.g. "7KQ2M-XH9PA". */
export const CODE_LENGTH = 10;

const PLAIN = new RegExp(`^[${CODE_ALPHABET}]{${CODE_LENGTH}}$`);

/**
 * A code as someone typed it, in its printed form: case, spaces and the dash forgiven. Null when
 * it cannot be a code (a letter outside the alphabet, the wrong length).
 */
export function normalizeVerificationCode(typed: string): string | null {
  const plain = typed.toUpperCase().replace(/[\s-]/g, "");
  if (!PLAIN.test(plain)) return null;
  return `${plain.slice(0, CODE_LENGTH / 2)}-${plain.slice(CODE_LENGTH / 2)}`;
}

/** What the server answers (400) and the /verify form says for text that cannot be a code. */
export const NOT_A_CODE = "A verification code is ten letters and digits, like 7KQ2M-XH9PA";
