/**
 * The statuses a submitted application moves through (spec 000 §4 'Transaction statuses seen'),
 * written as the spec writes them. The spec shows no transitions; the smallest honest set is in
 * docs/decisions/0007-case-processing.md.
 */
export const CASE_STATUSES = ["Application Received by the NFA", "Application In Progress", "Returned For Correction", "Payment Approved", "Licence Approved", "Case Closed"] as const;

export type CaseStatus = (typeof CASE_STATUSES)[number];

/** Other spellings the spec lists for the same states, read as their canonical form. */
const ALIASES: Record<string, CaseStatus> = {
  "Application Received by NFA": "Application Received by the NFA",
  "In Progress": "Application In Progress",
  "Return (to Applicant) for Corrections/Clarification": "Returned For Correction",
};

/** Where staff may move a case from each status; the applicant's correction response returns it to Received. */
const NEXT: Record<CaseStatus, readonly CaseStatus[]> = {
  "Application Received by the NFA": ["Application In Progress", "Returned For Correction", "Payment Approved", "Case Closed"],
  "Application In Progress": ["Returned For Correction", "Payment Approved", "Licence Approved", "Case Closed"],
  "Returned For Correction": ["Application In Progress", "Case Closed"],
  "Payment Approved": ["Application In Progress", "Returned For Correction", "Licence Approved", "Case Closed"],
  "Licence Approved": ["Case Closed"],
  "Case Closed": [],
};

/** The canonical status of a stored one, or null for Draft and anything unknown. */
export function canonicalStatus(status: string): CaseStatus | null {
  if ((CASE_STATUSES as readonly string[]).includes(status)) return status as CaseStatus;
  return ALIASES[status] ?? null;
}

/** The statuses staff may move a case to from `status` (none for a draft). */
export function nextStatuses(status: string): readonly CaseStatus[] {
  const from = canonicalStatus(status);
  return from ? NEXT[from] : [];
}
