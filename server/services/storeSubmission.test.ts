import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../testing/buildApp.ts";
import { insertDrafts } from "../testing/insertDrafts.ts";
import { storeSubmission, type Submission } from "./storeSubmission.ts";

/**
 * The group commit of submits (docs/decisions/0025), on SQLite and, with TEST_DATABASE_URL,
 * PostgreSQL: submits made while a commit is under way share the next one, each comes out as if
 * stored alone in the order they came, and every number allocated is stored (no gaps, none lost).
 */
let app: FastifyInstance;
let statements: string[] = [];
beforeAll(async () => {
  app = await buildApp();
  app.knex.on("query", (query: { sql: string }) => statements.push(query.sql));
});
afterAll(async () => app.close());

/** Applications not yet submitted (made without login), their ids. */
const drafts = (n: number) => insertDrafts(app.knex, "store-submission", n);
const accepted = (id: number, year: string, userId: number | null = null): Submission => ({ id, sent: null, accepted: { answers: JSON.stringify({ final: id }), totalCents: 1500, year, applicantName: `Applicant ${id}`, version: "2026.11.1", frozen: JSON.stringify({ version: "2026.11.1" }) }, userId });
const refused = (id: number): Submission => ({ id, sent: JSON.stringify({ refused: id }), accepted: null, userId: null });
const row = (id: number) => app.knex("transactions").where({ id }).first("answers", "trans_number", "status", "amount_due_cents");

describe("submits stored together", () => {
  it("numbers the first accepted submit of each draft in the order they came, with no gap; a later one finds it numbered, a refused one keeps its draft", async () => {
    const [a, b, c, d, e] = (await drafts(5)) as [number, number, number, number, number];
    await app.knex("transactions").where({ id: e }).update({ trans_number: "NFA-2091-900000" });
    statements = [];
    const stored = await Promise.all([storeSubmission(app.knex, accepted(a, "2091")), storeSubmission(app.knex, accepted(b, "2091")), storeSubmission(app.knex, accepted(c, "2091")), storeSubmission(app.knex, accepted(b, "2091")), storeSubmission(app.knex, refused(d)), storeSubmission(app.knex, accepted(e, "2091"))]);
    expect(stored).toEqual([
      { kind: "numbered", transNumber: "NFA-2091-000001" },
      { kind: "numbered", transNumber: "NFA-2091-000002" },
      { kind: "numbered", transNumber: "NFA-2091-000003" },
      { kind: "already" },
      { kind: "kept" },
      { kind: "already" },
    ]);
    // The first alone, at once; the five made meanwhile in one commit of five statements; each commit
    // that numbers also reads who to tell (decision 0038; these drafts belong to no one, so none is told).
    expect(statements.filter((sql) => /^begin/i.test(sql))).toHaveLength(2);
    expect(statements.filter((sql) => /^commit/i.test(sql))).toHaveLength(2);
    expect(statements.filter((sql) => !/^(begin|commit)/i.test(sql)).length).toBeLessThanOrEqual(4 + 5 + 2);
    expect(await row(b)).toMatchObject({ answers: JSON.stringify({ final: b }), trans_number: "NFA-2091-000002", status: "Application Received by the NFA" });
    expect(Number((await row(b))?.amount_due_cents)).toBe(1500);
    expect(await row(d)).toMatchObject({ answers: JSON.stringify({ refused: d }), trans_number: null });
    expect(await row(e)).toMatchObject({ trans_number: "NFA-2091-900000" });
    const [next] = (await drafts(1)) as [number];
    expect(await storeSubmission(app.knex, accepted(next, "2091"))).toEqual({ kind: "numbered", transNumber: "NFA-2091-000004" });
    const events = await app.knex("transaction_events").whereIn("transaction_id", [a, b, c, d, e]).where({ action: "submitted" }).pluck("transaction_id");
    expect(events.map(Number).sort((x, y) => x - y)).toEqual([a, b, c]);
  });

  it("fails only the submit the database refuses, and its number goes to the next submit: none is lost", async () => {
    const [first, good, bad, also] = (await drafts(4)) as [number, number, number, number];
    const stored = await Promise.allSettled([storeSubmission(app.knex, accepted(first, "2092")), storeSubmission(app.knex, accepted(good, "2092")), storeSubmission(app.knex, accepted(bad, "2092", 987654321)), storeSubmission(app.knex, accepted(also, "2092"))]);
    expect(stored.map((s) => (s.status === "fulfilled" ? s.value : "refused"))).toEqual([
      { kind: "numbered", transNumber: "NFA-2092-000001" },
      { kind: "numbered", transNumber: "NFA-2092-000002" },
      "refused",
      { kind: "numbered", transNumber: "NFA-2092-000003" },
    ]);
    expect(await row(bad)).toMatchObject({ trans_number: null });
  });

  it("neither numbers nor keeps a submit made against a revision its draft is no longer at (decision 0064); one made against the current revision goes on", async () => {
    const [first, moved, current, keptMoved] = (await drafts(4)) as [number, number, number, number];
    await app.knex("transactions").whereIn("id", [moved, current, keptMoved]).update({ draft_revision: 3, answers: '{"online":true}' });
    const stored = await Promise.all([
      storeSubmission(app.knex, accepted(first, "2093")),
      storeSubmission(app.knex, { ...accepted(moved, "2093"), basedOn: 2 }),
      storeSubmission(app.knex, { ...accepted(current, "2093"), basedOn: 3 }),
      storeSubmission(app.knex, { ...refused(keptMoved), basedOn: 2 }),
    ]);
    expect(stored).toEqual([{ kind: "numbered", transNumber: "NFA-2093-000001" }, { kind: "stale" }, { kind: "numbered", transNumber: "NFA-2093-000002" }, { kind: "stale" }]);
    expect(await row(moved)).toMatchObject({ answers: '{"online":true}', trans_number: null });
    expect(await row(keptMoved)).toMatchObject({ answers: '{"online":true}', trans_number: null });
  });
});
