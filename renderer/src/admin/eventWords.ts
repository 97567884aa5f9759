/**
 * What staff read for each kind of event in a case's history (issue 17): the server records short
 * machine names (transaction_events.action); a kind not listed here is shown with its hyphens as
 * spaces, so a new kind is readable before it gets its words.
 */
const WORDS: Record<string, string> = {
  "draft-saved": "Draft saved",
  submitted: "Submitted",
  "payment-initiated": "Payment started",
  "payment-completed": "Payment completed",
  "payment-recorded": "Offline payment recorded",
  "payment-confirmed": "Payment confirmed",
  "status-changed": "Status changed",
  "correction-response": "Applicant answered the correction",
  assigned: "Assigned",
  unassigned: "Unassigned",
  "certificate-issued": "Licence issued",
  "certificate-revoked": "Licence revoked",
  "certificate-suspended": "Licence suspended",
  "certificate-reinstated": "Licence suspension lifted",
  "licence-varied": "Licence varied",
  "variation-acknowledged": "Holder acknowledged the variation",
  "licence-expiring": "Holder reminded the licence expires soon",
};

/** The words of an event kind for the history list. */
export const eventWords = (action: string): string => WORDS[action] ?? action.replace(/-/g, " ");
