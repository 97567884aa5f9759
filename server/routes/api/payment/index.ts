import type { FastifyInstance } from "fastify";
import { BANK_DETAILS_SCHEMA, type BankDetails } from "../../../../engine/payment/bankDetails.ts";
import { paymentReference } from "../../../../engine/payment/paymentReference.ts";
import type { Config } from "../../../config.ts";
import { formatMoney } from "../../../../engine/fees/formatMoney.ts";
import { errorResponses, ok, okSchema } from "../../../schemas/envelope.ts";
import { HttpError } from "../../../services/HttpError.ts";
import { initiatePayment } from "../../../services/initiatePayment.ts";
import { coveredCents } from "../../../services/paymentCoverage.ts";
import { SANDBOX_CARDS } from "../../../services/paymentProvider.ts";
import { ownedTransaction, recordEvent } from "../../../services/transactions.ts";
import { cardForm, resultPage, SANDBOX_SCRIPT } from "./sandboxPage.ts";

const tempParams = { type: "object", required: ["tempTransId"], properties: { tempTransId: { type: "string", maxLength: 64 } } };
const referenceParams = { type: "object", required: ["reference"], properties: { reference: { type: "string", pattern: "^[0-9a-f]{24}$" } } };

function cardProblem(body: Record<string, string>): string | null {
  const number = (body.card_number ?? "").replace(/[\s-]/g, "");
  if (!/^\d{13,19}$/.test(number)) return "Enter the card number (13 to 19 digits)";
  const expiry = /^(\d{2})\/(\d{2})$/.exec((body.expiry ?? "").trim());
  if (!expiry || Number(expiry[1]) < 1 || Number(expiry[1]) > 12) return "Enter the expiry as MM/YY";
  const now = new Date();
  const year = 2000 + Number(expiry[2]);
  if (year < now.getUTCFullYear() || (year === now.getUTCFullYear() && Number(expiry[1]) < now.getUTCMonth() + 1)) return "The card has expired";
  if (!/^\d{3,4}$/.test((body.cvv ?? "").trim())) return "Enter the 3-digit CVV";
  if (!(body.card_name ?? "").trim()) return "Enter the name on the card";
  return null;
}

