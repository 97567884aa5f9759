import type { FastifyInstance } from "fastify";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, DEMO, tokenFor } from "../../../testing/buildApp.ts";
import { decodeQr } from "../../../testing/decodeQr.ts";
import { moveCaseAs } from "../../../testing/moveCaseAs.ts";
import { pdfToPng } from "../../../testing/pdfToPng.ts";
import { statementOf } from "../../../testing/statementOf.ts";
import { portraitPng } from "../../../testing/portraitPng.ts";
import { submitBySlug, type Submitted } from "../../../testing/submitBySlug.ts";
import { NOT_A_CODE } from "../../../../engine/certificates/verificationCode.ts";
import { expiryAfterYears } from "../../../services/certificateFields.ts";
import { NO_SUCH_CODE, verifyCertificate } from "../../../services/verifyCertificate.ts";

/*
 * Issue 17 'Certificates worth carrying': a fisher licence approved by staff; its licence and ID
 * card PDFs (the card with the applicant's photo) drawn to PNG by pdftoppm, their QR codes read
 * back with jsqr; the public verification page's call says valid, expired when judged after the
 * expiry, revoked after staff revoke it. The PNGs go to tests/e2e/evidence/certificates/ (git-ignored).
 */
const EVIDENCE = join(import.meta.dirname, "..", "..", "..", "..", "tests", "e2e", "evidence", "certificates");
const PUBLIC_URL = "https://licensing.nfa.example";

let app: FastifyInstance;
let fisher: string;
let admin: string;
let officer: string;
let licence: Submitted;
let certificate: { id: number; verification_code: string; card_verification_code: string; propertiesMap: { FLIS_TransactionId: string; FLIS_DateofIssue: string; FLIS_DateofExpiration: string }; revoked_at: string | null };
beforeAll(async () => {
  app = await buildApp({ PUBLIC_URL: `${PUBLIC_URL}/` });
  [fisher, admin, officer] = await Promise.all([tokenFor(app, DEMO.fisher.email, DEMO.fisher.password), tokenFor(app, DEMO.admin.email, DEMO.admin.password), tokenFor(app, DEMO.officer.email, DEMO.officer.password)]);
  licence = await submitBySlug(app, fisher, "licence");
  // The applicant's picture, as a photo rather than the one-pixel upload of the API tests.
  const { temp_trans_id } = await app.knex("transactions").where({ id: licence.id }).first("temp_trans_id");
  await app.knex("documents").where({ temp_trans_id, supporting_document_id: "current_picture_of_applicant" }).update({ content: portraitPng(), content_type: "image/png" });
  expect((await moveCaseAs(app, admin, licence.id, "Application In Progress")).statusCode).toBe(200);
  expect((await moveCaseAs(app, admin, licence.id, "Licence Approved")).statusCode).toBe(200);
  certificate = await mine();
});
afterAll(async () => app.close());

const as = (token: string | null, method: "GET" | "POST", url: string, payload?: object) => app.inject({ method, url, ...(payload ? { payload } : {}), headers: token ? { authorization: token } : {} });
const mine = async () => ((await as(fisher, "GET", "/api/bpm/issued-certificates")).json().data as Array<typeof certificate>).find((c) => c.propertiesMap.FLIS_TransactionId === licence.transNumber)!;
const verify = (code: string) => as(null, "GET", `/api/verify/${encodeURIComponent(code)}`);
const holder = () => [licence.answers.first_name_individual, licence.answers.middle_name_individual, licence.answers.last_name_individual].filter(Boolean).join(" ");

/** Downloads one of the documents as the holder, draws it with pdftoppm, keeps the PNG as evidence, answers the QR code's text. */
async function qrOf(kind: "licence" | "card", evidence: string = kind): Promise<string | null> {
  const response = await as(fisher, "POST", `/api/bpm/case/documents/${licence.transNumber}`, { certificate_type: kind });
  expect(response.statusCode).toBe(200);
  expect(response.headers["content-type"]).toBe("application/pdf");
  const png = pdfToPng(response.rawPayload, kind === "card" ? 600 : 150);
  mkdirSync(EVIDENCE, { recursive: true });
  writeFileSync(join(EVIDENCE, `${evidence}.png`), png);
  return decodeQr(png);
}

/** The code in the signed statement the licence's QR code opens at PUBLIC_URL/verify, its signature checked with the published keys. */
async function licenceCodeInQr(evidence?: string): Promise<string | undefined> {
  const address = (await qrOf("licence", evidence)) ?? "";
  expect(address.startsWith(`${PUBLIC_URL}/verify#`)).toBe(true);
  return (await statementOf(address, (await as(null, "GET", "/api/verify/keys")).json()))?.claims?.id;
}

