import type { FastifyInstance } from "fastify";
import { FILES } from "./scenarioAnswers.ts";

/**
 * Uploads, as the user with `token`, a file for every required document of the draft `tempId`
 * that has none yet: a PDF where the document accepts PDF but not PNG, a PNG otherwise. Throws
 * when an upload is refused.
 */
export async function uploadRequired(app: FastifyInstance, token: string, appType: string, tempId: string): Promise<void> {
  const needs = (await app.inject({ method: "GET", url: `/api/documents/all-documents/${appType}/${tempId}`, headers: { authorization: token } })).json().data.documents as Array<{ key: string; accept: string[]; required: boolean; uploaded: boolean }>;
  for (const need of needs.filter((n) => n.required && !n.uploaded)) {
    const pdf = need.accept.includes(".pdf") && !need.accept.includes(".png");
    const document = { name: pdf ? `${need.key}.pdf` : `${need.key}.png`, contentType: pdf ? "application/pdf" : "image/png", content: (pdf ? FILES.pdf : FILES.png).toString("base64"), supporting_document_id: need.key, documentType: "SUPPORTING_DOCUMENTS" };
    const uploaded = await app.inject({ method: "POST", url: "/api/documents/upload", payload: { temp_trans_id: tempId, document }, headers: { authorization: token } });
    if (uploaded.statusCode !== 200) throw new Error(`upload of ${need.key} refused: ${uploaded.body}`);
  }
}
