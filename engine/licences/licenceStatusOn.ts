import { isSuspendedOn } from "./isSuspendedOn.ts";

/**
 * Where a licence stands on a day, as /verify, the register and the staff licence report say it
 * (decisions 0039, 0066, 0071).
 */
export const LICENCE_STATUSES = ["valid", "suspended", "expired", "revoked"] as const;
/** Where a licence stands on a day. */
export type LicenceStatus = (typeof LICENCE_STATUSES)[number];

/** Whether `text` is one of the LICENCE_STATUSES (a filter as a request writes it). */
export const isLicenceStatus = (text: string): text is LicenceStatus => (LICENCE_STATUSES as readonly string[]).includes(text);

/**
 * Where a licence stands on `today` (YYYY-MM-DD): revoked wins over expired, and expired over
 * suspended (decision 0071); `lastDay` is the last day it is valid. The suspension is judged by
 * isSuspendedOn, so a suspension whose end day has come leaves the licence valid.
 */
export function licenceStatusOn(licence: { revoked: boolean; lastDay: string; suspended?: boolean; suspendedUntil?: string | null }, today: string): LicenceStatus {
  if (licence.revoked) return "revoked";
  if (licence.lastDay < today) return "expired";
  return isSuspendedOn(licence, today) ? "suspended" : "valid";
}
