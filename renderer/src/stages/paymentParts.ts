/**
 * The payment form in three parts (spec 000 §2 'Payment screen': 1 Payment Form, 2 Select Payment
 * Method, 3 method details). Fields a type's payment form lacks are simply not drawn.
 */
export const PAYMENT_PARTS: Array<{ title: string; fields: string[] }> = [
  { title: "Payment Form", fields: ["payment_details.fisher_id", "payment_details.address_fisher_id", "payment_details.should_expedite_process", "payment_details.expedited_application_date_time"] },
  { title: "Select Payment Method", fields: ["payment_details.payment_method"] },
  { title: "Payment Details", fields: ["payment_details.billing_address", "payment_details.proof_of_payment", "payment_details.amount_paid", "payment_details.amount_paid_currency", "payment_details.name_of_field_officer"] },
];

/** Whether an error belongs to one of a part's fields. */
export const inPart = (pointer: string, fields: string[]) => fields.some((f) => pointer === `/${f.replace(/\./g, "/")}` || pointer.startsWith(`/${f.replace(/\./g, "/")}/`));

/**
 * Spec 000 §9 offers applicants the first four methods as tiles; cash is recorded by an NFA cashier
 * or field officer, so applicants see it switched off with the reason.
 */
export const CASH_SWITCHED_OFF = {
  payment_details: {
    payment_method: {
      "ui:enumDisabled": ["Cash at NFA Office", "Cash - Field Officer"],
      "ui:options": { reasons: { "Cash at NFA Office": "Paid at an NFA office; the cashier records it", "Cash - Field Officer": "Paid to a field officer, who records it" } },
    },
  },
};
