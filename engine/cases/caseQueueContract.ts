/**
 * The contract of staff's case queue, GET /api/admin/cases (issue 17, decision 0037): its query
 * and its rows, once, as JSON Schema for the route and as types for the renderer, so the two
 * cannot drift apart (STYLE.md habit 14).
 */

/** The columns the queue sorts by: submitted date (so age), transaction number, name, type, status. */
export const CASE_SORTS = ["submitted_on", "transaction_number", "name", "type", "status"] as const;
/** A column the queue sorts by. */
export type CaseSort = (typeof CASE_SORTS)[number];

/** The most rows one page of the queue holds. */
export const MOST_CASES_PER_PAGE = 100;

/** GET /api/admin/cases's query. */
export interface CaseQueueQuery {
  /** Part of a transaction number or of the applicant's name, any case. */
  q?: string;
  app_type?: string;
  status?: string[];
  /** Submitted at least this many whole days ago. */
  min_age_days?: number;
  /** Submitted at most this many whole days ago. */
  max_age_days?: number;
  /** A staff user's id, `me`, or `none` (not assigned). */
  assigned_to?: string;
  page?: number;
  page_size?: number;
  sort?: CaseSort;
  direction?: "asc" | "desc";
}

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

/** A staff member a case is assigned to. */
export interface Assignee {
  id: number;
  name: string;
}

/** One case of the queue. */
export interface CaseQueueRow {
  id: number;
  transaction_number: string;
  app_type: string;
  application_type: string;
  status: string;
  submitted_on: string;
  name_of_applicant: string;
  /** Whole days since submission. */
  age_days: number;
  assigned_to: Assignee | null;
  /** The latest completed or pending payment's method. */
  payment_method: string | null;
  payment_pending: boolean;
  next_statuses: string[];
}

const assigneeSchema = { type: ["object", "null"], required: ["id", "name"], properties: { id: { type: "integer" }, name: { type: "string" } } } as const;

/** JSON Schema of a CaseQueueRow. */
export const caseQueueRowSchema = {
  type: "object",
  properties: {
    id: { type: "integer" },
    transaction_number: { type: "string" },
    app_type: { type: "string" },
    application_type: { type: "string" },
    status: { type: "string" },
    submitted_on: { type: "string" },
    name_of_applicant: { type: "string" },
    age_days: { type: "integer" },
    assigned_to: assigneeSchema,
    payment_method: { type: ["string", "null"] },
    payment_pending: { type: "boolean" },
    next_statuses: { type: "array", items: { type: "string" } },
  },
} as const;

/** GET /api/admin/cases's answer: one page of cases and how many match in all. */
export interface CaseQueuePage {
  msg: string;
  total: number;
  page: number;
  page_size: number;
  cases: CaseQueueRow[];
}

/** JSON Schema of a CaseQueuePage. */
export const caseQueuePageSchema = {
  type: "object",
  properties: { msg: { type: "string" }, total: { type: "integer" }, page: { type: "integer" }, page_size: { type: "integer" }, cases: { type: "array", items: caseQueueRowSchema } },
} as const;

/** The JSON Schema of an assignee, for the case page's answer. */
export const assigneeJsonSchema = assigneeSchema;
