import type { FastifyInstance } from "fastify";
import type { Scenario } from "../../engine/scenarios/Scenario.ts";
import { payByCard } from "./payByCard.ts";
import { completeScenario } from "./scenarioAnswers.ts";
import { saveAnswers, startDraft } from "./startDraft.ts";
import { uploadRequired } from "./uploadRequired.ts";

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
  const definitions = (await app.inject({ method: "GET", url: "/api/definitions" })).json().data.definitions as Array<{ id: string; slug: string }>;
  const appType = definitions.find((d) => d.slug === slug)?.id as string;
  return submitScenario(app, token, appType, completeScenario(appType), payWith);
}

/** Submits `scenario`'s answers of `appType` through the API as submitBySlug does. */
export async function submitScenario(app: FastifyInstance, token: string, appType: string, scenario: Scenario, payWith: "card" | "cash" = "card"): Promise<Submitted> {
  return submitInto(app, token, appType, await startDraft(app, token, appType, {}), scenario, payWith);
}

/** Submits `scenario`'s answers into the draft `tempId` (a renewal started from a licence, say), as submitScenario does. */
export async function submitInto(app: FastifyInstance, token: string, appType: string, tempId: string, scenario: Scenario, payWith: "card" | "cash" = "card"): Promise<Submitted> {
  const call = (method: "GET" | "POST", url: string, payload?: object) => app.inject({ method, url, ...(payload ? { payload } : {}), headers: { authorization: token } });
  const fees = scenario.expect.fees?.total as number;
  const method = payWith === "card" ? "Credit/Debit Card" : "Cash at NFA Office";
  const answers = { ...scenario.answers, payment_details: { ...(scenario.answers.payment_details as object), payment_method: method, amount_due: fees } };
  await saveAnswers(app, token, appType, tempId, answers);
  await uploadRequired(app, token, appType, tempId);
  const init = await call("POST", `/api/payment/init/${tempId}`, { ...answers, payment_method: method, amount_due: fees });
  if (init.statusCode !== 200) throw new Error(`payment refused: ${init.body}`);
  if (payWith === "card") await payByCard(app, init.json().data.RedirectData.url as string);
  const submitted = await call("POST", `/api/applications/save-application?app_type=${appType}`, { ...answers, temp_trans_id: tempId, app_type: appType, launchCase: true });
  if (submitted.statusCode !== 200) throw new Error(`submit failed: ${submitted.body}`);
  const transNumber = submitted.json().data.transNumber as string;
  const id = (await call("GET", `/api/transactions/draft/${tempId}`)).json().data.transaction.id as number;
  return { id, tempId, transNumber, appType, answers };
}
