import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, DEMO, tokenFor } from "../../../testing/buildApp.ts";
import { readyToSubmit } from "../../../testing/readyToSubmit.ts";
import { payingScenario } from "../../../testing/scenarioAnswers.ts";
import { STALE_DRAFT } from "../../../services/staleDraft.ts";

/**
 * A draft changed on another device meanwhile is not overwritten unseen (issue 27, decision 0064):
 * a phone's replay names the draft revision it was made against, `based_on_revision`; the server
 * stores it only while the draft is still at that revision, else refuses 409 with the draft as
 * saved online. Saves without it are stored as the spec's call always was. SQLite and, with
 * TEST_DATABASE_URL, PostgreSQL. The type and its answers are the first paying scenario the demo
 * fisher can submit (fixtures/scenarios/).
 */
const { appType: TYPE, answers } = payingScenario();
// Two different drafts of the same application: the scenario's answers, and the same less one.
const [dropped] = Object.keys(answers);
const { [dropped as string]: _dropped, ...fewer } = answers;
let app: FastifyInstance;
let phone: string;
let laptop: string;
beforeAll(async () => {
  app = await buildApp();
  // One applicant signed in twice: their phone and their laptop.
  phone = await tokenFor(app, DEMO.fisher.email, DEMO.fisher.password);
  laptop = await tokenFor(app, DEMO.fisher.email, DEMO.fisher.password);
});
afterAll(async () => app.close());

const save = (token: string, tempId: string, body: Record<string, unknown>, launchCase = false) =>
  app.inject({ method: "POST", url: `/api/applications/save-application?app_type=${TYPE}`, headers: { authorization: token }, payload: { ...body, temp_trans_id: tempId, app_type: TYPE, launchCase } });
