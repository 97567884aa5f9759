/**
 * The registration rules the browser form and the server both enforce, with the same texts
 * (spec 000 §5 Registration, §9 Ages; issue 13): one copy, read by
 * renderer/src/accounts/register/validateRegistration.ts and server/services/registrationRules.ts.
 * Days are yyyy-mm-dd; today comes in as an argument (the engine has no clock).
 */
import { formatDate } from "../dates/formatDate.ts";
import { readDate } from "../dates/readDate.ts";

/** Spec 000 §9: the youngest applicant is 16; dates default to at most 225 years back. */
export const MIN_AGE_YEARS = 16;
export const DEFAULT_MIN_YEARS = 225;

/** Spec 000 §5 texts. */
export const REQUIRED = "This field is required";
export const EMAIL_NOT_VALID = "Email not valid";

/** The NFA registration number's length and its texts (spec 000 §5), for the form and the server's schemas. */
export const NFA_NUMBER = { minLength: 3, maxLength: 100, minMessage: "Min length is 3", maxMessage: "Max length is 100" } as const;

/**
 * The spec's own texts for a field's length, where the server's schema would otherwise answer
 * ajv's ("must NOT have fewer than 3 characters"): by field name, then by the keyword that failed.
 */
export const FIELD_LENGTH_MESSAGES: Readonly<Record<string, { minLength: string; maxLength: string }>> = {
  nfa_registration_number: { minLength: NFA_NUMBER.minMessage, maxLength: NFA_NUMBER.maxMessage },
};

/** The standard address pattern of spec 000 §5. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The officer role that makes a plain applicant (spec 000 §4 Registration). */
export const NOT_APPLICABLE = "Not Applicable";

/** A date that is not a real day: spec 000 §5's text for a value of the wrong format. */
export const DATE_FORMAT = "The format is not correct";

/** 'Date must be after {min}' (spec 000 §5), the day written as every date is shown ('22 November 1801', decision 0021). */
export const dateAfter = (min: string) => `Date must be after ${formatDate(min)}`;

/** Our wording for a date later than allowed (date of birth at least 16 years ago, registration not in the future). */
export const dateOnOrBefore = (max: string) => `Date must be on or before ${formatDate(max)}`;

/** The day `years` years before `day` (29 February falls to 1 March, as a calendar does). */
export function yearsBeforeDay(day: string, years: number): string {
  const [y, m, d] = day.split("-").map(Number);
  return new Date(Date.UTC((y ?? 0) - years, (m ?? 1) - 1, d ?? 1)).toISOString().slice(0, 10);
}

/** A day between the default minimum (225 years back) and an optional maximum, or its message. */
export function checkDay(value: string, today: string, max?: string): string | null {
  if (!value) return null;
  // A half-typed or impossible date (31 February) from the date input's boxes (decision 0021).
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || !readDate(value)) return DATE_FORMAT;
  const min = yearsBeforeDay(today, DEFAULT_MIN_YEARS);
  if (value <= min) return dateAfter(min);
  return max && value > max ? dateOnOrBefore(max) : null;
}

/** The date of birth of an applicant at least 16 years old (spec 000 §5, §9), or its message. */
export const checkDateOfBirth = (value: string, today: string): string | null => checkDay(value, today, yearsBeforeDay(today, MIN_AGE_YEARS));

/** 'Email not valid' unless empty or a valid address. */
export const checkEmailText = (value: string): string | null => (value && !EMAIL_PATTERN.test(value.trim()) ? EMAIL_NOT_VALID : null);

/** The officer fields a registration names; any role other than Not Applicable makes an officer. */
export interface OfficerFields {
  supporting_officer_role?: unknown;
  supporting_officer_name?: unknown;
  supporting_officer_email?: unknown;
}

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/** Whether the registration is a supporting officer's: a role other than Not Applicable. */
export const isOfficerRole = (role: unknown): boolean => text(role) !== "" && text(role) !== NOT_APPLICABLE;

/**
 * Spec 000 §5: the supporting officer's name and email are required unless the role is Not
 * Applicable, and the email is pattern-checked. Answers the message of each failing field.
 */
export function officerFieldErrors(fields: OfficerFields): Record<string, string> {
  if (!isOfficerRole(fields.supporting_officer_role)) return {};
  const errors: Record<string, string> = {};
  if (!text(fields.supporting_officer_name)) errors.supporting_officer_name = REQUIRED;
  const email = text(fields.supporting_officer_email);
  const emailProblem = email ? checkEmailText(email) : REQUIRED;
  if (emailProblem) errors.supporting_officer_email = emailProblem;
  return errors;
}
