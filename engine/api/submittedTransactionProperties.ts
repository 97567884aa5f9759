/**
 * The fields every row of a submitted transaction starts with, in the transactions report and in
 * the case queue alike (decision 0046): one list, so the two tables name a transaction the same
 * way. Each is always sent, hence `submittedTransactionRequired`.
 */
export const submittedTransactionProperties = {
  id: { type: "integer" },
  transaction_number: { type: "string" },
  app_type: { type: "string" },
  application_type: { type: "string" },
  status: { type: "string" },
  submitted_on: { type: "string" },
  name_of_applicant: { type: "string" },
  /** The latest completed or pending payment's method. */
  payment_method: { type: ["string", "null"] },
} as const;

/** The names of `submittedTransactionProperties`, for a row schema's `required`. */
export const submittedTransactionRequired = ["id", "transaction_number", "app_type", "application_type", "status", "submitted_on", "name_of_applicant", "payment_method"] as const;
