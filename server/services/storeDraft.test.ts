import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../testing/buildApp.ts";
import { insertDrafts } from "../testing/insertDrafts.ts";
import { storeDraft, type DraftWrite } from "./storeDraft.ts";

/**
 * The group commit of draft saves (docs/decisions/0025), on SQLite and, with TEST_DATABASE_URL,
 * PostgreSQL: saves made while a commit is under way share the next one, are answered only once
 * it is durable, and each comes out as if it had been stored alone, in the order they came.
 */
let app: FastifyInstance;
let statements: string[] = [];
beforeAll(async () => {
  app = await buildApp();
  // Every statement as it is sent, BEGIN and COMMIT included (knex reports those only so).
  app.knex.on("query", (query: { sql: string }) => statements.push(query.sql));
});
afterAll(async () => app.close());

/** Applications not yet submitted (made without login), their ids. */
const drafts = (n: number) => insertDrafts(app.knex, "store-draft", n);
const write = (id: number, answers: object, step: string | null = null, userId: number | null = null, revises = true): DraftWrite => ({ id, answers: JSON.stringify(answers), step, definitionVersion: "2", userId, revises });
const stored = async (id: number) => {
  const row = await app.knex("transactions").where({ id }).first("answers", "selection_category", "definition_version", "trans_number", "draft_revision");
  return { ...row, draft_revision: Number(row.draft_revision) };
};
const events = async (id: number) => Number((await app.knex("transaction_events").where({ transaction_id: id, action: "draft-saved" }).count({ n: "*" }).first())?.n);
const count = (pattern: RegExp) => statements.filter((sql) => pattern.test(sql)).length;

describe("draft saves stored together", () => {
  it("stores the first save at once and the nineteen made meanwhile in one commit of two statements, each with its event", async () => {
    const ids = await drafts(20);
    statements = [];
    const answered = await Promise.all(ids.map((id, i) => storeDraft(app.knex, write(id, { n: i }))));
    // Each draft's first save: its revision 1 (decision 0064).
    expect(answered).toEqual(ids.map(() => 1));
    expect(count(/^begin/i)).toBe(2);
    expect(count(/^commit/i)).toBe(2);
    expect(count(/^update/i)).toBe(2);
    expect(count(/^insert/i)).toBe(2);
    for (const [i, id] of ids.entries()) {
      expect(await stored(id)).toMatchObject({ answers: JSON.stringify({ n: i }), definition_version: "2" });
      expect(await events(id)).toBe(1);
    }
  });

  it("answers each save only after the commit that holds it (knex.transaction resolves once COMMIT is done)", async () => {
    const ids = await drafts(5);
    statements = [];
    await Promise.all(ids.map((id) => storeDraft(app.knex, write(id, { ok: true })).then(() => statements.push("answered"))));
    for (const [i, sql] of statements.entries()) if (sql === "answered") expect(statements.slice(0, i).filter((s) => s !== "answered").at(-1)).toMatch(/^commit/i);
  });

  it("applies the saves of one draft in the order they came: the last answers win, a step left out keeps the one before", async () => {
    const [first, twice] = (await drafts(2)) as [number, number];
    const alone = storeDraft(app.knex, write(first, {}));
    const together = [storeDraft(app.knex, write(twice, { v: 1 }, "step-one")), storeDraft(app.knex, write(twice, { v: 2 }, null))];
    expect(await Promise.all([alone, ...together])).toEqual([1, 1, 2]);
    expect(await stored(twice)).toMatchObject({ answers: JSON.stringify({ v: 2 }), selection_category: "step-one", draft_revision: 2 });
    expect(await events(twice)).toBe(2);
  });

  it("never rewrites a submitted application, and stores the other drafts of its commit", async () => {
    const [first, submitted, open] = (await drafts(3)) as [number, number, number];
    await app.knex("transactions").where({ id: submitted }).update({ trans_number: "NFA-2026-999001", answers: '{"kept":true}' });
    const answered = await Promise.all([storeDraft(app.knex, write(first, {})), storeDraft(app.knex, write(submitted, { lost: true })), storeDraft(app.knex, write(open, { saved: true }))]);
    expect(answered).toEqual([1, null, 1]);
    expect(await stored(submitted)).toMatchObject({ answers: '{"kept":true}', trans_number: "NFA-2026-999001" });
    expect(await events(submitted)).toBe(0);
    expect(await stored(open)).toMatchObject({ answers: JSON.stringify({ saved: true }) });
  });

  it("fails only the save the database refuses: the others of its commit are stored again alone", async () => {
    const [first, good, refused, also] = (await drafts(4)) as [number, number, number, number];
    const answered = await Promise.allSettled([
      storeDraft(app.knex, write(first, {})),
      storeDraft(app.knex, write(good, { good: true })),
      // An audit event by a user who does not exist: the foreign key refuses it.
      storeDraft(app.knex, write(refused, { refused: true }, null, 987654321)),
      storeDraft(app.knex, write(also, { also: true })),
    ]);
    expect(answered.map((a) => a.status)).toEqual(["fulfilled", "fulfilled", "rejected", "fulfilled"]);
    expect(await stored(good)).toMatchObject({ answers: JSON.stringify({ good: true }) });
    expect(await stored(also)).toMatchObject({ answers: JSON.stringify({ also: true }) });
    expect(await stored(refused)).toMatchObject({ answers: "{}" });
  });
});

describe("draft revisions (decision 0064)", () => {
  it("tells each save of one draft in one commit the revision its own answers made; what a refused submit keeps makes none", async () => {
    const [first, draft] = (await drafts(2)) as [number, number];
    const alone = storeDraft(app.knex, write(first, {}));
    const together = [storeDraft(app.knex, write(draft, { v: 1 })), storeDraft(app.knex, write(draft, { v: 2 }, null, null, false)), storeDraft(app.knex, write(draft, { v: 3 })), storeDraft(app.knex, write(draft, { v: 4 }))];
    expect(await Promise.all([alone, ...together])).toEqual([1, 1, 1, 2, 3]);
    expect(await stored(draft)).toMatchObject({ answers: JSON.stringify({ v: 4 }), draft_revision: 3 });
    expect(await events(draft)).toBe(4);
  });

  it("stores a write made against a revision only while the draft is at it: of two at once, one", async () => {
    const [draft] = (await drafts(1)) as [number];
    expect(await storeDraft(app.knex, write(draft, { v: 1 }))).toBe(1);
    const answered = await Promise.all([storeDraft(app.knex, write(draft, { a: true }), 1), storeDraft(app.knex, write(draft, { b: true }), 1)]);
    expect([...answered].sort()).toEqual([2, null]);
    expect(await stored(draft)).toMatchObject({ answers: JSON.stringify(answered[0] === 2 ? { a: true } : { b: true }), draft_revision: 2 });
    expect(await events(draft)).toBe(2);
    expect(await storeDraft(app.knex, write(draft, { stale: true }), 1)).toBeNull();
    expect(await stored(draft)).toMatchObject({ draft_revision: 2 });
  });
});
