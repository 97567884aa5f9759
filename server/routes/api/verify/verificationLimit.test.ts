import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../../testing/buildApp.ts";

/*
 * GET /api/verify/{code} needs no login, so it is limited per address (VERIFICATIONS_PER_MINUTE,
 * decision 0039): beyond the limit, 429 in the envelope, so codes cannot be tried by the thousand.
 */
const LIMIT = 3;
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp({ VERIFICATIONS_PER_MINUTE: String(LIMIT) });
});
afterAll(async () => app.close());

describe("verification is limited per address", () => {
  it(`answers the first ${LIMIT} checks of the minute, then 429; another address still gets its answer`, async () => {
    const ask = (address: string) => app.inject({ method: "GET", url: "/api/verify/22222-22222", remoteAddress: address });
    for (let i = 0; i < LIMIT; i++) expect((await ask("203.0.113.7")).statusCode).toBe(404);
    const refused = await ask("203.0.113.7");
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ success: false, statusCode: 429, data: { msg: expect.stringMatching(/^Too many attempts\. Please wait \d+ seconds and try again\.$/) } });
    expect((await ask("203.0.113.8")).statusCode).toBe(404);
  });
});
