import type { FastifyInstance } from "fastify";
import { setTimeout as wait } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, DEMO, tokenFor } from "../testing/buildApp.ts";
import { studioSources } from "../testing/studioSources.ts";

/**
 * Issue 25 finding 1: one studio check froze everyone. A pattern whose backtracking doubles with
 * each character, run on a scenario's answer, held the only thread for seconds while a visitor's
 * status check waited. The check now runs in a worker thread with a time limit (decision 0043):
 * the visitor is answered first, the check is stopped and answered 422 in plain words, and a
 * second check while the only worker is busy (no queue here) is refused 429.
 *
 * The pattern is one the lint lets through (decision 0043): an alternation of two ways to match
 * the same character, repeated, `^(?:.|.){0,30}$`, has no repetition inside a repetition, yet
 * tries 2^30 ways on a longer answer before failing. The worker's limit is what stops it.
 */
const LIMIT_MS = 3000;
/** Characters the pattern tries both ways: 2^REPEATS attempts on an answer longer than that. */
const REPEATS = 30;

let app: FastifyInstance;
let staff: string;

beforeAll(async () => {
  app = await buildApp({ PORTAL_TODAY: "2026-11-22", STUDIO_CHECK_MS: String(LIMIT_MS), STUDIO_WORKERS: "1", STUDIO_QUEUE: "0" });
  staff = await tokenFor(app, DEMO.admin.email, DEMO.admin.password);
});
afterAll(async () => app.close());

const check = (id: string, source: string) => app.inject({ method: "POST", url: `/api/studio/types/${id}/check`, headers: { authorization: staff }, payload: { source } });

describe("a studio check never holds up the portal (issue 25)", () => {
  it("answers a visitor's status check while a runaway check runs, then stops the check with a 422 that names the limit", async () => {
    const sources = await studioSources(app, staff);
    const target = sources.flatMap((s) => s.fields.filter((f) => f.longestAnswer.length > REPEATS).map((field) => ({ ...s, field })))[0];
    if (!target) throw new Error(`no committed definition has a text field of its own that a scenario answers with more than ${REPEATS} characters`);
    // The committed text checks within the limit (and warms the worker): the limit stops runaway checks, not ordinary ones.
    const committed = await check(target.id, JSON.stringify(target.source, null, 2));
    expect(committed.statusCode, committed.body).toBe(200);

    target.field.schema.pattern = `^(?:.|.){0,${REPEATS}}$`;
    const order: string[] = [];
    const studio = check(target.id, JSON.stringify(target.source, null, 2)).then((response) => {
      order.push("studio check");
      return response;
    });
    // Time for the check to reach its worker; on the request thread, it would hold this timer too.
    await wait(500);
    const [status, second] = await Promise.all([
      app.inject({ method: "GET", url: "/api/transactions/status/NFA-NO-SUCH-NUMBER" }).then((response) => {
        order.push("status check");
        return response;
      }),
      check(target.id, JSON.stringify(target.source)).then((response) => {
        order.push("second studio check");
        return response;
      }),
    ]);
    const stopped = await studio;

    expect(order.at(-1)).toBe("studio check");
    // A number the portal does not know: the lookup still goes to the database and is answered.
    expect(status.statusCode).toBe(404);
    expect(status.json().data.msg).toBe("Transaction Number Not Found");
    expect(second.statusCode).toBe(429);
    expect(second.json()).toEqual({ success: false, statusCode: 429, data: { msg: "The studio is busy with other checks: try again in a minute" } });
    expect(stopped.statusCode).toBe(422);
    expect(stopped.json()).toMatchObject({ success: false, statusCode: 422 });
    expect(stopped.json().data.msg).toMatch(/^The check took longer than 3 seconds and was stopped\. .*pattern with a repetition inside a repetition/);

    // The stopped worker is replaced: the next check is answered as usual.
    delete target.field.schema.pattern;
    const after = await check(target.id, JSON.stringify(target.source, null, 2));
    expect(after.statusCode, after.body).toBe(200);
  });
});
