import type { FastifyInstance } from "fastify";

/**
 * Starts a draft of `appType` through the API as the user with `token`: a temporary id, then the
 * answers saved without launching the case. Throws when either call is refused, so a test set-up
 * that goes wrong fails there and not in a later assertion. Answers the temporary id.
 */
export async function startDraft(app: FastifyInstance, token: string, appType: string, answers: Record<string, unknown>): Promise<string> {
  const temp = await app.inject({ method: "POST", url: "/api/transactions/temp", payload: { app_type: appType }, headers: { authorization: token } });
  if (temp.statusCode !== 200) throw new Error(`temporary id refused: ${temp.body}`);
  const tempId = temp.json().data.temp_trans_id as string;
  await saveAnswers(app, token, appType, tempId, answers);
  return tempId;
}

/** Saves `answers` into the draft `tempId` without launching the case; throws when refused. */
export async function saveAnswers(app: FastifyInstance, token: string, appType: string, tempId: string, answers: Record<string, unknown>): Promise<void> {
  const saved = await app.inject({ method: "POST", url: `/api/applications/save-application?app_type=${appType}`, payload: { ...answers, temp_trans_id: tempId, app_type: appType, launchCase: false }, headers: { authorization: token } });
  if (saved.statusCode !== 200) throw new Error(`draft save refused: ${saved.body}`);
}
