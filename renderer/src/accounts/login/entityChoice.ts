/**
 * One row of the login picker, as POST /users/login answers it in all_entities once the password
 * is proven (server/services/login.ts): email and telephone come masked, and no date of birth or
 * registration is sent (decision 0012).
 */
export interface EntityChoice {
  entity_id: number;
  user_id: number;
  nfa_registration_number: string | null;
  taxation_registration_number: string | null;
  applicant_type: string;
  applicant_name: string;
  email: string | null;
  cell_phone: string | null;
  entity_number: string;
}

/** The answer of POST /users/login: a token, or several entities to choose from. */
export interface LoginAnswer {
  msg?: string;
  token?: string;
  isMultiple: boolean;
  all_entities: EntityChoice[];
}

/** The four 'Login with' modes of spec 000 §2 /login, in the spec's order, with their labels. */
export const LOGIN_MODES = [
  { value: "email", label: "Email" },
  { value: "nfa_registration_number", label: "Fisher ID" },
  { value: "taxation_registration_number", label: "TRN" },
  { value: "telephone_number", label: "Telephone Number" },
] as const;

export type LoginWith = (typeof LOGIN_MODES)[number]["value"];
