import { checkEmail, checkPhone } from "../accounts/checks.ts";
import { MESSAGES } from "../accounts/messages.ts";

/** The answers of the agent forms. */
export interface AgentFields {
  name_of_applicant: string;
  email: string;
  cell_phone_user: string;
  password: string;
  reenterpassword: string;
  /** Asked on one's own update only, when a new password is given (decision 0045). */
  current_password: string;
}

export const emptyAgent = (): AgentFields => ({ name_of_applicant: "", email: "", cell_phone_user: "", password: "", reenterpassword: "", current_password: "" });

/**
 * Judges a new agent (all but the telephone required) or one's own update (only the name
 * required; a new password is optional, and then the current one is required). The server asks
 * at least 8 characters of a password.
 */
export function checkAgent(fields: AgentFields, mode: "add" | "update"): Partial<Record<keyof AgentFields, string>> {
  const errors: Partial<Record<keyof AgentFields, string>> = {};
  if (!fields.name_of_applicant.trim()) errors.name_of_applicant = MESSAGES.required;
  if (mode === "add") {
    const email = fields.email.trim() ? checkEmail(fields.email) : MESSAGES.required;
    if (email) errors.email = email;
    const phone = checkPhone(fields.cell_phone_user);
    if (phone) errors.cell_phone_user = phone;
    if (!fields.password) errors.password = MESSAGES.required;
    if (!fields.reenterpassword) errors.reenterpassword = MESSAGES.required;
  }
  if (fields.password && fields.password.length < 8) errors.password = MESSAGES.passwordTooShort;
  if (fields.password && fields.reenterpassword && fields.password !== fields.reenterpassword) errors.reenterpassword = MESSAGES.passwordMismatch;
  if (mode === "update" && fields.password && !fields.reenterpassword) errors.reenterpassword = MESSAGES.required;
  if (mode === "update" && fields.password && !fields.current_password) errors.current_password = MESSAGES.required;
  return errors;
}
