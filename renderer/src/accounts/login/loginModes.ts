import type { LoginWith } from "../../../../engine/api/loginContract.ts";

/** The four 'Login with' modes of spec 000 §2 /login, in the spec's order, with their labels. */
export const LOGIN_MODES = [
  { value: "email", label: "Email" },
  { value: "nfa_registration_number", label: "Fisher ID" },
  { value: "taxation_registration_number", label: "TRN" },
  { value: "telephone_number", label: "Telephone Number" },
] as const satisfies ReadonlyArray<{ value: LoginWith; label: string }>;
