import type { RegistrationState } from "./registrationState.ts";

/** The answer of POST /users/lookup (spec 000 §7 'Lookup of registration numbers'). */
export interface LookupAnswer {
  nameofApplicant: string;
  nameofApplicantMiddle: string;
  nameofApplicantLast: string;
  addresse: string;
  parish: string;
  dateofBirth: string;
  gender: string;
}

/** The numbers typed in the 'Submit Details' dialog. */
export interface LookupNumbers {
  taxation_registration_number?: string;
  nfa_registration_number?: string;
}

/**
 * Prefills the form from a lookup: the numbers typed, then the names, address, parish, date of
 * birth and gender on record. A date of birth found is locked (spec 000 §4 Registration).
 */
export function applyLookup(state: RegistrationState, numbers: LookupNumbers, answer: LookupAnswer | null): RegistrationState {
  const found: Record<string, string> = answer
    ? { first_name_individual: answer.nameofApplicant, middle_name_individual: answer.nameofApplicantMiddle, last_name_individual: answer.nameofApplicantLast, address: answer.addresse, parish: answer.parish, date_of_birth_individual: answer.dateofBirth, gender: answer.gender }
    : {};
  const given = Object.fromEntries(Object.entries({ ...numbers, ...found }).filter(([, value]) => Boolean(value))) as Record<string, string>;
  return { ...state, fields: { ...state.fields, ...given }, lockedDob: Boolean(answer?.dateofBirth) };
}
