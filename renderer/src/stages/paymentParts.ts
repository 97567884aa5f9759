import type { UiSchema } from "@rjsf/utils";

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

/** The payment method field's hints as the definition gives them. */
type MethodUi = { "ui:options"?: { officerOnly?: string[] } };
const methodUi = (ui: UiSchema | undefined): MethodUi => ((ui?.payment_details as UiSchema | undefined)?.payment_method ?? {}) as MethodUi;

/**
 * The tiles an applicant is offered: spec 000 §9 offers the first four methods as tiles and
 * handles cash elsewhere, so the methods the definition marks `officerOnly` (cash at an NFA office,
 * cash to a field officer) are drawn only while a supporting officer acts for the applicant, who
 * records the cash taken (decision 0019). Answers the hints to lay over the definition's.
 */
export function methodTiles(ui: UiSchema | undefined, officer: boolean): UiSchema {
  const officerOnly = methodUi(ui)["ui:options"]?.officerOnly ?? [];
  return { payment_details: { payment_method: { "ui:enumHidden": officer ? [] : officerOnly } } };
}
