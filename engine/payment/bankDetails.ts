/**
 * The bank account an applicant pays into by wire/bank transfer, direct debit or cheque (spec 000
 * §9: 'Bank transfer details (account name, bank, branch, type, number) are shown on screen'),
 * with the reference that ties the payment to the application. One shape, defined once: the
 * response schema of GET /api/payment/bank-details/{tempTransId}, whose titles are the labels the
 * payment stage shows; `BankDetails` is derived from it for the renderer.
 */
export const BANK_DETAILS_SCHEMA = {
  type: "object",
  additionalProperties: false,
  required: ["account_name", "bank", "branch", "account_type", "account_number", "payment_reference"],
  properties: {
    account_name: { type: "string", title: "Account Name" },
    bank: { type: "string", title: "Bank" },
    branch: { type: "string", title: "Branch" },
    account_type: { type: "string", title: "Account Type" },
    account_number: { type: "string", title: "Account Number" },
    payment_reference: { type: "string", title: "Payment Reference" },
  },
} as const;

/** A field of the bank details, in the order the schema lists them. */
export type BankDetailsField = (typeof BANK_DETAILS_SCHEMA)["required"][number];

/** The bank details as the API answers them. */
export type BankDetails = Record<BankDetailsField, string>;

/** The bank account alone, as the server's configuration holds it (the reference is per application). */
export type BankAccount = Omit<BankDetails, "payment_reference">;

/** The payment methods whose money goes to the bank account, so the stage shows its details (spec 000 §5 lists them for the proof of payment). */
export const BANK_METHODS: readonly string[] = ["Wire/Bank Transfer", "Direct Debit", "Cheque"];