describe("a licence and its ID card that anyone can verify", () => {
  it("prints a QR code on the licence that opens /verify with its signed statement, whose id is the code printed under it (decision 0067)", async () => {
    expect(certificate.verification_code).toMatch(/^[2-9A-HJ-NP-Z]{5}-[2-9A-HJ-NP-Z]{5}$/);
    expect(await licenceCodeInQr()).toBe(certificate.verification_code);
  });

  it("prints another on the ID card, with the holder's photo", async () => {
    expect(certificate.card_verification_code).not.toBe(certificate.verification_code);
    expect(await qrOf("card")).toBe(`${PUBLIC_URL}/verify/${certificate.card_verification_code}`);
  });

  it("tells anyone, without a login, that the licence is valid: the holder's name, the licence type and the expiry, nothing more", async () => {
    const response = await verify(certificate.verification_code);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ status: "valid", holder_name: holder(), licence_type: "Fisher Licence", expires_on: expiryAfterYears(certificate.propertiesMap.FLIS_DateofIssue, 1), document: "licence" });
    // Typed from the card: lower case, no dash.
    const typed = await verify(certificate.card_verification_code.toLowerCase().replace("-", ""));
    expect(typed.json().data).toMatchObject({ status: "valid", document: "card", expires_on: expiryAfterYears(certificate.propertiesMap.FLIS_DateofIssue, 5) });
  });

  it("says expired when judged after the licence's last day, while the ID card still runs", async () => {
    const lastDay = certificate.propertiesMap.FLIS_DateofExpiration;
    const next = new Date(`${lastDay}T00:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    const dayAfter = next.toISOString().slice(0, 10);
    expect((await verifyCertificate(app.knex, certificate.verification_code, lastDay)).status).toBe("valid");
    expect((await verifyCertificate(app.knex, certificate.verification_code, dayAfter)).status).toBe("expired");
    expect((await verifyCertificate(app.knex, certificate.card_verification_code, dayAfter)).status).toBe("valid");
  });

  it("answers 400 to text that cannot be a code and 404 to a code on no document", async () => {
    const malformed = await verify("O0I1-nope");
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().data.msg).toBe(NOT_A_CODE);
    const unknown = await verify(certificate.verification_code === "22222-22222" ? "33333-33333" : "22222-22222");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, statusCode: 404, data: { msg: NO_SUCH_CODE } });
  });

  it("lets staff only revoke it, with a reason, once; the history records who and why; then it verifies as revoked", async () => {
    const url = `/api/admin/certificates/${certificate.id}/revoke`;
    expect((await as(null, "POST", url, { reason: "x" })).statusCode).toBe(401);
    expect((await as(fisher, "POST", url, { reason: "x" })).statusCode).toBe(403);
    expect((await as(officer, "POST", url, { reason: "x" })).statusCode).toBe(403);
    const noReason = await as(admin, "POST", url, { reason: "   " });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().data.msg).toBe("Enter the reason for revoking the licence");
    expect((await as(admin, "POST", "/api/admin/certificates/999999/revoke", { reason: "x" })).statusCode).toBe(404);

    const revoked = await as(admin, "POST", url, { reason: "Licence obtained with a false declaration" });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().data.msg).toBe("The licence has been revoked");
    const again = await as(admin, "POST", url, { reason: "twice" });
    expect(again.statusCode).toBe(409);
    expect(again.json().data.msg).toBe("This licence has already been revoked");

    const events = (await as(admin, "GET", `/api/admin/transactions/${licence.id}`)).json().data.events as Array<{ action: string; comment: string | null; by_email?: string; created_at: string }>;
    expect(events.filter((e) => e.action === "certificate-revoked")).toEqual([expect.objectContaining({ comment: "Licence obtained with a false declaration", by_email: DEMO.admin.email, created_at: expect.any(String) })]);

    expect((await verify(certificate.verification_code)).json().data).toMatchObject({ status: "revoked", holder_name: holder() });
    expect((await verify(certificate.card_verification_code)).json().data.status).toBe("revoked");
    expect((await mine()).revoked_at).toEqual(expect.any(String));
    // Two staff revoking at once: one wins, the other is told it is done already.
    const other = await submitBySlug(app, fisher, "licence");
    await moveCaseAs(app, admin, other.id, "Application In Progress");
    await moveCaseAs(app, admin, other.id, "Licence Approved");
    const { id: otherId } = await app.knex("issued_certificates").where({ transaction_id: other.id }).first("id");
    const race = await Promise.all([1, 2].map((n) => as(admin, "POST", `/api/admin/certificates/${otherId}/revoke`, { reason: `race ${n}` })));
    expect(race.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await app.knex("transaction_events").where({ transaction_id: other.id, action: "certificate-revoked" }).select("comment")).toHaveLength(1);

    // The revoked documents still download, marked REVOKED, their QR codes intact.
    expect(await licenceCodeInQr("licence-revoked")).toBe(certificate.verification_code);
  });
});
