import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../../testing/buildApp.ts";

/*
 * GET /api/register/vessels needs no login, so it is limited per address
 * (REGISTER_SEARCHES_PER_MINUTE, decision 0066): enough for a person searching, too few to copy
 * the register in bulk. Beyond the limit, 429 in the envelope.
 */
const LIMIT = 3;
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp({ REGISTER_SEARCHES_PER_MINUTE: String(LIMIT) });
});
afterAll(async () => app.close());

describe("the register's search is limited per address", () => {
  it(`answers the first ${LIMIT} searches of the minute, then 429; another address still gets its answer`, async () => {
    const ask = (address: string) => app.inject({ method: "GET", url: "/api/register/vessels?q=sea", remoteAddress: address });
    for (let i = 0; i < LIMIT; i++) expect((await ask("203.0.113.7")).statusCode).toBe(200);
    const refused = await ask("203.0.113.7");
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ success: false, statusCode: 429, data: { msg: expect.stringMatching(/^Too many attempts\. Please wait \d+ seconds and try again\.$/) } });
    expect((await ask("203.0.113.8")).statusCode).toBe(200);
  });
});
