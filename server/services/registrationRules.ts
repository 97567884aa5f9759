import { checkDateOfBirth, officerFieldErrors, type OfficerFields } from "../../engine/accounts/registrationRules.ts";
import type { FieldError } from "../../engine/types.ts";

/**
 * The browser form's registration rules the server enforces too (issue 13; spec 000 §5): an
 * individual at least 16 years old, and an officer role only with the officer's name and email.
 * The rules and texts are the engine's one copy (engine/accounts/registrationRules.ts); answers
 * one error per field, pointing at the body's field.
 */
export function registrationRuleErrors(body: OfficerFields & { applicant_type?: unknown; date_of_birth_individual?: unknown }, today: string): FieldError[] {
  const errors: Record<string, string> = {};
  if (body.applicant_type === "Individual" && typeof body.date_of_birth_individual === "string") {
    const problem = checkDateOfBirth(body.date_of_birth_individual, today);
    if (problem) errors.date_of_birth_individual = problem;
  }
  Object.assign(errors, officerFieldErrors(body));
  return Object.entries(errors).map(([field, message]) => ({ pointer: `/${field}`, message }));
}
