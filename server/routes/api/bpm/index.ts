import type { FastifyInstance } from "fastify";
import { caseEventsAnswerSchema, type CaseEventsAnswer } from "../../../../engine/api/caseEventContract.ts";
import type { Config } from "../../../config.ts";
import { errorResponses, ok, okSchema } from "../../../schemas/envelope.ts";
import { emptyBody } from "../../../services/emptyBody.ts";
import { caseEvents } from "../../../services/caseEvents.ts";
import { withDaysLeft } from "../../../services/licenceReminders.ts";
import { renewalsOf } from "../../../services/renewalsOf.ts";
import { certificateSchema, certificateView, listCertificates, type CertificateFilters, type CertificateRow } from "../../../services/certificates.ts";
import { entityAccess } from "../../../services/entityAccess.ts";
import { HttpError } from "../../../services/HttpError.ts";
import type { Identity } from "../../../services/login.ts";
import { renderCertificatePdf, type CertificateKind } from "../../../services/renderCertificatePdf.ts";
import { respondToCorrection } from "../../../services/respondToCorrection.ts";
import { signedStatement } from "../../../services/signedStatement.ts";
import { variationsOfLicence } from "../../../services/variations/variationViews.ts";
import { isStaff, requireRoles, STAFF_ROLES } from "../../../services/roles.ts";
import { ownedTransaction } from "../../../services/transactions.ts";

const searchForm = { type: "object", additionalProperties: false, properties: { app_type: { type: "string", maxLength: 80 }, start_date: { type: "string", format: "date" }, end_date: { type: "string", format: "date" }, transaction_number: { type: "string", maxLength: 40 } } };
const certificates = okSchema({ type: "array", items: certificateSchema });
const idParams = { type: "object", required: ["id"], properties: { id: { type: "integer", minimum: 1 } } };
/** The photo the ID card shows: the spec's document key for the applicant's current picture. */
const PHOTO_KEY = "current_picture_of_applicant";
const NO_CERTIFICATE = "Certificate not found";

/**
 * Issued certificates and case calls (spec 000 §7 paths /bpm/issued-certificates,
 * /bpm/all-issued-certificates, /bpm/case/documents, /bpm/revert-general-correction/).
 */
