/** Spec 000 §4: the statuses under which the applicant is asked to correct an application. */
export const RETURNED_STATUSES = ["Returned For Correction", "Return (to Applicant) for Corrections/Clarification"];

/** Spec 000 §2 'Status check': a licence exists for these statuses (View Licence shows only for them). */
export const GRANTED_STATUSES = ["Licence Approved", "Case Closed"];

export const isDraft = (status: string) => status === "Draft";
export const isReturned = (status: string) => RETURNED_STATUSES.includes(status);
export const isGranted = (status: string) => GRANTED_STATUSES.includes(status);
