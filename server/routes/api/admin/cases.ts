import type { FastifyInstance } from "fastify";
import { errorResponses, ok, okSchema } from "../../../schemas/envelope.ts";
import { emptyBody } from "../../../services/emptyBody.ts";
import { CASE_STATUSES, nextStatuses, type CaseStatus } from "../../../services/caseStatus.ts";
import { confirmPayment, moveCase } from "../../../services/moveCase.ts";
import { requireRoles, STAFF_ROLES } from "../../../services/roles.ts";
import { reportRowSchema, searchTransactions } from "../../../services/searchTransactions.ts";
import type { Identity } from "../../../services/login.ts";

const idParams = { type: "object", required: ["id"], properties: { id: { type: "integer", minimum: 1 } } };
const caseRow = { type: "object", properties: { ...reportRowSchema.properties, payment_pending: { type: "boolean" }, next_statuses: { type: "array", items: { type: "string" } } } };

/**
 * Case processing for staff (not shown in spec 000; docs/decisions/0007-case-processing.md): the
 * queue of submitted applications, moving a case through the spec's statuses with an audit
 * trail, and confirming offline payments. The applicant sees each change in their transaction
 * list and in the public status check.
 */
export default async function adminCases(app: FastifyInstance) {
  const staffOnly = requireRoles(app, STAFF_ROLES);

  app.get<{ Querystring: { status?: string[]; app_type?: string } }>(
    "/cases",
    {
      preHandler: staffOnly,
      schema: {
        tags: ["admin"],
        summary: "Staff: the queue of submitted applications, oldest first (closed cases only when asked for by status)",
        querystring: { type: "object", additionalProperties: false, properties: { status: { type: "array", items: { enum: [...CASE_STATUSES] }, maxItems: 6 }, app_type: { type: "string", maxLength: 80 } } },
        response: { 200: okSchema({ type: "object", properties: { msg: { type: "string" }, cases: { type: "array", items: caseRow } } }), ...errorResponses },
      },
    },
    async (request) => {
      const statuses = request.query.status?.length ? request.query.status : CASE_STATUSES.filter((s) => s !== "Case Closed");
      const rows = (await searchTransactions(app.knex, app.definitions, { status: statuses, app_type: request.query.app_type })).reverse();
      const pending = new Set(await app.knex("payments as p").join("transactions as t", "t.temp_trans_id", "p.temp_trans_id").where("p.status", "pending").whereNotNull("t.trans_number").pluck("t.id"));
      const cases = rows.map((r) => ({ ...r, payment_pending: pending.has(r.id), next_statuses: [...nextStatuses(r.status)] }));
      return ok({ msg: `${cases.length} case(s) in the queue`, cases });
    },
  );

  // expected_status: the status the case showed when the move was chosen (decision 0014); required by moveCase.
  app.post<{ Params: { id: number }; Body: { status: CaseStatus; comment?: string; expected_status?: string } }>(
    "/cases/:id/status",
    {
      preHandler: staffOnly,
      schema: {
        tags: ["admin"],
        summary: "Staff: move a case from expected_status (the status shown; a stale one is refused with 409) to a status; 'Returned For Correction' needs a comment; 'Licence Approved' issues the certificate",
        params: idParams,
        body: { type: "object", required: ["status"], additionalProperties: false, properties: { status: { enum: CASE_STATUSES.filter((s) => s !== "Application Received by the NFA") }, comment: { type: "string", maxLength: 4000 }, expected_status: { type: "string", maxLength: 80 } } },
        response: { 200: okSchema({ type: "object", properties: { msg: { type: "string" }, status: { type: "string" }, certificate_id: { type: ["integer", "null"] } } }), ...errorResponses },
      },
    },
    async (request) => {
      const moved = await moveCase(app, request.params.id, request.body.status, request.body.comment?.trim() || null, request.identity as Identity, request.body.expected_status ?? null);
      return ok({ msg: `The case is now '${moved.status}'`, status: moved.status, certificate_id: moved.certificateId });
    },
  );

  app.post<{ Params: { id: number }; Body: { receipt_number?: string; expected_status?: string } }>(
    "/cases/:id/confirm-payment",
    {
      preHandler: staffOnly,
      preValidation: emptyBody,
      schema: {
        tags: ["admin"],
        summary: "Staff: confirm the pending offline payment (cash, cheque, transfer, direct debit) of a case; it becomes 'Payment Approved' where allowed",
        params: idParams,
        body: { type: "object", additionalProperties: false, properties: { receipt_number: { type: "string", maxLength: 60 }, expected_status: { type: "string", maxLength: 80 } } },
        response: { 200: okSchema({ type: "object", properties: { msg: { type: "string" }, status: { type: "string" }, confirmed: { type: "integer" } } }), ...errorResponses },
      },
    },
    async (request) => {
      const result = await confirmPayment(app, request.params.id, request.body?.receipt_number?.trim() || null, request.identity as Identity, request.body?.expected_status ?? null);
      return ok({ msg: "Payment confirmed", ...result });
    },
  );
}
