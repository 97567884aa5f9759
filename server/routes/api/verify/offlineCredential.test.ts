import type { FastifyInstance } from "fastify";
import { generateKeyPairSync, webcrypto } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STATUS_LIST_MIN_ENTRIES, statusBit } from "../../../../engine/certificates/bitstringStatusList.ts";
import { verifyCompactJws, type JwkSet } from "../../../../engine/certificates/compactJws.ts";
import { readStatusListCredential } from "../../../../engine/certificates/StatusListCredential.ts";
import { migrationSource } from "../../../../migrations/index.ts";
import { buildApp, DEMO, tokenFor } from "../../../testing/buildApp.ts";
import { decodeQr } from "../../../testing/decodeQr.ts";
import { moveCaseAs } from "../../../testing/moveCaseAs.ts";
import { pdfToPng } from "../../../testing/pdfToPng.ts";
import { statementOf } from "../../../testing/statementOf.ts";
import { submitBySlug, type Submitted } from "../../../testing/submitBySlug.ts";
import { credentialSigner } from "../../../services/credentialSigner.ts";
import { decodeStatusList } from "../../../services/statusList.ts";
import { JWK_SET_TYPE, VC_JWT_TYPE } from "./index.ts";

/*
 * Issue 29 'a credential that verifies offline' (decision 0067), through the API on SQLite and, with
 * TEST_DATABASE_URL, PostgreSQL: the published JWK Set, the licence's QR code carrying a statement
 * signed with it, the W3C status list signed with it too, a position in the list for each licence
 * (given at issue, and by migration 0023 to licences issued before), and a revocation that sets its bit.
 */
const PUBLIC_URL = "https://licensing.nfa.example";
const subtle = webcrypto.subtle as SubtleCrypto;
/** Another Ed25519 key than the suite's, as CREDENTIAL_SIGNING_KEY. */
const anotherKey = () => generateKeyPairSync("ed25519").privateKey.export({ type: "pkcs8", format: "pem" }).toString();

let app: FastifyInstance;
let fisher: string;
let admin: string;
const issued: Array<Submitted & { certificateId: number; index: number }> = [];
beforeAll(async () => {
  app = await buildApp({ PUBLIC_URL });
  [fisher, admin] = await Promise.all([tokenFor(app, DEMO.fisher.email, DEMO.fisher.password), tokenFor(app, DEMO.admin.email, DEMO.admin.password)]);
  for (let n = 0; n < 2; n += 1) {
    const licence = await submitBySlug(app, fisher, slugWithCertificate());
    await moveCaseAs(app, admin, licence.id, "Application In Progress");
    expect((await moveCaseAs(app, admin, licence.id, "Licence Approved")).statusCode).toBe(200);
    const row = await app.knex("issued_certificates").where({ transaction_id: licence.id }).first("id", "status_list_index");
    issued.push({ ...licence, certificateId: Number(row.id), index: Number(row.status_list_index) });
  }
});
afterAll(async () => app.close());

/** The first type, in the order the server lists them, whose definition issues a certificate and has a scenario submitBySlug can send. */
function slugWithCertificate(): string {
  const found = app.definitions.all().find((compiled) => compiled.definition.certificate && compiled.definition.requiresLogin);
  if (!found) throw new Error("no type issues a certificate");
  return found.definition.slug;
}

const get = (url: string) => app.inject({ method: "GET", url });
const keys = async () => (await get("/api/verify/keys")).json<JwkSet>();
/** The list as published now, its signature checked: when it was made and its bits. */
async function statusList(): Promise<{ typ: string | undefined; validFrom: string; bits: Uint8Array; credential: unknown }> {
  const response = await get("/api/verify/status-list");
  expect(response.statusCode).toBe(200);
  expect(response.headers["content-type"]).toContain(VC_JWT_TYPE);
  const check = await verifyCompactJws(response.body, await keys(), subtle);
  if (!check.ok) throw new Error(`the list's signature: ${check.reason}`);
  const read = readStatusListCredential(check.payload);
  if (!read) throw new Error("not a BitstringStatusListCredential");
  return { typ: check.header.typ, validFrom: read.validFrom, bits: decodeStatusList(read.gzippedBase64url), credential: check.payload };
}

