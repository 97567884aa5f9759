import { checkEmail, checkPhone } from "../checks.ts";
import { MESSAGES } from "../messages.ts";

export type UserType = "Applicant" | "Supporting Officer";
export type ResetFor = "Self" | "Applicant";
export type ResetMethod = "Email" | "Telephone Number";

/** The wizard's answers (the body of POST /users/password/reset, spec 000 §7 'Reset password'). */
export interface ResetAnswers {
  user_type: UserType | "";
  reset_for: ResetFor | "";
  reset_method: ResetMethod | "";
  email: string;
  applicant_email: string;
  supporting_officer_email: string;
  telephone_number: string;
  date_of_birth_individual_or_date_of_registration: string;
}

export type ResetField = "email" | "applicant_email" | "supporting_officer_email" | "telephone_number" | "date_of_birth_individual_or_date_of_registration";

/**
 * The fields of step 4 for the path taken (spec 000 §2 'Password reset'): by email the
 * applicant's email, the officer's own or the applicant's an officer acts for; by telephone the
 * number and the security question, a date of birth or of registration.
 */
export function resetFields(answers: ResetAnswers): Array<{ name: ResetField; label: string }> {
  const forApplicant = answers.user_type === "Supporting Officer" && answers.reset_for === "Applicant";
  if (answers.reset_method === "Telephone Number") {
    return [
      { name: "telephone_number", label: forApplicant ? "Applicant Telephone Number" : "Telephone Number" },
      { name: "date_of_birth_individual_or_date_of_registration", label: "Date of Birth (individual) or Date of Registration (company)" },
    ];
  }
  if (answers.user_type === "Applicant") return [{ name: "email", label: "Email" }];
  return forApplicant ? [{ name: "applicant_email", label: "Applicant Email" }] : [{ name: "supporting_officer_email", label: "Supporting Officer Email" }];
}

/** Errors of step 4: every field required, emails and the telephone number pattern-checked. */
export function validateResetFields(answers: ResetAnswers): Partial<Record<ResetField, string>> {
  const errors: Partial<Record<ResetField, string>> = {};
  for (const { name } of resetFields(answers)) {
    const value = answers[name].trim();
    const problem = !value ? MESSAGES.required : name === "telephone_number" ? checkPhone(value) : name.includes("email") ? checkEmail(value) : null;
    if (problem) errors[name] = problem;
  }
  return errors;
}

/** The request body: the choices of the path and only the fields it asked for. */
export function resetBody(answers: ResetAnswers): Record<string, string> {
  const body: Record<string, string> = { user_type: answers.user_type, reset_method: answers.reset_method };
  if (answers.user_type === "Supporting Officer") body.reset_for = answers.reset_for;
  for (const { name } of resetFields(answers)) body[name] = answers[name].trim();
  return body;
}
