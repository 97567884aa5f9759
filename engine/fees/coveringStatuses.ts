/**
 * Statuses of a payment that count towards an application's fees (decision 0014): completed
 * payments, and offline payments recorded as pending, which staff must confirm before a case can
 * be approved (moveCase refuses 'Payment Approved' and 'Licence Approved' while one is pending).
 */
export const COVERING_STATUSES = ["completed", "pending"] as const;
