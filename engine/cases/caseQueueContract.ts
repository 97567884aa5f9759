import type { FromSchema } from "json-schema-to-ts";
import type { Closed } from "../api/closed.ts";
import { submittedTransactionProperties, submittedTransactionRequired } from "../api/submittedTransactionProperties.ts";

/**
 * The contract of staff's case queue, GET /api/admin/cases (issue 17, decision 0037): its query
 * and its rows, once, as JSON Schema for the route with the types derived from it (decision 0046),
 * so the route, the service and the renderer cannot drift apart (STYLE.md habit 14).
 */

/** The columns the queue sorts by: submitted date (so age), transaction number, name, type, status. */
export const CASE_SORTS = ["submitted_on", "transaction_number", "name", "type", "status"] as const;
/** A column the queue sorts by. */
export type CaseSort = (typeof CASE_SORTS)[number];

/** The most rows one page of the queue holds. */
export const MOST_CASES_PER_PAGE = 100;

/** The query's JSON Schema; anything else is a 400. */
export const caseQueueQuerySchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    q: { type: "string", maxLength: 100, description: "part of a transaction number or applicant name, any case" },
    app_type: { type: "string", maxLength: 80 },
    status: { type: "array", items: { type: "string", maxLength: 80 }, maxItems: 6, description: "default: every status but 'Case Closed'" },
    min_age_days: { type: "integer", minimum: 0, maximum: 36500 },
    max_age_days: { type: "integer", minimum: 0, maximum: 36500 },
    assigned_to: { type: "string", pattern: "^(me|none|[1-9][0-9]{0,9})$", description: "a staff user's id, me, or none" },
    page: { type: "integer", minimum: 1, maximum: 100000, default: 1 },
    page_size: { type: "integer", minimum: 1, maximum: MOST_CASES_PER_PAGE, default: 25 },
    sort: { enum: [...CASE_SORTS], default: "submitted_on" },
    direction: { enum: ["asc", "desc"], default: "asc" },
  },
} as const;

/**
 * GET /api/admin/cases's query as the page sends it and the service reads it: a field with a
 * default may be left out (the service applies the same defaults as ajv).
 */
export type CaseQueueQuery = Closed<FromSchema<typeof caseQueueQuerySchema, { keepDefaultedPropertiesOptional: true }>>;

const assigneeSchema = { type: ["object", "null"], additionalProperties: false, required: ["id", "name"], properties: { id: { type: "integer" }, name: { type: "string" } } } as const;

/** A staff member a case is assigned to. */
export type Assignee = NonNullable<Closed<FromSchema<typeof assigneeSchema>>>;

/** JSON Schema of one case of the queue: the report's columns of a transaction, then the queue's own. */
export const caseQueueRowSchema = {
  type: "object",
  additionalProperties: false,
  required: [...submittedTransactionRequired, "age_days", "assigned_to", "payment_pending", "next_statuses"],
  properties: {
    ...submittedTransactionProperties,
    /** Whole days since submission. */
    age_days: { type: "integer" },
    assigned_to: assigneeSchema,
    payment_pending: { type: "boolean" },
    next_statuses: { type: "array", items: { type: "string" } },
  },
} as const;
/** One case of the queue. */
export type CaseQueueRow = Closed<FromSchema<typeof caseQueueRowSchema>>;

/** GET /api/admin/cases's answer: one page of cases and how many match in all. */
export const caseQueuePageSchema = {
  type: "object",
  additionalProperties: false,
  required: ["msg", "total", "page", "page_size", "cases"],
  properties: { msg: { type: "string" }, total: { type: "integer" }, page: { type: "integer" }, page_size: { type: "integer" }, cases: { type: "array", items: caseQueueRowSchema } },
} as const;
/** One page of the queue. */
export type CaseQueuePage = Closed<FromSchema<typeof caseQueuePageSchema>>;

/** The JSON Schema of an assignee, for the case page's answer. */
export const assigneeJsonSchema = assigneeSchema;
