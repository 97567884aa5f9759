import type { EngineContext } from "../types.ts";
import { suspendedLicenceTypes } from "./suspendedLicenceTypes.ts";
import { validLicenceTypes } from "./validLicenceTypes.ts";

/**
 * The context's lists of licence types a condition may read (issue 29): `$licences`, the types of
 * the applicant's licences valid on the context's day, and `$suspendedLicences`, those suspended
 * that day. Each is compared with "includes" or "excludes" and one type's id.
 */
export const LICENCE_LIST_FIELDS: Readonly<Record<string, (context: Pick<EngineContext, "today" | "licences">) => string[]>> = {
  $licences: validLicenceTypes,
  $suspendedLicences: suspendedLicenceTypes,
};

/** Whether a condition's field is one of the licence lists. */
export const isLicenceListField = (field: string): boolean => Object.prototype.hasOwnProperty.call(LICENCE_LIST_FIELDS, field);
