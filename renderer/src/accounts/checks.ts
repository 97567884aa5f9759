import { checkDay, EMAIL_PATTERN, NFA_NUMBER, yearsBeforeDay } from "../../../engine/accounts/registrationRules.ts";
import { MESSAGES } from "./messages.ts";

const PHONE = /^\d{3}-\d{3}-\d{4}$/;
const TRN = /^\d{3}-\d{3}-\d{3}$/;

/** Spec 000 §9 (the rules the server shares: engine/accounts/registrationRules.ts). */
export { DEFAULT_MIN_YEARS, MIN_AGE_YEARS } from "../../../engine/accounts/registrationRules.ts";

/** A date as yyyy-mm-dd in local time, the value of a date input. */
export function isoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The date `years` years before `today`, as yyyy-mm-dd. */
export const yearsBefore = (today: Date, years: number): string => yearsBeforeDay(isoDate(today), years);

/** 'Email not valid' unless empty or a valid address. */
export const checkEmail = (value: string): string | null => (value && !EMAIL_PATTERN.test(value.trim()) ? MESSAGES.emailNotValid : null);

/** 'Format should be 123-456-7890' unless empty or formatted. */
export const checkPhone = (value: string): string | null => (value && !PHONE.test(value) ? MESSAGES.phoneFormat : null);

/** TRN: nine digits as 123-456-789 (our pattern; the spec does not show it). */
export const checkTrn = (value: string): string | null => (value && !TRN.test(value.trim()) ? MESSAGES.trnFormat : null);

/** NFA registration number: 3 to 100 characters (spec 000 §5). */
export function checkNfaNumber(value: string): string | null {
  const length = value.trim().length;
  if (!length) return null;
  if (length < NFA_NUMBER.minLength) return MESSAGES.nfaMin;
  return length > NFA_NUMBER.maxLength ? MESSAGES.nfaMax : null;
}

/** A date between the default minimum (225 years back) and an optional maximum (the engine's rule, shared with the server). */
export const checkDate = (value: string, today: Date, max?: string): string | null => checkDay(value, isoDate(today), max);

/** Formats a TRN as 123-456-789 while typing. */
export function formatTrn(input: string): string {
  const digits = input.replace(/\D/g, "").slice(0, 9);
  return digits.replace(/^(\d{3})(\d{1,3})?(\d{1,3})?$/, (_m, a: string, b?: string, c?: string) => [a, b, c].filter(Boolean).join("-"));
}
