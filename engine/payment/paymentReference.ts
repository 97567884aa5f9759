/**
 * The reference an applicant quotes with a transfer, direct debit or cheque, so the NFA can match
 * the money to the application (decision 0019). Offline payments are made before submission, when
 * the application has no transaction number yet, so the reference is the application's own
 * number, NFA-APP- and its id in six digits; it never changes, and staff see it beside the
 * transaction number in the 'Transaction Detailed View'.
 */
export const paymentReference = (applicationId: number): string => `NFA-APP-${String(applicationId).padStart(6, "0")}`;
