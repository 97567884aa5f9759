import type { FastifyInstance, FastifyRequest } from "fastify";
import { bindProfile, PROFILE_MISMATCH } from "../../../../engine/profile/bindProfile.ts";
import type { Config } from "../../../config.ts";
import { errorResponses, ok, okSchema, versionChangesSchema } from "../../../schemas/envelope.ts";
import { splitBody } from "../../../services/applicationAnswers.ts";
import { draftJudging, mergedChanges } from "../../../services/draftVersion.ts";
import { pendingChanges, resumeStep, RULES_CHANGED, storeChanges, tellChanges, unseenChanges } from "../../../services/pendingChanges.ts";
import { recordShadow } from "../../../services/recordShadow.ts";
import { HttpError } from "../../../services/HttpError.ts";
import { licencesForTypes } from "../../../services/applicantContext.ts";
import { profileOf } from "../../../services/profileOf.ts";
import { renderSubmissionPdf } from "../../../services/renderSubmissionPdf.ts";
import { submissionView } from "../../../services/submissionView.ts";
import { submittedTransaction } from "../../../services/submittedTransaction.ts";
import { saveDraft } from "../../../services/saveDraft.ts";
import { staleDraft } from "../../../services/staleDraft.ts";
import { submitApplication } from "../../../services/submitApplication.ts";
import { ownedTransactionHead, transactionHead } from "../../../services/transactions.ts";

const fieldErrors = { type: "array", items: { type: "object", required: ["pointer", "message"], properties: { pointer: { type: "string" }, message: { type: "string" } } } };

/**
 * Save a draft or submit (spec 000 §7 'Save draft / submit application'): the body is the whole
 * form data map plus temp_trans_id, app_type and launchCase. Login is required unless the type's
 * definition says otherwise (the notice of violation).
 */