const start = async (token: string, deviceId?: string) => {
  const response = await app.inject({ method: "POST", url: "/api/transactions/temp", headers: { authorization: token }, payload: { app_type: TYPE, ...(deviceId ? { temp_trans_id: deviceId } : {}) } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: { temp_trans_id: string; draft_revision: number } }>().data;
};
const stored = async (tempId: string) => {
  const row = await app.knex("transactions").where({ temp_trans_id: tempId }).first("id", "answers", "draft_revision", "trans_number");
  return { id: Number(row.id), answers: JSON.parse(row.answers) as Record<string, unknown>, revision: Number(row.draft_revision), transNumber: row.trans_number as string | null };
};
const savedEvents = async (tempId: string) => Number((await app.knex("transaction_events").where({ transaction_id: (await stored(tempId)).id, action: "draft-saved" }).count({ n: "*" }).first())?.n);
const resumed = async (tempId: string) => (await app.inject({ method: "GET", url: `/api/transactions/draft/${tempId}`, headers: { authorization: phone } })).json().data.transaction as Record<string, unknown>;

describe("a save replayed from a phone against a draft revision", () => {
  it("is stored while the draft is at that revision and answers the next one, told also on resume; the revision is no answer", async () => {
    const { temp_trans_id: tempId, draft_revision: revision } = await start(phone);
    expect(revision).toBe(0);
    const response = await save(phone, tempId, { ...fewer, based_on_revision: 0 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ msg: "Application saved successfully", draft_revision: 1 });
    expect((await stored(tempId)).answers).not.toHaveProperty("based_on_revision");
    expect(await resumed(tempId)).toMatchObject({ temp_trans_id: tempId, draft_revision: 1 });
    const next = await save(phone, tempId, { ...answers, based_on_revision: 1 });
    expect(next.json().data.draft_revision).toBe(2);
  });

  it("is refused 409 when the draft was saved on another device meanwhile, with the draft saved online, and stores nothing", async () => {
    const { temp_trans_id: tempId } = await start(phone);
    expect((await save(phone, tempId, { ...answers, based_on_revision: 0 })).json().data.draft_revision).toBe(1);
    // The laptop saves without a revision, as the spec's client does: stored, and a revision made.
    const online = await save(laptop, tempId, fewer);
    expect(online.statusCode, online.body).toBe(200);
    expect(online.json().data.draft_revision).toBe(2);
    const before = await stored(tempId);
    const events = await savedEvents(tempId);
    // The phone's outbox replays an edit made offline against revision 1.
    const replay = await save(phone, tempId, { ...answers, based_on_revision: 1 });
    expect(replay.statusCode, replay.body).toBe(409);
    const body = replay.json();
    expect(body).toMatchObject({ success: false, statusCode: 409, data: { msg: STALE_DRAFT } });
    expect(body.data.msg).toBe("This application was changed on another device since it was saved on this phone");
    expect(body.data.draft).toMatchObject({ answers: before.answers, draft_revision: 2 });
    expect(typeof body.data.draft.updated_at).toBe("string");
    expect(typeof body.data.draft.definition_version).toBe("string");
    expect(await stored(tempId)).toEqual(before);
    expect(await savedEvents(tempId)).toBe(events);
    // "Keep the answers on this phone": sent again without the revision, it is stored.
    const kept = await save(phone, tempId, answers);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().data.draft_revision).toBe(3);
  });

  it("stores one of two replays sent at once against the same revision, and refuses the other 409", async () => {
    const { temp_trans_id: tempId } = await start(phone);
    const both = await Promise.all([save(phone, tempId, { ...answers, based_on_revision: 0 }), save(laptop, tempId, { ...fewer, based_on_revision: 0 })]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const [won, lost] = both[0].statusCode === 200 ? both : [both[1], both[0]];
    expect(won?.json().data.draft_revision).toBe(1);
    expect(lost?.json().data.msg).toBe(STALE_DRAFT);
    const now = await stored(tempId);
    expect(now.revision).toBe(1);
    expect(lost?.json().data.draft).toMatchObject({ answers: now.answers, draft_revision: 1 });
    expect(await savedEvents(tempId)).toBe(1);
  });

  it("leaves saves without a revision as the spec's call: each stored, each a new revision", async () => {
    const { temp_trans_id: tempId } = await start(phone);
    const revisions: number[] = [];
    for (const body of [fewer, answers, { ...answers, based_on_revision: null }]) {
      const response = await save(phone, tempId, body);
      expect(response.statusCode, response.body).toBe(200);
      revisions.push(response.json().data.draft_revision as number);
    }
    expect(revisions).toEqual([1, 2, 3]);
    expect(await savedEvents(tempId)).toBe(3);
  });

  it("refuses a revision that is no revision, 400", async () => {
    const { temp_trans_id: tempId } = await start(phone);
    for (const bad of [-1, "x", 1.5]) expect((await save(phone, tempId, { ...answers, based_on_revision: bad })).statusCode, String(bad)).toBe(400);
    expect((await stored(tempId)).revision).toBe(0);
  });

  it("answers the stored revision when the device's id for the application is sent again", async () => {
    const deviceId = randomUUID();
    expect((await start(phone, deviceId)).draft_revision).toBe(0);
    await save(laptop, deviceId, fewer);
    expect(await start(phone, deviceId)).toEqual({ temp_trans_id: deviceId, definition_version: expect.any(String), draft_revision: 1 });
  });
});

describe("a submit replayed from a phone against a draft revision", () => {
  it("is refused 409 when the draft was saved elsewhere meanwhile, the draft kept; against the current revision it is submitted", async () => {
    const tempId = await readyToSubmit(app, phone, TYPE, answers);
    const { revision } = await stored(tempId);
    expect(revision).toBeGreaterThan(0);
    expect((await save(laptop, tempId, fewer)).statusCode).toBe(200);
    const online = await stored(tempId);
    const stale = await save(phone, tempId, { ...answers, based_on_revision: revision }, true);
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json().data).toMatchObject({ msg: STALE_DRAFT, draft: { answers: online.answers, draft_revision: revision + 1 } });
    expect(await stored(tempId)).toEqual(online);
    const submitted = await save(phone, tempId, { ...answers, based_on_revision: revision + 1 }, true);
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json().data.transNumber).toBe((await stored(tempId)).transNumber);
  });

  it("racing a save from another device: exactly one of the two is stored, never the submit over the save", async () => {
    const rounds = await Promise.all(
      Array.from({ length: 3 }, async () => {
        const tempId = await readyToSubmit(app, phone, TYPE, answers);
        const { revision } = await stored(tempId);
        const [submit, other] = await Promise.all([save(phone, tempId, { ...answers, based_on_revision: revision }, true), save(laptop, tempId, fewer)]);
        return { tempId, submit, other };
      }),
    );
    for (const { tempId, submit, other } of rounds) {
      expect([submit.statusCode, other.statusCode].sort(), `${submit.body} ${other.body}`).toEqual([200, 409]);
      const now = await stored(tempId);
      if (submit.statusCode === 200) {
        expect(other.json().data.msg).toBe("This application has already been submitted");
        expect(now.transNumber).toBe(submit.json().data.transNumber);
      } else {
        // The save came first: the submit made against the revision before it is refused, and the saved draft stays.
        expect(submit.json().data.msg).toBe(STALE_DRAFT);
        expect(now.transNumber).toBeNull();
        expect(now.answers).not.toHaveProperty(dropped as string);
      }
    }
  });
});
