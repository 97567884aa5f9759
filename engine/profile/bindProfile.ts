import type { CompiledDefinition } from "../definition/compileDefinition.ts";
import type { FieldError } from "../types.ts";
import { askedByWizard, profileFields, profileValue } from "./profileFields.ts";

/** The message of a submit whose applicant details differ from the account's verified ones. */
export const PROFILE_MISMATCH = "The applicant details must be as in your profile: names, date of birth, NFA registration # and TRN come from your account";
const DEFAULT_MESSAGE = "This must be as in your profile ({value}). To change it, update your profile first.";
const NOT_GIVEN = "not given";
const comparable = (value: unknown): string => String(value ?? "").normalize("NFC").trim().replace(/\s+/g, " ").toLowerCase();

/**
 * Ties the verified applicant fields (`x-profile` with `verified`) to the profile on submit: each
 * is the profile's value, filled in when the answer is missing; an answer that differs (beyond case
 * and spacing) is an error at its pointer. A field the profile has no value for and a wizard step
 * asks (the NFA registration # not on file, spec 001 §5) keeps the applicant's answer. Without a
 * profile (a visitor's application) nothing is bound. docs/decisions/0015-identity-and-bounds-of-answers.md,
 * docs/decisions/0022-spec-points-defaults-disabled-uploads.md.
 */
export function bindProfile(compiled: CompiledDefinition, answers: Record<string, unknown>, profile: Record<string, unknown>): { answers: Record<string, unknown>; errors: FieldError[] } {
  if (!Object.keys(profile).length) return { answers, errors: [] };
  const bound: Record<string, unknown> = { ...answers };
  const errors: FieldError[] = [];
  const asked = askedByWizard(compiled);
  for (const { field, link } of profileFields(compiled)) {
    if (!link.verified) continue;
    const value = profileValue(profile, link);
    // Nothing on the account to vouch for, and the wizard asks it: the applicant's answer stands.
    if (value === undefined && asked.has(field)) continue;
    const sent = answers[field];
    const answered = sent !== undefined && sent !== null && sent !== "";
    if (answered && comparable(sent) !== comparable(value)) {
      errors.push({ pointer: `/${field}`, message: (link.message ?? DEFAULT_MESSAGE).replace("{value}", value === undefined ? NOT_GIVEN : String(value)) });
      continue;
    }
    if (value === undefined) delete bound[field];
    else bound[field] = value;
  }
  return { answers: bound, errors };
}