/** Payments (spec 000 §4 payment, §7 'Initiate card payment', 'Payment failure reasons') and the sandbox gateway. */
export default async function payment(app: FastifyInstance, opts: { config: Config }) {
  app.post<{ Params: { tempTransId: string }; Body: Record<string, unknown> }>(
    "/init/:tempTransId",
    {
      preHandler: app.identify,
      schema: {
        tags: ["payment"],
        summary: "Start paying what is still due (the fees of the answers less what was paid): card opens the gateway; transfer, debit and cheque need a proof of payment; cash is recorded as pending",
        params: tempParams,
        body: { type: "object", required: ["payment_method"], properties: { payment_method: { enum: ["Credit/Debit Card", "Wire/Bank Transfer", "Direct Debit", "Cheque", "Cash at NFA Office", "Cash - Field Officer"] }, amount_due: { type: "number", minimum: 0 }, payment_list: { type: "array" } }, additionalProperties: true },
        response: { 200: okSchema({ type: "object", properties: { msg: { type: "string" }, status: { type: "string" }, amount_due: { type: "number" }, amount_paid: { type: "number" }, fee_total: { type: "number" }, RedirectData: { type: "object", properties: { url: { type: "string" }, method: { type: "string" }, reference: { type: "string" } } } } }), ...errorResponses },
      },
    },
    async (request) => ok(await initiatePayment(app, request.identity, request.params.tempTransId, request.body)),
  );

  app.get<{ Params: { tempTransId: string } }>(
    "/status/:tempTransId",
    { preHandler: app.identify, schema: { tags: ["payment"], summary: "The payment state the server recorded (the browser's message is never trusted) and amount_paid, what the completed and pending payments cover", params: tempParams, response: { 200: okSchema({ type: "object", properties: { status: { type: "string" }, payment_method: { type: ["string", "null"] }, amount: { type: "number" }, amount_paid: { type: "number" } } }), ...errorResponses } } },
    async (request) => {
      await ownedTransaction(app.knex, { temp_trans_id: request.params.tempTransId }, request.identity);
      const latest = await app.knex("payments").where({ temp_trans_id: request.params.tempTransId }).orderBy("id", "desc").first();
      const paid = await coveredCents(app.knex, request.params.tempTransId);
      return ok({ status: latest?.status ?? "none", payment_method: latest?.payment_method ?? null, amount: latest ? Number(latest.amount_cents) / 100 : 0, amount_paid: paid / 100 });
    },
  );

  app.get<{ Params: { tempTransId: string } }>(
    "/bank-details/:tempTransId",
    { preHandler: app.identify, schema: { tags: ["payment"], summary: "Where to pay by transfer, direct debit or cheque (spec 000 §9: account name, bank, branch, type, number, from the configuration) and the reference that ties the payment to this application", params: tempParams, response: { 200: okSchema(BANK_DETAILS_SCHEMA), ...errorResponses } } },
    async (request) => {
      const row = await ownedTransaction(app.knex, { temp_trans_id: request.params.tempTransId }, request.identity);
      const details: BankDetails = { ...opts.config.bank, payment_reference: paymentReference(row.id) };
      return ok(details);
    },
  );

  app.get<{ Params: { tempTransId: string } }>(
    "/failure/:tempTransId",
    { preHandler: app.identify, schema: { tags: ["payment"], summary: "Why the last card payment failed: error_message is a JSON list of reasons", params: tempParams, response: { 200: okSchema({ type: "object", properties: { error_message: { type: "string" } } }), ...errorResponses } } },
    async (request) => {
      await ownedTransaction(app.knex, { temp_trans_id: request.params.tempTransId }, request.identity);
      const failed = await app.knex("payments").where({ temp_trans_id: request.params.tempTransId, status: "failed" }).orderBy("id", "desc").first();
      return ok({ error_message: failed?.failure_reasons ?? "[]" });
    },
  );

  app.get("/sandbox.js", { schema: { hide: true } }, async (_request, reply) => reply.type("text/javascript; charset=utf-8").send(SANDBOX_SCRIPT));

  app.get<{ Params: { reference: string } }>("/sandbox/:reference", { schema: { hide: true, params: referenceParams } }, async (request, reply) => {
    const payment = await app.knex("payments").where({ reference: request.params.reference }).first();
    if (!payment) throw new HttpError(404, "Payment not found");
    if (payment.status !== "initiated") return reply.type("text/html; charset=utf-8").send(resultPage(payment.temp_trans_id, payment.status === "completed", "this payment was already declined; start again"));
    return reply.type("text/html; charset=utf-8").send(cardForm(payment.reference, formatMoney(Number(payment.amount_cents), payment.currency ?? "JMD")));
  });

  app.post<{ Params: { reference: string }; Body: Record<string, string> }>("/sandbox/:reference", { schema: { hide: true, params: referenceParams } }, async (request, reply) => {
    const payment = await app.knex("payments").where({ reference: request.params.reference }).first();
    if (!payment) throw new HttpError(404, "Payment not found");
    reply.type("text/html; charset=utf-8");
    if (payment.status !== "initiated") return reply.send(resultPage(payment.temp_trans_id, payment.status === "completed", "this payment was already decided"));
    const body = request.body ?? {};
    const problem = cardProblem(body);
    if (problem) return reply.code(422).send(cardForm(payment.reference, formatMoney(Number(payment.amount_cents), payment.currency ?? "JMD"), problem));
    const card = SANDBOX_CARDS[(body.card_number ?? "").replace(/[\s-]/g, "")] ?? { approve: false, reason: "The sandbox does not know this card number" };
    const status = card.approve ? "completed" : "failed";
    await app.knex("payments").where({ id: payment.id }).update({ status, failure_reasons: card.approve ? null : JSON.stringify([card.reason]), updated_at: app.knex.fn.now() });
    const row = await app.knex("transactions").where({ temp_trans_id: payment.temp_trans_id }).first();
    if (row) await recordEvent(app.knex, row.id, null, card.approve ? "payment-completed" : "payment-failed", null, card.reason ?? null);
    return reply.send(resultPage(payment.temp_trans_id, card.approve, card.reason));
  });
}
