/**
 * The registration form's field labels, one place for the fields and the error summary that
 * links to them. Sections and fields follow spec 000 §2 /register and §3 Entity and User.
 */
export const LABELS = {
  nfa_registration_number: "NFA Registration #",
  taxation_registration_number: "TRN",
  domicile: "Nationality",
  category_of_applicant: "Category of Applicant",
  country_of_origin: "Country of Origin",
  first_name_individual: "First Name",
  middle_name_individual: "Middle Name",
  last_name_individual: "Last Name",
  alias_individual: "Alias",
  gender: "Gender",
  date_of_birth_individual: "Date of Birth",
  education: "Education",
  education_other: "Other Education",
  company_name: "Company Name",
  date_of_registration: "Date of Registration",
  company_email_address: "Company Email Address",
  website: "Website",
  parish: "Parish",
  address: "Address",
  cell_phone: "Cell Phone",
  work_home_phone: "Work/Home Phone",
  picture_identification: "Does the applicant have a picture identification?",
  type_of_picture_identification: "Type of Picture Identification",
  picture_identification_number: "Picture Identification Number",
  picture_expiry_date: "Expiry Date",
  identification_document: "Upload Picture Identification",
  picture_identification_type_for_no: "Which documents will you provide instead?",
  birth_certificate_file: "Upload Birth Certificate",
  photo_identification_file: "Upload Picture Identification",
  statutory_certificate_file: "Upload Statutory Certificate",
  applying_as: "Applying As",
  name_of_applicant: "Name of Applicant",
  applicant_cell_phone: "Applicant Cell Phone",
  applicant_email_address: "Applicant Email Address",
  supporting_officer_role: "Supporting Officer Role",
  supporting_officer_name: "Supporting Officer Name",
  supporting_officer_email: "Supporting Officer Email",
  password: "Password",
  reenterpassword: "Re-enter Password",
} as const;

/** What "TRN" stands for, said wherever registration asks for one (issue 31 item 5). */
export const TRN_HINT = "Taxpayer Registration Number: 9 digits, for example 123-456-789.";

export type FieldName = keyof typeof LABELS;

export const CONTACT_LABELS = { name_of_contact: "Name of Contact", cell_phone: "Cell Phone", contact_email_address: "Contact Email Address" } as const;

/** The label of an error key: a field name, or contact_details.{n}.{field} for a contact's field. */
export function labelOf(key: string): string {
  const contact = /^contact_details\.(\d+)\.(\w+)$/.exec(key);
  if (contact) return `Contact ${Number(contact[1]) + 1}: ${CONTACT_LABELS[contact[2] as keyof typeof CONTACT_LABELS] ?? contact[2]}`;
  return LABELS[key as FieldName] ?? key;
}

/** The DOM id of the input an error key belongs to. */
export const inputId = (key: string) => `reg-${key.replace(/\./g, "-")}`;
