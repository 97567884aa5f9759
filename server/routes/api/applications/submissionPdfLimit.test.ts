import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, DEMO, tokenFor } from "../../../testing/buildApp.ts";
import { submitBySlug } from "../../../testing/submitBySlug.ts";

/**
 * Each submission PDF is drawn anew with pdfkit, a costly answer: one user may have a few a minute
 * (SUBMISSION_PDFS_PER_MINUTE, docs/decisions/0025), answered beyond that with the spec's 429
 * envelope, as the login limits are. Another user, staff included, keeps their own allowance.
 */
const LIMIT = 3;
let app: FastifyInstance;
let owner: string;
let transNumber: string;
beforeAll(async () => {
  app = await buildApp({ SUBMISSION_PDFS_PER_MINUTE: String(LIMIT) });
  owner = await tokenFor(app, DEMO.fisher.email, DEMO.fisher.password);
  transNumber = (await submitBySlug(app, owner, "licence", "card")).transNumber;
});
afterAll(async () => app.close());

const pdf = (token: string) => app.inject({ method: "GET", url: `/api/applications/${transNumber}/submission.pdf`, headers: { authorization: token } });

describe("the submission PDF's limit per user", () => {
  it("renders a user's first PDFs of the minute, then answers 429 in the spec's envelope; another user still gets theirs", async () => {
    for (let i = 0; i < LIMIT; i++) expect((await pdf(owner)).statusCode).toBe(200);
    const refused = await pdf(owner);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ success: false, statusCode: 429, data: { msg: expect.stringMatching(/^Too many attempts\. Please wait \d+ seconds and try again\.$/) } });
    expect(refused.headers["content-type"]).toMatch(/^application\/json/);
    const staff = await pdf(await tokenFor(app, DEMO.admin.email, DEMO.admin.password));
    expect(staff.statusCode).toBe(200);
    expect(staff.headers["content-type"]).toBe("application/pdf");
  });
});