describe("a licence that verifies offline", () => {
  it("publishes the Authority's public key as a JWK Set of one Ed25519 key, with its id", async () => {
    const response = await get("/api/verify/keys");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain(JWK_SET_TYPE);
    expect(response.json()).toEqual({ keys: [{ kty: "OKP", crv: "Ed25519", x: expect.stringMatching(/^[\w-]{43}$/), kid: expect.stringMatching(/^[\w-]{8}$/), alg: "EdDSA", use: "sig" }] });
  });

  it("keeps publishing keys signed with before a rotation (CREDENTIAL_PREVIOUS_KEYS)", async () => {
    const earlier = (await keys()).keys[0]?.x as string;
    const rotated = await buildApp({ PUBLIC_URL, CREDENTIAL_SIGNING_KEY: anotherKey(), CREDENTIAL_PREVIOUS_KEYS: earlier });
    try {
      const published = (await rotated.inject({ method: "GET", url: "/api/verify/keys" })).json<JwkSet>().keys;
      expect(published.map((key) => key.x)).toEqual([expect.not.stringMatching(earlier), earlier]);
    } finally {
      await rotated.close();
    }
  });

  it("gives each licence its own place in the status list at issue", () => {
    const indexes = issued.map((licence) => licence.index);
    expect(new Set(indexes).size).toBe(indexes.length);
    for (const index of indexes) expect(index >= 0 && index < STATUS_LIST_MIN_ENTRIES).toBe(true);
  });

  it("prints a QR code opening /verify#<statement>: signed with the published key, the holder's name, number, type, validity, code and place, no more", async () => {
    const [licence] = issued;
    const pdf = await app.inject({ method: "POST", url: `/api/bpm/case/documents/${licence?.transNumber}`, headers: { authorization: fisher }, payload: { certificate_type: "licence" } });
    const address = decodeQr(pdfToPng(pdf.rawPayload, 150)) ?? "";
    const read = await statementOf(address, await keys());
    const row = await app.knex("issued_certificates").where({ id: licence?.certificateId }).first();
    const fields = JSON.parse(row.properties).propertiesMap;
    const holder = [fields.FLIS_NameofApplicant, fields.FLIS_NameofApplicantMiddle, fields.FLIS_NameofApplicantLast].filter(Boolean).join(" ");
    expect(address.startsWith(`${PUBLIC_URL}/verify#`)).toBe(true);
    expect(read?.claims).toEqual({ id: row.verification_code, licence: licence?.transNumber, holder, type: fields.FLIS_Licence, validFrom: row.date_of_issue, validUntil: row.date_of_expiration, statusIndex: licence?.index });
    // Another key under the same id does not make it genuine.
    const [published] = (await keys()).keys;
    const other = credentialSigner({ credentialSigningKey: anotherKey(), credentialPreviousKeys: [] })?.keys.keys[0];
    expect((await statementOf(address, { keys: [{ ...published!, x: other!.x }] }))?.refused).toBe("signature");
  });

  it("publishes the revocation list as a signed W3C BitstringStatusListCredential of 131,072 entries, none set", async () => {
    const list = await statusList();
    expect(list.typ).toBe("vc+jwt");
    expect(list.credential).toMatchObject({
      "@context": ["https://www.w3.org/ns/credentials/v2"],
      id: `${PUBLIC_URL}/api/verify/status-list`,
      type: ["VerifiableCredential", "BitstringStatusListCredential"],
      issuer: PUBLIC_URL,
      credentialSubject: { type: "BitstringStatusList", statusPurpose: "revocation", encodedList: expect.stringMatching(/^u[\w-]+$/) },
    });
    expect(list.validFrom).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    expect(list.bits.length * 8).toBe(STATUS_LIST_MIN_ENTRIES);
    expect(list.bits.every((byte) => byte === 0)).toBe(true);
  });

  it("sets the licence's bit, and only its, when staff revoke it", async () => {
    const [revoked, standing] = issued;
    expect((await app.inject({ method: "POST", url: `/api/admin/certificates/${revoked?.certificateId}/revoke`, headers: { authorization: admin }, payload: { reason: "Vessel sold" } })).statusCode).toBe(200);
    const { bits } = await statusList();
    expect(statusBit(bits, revoked?.index as number)).toBe(true);
    expect(statusBit(bits, standing?.index as number)).toBe(false);
    expect(bits.reduce((count, byte) => count + [...byte.toString(2)].filter((bit) => bit === "1").length, 0)).toBe(1);
  });

  it("gives licences issued before migration 0023 a place each, at random, the revoked one's bit set", async () => {
    const config = { migrationSource, name: "0023_status_list_index" };
    await app.knex.migrate.down(config);
    expect(await app.knex.schema.hasColumn("issued_certificates", "status_list_index")).toBe(false);
    await app.knex.migrate.up(config);
    const rows = (await app.knex("issued_certificates").select("id", "status_list_index", "revoked_at")) as Array<{ status_list_index: number; revoked_at: unknown }>;
    expect(new Set(rows.map((row) => Number(row.status_list_index))).size).toBe(rows.length);
    const { bits } = await statusList();
    for (const row of rows) expect(statusBit(bits, Number(row.status_list_index))).toBe(Boolean(row.revoked_at));
  });
});
