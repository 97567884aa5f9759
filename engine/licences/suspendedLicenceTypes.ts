import type { EngineContext, HeldLicence } from "../types.ts";
import { isSuspendedOn } from "./isSuspendedOn.ts";

/** Whether a licence on file would be valid on `today` but for a suspension in force that day (decision 0071). */
const onlySuspendedOn = (licence: HeldLicence, today: string): boolean =>
  !licence.revoked && isSuspendedOn(licence, today) && licence.validUntil >= today && (licence.validFrom === undefined || licence.validFrom <= today);

/**
 * What `$suspendedLicences` reads (decision 0073): the types of the applicant's licences that are
 * suspended on the context's day and would otherwise be valid, each once. It lets a definition tell
 * "your licence is suspended" from "you hold none", which `$licences` (valid ones only) cannot.
 */
export function suspendedLicenceTypes(context: Pick<EngineContext, "today" | "licences">): string[] {
  return [...new Set((context.licences ?? []).filter((l) => onlySuspendedOn(l, context.today)).map((l) => l.type))];
}
