import type { FastifyInstance } from "fastify";
import { completeScenario, FILES } from "./scenarioAnswers.ts";

/** What a submitted test application is known by. */
export interface Submitted {
  id: number;
  tempId: string;
  transNumber: string;
  appType: string;
  answers: Record<string, unknown>;
}

/**
 * Submits an application of the type with `slug` through the API only, as the applicant with
 * `token`: its first complete scenario's answers, every required document, then a sandbox card
 * payment or a cash payment left pending for staff to confirm (see applications/lifecycle.test.ts).
 */
export async function submitBySlug(app: FastifyInstance, token: string, slug: string, payWith: "card" | "cash" = "card"): Promise<Submitted> {
  const call = (method: "GET" | "POST", url: string, payload?: object) => app.inject({ method, url, ...(payload ? { payload } : {}), headers: { authorization: token } });
  const definitions = (await app.inject({ method: "GET", url: "/api/definitions" })).json().data.definitions as Array<{ id: string; slug: string }>;
  const appType = definitions.find((d) => d.slug === slug)?.id as string;
  const scenario = completeScenario(appType);
  const fees = scenario.expect.fees?.total as number;
  const method = payWith === "card" ? "Credit/Debit Card" : "Cash at NFA Office";
  const answers = { ...scenario.answers, payment_details: { ...(scenario.answers.payment_details as object), payment_method: method, amount_due: fees } };
  const tempId = (await call("POST", "/api/transactions/temp", { app_type: appType })).json().data.temp_trans_id as string;
  const save = (launchCase: boolean) => call("POST", `/api/applications/save-application?app_type=${appType}`, { ...answers, temp_trans_id: tempId, app_type: appType, launchCase });
  await save(false);
  const needs = (await call("GET", `/api/documents/all-documents/${appType}/${tempId}`)).json().data.documents as Array<{ key: string; accept: string[]; required: boolean }>;
  for (const need of needs.filter((n) => n.required)) {
    const pdf = need.accept.includes(".pdf") && !need.accept.includes(".png");
    await call("POST", "/api/documents/upload", { temp_trans_id: tempId, document: { name: pdf ? `${need.key}.pdf` : `${need.key}.png`, contentType: pdf ? "application/pdf" : "image/png", content: (pdf ? FILES.pdf : FILES.png).toString("base64"), supporting_document_id: need.key, documentType: "SUPPORTING_DOCUMENTS" } });
  }
  const init = await call("POST", `/api/payment/init/${tempId}`, { ...answers, payment_method: method, amount_due: fees });
  if (payWith === "card") {
    const url = init.json().data.RedirectData.url as string;
    await app.inject({ method: "POST", url, payload: "card_name=Marcia+Campbell&card_number=4111+1111+1111+1111&expiry=12%2F39&cvv=123", headers: { "content-type": "application/x-www-form-urlencoded" } });
  }
  const submitted = await save(true);
  if (submitted.statusCode !== 200) throw new Error(`submit failed: ${submitted.body}`);
  const transNumber = submitted.json().data.transNumber as string;
  const id = (await call("GET", `/api/transactions/draft/${tempId}`)).json().data.transaction.id as number;
  return { id, tempId, transNumber, appType, answers };
}
