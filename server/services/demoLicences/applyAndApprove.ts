import type { FastifyInstance } from "fastify";
import type { CompiledDefinition } from "../../../engine/definition/compileDefinition.ts";
import { evaluateApplication } from "../../../engine/evaluateApplication.ts";
import { bindProfile } from "../../../engine/profile/bindProfile.ts";
import { withVerifiedProfile } from "../../../engine/profile/profileFields.ts";
import type { EngineContext } from "../../../engine/types.ts";
import { licencesForTypes } from "../applicantContext.ts";
import { checkUpload } from "../checkUpload.ts";
import { databaseDocumentStore } from "../documentStore.ts";
import { initiatePayment } from "../initiatePayment.ts";
import type { Identity } from "../login.ts";
import { confirmPayment, moveCase } from "../moveCase.ts";
import { profileOf } from "../profileOf.ts";
import { submitApplication } from "../submitApplication.ts";
import { createTemp } from "../transactions.ts";

/** One application the demo loader walks through (decision 0072). */
export interface DemoApplication {
  compiled: CompiledDefinition;
  /** The answers as a client sends them: the holder's verified details are taken from their profile. */
  answers: Record<string, unknown>;
  /** The day it is applied for, paid and approved on. */
  day: string;
  paymentMethod: string;
  receipt: string;
}

/** Files whose magic bytes are real, one for each kind a document may accept. */
const FILES = [
  { extension: ".png", content: Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64") },
  { extension: ".pdf", content: Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n") },
];

/**
 * Uploads a file for every document the answers require, and for one member of each group,
 * checked against its accept list as an upload is.
 */
async function uploadRequired(app: FastifyInstance, holder: Identity, tempId: string, application: DemoApplication, context: EngineContext): Promise<void> {
  const { documents, groups } = evaluateApplication(application.compiled, application.answers, context);
  const grouped = new Set(groups.map((g) => g.members[0]));
  const store = databaseDocumentStore(app.knex);
  for (const need of documents.filter((d) => d.required || grouped.has(d.key))) {
    const file = FILES.find((f) => need.accept.includes(f.extension));
    if (!file) throw new Error(`no demo file for the document ${need.key} (${need.accept.join(", ")})`);
    const name = `${need.key}${file.extension}`;
    const contentType = await checkUpload(name, file.content, need.accept);
    await store.put({ temp_trans_id: tempId, supporting_document_id: need.key, document_type: "SUPPORTING_DOCUMENTS", file_name: name, content_type: contentType, size: file.content.length }, file.content, holder.userId);
  }
}

/**
 * Applies for a licence as `holder` and has `staff` approve it, through the services a real
 * application goes through, all on `application.day`: a draft, its documents, a cash payment, the
 * submit the server judges, the payment confirmed with its receipt and the approval that issues
 * the certificate (with its status-list index, licence event and, for a vessel, its register row).
 * Answers the certificate's id; throws with the server's words when a step is refused.
 */
export async function applyAndApprove(app: FastifyInstance, holder: Identity, staff: Identity, application: DemoApplication): Promise<number> {
  const { compiled, day, paymentMethod } = application;
  const type = compiled.definition.id;
  const [profile, licences] = await Promise.all([profileOf(app.knex, holder), licencesForTypes(app, [type], holder.entityId)]);
  const context = await app.definitions.context(profile, day, licences);
  const bound = bindProfile(compiled, withVerifiedProfile(compiled, application.answers, profile), profile);
  if (bound.errors.length) throw new Error(`${type}: the answers differ from the holder's profile at ${bound.errors.map((e) => e.pointer).join(", ")}`);
  const answers = { ...bound.answers, payment_details: { ...(bound.answers.payment_details as Record<string, unknown> | undefined), payment_method: paymentMethod } };
  const { tempId } = await createTemp(app.knex, compiled, holder);
  await uploadRequired(app, holder, tempId, { ...application, answers }, context);
  await initiatePayment(app, holder, tempId, { ...answers, payment_method: paymentMethod }, context);
  await submitApplication(app.knex, compiled, context, holder, tempId, answers);
  const { id } = (await app.knex("transactions").where({ temp_trans_id: tempId }).first("id")) as { id: number | string };
  await confirmPayment(app, Number(id), application.receipt, staff);
  const { certificateId } = await moveCase(app, Number(id), "Licence Approved", null, staff, null, day);
  if (certificateId === null) throw new Error(`${type} issues no certificate`);
  return certificateId;
}