export default async function applications(app: FastifyInstance, opts: { config: Pick<Config, "submissionPdfsPerMinute"> }) {
  app.post<{ Querystring: { app_type: string }; Body: Record<string, unknown> & { temp_trans_id: string; launchCase?: boolean } }>(
    "/save-application",
    {
      preHandler: app.identify,
      schema: {
        tags: ["applications"],
        summary: "Save a draft (launchCase false) or submit (launchCase true); the server judges with the engine",
        querystring: { type: "object", required: ["app_type"], properties: { app_type: { type: "string", maxLength: 80 } } },
        body: {
          type: "object",
          required: ["temp_trans_id"],
          // based_on_revision: the draft revision a phone's replay was made against (decision 0064); null or left out: none, as the spec's client sends.
          properties: { temp_trans_id: { type: "string", minLength: 1, maxLength: 64 }, launchCase: { type: "boolean" }, definition_version: { type: "string", maxLength: 20 }, based_on_revision: { type: ["integer", "null"], minimum: 0, maximum: 2147483647 } },
          additionalProperties: true,
        },
        response: {
          200: okSchema({ type: "object", properties: { msg: { type: "string" }, transNumber: { type: "string" }, current: { type: ["string", "null"] }, errors: fieldErrors, definition_version: { type: "string" }, version_changes: versionChangesSchema, draft_revision: { type: "integer" } } }),
          ...errorResponses,
        },
      },
    },
    async (request: FastifyRequest<{ Querystring: { app_type: string }; Body: Record<string, unknown> & { temp_trans_id: string; launchCase?: boolean } }>) => {
      const inForce = app.definitions.get(request.query.app_type);
      if (!inForce) throw new HttpError(404, `Unknown application type ${request.query.app_type}`);
      if (inForce.definition.requiresLogin && !request.identity) throw new HttpError(401, "Your session has expired or you are not logged in. Please log in again.");
      // The transaction is read beside the profile, not after it (docs/decisions/0025).
      const head = transactionHead(app.knex, request.body.temp_trans_id);
      // Awaited there; a refusal before it (413) must not leave its failure unhandled.
      head.catch(() => undefined);
      // The licences on file are looked up beside the profile, and only for a type with rules on them (issue 29).
      const [profile, licences] = await Promise.all([profileOf(app.knex, request.identity), licencesForTypes(app, [inForce.definition.id], request.identity?.entityId)]);
      const context = await app.definitions.context(profile, undefined, licences);
      const { answers: sent, step, version, basedOn } = splitBody(request.body);
      const row = await ownedTransactionHead(app.knex, request.body.temp_trans_id, request.identity, head);
      if (row.app_type !== inForce.definition.id) throw new HttpError(400, `This transaction is a ${row.app_type} application, not ${inForce.definition.id}`);
      // Made against a revision the draft is no longer at: refused before it is judged; every write below checks it again itself (decision 0064).
      if (basedOn !== null && row.trans_number === null && Number(row.draft_revision) !== basedOn) throw await staleDraft(app.knex, row.id);
      // Judged by the draft's own version, or moved to the one in force first (decision 0041).
      const submitting = request.body.launchCase === true;
      const judging = await draftJudging(app, row, version ?? row.definition_version, sent, context, submitting);
      const { compiled, answers, moved } = judging;
      const read = Promise.resolve(row);
      if (submitting) {
        const unseen = unseenChanges(row, moved);
        if (unseen) {
          // The moved draft is kept, and what changed is told in this answer.
          await saveDraft(app.knex, compiled, context, request.identity, request.body.temp_trans_id, answers, resumeStep(unseen, compiled, step), read, { basedOn, kept: true });
          await tellChanges(app.knex, row.id, unseen, RULES_CHANGED);
        }
        // The applicant's verified identity is the profile's, whatever was sent (docs/decisions/0015).
        const bound = bindProfile(compiled, answers, profile);
        if (bound.errors.length) {
          // A refused submit keeps what was sent as the draft, like every other refusal.
          await saveDraft(app.knex, compiled, context, request.identity, request.body.temp_trans_id, answers, step, read, { basedOn, kept: true });
          throw new HttpError(422, PROFILE_MISMATCH, bound.errors);
        }
        const { transNumber, repeated } = await submitApplication(app.knex, compiled, context, request.identity, request.body.temp_trans_id, bound.answers, read, judging.prices, basedOn);
        if (!repeated) void recordShadow(app, row.id, compiled, bound.answers, context);
        return ok({ msg: "Application submitted successfully", transNumber });
      }
      const { current, errors, revision } = await saveDraft(app.knex, compiled, context, request.identity, request.body.temp_trans_id, answers, resumeStep(moved, compiled, step), read, { basedOn });
      const shown = moved ? mergedChanges(pendingChanges(row), moved) : null;
      if (shown) await storeChanges(app.knex, row.id, shown);
      return ok({ msg: "Application saved successfully", current, errors, definition_version: compiled.definition.version, draft_revision: revision, ...(shown ? { version_changes: shown } : {}) });
    },
  );

  app.get<{ Params: { transNumber: string }; Querystring: { temp_trans_id?: string } }>(
    "/:transNumber/submission.pdf",
    {
      preHandler: app.identify,
      // Each answer is a PDF drawn anew: a few a minute per user (a visitor: per address), counted
      // after identify so an office behind one address is not one user (docs/decisions/0025).
      config: { rateLimit: { max: opts.config.submissionPdfsPerMinute, timeWindow: "1 minute", hook: "preHandler", keyGenerator: (request: FastifyRequest) => (request.identity ? `user ${request.identity.userId}` : `address ${request.ip}`) } },
      schema: {
        tags: ["applications"],
        summary: "The submitted application as a PDF, generated from its definition: answers by section, documents, fees, payment, declaration and signature (whoever may view the transaction; an application made without login: with ?temp_trans_id=)",
        params: { type: "object", required: ["transNumber"], properties: { transNumber: { type: "string", maxLength: 40 } } },
        querystring: { type: "object", properties: { temp_trans_id: { type: "string", maxLength: 64 } } },
        response: { 200: { description: "application/pdf", type: "string", format: "binary" }, ...errorResponses },
      },
    },
    async (request, reply) => {
      const row = await submittedTransaction(app.knex, request.params.transNumber, request.identity, request.query.temp_trans_id);
      const pdf = await renderSubmissionPdf(await submissionView(app, row));
      return reply.type("application/pdf").header("content-disposition", `attachment; filename="submission-${row.trans_number}.pdf"`).send(pdf);
    },
  );
}
