import type { FastifyInstance } from "fastify";
import { errorResponses, ok, okSchema } from "../../../schemas/envelope.ts";
import { HttpError } from "../../../services/HttpError.ts";
import { notificationsOf, notificationViewSchema } from "../../../services/notifications/notificationsOf.ts";
import { respondToCorrection } from "../../../services/respondToCorrection.ts";
import { deleteDraft } from "../../../services/deleteDraft.ts";
import { draftsDescribed } from "../../../services/draftsDescribed.ts";
import { storeChanges } from "../../../services/pendingChanges.ts";
import { resumeDraft } from "../../../services/resumeDraft.ts";
import { createTemp, NOT_FOUND, ownedTransaction, transactionView, type TransactionRow } from "../../../services/transactions.ts";

const transaction = { type: "object", additionalProperties: true };
/** A resumed draft: a transaction with the revision a phone's later saves are made against (decision 0064). */
const draft = { ...transaction, properties: { draft_revision: { type: "integer" } } };
const tempIdParams = { type: "object", required: ["tempId"], properties: { tempId: { type: "string", maxLength: 64 } } };

/** Transactions of the signed-in entity, temporary ids, and the public status check. */
export default async function transactions(app: FastifyInstance) {
  app.post<{ Body: { app_type: string; temp_trans_id?: string } }>(
    "/temp",
    {
      preHandler: app.identify,
      schema: {
        tags: ["transactions"],
        summary: "Create a temporary transaction id to start an application of a type; an optional temp_trans_id made on the device (a UUID) is used instead, and sending it again answers the same application (issue 27) and its draft_revision (decision 0064)",
        body: { type: "object", required: ["app_type"], properties: { app_type: { type: "string", maxLength: 80 }, temp_trans_id: { type: "string", pattern: "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$" } } },
        response: { 200: okSchema({ type: "object", properties: { temp_trans_id: { type: "string" }, definition_version: { type: "string" }, draft_revision: { type: "integer" } } }), ...errorResponses },
      },
    },
    async (request) => {
      const compiled = app.definitions.get(request.body.app_type);
      if (!compiled) throw new HttpError(404, `Unknown application type ${request.body.app_type}`);
      if (compiled.definition.requiresLogin && !request.identity) throw new HttpError(401, "Your session has expired or you are not logged in. Please log in again.");
      const { tempId, draftRevision } = await createTemp(app.knex, compiled, request.identity, request.body.temp_trans_id?.toLowerCase());
      return ok({ temp_trans_id: tempId, definition_version: compiled.definition.version, draft_revision: draftRevision });
    },
  );

  app.get(
    "/",
    {
      preHandler: app.authenticate,
      schema: { tags: ["transactions"], summary: "The signed-in entity's transactions, drafts included; each draft with draft_progress: its first choices and the step it resumes at", response: { 200: okSchema({ type: "object", properties: { transactions: { type: "array", items: transaction } } }), ...errorResponses } },
    },
    async (request) => {
      const identity = request.identity as NonNullable<typeof request.identity>;
      const rows = (await app.knex("transactions")
        .where((q) => (identity.entityId ? q.where({ entity_id: identity.entityId }) : q.where({ created_by: identity.userId, entity_id: null })))
        .orderBy("updated_at", "desc")) as TransactionRow[];
      return ok({ transactions: await draftsDescribed(app, identity, rows.map(transactionView)) });
    },
  );

  app.get<{ Querystring: { transaction_id?: number } }>(
    "/notifications",
    {
      preHandler: app.authenticate,
      schema: {
        tags: ["transactions"],
        summary: "What the applicant was told of each decision (decision 0038), newest first: the signed-in entity's, or one transaction's (someone else's answers 404)",
        querystring: { type: "object", additionalProperties: false, properties: { transaction_id: { type: "integer", minimum: 1 } } },
        response: { 200: okSchema({ type: "object", required: ["notifications"], properties: { notifications: { type: "array", items: notificationViewSchema } } }), ...errorResponses },
      },
    },
    async (request) => ok({ notifications: await notificationsOf(app.knex, request.identity as NonNullable<typeof request.identity>, request.query.transaction_id) }),
  );

  app.get<{ Params: { id: number } }>(
    "/:id",
    { preHandler: app.authenticate, schema: { tags: ["transactions"], summary: "One transaction of the signed-in entity (someone else's id answers 404)", params: { type: "object", required: ["id"], properties: { id: { type: "integer", minimum: 1 } } }, response: { 200: okSchema({ type: "object", properties: { transaction } }), ...errorResponses } } },
    async (request) => ok({ transaction: transactionView(await ownedTransaction(app.knex, { id: request.params.id }, request.identity)) }),
  );

  app.get<{ Params: { tempId: string } }>(
    "/draft/:tempId",
    {
      preHandler: app.authenticate,
      schema: {
        tags: ["transactions"],
        summary: "Resume a draft by its temporary id; a draft written under an earlier version of its definition is moved to the one in force and carries version_changes, what changed, until they are seen (decision 0041); draft_revision is the revision a save replayed from a phone names (decision 0064)",
        params: tempIdParams,
        response: { 200: okSchema({ type: "object", properties: { transaction: draft } }), ...errorResponses },
      },
    },
    async (request) => ok({ transaction: await resumeDraft(app, request.identity, request.params.tempId) }),
  );

  app.post<{ Params: { tempId: string } }>(
    "/draft/:tempId/changes-seen",
    {
      preHandler: app.authenticate,
      schema: {
        tags: ["transactions"],
        summary: "The applicant has seen what changed since they started (decision 0041): version_changes is cleared (someone else's draft answers 404)",
        params: tempIdParams,
        response: { 200: okSchema({ type: "object", properties: { msg: { type: "string" } } }), ...errorResponses },
      },
    },
    async (request) => {
      const identity = request.identity as NonNullable<typeof request.identity>;
      const row = await ownedTransaction(app.knex, { temp_trans_id: request.params.tempId }, identity);
      // Only the applicant sees the notice for themselves: staff opening a draft do not clear it (as deleteDraft).
      const mine = (row.entity_id !== null && row.entity_id === identity.entityId) || (row.entity_id === null && row.created_by === identity.userId);
      if (!mine) throw new HttpError(404, NOT_FOUND);
      await storeChanges(app.knex, row.id, null);
      return ok({ msg: "Noted" });
    },
  );

  app.delete<{ Params: { tempId: string } }>(
    "/draft/:tempId",
    {
      preHandler: app.authenticate,
      schema: {
        tags: ["transactions"],
        summary: "Delete one of your own drafts with its uploaded documents (someone else's answers 404; a submitted or paid application 409)",
        params: { type: "object", required: ["tempId"], properties: { tempId: { type: "string", maxLength: 64 } } },
        response: { 200: okSchema({ type: "object", properties: { msg: { type: "string" } } }), ...errorResponses },
      },
    },
    async (request) => {
      await deleteDraft(app.knex, request.params.tempId, request.identity as NonNullable<typeof request.identity>);
      return ok({ msg: "Draft deleted" });
    },
  );

  app.get<{ Params: { transNumber: string } }>(
    "/status/:transNumber",
    {
      schema: {
        tags: ["transactions"],
        summary: "Public status check by transaction number (no login)",
        params: { type: "object", required: ["transNumber"], properties: { transNumber: { type: "string", maxLength: 40 } } },
        response: { 200: okSchema({ type: "object", properties: { msg: { type: "string" }, transaction: { type: "object", properties: { id: { type: "integer" }, transaction_number: { type: "string" }, app_type: { type: "string" }, status: { type: "string" }, submitted_on: { type: "string" } } } } }), ...errorResponses },
      },
    },
    async (request) => {
      const row = (await app.knex("transactions").where({ trans_number: request.params.transNumber.trim() }).first()) as TransactionRow | undefined;
      if (!row) throw new HttpError(404, "Transaction Number Not Found");
      return ok({ msg: "Transaction found", transaction: { id: row.id, transaction_number: row.trans_number ?? "", app_type: row.app_type, status: row.status, submitted_on: String(row.submitted_on ?? "") } });
    },
  );

  app.post<{ Params: { id: number }; Body: { comment?: string } }>(
    "/:id/correction-response",
    {
      preHandler: app.authenticate,
      schema: { tags: ["transactions"], summary: "Respond to a correction request with a comment (documents: upload as CORRECTION_SUPPORTING_DOCUMENTS)", params: { type: "object", required: ["id"], properties: { id: { type: "integer", minimum: 1 } } }, body: { type: "object", properties: { comment: { type: "string", maxLength: 4000 } } }, response: { 200: okSchema({ type: "object", properties: { msg: { type: "string" } } }), ...errorResponses } },
    },
    async (request) => {
      await respondToCorrection(app.knex, request.params.id, request.identity, request.body?.comment);
      return ok({ msg: "Your response has been sent to the NFA" });
    },
  );
}
