import type { FromSchema } from "json-schema-to-ts";
import type { Closed } from "./closed.ts";

/**
 * The contract of POST /api/users/login (spec 000 §2 /login, decision 0012): what it takes and
 * what it answers, once, as JSON Schema for the route with the types derived from it (decision
 * 0046).
 */

/** The four 'Login with' modes. */
export const LOGIN_WITHS = ["email", "telephone_number", "taxation_registration_number", "nfa_registration_number"] as const;
/** A 'Login with' mode. */
export type LoginWith = (typeof LOGIN_WITHS)[number];

/** What it takes: a mode, a user name and a password, or a picker row and its password. */
export const loginRequestSchema = {
  type: "object",
  required: ["password"],
  properties: {
    login_with: { enum: LOGIN_WITHS },
    user_name: { type: "string", maxLength: 254 },
    password: { type: "string", minLength: 1, maxLength: 200 },
    entity_id: { type: "integer" },
    user_id: { type: "integer" },
  },
} as const;
/**
 * What it takes. The schema leaves additional properties open as it always has (decision 0046,
 * 'Requests'), which FromSchema types as an index signature; the named fields are what is read.
 */
export type LoginInput = Closed<FromSchema<typeof loginRequestSchema>>;

/**
 * One row of the picker 'Select Applicant/User to Login With', sent only after the row's password
 * was proven, and only what lets a person recognise their own account: email and telephone masked
 * (f***@e***.com, ***-***-0142), no date of birth or registration (decision 0012).
 */
export const entityChoiceSchema = {
  type: "object",
  additionalProperties: false,
  required: ["entity_id", "user_id", "nfa_registration_number", "taxation_registration_number", "applicant_type", "applicant_name", "email", "cell_phone", "entity_number"],
  properties: {
    entity_id: { type: "integer" },
    user_id: { type: "integer" },
    nfa_registration_number: { type: ["string", "null"] },
    taxation_registration_number: { type: ["string", "null"] },
    applicant_type: { type: "string" },
    applicant_name: { type: "string" },
    email: { type: ["string", "null"] },
    cell_phone: { type: ["string", "null"] },
    entity_number: { type: "string" },
  },
} as const;
/** One row of the login picker. */
export type EntityChoice = Closed<FromSchema<typeof entityChoiceSchema>>;

/** What it answers: a token, or (isMultiple) the entities the password opens to choose from. */
export const loginAnswerSchema = {
  type: "object",
  additionalProperties: false,
  required: ["msg", "isMultiple", "all_entities"],
  properties: { msg: { type: "string" }, token: { type: "string" }, isMultiple: { type: "boolean" }, all_entities: { type: "array", items: entityChoiceSchema } },
} as const;
/** The login's answer. */
export type LoginAnswer = Closed<FromSchema<typeof loginAnswerSchema>>;