export default async function bpm(app: FastifyInstance, opts: { config: Pick<Config, "publicUrl"> }) {
  // The holder's own list says how long each licence has left (decision 0055), whether it is
  // suspended (decision 0071), where its renewal stands and whether Renew is offered: not while
  // suspended, nor once a renewal is with the NFA or issued (decision 0070).
  const mine = async (identity: Identity, query: CertificateFilters) => {
    if (!identity.entityId) return [];
    const today = app.definitions.today();
    const listed = withDaysLeft(await listCertificates(app.knex, { ...query, entity_id: identity.entityId }, today), today);
    const renewals = await renewalsOf(app.knex, listed.map((c) => c.id));
    return listed.map((c) => {
      const renewal = renewals.get(c.id);
      const renewable = !c.revoked_at && !c.suspension && Boolean(app.definitions.get(c.app_type)?.definition.renewal) && (!renewal || renewal.state === "draft");
      return { ...c, renewable, ...(renewal ? { renewal } : {}) };
    });
  };

  app.get(
    "/issued-certificates",
    { preHandler: app.authenticate, schema: { tags: ["bpm"], summary: "The signed-in entity's issued licences, permits and ID cards (an array)", response: { 200: certificates, ...errorResponses } } },
    async (request) => ok(await mine(request.identity as Identity, {})),
  );

  app.post<{ Body: CertificateFilters }>(
    "/issued-certificates",
    { preHandler: app.authenticate, preValidation: emptyBody, schema: { tags: ["bpm"], summary: "The signed-in entity's issued certificates matching the search form", body: searchForm, response: { 200: certificates, ...errorResponses } } },
    async (request) => ok(await mine(request.identity as Identity, request.body ?? {})),
  );

  app.get<{ Querystring: CertificateFilters }>(
    "/all-issued-certificates",
    { preHandler: requireRoles(app, STAFF_ROLES), schema: { tags: ["bpm"], summary: "Staff: every issued certificate matching the filters (an array)", querystring: searchForm, response: { 200: certificates, ...errorResponses } } },
    async (request) => ok(await listCertificates(app.knex, request.query, app.definitions.today())),
  );

  app.post<{ Params: { transactionId: string }; Body: { certificate_type: CertificateKind; case_type?: string } }>(
    "/case/documents/:transactionId",
    {
      preHandler: app.authenticate,
      schema: {
        tags: ["bpm"],
        summary: "Preview/Download Licence or ID Card as a PDF (the holder, their officers, staff); {transactionId} is FLIS_TransactionId",
        params: { type: "object", required: ["transactionId"], properties: { transactionId: { type: "string", maxLength: 40 } } },
        body: { type: "object", required: ["certificate_type"], properties: { certificate_type: { enum: ["licence", "card"] }, case_type: { type: "string", maxLength: 100 } } },
        response: { 200: { description: "application/pdf", type: "string", format: "binary" }, ...errorResponses },
      },
    },
    async (request, reply) => {
      const identity = request.identity as Identity;
      const row = (await app.knex("issued_certificates").where({ trans_number: request.params.transactionId.trim() }).first()) as CertificateRow | undefined;
      if (!row || (request.body.case_type && request.body.case_type !== row.case_type)) throw new HttpError(404, NO_CERTIFICATE);
      if (!isStaff(identity)) {
        if (row.entity_id === null) throw new HttpError(404, NO_CERTIFICATE);
        await entityAccess(app.knex, identity, row.entity_id).catch(() => {
          throw new HttpError(404, NO_CERTIFICATE);
        });
      }
      const certificate = certificateView(row);
      const kind = request.body.certificate_type;
      if (kind === "card" && !certificate.has_id_card) throw new HttpError(404, "No ID card was issued with this licence");
      const photo = kind === "card" ? await applicantPhoto(app, row.transaction_id) : null;
      // The statement printed is the one of the version that judged the application (decision 0041).
      const judged = (await app.knex("transactions").where({ id: row.transaction_id }).first("definition_version")) as { definition_version: string } | undefined;
      const compiled = (judged && app.definitions.version(row.app_type, judged.definition_version)) ?? app.definitions.get(row.app_type);
      const variations = kind === "licence" ? (await variationsOfLicence(app.knex, Number(row.id))).reverse() : [];
      const pdf = await renderCertificatePdf(kind, certificate, photo, { publicUrl: opts.config.publicUrl, policy: compiled?.definition.certificate, statement: kind === "licence" ? signedStatement(app.credentials, row) : null, variations });
      const name = `${kind === "card" ? "id-card" : "licence"}-${certificate.propertiesMap.FLIS_TransactionId}.pdf`;
      return reply.type("application/pdf").header("content-disposition", `inline; filename="${name}"`).send(pdf);
    },
  );

  app.get<{ Params: { id: number } }>(
    "/case/:id/events",
    { preHandler: app.authenticate, schema: { tags: ["bpm"], summary: "The audit trail of one of the entity's transactions (status changes with staff comments, the applicant's replies)", params: idParams, response: { 200: okSchema(caseEventsAnswerSchema), ...errorResponses } } },
    async (request) => {
      const row = await ownedTransaction(app.knex, { id: request.params.id }, request.identity);
      return ok<CaseEventsAnswer>({ status: row.status, events: await caseEvents(app.knex, row.id, isStaff(request.identity)) });
    },
  );

  app.post<{ Params: { id: number }; Body: { comment?: string } }>(
    "/revert-general-correction/:id",
    {
      preHandler: app.authenticate,
      preValidation: emptyBody,
      schema: { tags: ["bpm"], summary: "Respond to a correction request: {id} is the case folder (transaction) id; comment mandatory; documents go up as CORRECTION_SUPPORTING_DOCUMENTS", params: idParams, body: { type: "object", properties: { comment: { type: "string", maxLength: 4000 } } }, response: { 200: okSchema({ type: "object", properties: { msg: { type: "string" } } }), ...errorResponses } },
    },
    async (request) => {
      await respondToCorrection(app.knex, request.params.id, request.identity, request.body?.comment);
      return ok({ msg: "Your response has been sent to the NFA" });
    },
  );
}

/** The applicant's uploaded picture for the ID card, when it is an image pdfkit can draw. */
async function applicantPhoto(app: FastifyInstance, transactionId: number): Promise<Buffer | null> {
  const tx = await app.knex("transactions").where({ id: transactionId }).first();
  if (!tx) return null;
  const doc = await app.knex("documents").where({ temp_trans_id: tx.temp_trans_id, supporting_document_id: PHOTO_KEY }).whereIn("content_type", ["image/png", "image/jpeg"]).orderBy("id", "desc").first();
  return doc ? Buffer.from(doc.content) : null;
}
