import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { judgedCase } from "../../services/replayCase.ts";
import type { TransactionRow } from "../../services/transactions.ts";

/**
 * Freezes, once, the judgement of every application submitted before judgements were frozen at
 * submit (decision 0041): by the version recorded with it, on the day it was submitted. From then
 * on an edit to a definition cannot change how such a case reads. A database with none (every new
 * one) costs one query.
 */
export default fp(
  async function frozenJudgements(app: FastifyInstance) {
    const unfrozen = (await app.knex("transactions").whereNotNull("trans_number").whereNull("frozen").orderBy("id")) as TransactionRow[];
    for (const row of unfrozen) await judgedCase(app, row);
    if (unfrozen.length) app.log.info({ count: unfrozen.length }, "froze the judgements of applications submitted before judgements were kept");
  },
  { name: "frozen-judgements", dependencies: ["definitions"] },
);
