import { HOME_COUNTRY } from "./registrationLists.ts";

/** Who registers (spec 000 §9 Applicant types). */
export type ApplicantType = "Individual" | "Company";

/** A company's contact at registration (spec 000 §3 Company contact_details). */
export interface Contact {
  name_of_contact: string;
  cell_phone: string;
  contact_email_address: string;
}

/** The answers of step 1 (spec 000 §2 /register step 1): all three are required. */
export interface RegistrationChoices {
  applicant_type: ApplicantType | "";
  has_trn: "Yes" | "No" | "";
  has_nfa: "Yes" | "No" | "";
}

/** The registration form: plain text answers by field name, plus the two list answers. */
export interface RegistrationState {
  applicant_type: ApplicantType;
  fields: Record<string, string>;
  education: string[];
  contacts: Contact[];
  /** A date of birth returned by the lookup cannot be changed (spec 000 §4 Registration). */
  lockedDob: boolean;
}

export const emptyContact = (): Contact => ({ name_of_contact: "", cell_phone: "", contact_email_address: "" });

/** A fresh form for the applicant type; the officer role starts at Not Applicable. */
export function emptyRegistration(applicantType: ApplicantType): RegistrationState {
  return { applicant_type: applicantType, fields: { supporting_officer_role: "Not Applicable", applying_as: applicantType === "Individual" ? "Applicant" : "" }, education: [], contacts: [emptyContact()], lockedDob: false };
}

/**
 * The answers the form does not ask again because an earlier answer gives them (issue 31 item 5):
 * an individual applies as themselves, so the applicant's name is their own and the applicant's
 * cell phone the one in their address; a Local applicant's country of origin is the home country.
 * The spec's request keeps every field (spec 000 §7 Register): these are filled, not dropped.
 */
export function answeredFields(state: RegistrationState): Record<string, string> {
  const f = state.fields;
  const derived: Record<string, string> = {};
  if (state.applicant_type === "Individual") {
    derived.name_of_applicant = [f.first_name_individual, f.middle_name_individual, f.last_name_individual].map((part) => (part ?? "").trim()).filter(Boolean).join(" ");
    derived.applicant_cell_phone = f.cell_phone ?? "";
  }
  if (f.domicile === "Local") derived.country_of_origin = HOME_COUNTRY;
  return { ...f, ...derived };
}

/** Applicant when the officer role is Not Applicable, otherwise Supporting Officer (spec 000 §4 Registration). */
export const loginAs = (state: RegistrationState): "Applicant" | "Supporting Officer" => (!state.fields.supporting_officer_role || state.fields.supporting_officer_role === "Not Applicable" ? "Applicant" : "Supporting Officer");

/** The login email and telephone, copied from the applicant's or the officer's fields (spec 000 §4 Registration). */
export function loginIdentity(state: RegistrationState): { email: string; cell_phone_user: string } {
  const f = answeredFields(state);
  if (loginAs(state) === "Supporting Officer") return { email: (f.supporting_officer_email ?? "").trim(), cell_phone_user: "" };
  return { email: (f.applicant_email_address ?? "").trim(), cell_phone_user: f.applicant_cell_phone ?? "" };
}
