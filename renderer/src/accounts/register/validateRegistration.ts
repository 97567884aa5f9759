import { checkDateOfBirth, officerFieldErrors } from "../../../../engine/accounts/registrationRules.ts";
import { checkDate, checkEmail, checkNfaNumber, checkPhone, checkTrn, isoDate } from "../checks.ts";
import { MESSAGES } from "../messages.ts";
import type { RegistrationState } from "./registrationState.ts";
import { answeredFields, loginAs } from "./registrationState.ts";

type Errors = Record<string, string>;

const INDIVIDUAL_REQUIRED = ["domicile", "category_of_applicant", "first_name_individual", "last_name_individual", "gender", "date_of_birth_individual", "parish", "address", "cell_phone", "picture_identification"];
const COMPANY_REQUIRED = ["domicile", "category_of_applicant", "company_name", "date_of_registration", "company_email_address", "parish", "address", "cell_phone", "applying_as"];
const ALWAYS_REQUIRED = ["name_of_applicant", "supporting_officer_role", "password", "reenterpassword"];

function pictureIdentification(f: Record<string, string>, today: Date, errors: Errors) {
  const need = (name: string) => {
    if (!f[name]) errors[name] = MESSAGES.required;
  };
  if (f.picture_identification === "Yes") {
    ["type_of_picture_identification", "picture_identification_number", "picture_expiry_date", "identification_document"].forEach(need);
    const expiry = checkDate(f.picture_expiry_date ?? "", today);
    if (expiry) errors.picture_expiry_date = expiry;
  } else if (f.picture_identification === "No") {
    need("picture_identification_type_for_no");
    if (f.picture_identification_type_for_no === "Statutory Certificate") need("statutory_certificate_file");
    else if (f.picture_identification_type_for_no) ["birth_certificate_file", "photo_identification_file"].forEach(need);
  }
}

/**
 * Judges the registration form (spec 000 §5 Registration): required fields, the applicant's cell
 * phone or email (one of them), the officer's name and email unless the role is Not Applicable,
 * 'Other' education, picture identification, formats, dates and the password pair. Answers the
 * message of each failing field keyed by field name (contacts as contact_details.{n}.{field}).
 */
export function validateRegistration(state: RegistrationState, today: Date): Errors {
  // Judged as sent: a field filled from an earlier answer is never reported missing.
  const f = answeredFields(state);
  const errors: Errors = {};
  const individual = state.applicant_type === "Individual";
  for (const name of [...(individual ? INDIVIDUAL_REQUIRED : COMPANY_REQUIRED), ...ALWAYS_REQUIRED]) if (!(f[name] ?? "").trim()) errors[name] = MESSAGES.required;
  // Asked of a Foreign applicant only (a Local one's is the home country): never a missing field the form does not show.
  if (f.domicile === "Foreign" && !(f.country_of_origin ?? "").trim()) errors.country_of_origin = MESSAGES.required;
  const set = (name: string, message: string | null) => {
    if (message && !errors[name]) errors[name] = message;
  };
  set("nfa_registration_number", checkNfaNumber(f.nfa_registration_number ?? ""));
  set("taxation_registration_number", checkTrn(f.taxation_registration_number ?? ""));
  for (const phone of ["cell_phone", "work_home_phone", "applicant_cell_phone"]) set(phone, checkPhone(f[phone] ?? ""));
  for (const email of ["company_email_address", "applicant_email_address"]) set(email, checkEmail(f[email] ?? ""));
  if (individual) {
    // The age rule the server enforces too (engine/accounts/registrationRules.ts).
    set("date_of_birth_individual", checkDateOfBirth(f.date_of_birth_individual ?? "", isoDate(today)));
    if (!state.education.length) errors.education = MESSAGES.required;
    if (state.education.includes("Other") && !(f.education_other ?? "").trim()) errors.education_other = MESSAGES.required;
    pictureIdentification(f, today, errors);
  } else {
    set("date_of_registration", checkDate(f.date_of_registration ?? "", today, isoDate(today)));
    state.contacts.forEach((contact, index) => {
      const key = (field: string) => `contact_details.${index}.${field}`;
      if (!contact.name_of_contact.trim()) errors[key("name_of_contact")] = MESSAGES.required;
      errors[key("cell_phone")] = contact.cell_phone ? (checkPhone(contact.cell_phone) ?? "") : MESSAGES.required;
      errors[key("contact_email_address")] = contact.contact_email_address.trim() ? (checkEmail(contact.contact_email_address) ?? "") : MESSAGES.required;
    });
  }
  // One way to reach the applicant is enough: the cell phone, or the email (spec 000 §5).
  if (!f.applicant_cell_phone && !(f.applicant_email_address ?? "").trim()) {
    errors.applicant_cell_phone = MESSAGES.required;
    errors.applicant_email_address = MESSAGES.required;
  }
  // The officer's name and email unless Not Applicable: the rule the server enforces too.
  if (loginAs(state) === "Supporting Officer") Object.assign(errors, officerFieldErrors(f));
  if (f.password && f.password.length < 8) set("password", MESSAGES.passwordTooShort);
  if (f.password && f.reenterpassword && f.password !== f.reenterpassword) set("reenterpassword", MESSAGES.passwordMismatch);
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message));
}
