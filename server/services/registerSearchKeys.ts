/** The longest text the register keeps of one answer (its columns' size). */
export const REGISTER_TEXT_MAX = 400;

/** A vessel's name as a search matches it: lower case, runs of spaces as one. */
export const nameKey = (text: string): string => text.toLowerCase().replace(/\s+/g, " ").trim().slice(0, REGISTER_TEXT_MAX);

/** A registration number as a search matches it: lower-case letters and digits only, so "JA-F123-KN", "ja f123 kn" and "jaf123kn" agree. */
export const registrationKey = (text: string): string => text.toLowerCase().replace(/[^a-z0-9]/g, "").slice(0, REGISTER_TEXT_MAX);
