/** The listing fields of an issued certificate, named as spec 000 §3 'Issued certificate' names them. */
export interface CertificateFields {
  FLIS_TransactionId: string;
  FLIS_NameofApplicant: string | null;
  FLIS_NameofApplicantMiddle: string | null;
  FLIS_NameofApplicantLast: string | null;
  FLIS_Licence: string;
  FLIS_TypeCategoryofLicenceFisher: string | null;
  FLIS_TypeCategoryofLicenseVessel: string | null;
  FLIS_TypeofSpecies: string | null;
  FLIS_FishingPort: string | null;
  FLIS_Inland: string | null;
  FLIS_HomeBasePort: string | null;
  FLIS_DateofIssue: string;
  FLIS_DateofExpiration: string;
  FLIS_IDCardDateofIssue: string | null;
  FLIS_IDCardDateofExpiry: string | null;
}

/** The names of the listing fields, in the spec's order (report columns follow it). */
export const CERTIFICATE_FIELDS: ReadonlyArray<keyof CertificateFields> = ["FLIS_TransactionId", "FLIS_NameofApplicant", "FLIS_NameofApplicantMiddle", "FLIS_NameofApplicantLast", "FLIS_Licence", "FLIS_TypeCategoryofLicenceFisher", "FLIS_TypeCategoryofLicenseVessel", "FLIS_TypeofSpecies", "FLIS_FishingPort", "FLIS_Inland", "FLIS_HomeBasePort", "FLIS_DateofIssue", "FLIS_DateofExpiration", "FLIS_IDCardDateofIssue", "FLIS_IDCardDateofExpiry"];

type Answers = Record<string, unknown>;

/** A readable text of an answer: lists joined with commas, empty answers as null. */
export function answerText(value: unknown): string | null {
  if (Array.isArray(value)) return value.map(answerText).filter(Boolean).join(", ") || null;
  if (typeof value === "string") return value.trim() || null;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return null;
}

const first = (answers: Answers, keys: string[]): string | null => keys.map((k) => answerText(answers[k])).find((v) => v !== null) ?? null;
const joined = (...parts: Array<string | null>): string | null => parts.filter(Boolean).join(" - ") || null;

/**
 * The licence type as each type asks it: most ask licence_type; spec 000 §3 'Transaction' says
 * permits read it from type_of_permit, authorizations and quotas from category, and aquaculture
 * facilities from size_of_aquaculture_facility.
 */
export const licenceTypeOf = (answers: Answers): string | null => first(answers, ["licence_type", "type_of_permit", "category", "size_of_aquaculture_facility"]);

/** The commercial category (fisher licences ask commercial_category, vessels commercial_licence_type, aquaculture licence_category). */
export const commercialCategoryOf = (answers: Answers): string | null => first(answers, ["commercial_category", "commercial_licence_type", "licence_category"]);

/** The applicant's name parts from the answers, else from the entity's profile. */
export function applicantName(answers: Answers, profile: Answers = {}): { first: string | null; middle: string | null; last: string | null } {
  const from = answerText(answers.first_name_individual) || answerText(answers.company_name) ? answers : profile;
  const company = answerText(from.company_name);
  if (company && !answerText(from.first_name_individual)) return { first: company, middle: null, last: null };
  return { first: answerText(from.first_name_individual), middle: answerText(from.middle_name_individual), last: answerText(from.last_name_individual) };
}

/** The applicant's full name in one line. */
export const fullName = (answers: Answers, profile: Answers = {}): string => {
  const name = applicantName(answers, profile);
  return [name.first, name.middle, name.last].filter(Boolean).join(" ");
};

/** Adds whole years to a YYYY-MM-DD day and steps back one day: a licence issued 2026-11-22 for a year runs to 2027-11-21. */
export function expiryAfterYears(day: string, years: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() + years);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

/**
 * The listing fields of a certificate from the submitted answers (spec 000 §3). Vessel licences
 * are told apart by their vessel details, not by their type; fields a type never asks stay null.
 */
export function certificateFields(input: { transNumber: string; title: string; answers: Answers; profile: Answers; issuedOn: string; expiresOn: string; idCard: { issuedOn: string; expiresOn: string } | null }): CertificateFields {
  const { answers } = input;
  const name = applicantName(answers, input.profile);
  const vessel = typeof answers.fishing_vessel_details === "object" && answers.fishing_vessel_details !== null ? (answers.fishing_vessel_details as Answers) : null;
  const licenceType = licenceTypeOf(answers);
  return {
    FLIS_TransactionId: input.transNumber,
    FLIS_NameofApplicant: name.first,
    FLIS_NameofApplicantMiddle: name.middle,
    FLIS_NameofApplicantLast: name.last,
    FLIS_Licence: input.title,
    FLIS_TypeCategoryofLicenceFisher: vessel ? null : joined(licenceType, commercialCategoryOf(answers)),
    FLIS_TypeCategoryofLicenseVessel: vessel ? joined(licenceType, first(answers, ["commercial_licence_type", "recreational_licence_type"])) : null,
    FLIS_TypeofSpecies: [answers.type_of_species, answers.special_type_of_species, answers.target_fish, answers.special_target_fish].map(answerText).filter(Boolean).join(", ") || null,
    FLIS_FishingPort: answerText(answers.port),
    FLIS_Inland: answerText(answers.other_inland) ?? answerText(answers.inland),
    FLIS_HomeBasePort: vessel ? answerText(vessel.home_base_port) : null,
    FLIS_DateofIssue: input.issuedOn,
    FLIS_DateofExpiration: input.expiresOn,
    FLIS_IDCardDateofIssue: input.idCard?.issuedOn ?? null,
    FLIS_IDCardDateofExpiry: input.idCard?.expiresOn ?? null,
  };
}
