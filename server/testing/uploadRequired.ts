import type { FastifyInstance } from "fastify";
import { FILES } from "./scenarioAnswers.ts";

/**
 * Uploads, as the user with `token`, a file for every required document of the draft `tempId`
 * that has none yet, and for the first member of each group of which one must be given (a vessel's
 * proof of ownership): a PDF where the document accepts PDF but not PNG, a PNG otherwise. Throws
 * when an upload is refused.
 */
export async function uploadRequired(app: FastifyInstance, token: string, appType: string, tempId: string): Promise<void> {
  const listed = (await app.inject({ method: "GET", url: `/api/documents/all-documents/${appType}/${tempId}`, headers: { authorization: token } })).json().data as { documents: Array<{ key: string; accept: string[]; required: boolean; uploaded: boolean; group?: string }>; groups?: Array<{ key: string }> };
  const groupsToMeet = new Set((listed.groups ?? []).map((g) => g.key));
  for (const need of listed.documents) {
    const meetsGroup = need.group !== undefined && groupsToMeet.delete(need.group);
    if ((!need.required && !meetsGroup) || need.uploaded) continue;
    const pdf = need.accept.includes(".pdf") && !need.accept.includes(".png");
    const document = { name: pdf ? `${need.key}.pdf` : `${need.key}.png`, contentType: pdf ? "application/pdf" : "image/png", content: (pdf ? FILES.pdf : FILES.png).toString("base64"), supporting_document_id: need.key, documentType: "SUPPORTING_DOCUMENTS" };
    const uploaded = await app.inject({ method: "POST", url: "/api/documents/upload", payload: { temp_trans_id: tempId, document }, headers: { authorization: token } });
    if (uploaded.statusCode !== 200) throw new Error(`upload of ${need.key} refused: ${uploaded.body}`);
  }
}
