import type { RegistrationState } from "./registrationState.ts";
import { answeredFields, loginAs, loginIdentity } from "./registrationState.ts";

const COMMON = ["nfa_registration_number", "taxation_registration_number", "domicile", "category_of_applicant", "country_of_origin", "parish", "address", "cell_phone", "work_home_phone", "applying_as", "name_of_applicant", "applicant_cell_phone", "applicant_email_address", "supporting_officer_role", "password", "reenterpassword"];
const INDIVIDUAL = ["first_name_individual", "middle_name_individual", "last_name_individual", "alias_individual", "gender", "date_of_birth_individual", "education_other"];
const COMPANY = ["company_name", "date_of_registration", "company_email_address", "website"];
const OFFICER = ["supporting_officer_name", "supporting_officer_email"];
const PICTURE_ID = ["picture_identification", "type_of_picture_identification", "picture_identification_number", "picture_expiry_date", "identification_document", "picture_identification_type_for_no", "birth_certificate_file", "photo_identification_file", "statutory_certificate_file"];

/** The answers named, trimmed, without the empty ones (the server checks formats of what is sent). */
function pick(fields: Record<string, string>, names: string[]): Record<string, string> {
  return Object.fromEntries(names.map((name) => [name, (fields[name] ?? "").trim()]).filter(([, value]) => value !== ""));
}

/**
 * The body of POST /users/register (spec 000 §7 Register): the fields of the applicant type, the
 * officer fields only for an officer role, the picture identification as one object, the login
 * email and telephone copied as spec 000 §4 says, applicant_type and the consent signature.
 */
export function registrationPayload(state: RegistrationState, signature: string): Record<string, unknown> {
  // Every field of the spec's request, those the form no longer asks again filled from earlier answers.
  const f = answeredFields(state);
  const individual = state.applicant_type === "Individual";
  const officer = loginAs(state) === "Supporting Officer";
  const identity = loginIdentity(state);
  return {
    ...pick(f, [...COMMON, ...(individual ? INDIVIDUAL : COMPANY), ...(officer ? OFFICER : [])]),
    ...(individual ? { education: state.education, entity_picture_identification: pick(f, PICTURE_ID) } : { contact_details: state.contacts.map((c) => ({ name_of_contact: c.name_of_contact.trim(), cell_phone: c.cell_phone, contact_email_address: c.contact_email_address.trim() })) }),
    ...(state.education.includes("Other") ? {} : { education_other: undefined }),
    ...(identity.email ? { email: identity.email } : {}),
    ...(identity.cell_phone_user ? { cell_phone_user: identity.cell_phone_user } : {}),
    password: f.password ?? "",
    reenterpassword: f.reenterpassword ?? "",
    login_as: loginAs(state),
    applicant_type: state.applicant_type,
    signature,
  };
}
