/**
 * Whether a suspension is in force on `today` (YYYY-MM-DD; decision 0071): from when staff
 * suspended the licence until they lift it or, when they gave one, until its `until` day, the first
 * day the licence is valid again. A suspension that ran to its end needs nothing to clear it: every
 * reader asks on its own day, the engine in the browser as the server does.
 */
export const isSuspendedOn = (suspension: { suspended?: boolean; suspendedUntil?: string | null }, today: string): boolean => Boolean(suspension.suspended) && (!suspension.suspendedUntil || today < suspension.suspendedUntil);
