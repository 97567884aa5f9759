import type { FromSchema } from "json-schema-to-ts";
import { LICENCE_STATUSES, type LicenceStatus } from "../licences/licenceStatusOn.ts";
import type { Closed } from "./closed.ts";

/**
 * The contract of the public register of licensed vessels, GET /api/register/vessels (issue 29,
 * decision 0066): its query and its answer once, as JSON Schema for the route, with the types the
 * renderer reads derived from it (decision 0046). Every object is closed, so the serializer drops
 * any field not named here: the register answers nothing about a person.
 */

/** Where a listed licence stands on the portal's day: suspended while in its dates and suspended by staff that day (decision 0071). */
export const REGISTER_STATUSES = LICENCE_STATUSES;
/** Where a listed licence stands. */
export type RegisterStatus = LicenceStatus;

/** The most rows one page of the register holds. */
export const MOST_VESSELS_PER_PAGE = 50;
/** The rows a page holds when the query does not say. */
export const VESSELS_PER_PAGE = 20;
/** The longest search text. */
export const REGISTER_QUERY_MAX = 60;

/** The query's JSON Schema; anything else (an unknown key, a page out of bounds) is a 400. */
export const vesselRegisterQuerySchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    q: { type: "string", maxLength: REGISTER_QUERY_MAX, description: "part of a vessel's name or registration number, any case (the number also without spaces or hyphens)" },
    status: { enum: [...REGISTER_STATUSES], description: "only licences valid, suspended, expired or revoked on the portal's day; every listed licence when absent" },
    page: { type: "integer", minimum: 1, maximum: 10000, default: 1 },
    page_size: { type: "integer", minimum: 1, maximum: MOST_VESSELS_PER_PAGE, default: VESSELS_PER_PAGE },
  },
} as const;
/** The register's query as the page sends it (a field with a default may be left out). */
export type VesselRegisterQuery = Closed<FromSchema<typeof vesselRegisterQuerySchema, { keepDefaultedPropertiesOptional: true }>>;

const nullableText = { type: ["string", "null"] } as const;
const day = { type: "string", format: "date" } as const;

/** One licensed vessel as the register lists it: the vessel and its licence, nothing about its holder or owners. */
export const registeredVesselSchema = {
  type: "object",
  additionalProperties: false,
  required: ["vessel_name", "registration", "home_port", "licence_type", "licence_category", "valid_from", "valid_until", "status", "revoked_on"],
  properties: {
    vessel_name: nullableText,
    registration: nullableText,
    home_port: nullableText,
    licence_type: { type: "string" },
    licence_category: nullableText,
    valid_from: day,
    valid_until: day,
    status: { enum: [...REGISTER_STATUSES] },
    revoked_on: { type: ["string", "null"], format: "date" },
  },
} as const;
/** One licensed vessel of the register. */
export type RegisteredVessel = Closed<FromSchema<typeof registeredVesselSchema>>;

/** GET /api/register/vessels's answer: one page of listed licences, how many match, and how long an ended licence stays listed. */
export const vesselRegisterPageSchema = {
  type: "object",
  additionalProperties: false,
  required: ["msg", "total", "page", "page_size", "listed_days_after_end", "vessels"],
  properties: {
    msg: { type: "string" },
    total: { type: "integer" },
    page: { type: "integer" },
    page_size: { type: "integer" },
    /** The longest any listed type keeps an expired or revoked licence on the register, in days. */
    listed_days_after_end: { type: "integer" },
    vessels: { type: "array", items: registeredVesselSchema },
  },
} as const;
/** One page of the register. */
export type VesselRegisterPage = Closed<FromSchema<typeof vesselRegisterPageSchema>>;
