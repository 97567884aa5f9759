import type { FastifyInstance } from "fastify";
import { evaluateApplication } from "../../../../engine/evaluateApplication.ts";
import { explainApplication } from "../../../../engine/explain/explainApplication.ts";
import { explanationSchema } from "../../../../engine/explain/explanationSchema.ts";
import { errorResponses, ok, okSchema } from "../../../schemas/envelope.ts";
import { replayCase } from "../../../services/replayCase.ts";
import { requireRoles, STAFF_ROLES } from "../../../services/roles.ts";

const trace = { type: "array", items: { type: "object", additionalProperties: true }, description: "each rule the engine read: where (at), the field, the operator, the value compared, the answer seen and the result" };
const reason = { type: "string", description: "the definition's plain words for the applicant" };
const why = {
  type: "object",
  properties: {
    judged_on: { type: "string", description: "the day the fees were worked out for (the submission day in Jamaica)" },
    documents: { type: "array", items: { type: "object", properties: { key: { type: "string" }, name: { type: "string" }, required: { type: "boolean" }, group: { type: "string" }, reason, trace } } },
    groups: { type: "array", items: { type: "object", properties: { key: { type: "string" }, name: { type: "string" }, rule: { type: "string" }, members: { type: "array", items: { type: "string" } }, trace } } },
    fees: { type: "object", properties: { currency: { type: "string" }, total: { type: "number" }, lines: { type: "array", items: { type: "object", properties: { id: { type: "string" }, label: { type: "string" }, amount: { type: "number", description: "JMD" }, reason, trace } } } } },
  },
};

const idParams = { type: "object", required: ["id"], properties: { id: { type: "integer", minimum: 1 } } };

/**
 * 'Why these documents and fees' for staff (issue 14, decision 0021): the engine's judgement of a
 * submitted case replayed from its answers and its applicant's profile on the day it was
 * submitted, each document and fee line with the trace of the rule that put it there. Applicants
 * see only the definition's `reason`; the rules are for staff and analysts.
 */
export default async function adminWhy(app: FastifyInstance) {
  app.get<{ Params: { id: number } }>(
    "/transactions/:id/why",
    {
      preHandler: requireRoles(app, STAFF_ROLES),
      schema: {
        tags: ["admin"],
        summary: "Staff: why a case needs its documents and fees, rule by rule (the engine's trace)",
        params: idParams,
        response: { 200: okSchema(why), ...errorResponses },
      },
    },
    async (request) => {
      const { compiled, answers, context, judgedOn, frozen } = await replayCase(app, request.params.id);
      // The version that judged it, with the context and prices frozen at submit (decision 0041): the same verdict.
      const { documents, groups, fees } = evaluateApplication(compiled, answers, context, { trace: true, ...(frozen.prices ? { prices: frozen.prices } : {}) });
      return ok({
        judged_on: judgedOn,
        documents: documents.map(({ key, name, required, group, reason, trace }) => ({ key, name, required, ...(group ? { group } : {}), ...(reason ? { reason } : {}), trace })),
        groups,
        fees: { currency: fees.currency, total: fees.total / 100, lines: fees.lines.map((line) => ({ ...line, amount: line.amount / 100 })) },
      });
    },
  );

  // The whole explanation of a case (issue 16, docs/decisions/0033-explain.md): every step, page,
  // document and fee line with its outcome and the reason in words, for the staff case view.
  app.get<{ Params: { id: number } }>(
    "/cases/:id/explanation",
    {
      preHandler: requireRoles(app, STAFF_ROLES),
      schema: {
        tags: ["admin"],
        summary: "Staff: every step, page, document and fee line of a case with its outcome and why, in words (the engine's explanation)",
        params: idParams,
        response: { 200: okSchema({ type: "object", required: ["explanation"], properties: { explanation: explanationSchema } }), ...errorResponses },
      },
    },
    async (request) => {
      // Priced as it was judged: a draft paid under earlier prices kept them (decision 0041), and the frozen record says which.
      const { compiled, answers, context, frozen } = await replayCase(app, request.params.id);
      return ok({ explanation: explainApplication(compiled, answers, context, frozen.prices) });
    },
  );
}
