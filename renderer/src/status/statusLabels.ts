/** The badge colours a status can have (GOV.UK tag modifiers). */
export type StatusTone = "green" | "blue" | "yellow" | "orange" | "grey" | "turquoise";

/**
 * Spec 000 §4 'Transaction statuses seen': each known status with the words shown for it and its
 * badge. Statuses not listed here are shown as the server wrote them, with a grey badge.
 */
const DISPLAY: Record<string, { label: string; tone: StatusTone }> = {
  Draft: { label: "Draft", tone: "grey" },
  // The spec names this one the success badge.
  "Application Received by the NFA": { label: "Application Received", tone: "green" },
  "Application Received by NFA": { label: "Application Received", tone: "green" },
  "Application In Progress": { label: "In Progress", tone: "blue" },
  "In Progress": { label: "In Progress", tone: "blue" },
  "Licence Approved": { label: "Licence Approved", tone: "green" },
  "Payment Approved": { label: "Payment Approved", tone: "turquoise" },
  "Case Closed": { label: "Case Closed", tone: "grey" },
  "Returned For Correction": { label: "Returned For Correction", tone: "orange" },
  "Return (to Applicant) for Corrections/Clarification": { label: "Returned For Correction", tone: "orange" },
};

/** The display text and badge colour of a transaction status; unmapped statuses come back raw. */
export function statusDisplay(status: string): { label: string; tone: StatusTone } {
  return DISPLAY[status] ?? { label: status, tone: "grey" };
}

/** Spec 000 §2 'Status check': View Licence shows only for these statuses. */
export const canViewLicence = (status: string) => status === "Licence Approved" || status === "Case Closed";
