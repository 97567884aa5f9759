import { dateAfter, dateOnOrBefore, MESSAGES } from "./messages.ts";

/** The standard address pattern of spec 000 §5. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\d{3}-\d{3}-\d{4}$/;
const TRN = /^\d{3}-\d{3}-\d{3}$/;

/** Spec 000 §9: the youngest applicant is 16; dates default to at most 225 years back. */
export const MIN_AGE_YEARS = 16;
export const DEFAULT_MIN_YEARS = 225;

/** A date as yyyy-mm-dd in local time, the value of a date input. */
export function isoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The date `years` years before `today`, as yyyy-mm-dd. */
export function yearsBefore(today: Date, years: number): string {
  const date = new Date(today);
  date.setFullYear(date.getFullYear() - years);
  return isoDate(date);
}

/** 'Email not valid' unless empty or a valid address. */
export const checkEmail = (value: string): string | null => (value && !EMAIL.test(value.trim()) ? MESSAGES.emailNotValid : null);

/** 'Format should be 123-456-7890' unless empty or formatted. */
export const checkPhone = (value: string): string | null => (value && !PHONE.test(value) ? MESSAGES.phoneFormat : null);

/** TRN: nine digits as 123-456-789 (our pattern; the spec does not show it). */
export const checkTrn = (value: string): string | null => (value && !TRN.test(value.trim()) ? MESSAGES.trnFormat : null);

/** NFA registration number: 3 to 100 characters (spec 000 §5). */
export function checkNfaNumber(value: string): string | null {
  const length = value.trim().length;
  if (!length) return null;
  if (length < 3) return MESSAGES.nfaMin;
  return length > 100 ? MESSAGES.nfaMax : null;
}

/** A date between the default minimum (225 years back) and an optional maximum. */
export function checkDate(value: string, today: Date, max?: string): string | null {
  if (!value) return null;
  const min = yearsBefore(today, DEFAULT_MIN_YEARS);
  if (value <= min) return dateAfter(min);
  return max && value > max ? dateOnOrBefore(max) : null;
}

/** Formats a TRN as 123-456-789 while typing. */
export function formatTrn(input: string): string {
  const digits = input.replace(/\D/g, "").slice(0, 9);
  return digits.replace(/^(\d{3})(\d{1,3})?(\d{1,3})?$/, (_m, a: string, b?: string, c?: string) => [a, b, c].filter(Boolean).join("-"));
}
