import { checkDate, checkEmail, checkPhone, isoDate, MIN_AGE_YEARS, yearsBefore } from "../accounts/checks.ts";
import { dateAfter, MESSAGES } from "../accounts/messages.ts";
import type { RegistrationState } from "../accounts/register/registrationState.ts";
import { emptyContact } from "../accounts/register/registrationState.ts";
import { text, type Entity } from "./profileParts.ts";

const INDIVIDUAL_FIELDS = ["first_name_individual", "middle_name_individual", "last_name_individual", "alias_individual", "gender", "date_of_birth_individual", "education_other"];
const COMPANY_FIELDS = ["company_name", "date_of_registration", "company_email_address", "website"];
const SHARED_FIELDS = ["domicile", "country_of_origin", "parish", "address", "cell_phone", "work_home_phone"];
const INDIVIDUAL_REQUIRED = ["first_name_individual", "last_name_individual", "gender", "date_of_birth_individual"];
const COMPANY_REQUIRED = ["company_name", "date_of_registration", "company_email_address"];
const SHARED_REQUIRED = ["domicile", "country_of_origin", "parish", "address", "cell_phone"];
/** Fields the server checks by pattern or format: an empty one is left out rather than sent blank. */
const FORMATTED = new Set(["cell_phone", "work_home_phone", "company_email_address", "date_of_birth_individual"]);

/** Spec 000 §9: on profile update a date of birth is also at most 200 years ago. */
export const MAX_AGE_YEARS = 200;

const isCompany = (entity: Entity | null) => entity?.applicant_type === "Company";

/** The applicant's current information as the registration sections' state. */
export function applicantState(entity: Entity | null): RegistrationState {
  const names = [...(isCompany(entity) ? COMPANY_FIELDS : INDIVIDUAL_FIELDS), ...SHARED_FIELDS];
  const contacts = Array.isArray(entity?.contact_details) ? (entity.contact_details as Array<Record<string, unknown>>).map((c) => ({ ...emptyContact(), ...Object.fromEntries(Object.entries(c).map(([k, v]) => [k, String(v ?? "")])) })) : [];
  return {
    applicant_type: isCompany(entity) ? "Company" : "Individual",
    fields: Object.fromEntries(names.map((name) => [name, text(entity, name)])),
    education: Array.isArray(entity?.education) ? (entity.education as string[]) : [],
    contacts: contacts.length ? contacts : [emptyContact()],
    lockedDob: false,
  };
}

/** Judges an applicant information update (spec 000 §5): required fields, formats, the date limits. */
export function validateApplicantInformation(state: RegistrationState, today: Date): Record<string, string> {
  const f = state.fields;
  const company = state.applicant_type === "Company";
  const errors: Record<string, string> = {};
  for (const name of [...(company ? COMPANY_REQUIRED : INDIVIDUAL_REQUIRED), ...SHARED_REQUIRED]) if (!(f[name] ?? "").trim()) errors[name] = MESSAGES.required;
  const set = (name: string, message: string | null) => {
    if (message && !errors[name]) errors[name] = message;
  };
  set("cell_phone", checkPhone(f.cell_phone ?? ""));
  set("work_home_phone", checkPhone(f.work_home_phone ?? ""));
  if (company) {
    set("company_email_address", checkEmail(f.company_email_address ?? ""));
    set("date_of_registration", checkDate(f.date_of_registration ?? "", today, isoDate(today)));
    state.contacts.forEach((contact, index) => {
      const key = (field: string) => `contact_details.${index}.${field}`;
      if (!contact.name_of_contact.trim()) errors[key("name_of_contact")] = MESSAGES.required;
      const phone = contact.cell_phone ? checkPhone(contact.cell_phone) : MESSAGES.required;
      if (phone) errors[key("cell_phone")] = phone;
      const email = contact.contact_email_address.trim() ? checkEmail(contact.contact_email_address) : MESSAGES.required;
      if (email) errors[key("contact_email_address")] = email;
    });
  } else {
    const dob = f.date_of_birth_individual ?? "";
    if (dob && dob < yearsBefore(today, MAX_AGE_YEARS)) set("date_of_birth_individual", dateAfter(yearsBefore(today, MAX_AGE_YEARS)));
    set("date_of_birth_individual", checkDate(dob, today, yearsBefore(today, MIN_AGE_YEARS)));
    if (!state.education.length) errors.education = MESSAGES.required;
    if (state.education.includes("Other") && !(f.education_other ?? "").trim()) errors.education_other = MESSAGES.required;
  }
  return errors;
}

/** The body of PUT /entity/{id}: the fields of the applicant type, formatted ones only when given. */
export function applicantPayload(state: RegistrationState): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(state.fields)) if (value.trim() || !FORMATTED.has(name)) body[name] = value.trim();
  if (state.applicant_type === "Company") body.contact_details = state.contacts;
  else body.education = state.education;
  return body;
}
