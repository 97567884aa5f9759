import type { FromSchema } from "json-schema-to-ts";
import type { Closed } from "./closed.ts";
import { submittedTransactionProperties, submittedTransactionRequired } from "./submittedTransactionProperties.ts";

/**
 * The contract of staff's transactions report (spec 000 §3 'Report filters', §7 'Admin
 * transactions search'): its filters, its rows and its filter form's choices, once, as JSON Schema
 * for the routes and as types derived from them for the server's services and the renderer
 * (decision 0046, STYLE.md habit 14).
 */

/** The report's filters, as query or body; dates are days in Jamaica, both ends included. */
export const reportFiltersSchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    app_type: { type: "string", maxLength: 80, description: "required ('This field is required')" },
    start_date: { type: "string", format: "date" },
    end_date: { type: "string", format: "date" },
    status: { type: "array", items: { type: "string", maxLength: 80 }, maxItems: 20, description: "multi-select: repeat the parameter" },
    payment_method: { type: "string", maxLength: 40 },
    type_of_transaction: { type: "string", maxLength: 80 },
    licence_type: { type: "string", maxLength: 80 },
    commercial_category: { type: "string", maxLength: 80, description: "only with a commercial licence type" },
    recreational_licence_type: { type: "string", maxLength: 80, description: "only with a recreational licence type" },
  },
} as const;
/** The report's filters. */
export type ReportFilters = Closed<FromSchema<typeof reportFiltersSchema>>;

/** One row of the report's results table and spreadsheet; a particular the answers lack is null. */
export const reportRowSchema = {
  type: "object",
  additionalProperties: false,
  required: [...submittedTransactionRequired, "nfa_registration_number", "type_of_transaction", "licence_type", "commercial_category", "recreational_licence_type", "amount_due"],
  properties: {
    ...submittedTransactionProperties,
    nfa_registration_number: { type: ["string", "null"] },
    type_of_transaction: { type: ["string", "null"] },
    licence_type: { type: ["string", "null"] },
    commercial_category: { type: ["string", "null"] },
    recreational_licence_type: { type: ["string", "null"] },
    amount_due: { type: ["number", "null"] },
  },
} as const;
/** One row of the report. */
export type ReportRow = Closed<FromSchema<typeof reportRowSchema>>;

/** GET /api/admin/transactions and a month button's answer: the rows and the status message. */
export const transactionsAnswerSchema = {
  type: "object",
  additionalProperties: false,
  required: ["msg", "transactions"],
  properties: { msg: { type: "string" }, transactions: { type: "array", items: reportRowSchema } },
} as const;
/** The rows found and what to say of them. */
export type TransactionsAnswer = Closed<FromSchema<typeof transactionsAnswerSchema>>;

const strings = { type: "array", items: { type: "string" } } as const;

/** The filter form's choices for one application type, read from its definition (decision 0040). */
export const typeReportOptionsSchema = {
  type: "object",
  additionalProperties: false,
  required: ["app_type", "title", "licence_types", "commercial_categories", "recreational_licence_types", "types_of_transaction"],
  properties: { app_type: { type: "string" }, title: { type: "string" }, licence_types: strings, commercial_categories: strings, recreational_licence_types: strings, types_of_transaction: strings },
} as const;
/** One type's filter choices. */
export type TypeReportOptions = Closed<FromSchema<typeof typeReportOptionsSchema>>;

/** GET /api/admin/report-options's answer: statuses, payment methods, and each type's choices. */
export const reportOptionsSchema = {
  type: "object",
  additionalProperties: false,
  required: ["statuses", "payment_methods", "types"],
  properties: { statuses: strings, payment_methods: strings, types: { type: "array", items: typeReportOptionsSchema } },
} as const;
/** The filter form's choices. */
export type ReportOptions = Closed<FromSchema<typeof reportOptionsSchema>>;
