import type { FastifyInstance } from "fastify";
import { errorResponses, ok, okSchema } from "../../../schemas/envelope.ts";
import { emptyBody } from "../../../services/emptyBody.ts";
import { caseFileSchema } from "../../../../engine/cases/caseFileContract.ts";
import { caseQueuePageSchema, caseQueueQuerySchema, type CaseQueuePage, type CaseQueueQuery } from "../../../../engine/cases/caseQueueContract.ts";
import { assignCase } from "../../../services/assignCase.ts";
import { caseFile } from "../../../services/caseFile.ts";
import { caseQueue } from "../../../services/caseQueue.ts";
import { CASE_STATUSES, type CaseStatus } from "../../../services/caseStatus.ts";
import { confirmPayment, moveCase } from "../../../services/moveCase.ts";
import { requireRoles, STAFF_ROLES } from "../../../services/roles.ts";
import type { Identity } from "../../../services/login.ts";

const idParams = { type: "object", required: ["id"], properties: { id: { type: "integer", minimum: 1 } } };

/**
 * Case processing for staff (not shown in spec 000; docs/decisions/0007-case-processing.md, and
 * the workspace of issue 17, 0037-case-workspace.md): the queue of submitted applications, a case
 * whole, assigning it, moving it through the spec's statuses with an audit trail, and confirming
 * offline payments. The applicant sees each change in their transaction
 * list and in the public status check.
 */
export default async function adminCases(app: FastifyInstance) {
  const staffOnly = requireRoles(app, STAFF_ROLES);

  app.get<{ Querystring: CaseQueueQuery }>(
    "/cases",
    {
      preHandler: staffOnly,
      schema: {
        tags: ["admin"],
        summary: "Staff: one page of the queue of submitted applications (closed cases only when asked for by status), searched, filtered and sorted in SQL, with the total count",
        querystring: { ...caseQueueQuerySchema, properties: { ...caseQueueQuerySchema.properties, status: { type: "array", items: { enum: [...CASE_STATUSES] }, maxItems: 6 } } },
        response: { 200: okSchema(caseQueuePageSchema), ...errorResponses },
      },
    },
    async (request) => {
      const found = await caseQueue(app.knex, app.definitions, request.query, (request.identity as Identity).userId);
      return ok<CaseQueuePage>({ msg: `${found.total} case(s) in the queue`, total: found.total, page: found.page, page_size: found.pageSize, cases: found.cases });
    },
  );

  app.get<{ Params: { id: number } }>(
    "/cases/:id",
    {
      preHandler: staffOnly,
      schema: { tags: ["admin"], summary: "Staff: a case whole for its page: the case, its answers summarised, documents, payments (who confirmed, when, receipt) and the staff it may be assigned to", params: idParams, response: { 200: okSchema(caseFileSchema), ...errorResponses } },
    },
    async (request) => ok(await caseFile(app, request.params.id)),
  );

  app.post<{ Params: { id: number }; Body: { assignee: number | "me" | "none" } }>(
    "/cases/:id/assign",
    {
      preHandler: staffOnly,
      schema: {
        tags: ["admin"],
        summary: "Staff: assign a case to a member of staff (an id, or 'me'), or unassign it ('none'); recorded in its history",
        params: idParams,
        body: { type: "object", required: ["assignee"], additionalProperties: false, properties: { assignee: { anyOf: [{ type: "integer", minimum: 1, maximum: 2147483647 }, { enum: ["me", "none"] }] } } },
        response: { 200: okSchema({ type: "object", properties: { msg: { type: "string" }, assigned_to: { type: ["object", "null"], properties: { id: { type: "integer" }, name: { type: "string" } } } } }), ...errorResponses },
      },
    },
    async (request) => {
      const { assigned_to } = await assignCase(app, request.params.id, request.body.assignee === "none" ? null : request.body.assignee, request.identity as Identity);
      return ok({ msg: assigned_to ? `The case is assigned to ${assigned_to.name}` : "The case is no longer assigned", assigned_to });
    },
  );

  // expected_status: the status the case showed when the move was chosen (decision 0014); optional, as the spec's call has none (decision 0045).
  app.post<{ Params: { id: number }; Body: { status: CaseStatus; comment?: string; expected_status?: string } }>(
    "/cases/:id/status",
    {
      preHandler: staffOnly,
      schema: {
        tags: ["admin"],
        summary: "Staff: move a case to a status, from expected_status when sent (the status shown; a stale one is refused with 409); 'Returned For Correction' needs a comment; 'Licence Approved' issues the certificate",
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
