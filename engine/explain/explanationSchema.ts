/**
 * The JSON Schema of an Explanation (./Explanation.ts): the response schema of staff's
 * GET /api/admin/cases/{id}/explanation and what a test checks every scenario's explanation
 * against, so the type, the schema and the served JSON cannot drift apart (decision 0033).
 */
const text = (description: string) => ({ type: "string", description }) as const;
const errors = { type: "array", items: { type: "object", required: ["pointer", "message"], additionalProperties: false, properties: { pointer: { type: "string" }, message: { type: "string" } } } } as const;

const check = {
  type: "object",
  additionalProperties: false,
  required: ["at", "field", "label", "op", "seen", "holds", "rule", "answer"],
  properties: {
    at: text("where the condition leaf is in the definition (a JSON pointer)"),
    field: text("the field as written: licence_type, $today, $profile.applicant_type"),
    label: text("the field's title from the definition"),
    op: text("the operator (docs/decisions/0001-condition-language.md)"),
    value: { description: "the value the leaf compares with, as written" },
    seen: { description: "the answer seen; null when unanswered" },
    holds: { type: "boolean" },
    rule: text("what the leaf asks, in words"),
    answer: text("what the answer is, in words"),
  },
} as const;

/** The properties every explained item has, plus its own. */
function item(outcomes: readonly string[], own: Record<string, unknown>, required: string[] = []) {
  return {
    type: "object",
    additionalProperties: false,
    required: ["id", "title", "outcome", "because", "checks", ...required],
    properties: {
      id: text("the definition's id: step id, page id, document key, group key or fee line id"),
      title: text("the step or page title, document or group name, or fee label"),
      outcome: { type: "string", enum: outcomes },
      because: text("the outcome and why, in words"),
      rule: text("the condition that decides it, in words"),
      reason: text("the definition's own reason for the applicant (decision 0021)"),
      checks: { type: "array", items: check, description: "the condition leaves that decided, with the answers seen" },
      ...own,
    },
  } as const;
}

const edge = { type: "object", additionalProperties: false, required: ["from", "rule", "to"], properties: { from: { type: "string" }, rule: { type: "integer" }, to: { type: "string" } } } as const;

/** The whole explanation as JSON Schema (draft 2020-12 compatible; also what Fastify serialises with). */
export const explanationSchema = {
  type: "object",
  additionalProperties: false,
  required: ["type", "title", "today", "complete", "current", "steps", "pages", "documents", "groups", "fees"],
  properties: {
    type: text("the application type's id"),
    title: text("the application type's title"),
    today: text("the day the answers were judged on, YYYY-MM-DD"),
    complete: { type: "boolean" },
    current: { type: ["string", "null"], description: "the step or page where the walk stops" },
    steps: { type: "array", items: item(["walked", "current", "blocked", "notAsked", "notReached"], { edges: { type: "array", items: edge }, errors }, ["edges", "errors"]) },
    pages: { type: "array", items: item(["done", "current", "notReached"], { errors }, ["errors"]) },
    documents: { type: "array", items: item(["required", "optional", "notAsked"], { group: text("the key of the group it belongs to") }) },
    groups: { type: "array", items: item(["applies", "notApplies"], { members: { type: "array", items: { type: "string" } } }, ["members"]) },
    fees: {
      type: "object",
      additionalProperties: false,
      required: ["currency", "totalCents", "total", "lines"],
      properties: {
        currency: { type: "string" },
        totalCents: { type: "integer", description: "integer cents" },
        total: text("the total as the portal shows it: JMD 3,000.00"),
        lines: { type: "array", items: item(["charged", "notCharged"], { cents: { type: ["integer", "null"] }, amount: { type: ["string", "null"] } }, ["cents", "amount"]) },
      },
    },
  },
} as const;
