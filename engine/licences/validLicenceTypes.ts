import type { EngineContext, HeldLicence } from "../types.ts";
import { isSuspendedOn } from "./isSuspendedOn.ts";

/** Whether a licence on file is valid on `today`: not revoked, not suspended that day (decision 0071), and within its dates. */
export const isValidOn = (licence: HeldLicence, today: string): boolean => !licence.revoked && !isSuspendedOn(licence, today) && licence.validUntil >= today && (licence.validFrom === undefined || licence.validFrom <= today);

/**
 * What `$licences` reads (issue 29): the types of the applicant's licences valid on the context's
 * day, each once, so a rule says "the owner holds a valid Fisher Licence" as
 * `{"field": "$licences", "op": "includes", "value": <the type's id>}`, the same in the browser, on
 * the server and in a scenario that states the licences on file.
 */
export function validLicenceTypes(context: Pick<EngineContext, "today" | "licences">): string[] {
  return [...new Set((context.licences ?? []).filter((l) => isValidOn(l, context.today)).map((l) => l.type))];
}
