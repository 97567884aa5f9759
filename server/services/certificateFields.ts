import { particularValues } from "../../engine/particulars/particularValues.ts";
import { plainAnswer } from "../../engine/particulars/plainAnswer.ts";
import type { Definition } from "../../engine/types.ts";

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
export const answerText = plainAnswer;

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
 * The listing fields of a certificate from the submitted answers (spec 000 §3). Which answers fill
 * which field is the definition's `particulars` section (decision 0040); a field the type does
 * not ask stays null.
 */
export function certificateFields(input: { transNumber: string; definition: Pick<Definition, "title" | "particulars">; answers: Answers; profile: Answers; issuedOn: string; expiresOn: string; idCard: { issuedOn: string; expiresOn: string } | null }): CertificateFields {
  const name = applicantName(input.answers, input.profile);
  const particulars = particularValues(input.definition, input.answers);
  const vessel = particulars.typeCategoryField === "FLIS_TypeCategoryofLicenseVessel";
  return {
    FLIS_TransactionId: input.transNumber,
    FLIS_NameofApplicant: name.first,
    FLIS_NameofApplicantMiddle: name.middle,
    FLIS_NameofApplicantLast: name.last,
    FLIS_Licence: input.definition.title,
    FLIS_TypeCategoryofLicenceFisher: vessel ? null : particulars.typeCategory,
    FLIS_TypeCategoryofLicenseVessel: vessel ? particulars.typeCategory : null,
    FLIS_TypeofSpecies: particulars.species,
    FLIS_FishingPort: particulars.fishingPort,
    FLIS_Inland: particulars.inland,
    FLIS_HomeBasePort: particulars.homeBasePort,
    FLIS_DateofIssue: input.issuedOn,
    FLIS_DateofExpiration: input.expiresOn,
    FLIS_IDCardDateofIssue: input.idCard?.issuedOn ?? null,
    FLIS_IDCardDateofExpiry: input.idCard?.expiresOn ?? null,
  };
}
