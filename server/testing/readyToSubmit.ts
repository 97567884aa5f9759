import type { FastifyInstance } from "fastify";
import { payByCard } from "./payByCard.ts";
import { startDraft } from "./startDraft.ts";
import { uploadRequired } from "./uploadRequired.ts";

/**
 * A draft of `appType` ready to submit, made through the API as the user with `token`: a
 * temporary id, `answers` saved, every required document uploaded, the fees paid by card in the
 * sandbox (the init is sent `answers` with the card as payment method, and `amountDue` when given).
 * Throws when a step is refused. Answers the temporary id; submitting is left to the test.
 */
export async function readyToSubmit(app: FastifyInstance, token: string, appType: string, answers: Record<string, unknown>, { amountDue }: { amountDue?: number } = {}): Promise<string> {
  const tempId = await startDraft(app, token, appType, answers);
  await uploadRequired(app, token, appType, tempId);
  const payload = { ...answers, payment_method: "Credit/Debit Card", ...(amountDue === undefined ? {} : { amount_due: amountDue }) };
  const init = await app.inject({ method: "POST", url: `/api/payment/init/${tempId}`, payload, headers: { authorization: token } });
  if (init.statusCode !== 200) throw new Error(`payment init refused: ${init.body}`);
  await payByCard(app, init.json().data.RedirectData.url as string);
  return tempId;
}
