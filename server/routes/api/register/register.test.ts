import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "../../../../engine/dates/calendarDays.ts";
import type { Definition } from "../../../../engine/types.ts";
import { todayInJamaica } from "../../../plugins/app/definitions.ts";
import { fillRegister } from "../../../services/fillRegister.ts";
import { searchRegister } from "../../../services/searchRegister.ts";
import { buildApp, DEMO, tokenFor } from "../../../testing/buildApp.ts";
import { licensedVessel, registerTypes, vesselApplicants, type LicensedVessel } from "../../../testing/licensedVessel.ts";
import { moveCaseAs } from "../../../testing/moveCaseAs.ts";
import { submitBySlug, type Submitted } from "../../../testing/submitBySlug.ts";

/*
 * Issue 29, decision 0066: the public register of licensed vessels. Licences of every type whose
 * definition declares a register (taken from schemas/, never named here) are approved with vessel
 * names and numbers of the test's own, written at the paths the definitions declare; a licence of
 * a type without a register is approved too. Anyone searches them: exact keys, no personal data,
 * statuses, paging, bad queries. The server suite runs again on PostgreSQL (npm run test:pg).
 */
const TODAY = "2026-11-22";
const VESSEL_KEYS = ["home_port", "licence_category", "licence_type", "registration", "revoked_on", "status", "valid_from", "valid_until", "vessel_name"];

let app: FastifyInstance;
let admin: string;
let types: Definition[];
/** Each licence put on the register: its type, the vessel's name and number as written, and what was submitted. */
const listed: LicensedVessel[] = [];
let unlisted: Submitted;
/** What the register listed before this test licensed anything: the demo data's (decision 0072), left out of what is asserted here. */
const before = { names: new Set<string>(), certificates: [] as number[] };

beforeAll(async () => {
  app = await buildApp({ PORTAL_TODAY: TODAY });
  admin = await tokenFor(app, DEMO.admin.email, DEMO.admin.password);
  types = registerTypes(app);
  before.certificates = (await app.knex("vessel_register").pluck("certificate_id")).map(Number);
  before.names = new Set((await app.knex("vessel_register").pluck("vessel_name")).map(String));
  const [first, second] = types;
  if (!first) throw new Error("no type in schemas/types declares a register");
  listed.push(await licensedVessel(app, admin, first, "Sea Breeze", "JA-F1234-KN"));
  listed.push(await licensedVessel(app, admin, second ?? first, "Morning Star", "KN-5678"));
  listed.push(await licensedVessel(app, admin, first, "Sea Spray", "6Y-123-PSC"));
  const other = app.definitions.all().find((c) => c.definition.certificate && !c.definition.register && c.definition.requiresLogin);
  if (!other) throw new Error("no type that issues a licence without a register");
  unlisted = await submitBySlug(app, await tokenFor(app, DEMO.fisher.email, DEMO.fisher.password), other.definition.slug);
  await moveCaseAs(app, admin, unlisted.id, "Application In Progress");
  expect((await moveCaseAs(app, admin, unlisted.id, "Licence Approved")).statusCode).toBe(200);
}, 120_000);
afterAll(async () => app.close());

const search = (query = "") => app.inject({ method: "GET", url: `/api/register/vessels${query ? `?${query}` : ""}` });
/** The names listed, less those listed before this test's licences (`before`). */
const ownNames = (vessels: Array<{ vessel_name: string }>) => vessels.map((v) => v.vessel_name).filter((name) => !before.names.has(name));
const namesOf = async (query = "") => ownNames((await search(query)).json().data.vessels);
/** How many the register says, written as it writes them. */
const foundMsg = (n: number) => `${n} licensed vessel${n === 1 ? "" : "s"} found`;

describe("the public register of licensed vessels", () => {
  it("lists every licence of the types that declare a register, without a login, by vessel name, with only the vessel and its licence", async () => {
    const answer = await search();
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(Object.keys(body).sort()).toEqual(["data", "statusCode", "success"]);
    expect(Object.keys(body.data).sort()).toEqual(["listed_days_after_end", "msg", "page", "page_size", "total", "vessels"]);
    const total = before.certificates.length + 3;
    expect(body.data).toMatchObject({ msg: foundMsg(total), total, page: 1, page_size: 20, listed_days_after_end: Math.max(...types.map((t) => t.register?.listedDaysAfterEnd ?? 0)) });
    expect(ownNames(body.data.vessels)).toEqual(["Morning Star", "Sea Breeze", "Sea Spray"]);
    for (const vessel of body.data.vessels) expect(Object.keys(vessel).sort()).toEqual(VESSEL_KEYS);
    const breeze = listed[0]!;
    const expiry = (await app.knex("issued_certificates").where({ id: breeze.certificateId }).first("date_of_expiration")).date_of_expiration as string;
    expect(body.data.vessels.find((v: { vessel_name: string }) => v.vessel_name === "Sea Breeze")).toEqual({
      vessel_name: "Sea Breeze",
      registration: "JA-F1234-KN",
      home_port: breeze.type.register?.fields.homePort?.length ? expect.any(String) : null,
      licence_type: breeze.type.title,
      licence_category: expect.anything(),
      valid_from: TODAY,
      valid_until: expiry,
      status: "valid",
      revoked_on: null,
    });
  });

  it("says nothing about the holder or the owners: no name, address, phone, email, NFA number, transaction number or code", async () => {
    const text = (await search()).body;
    const applicants = vesselApplicants(app);
    const profiles = await Promise.all([...applicants.values()].map(async (token) => (await app.inject({ method: "GET", url: "/api/users/profile", headers: { authorization: await token } })).json().data as Record<string, unknown>));
    const certificates = await app.knex("issued_certificates").select("trans_number", "verification_code", "card_verification_code");
    // Every free text given about a person (a string no definition offers as a choice), beside the numbers and codes of each licence.
    const definitionsText = JSON.stringify(app.definitions.all().map((c) => c.definition));
    const shown = new Set(listed.flatMap((l) => [l.name, l.number]));
    const leaves = (value: unknown): string[] => (typeof value === "string" ? [value] : value && typeof value === "object" ? Object.values(value).flatMap(leaves) : []);
    const personal = [...listed.flatMap((l) => leaves(l.submitted.answers)), ...leaves(profiles)].filter((s) => s.trim().length >= 4 && !shown.has(s) && !definitionsText.includes(s) && !/^\d{4}-\d{2}-\d{2}$/.test(s));
    expect(personal).toEqual(expect.arrayContaining([...applicants.keys()].map((id) => `${types.find((t) => t.id === id)?.slug}@example.com`)));
    for (const secret of [...new Set(personal), ...certificates.flatMap((c) => [c.trans_number, c.verification_code, c.card_verification_code]).filter(Boolean)]) expect(text, secret).not.toContain(secret);
  });

  it("lists only types that declare a register: a licence of another type is not there", async () => {
    const rows = (await app.knex("vessel_register").select("certificate_id")).map((r) => Number(r.certificate_id));
    expect(rows.sort()).toEqual([...before.certificates, ...listed.map((l) => l.certificateId)].sort());
    const { trans_number } = await app.knex("transactions").where({ id: unlisted.id }).first("trans_number");
    expect((await search()).body).not.toContain(trans_number);
    expect((await search()).json().data.total).toBe(before.certificates.length + listed.length);
  });

  it("finds a vessel by any part of its name or number, whatever the case, spaces and hyphens; wildcards are plain characters", async () => {
    expect(await namesOf("q=breeze")).toEqual(["Sea Breeze"]);
    expect(await namesOf("q=%20%20SEA%20")).toEqual(["Sea Breeze", "Sea Spray"]);
    expect(await namesOf("q=jaf1234")).toEqual(["Sea Breeze"]);
    expect(await namesOf("q=f1234-k")).toEqual(["Sea Breeze"]);
    expect(await namesOf("q=kn%205678")).toEqual(["Morning Star"]);
    expect(await namesOf("q=6y-123")).toEqual(["Sea Spray"]);
    for (const wild of ["%25", "_", "%5C"]) expect((await search(`q=${wild}`)).json().data).toMatchObject({ total: 0, vessels: [], msg: "0 licensed vessels found" });
  });

  it("pages the register: bounded pages, the total on each, an empty page past the end", async () => {
    const total = before.certificates.length + 3;
    const pages = await Promise.all(Array.from({ length: total + 1 }, async (_, i) => (await search(`page_size=1&page=${i + 1}`)).json().data));
    expect(pages.map((p) => p.total)).toEqual(Array.from({ length: total + 1 }, () => total));
    expect(pages.map((p) => p.vessels.length)).toEqual([...Array.from({ length: total }, () => 1), 0]);
    expect(pages.flatMap((p) => ownNames(p.vessels))).toEqual(["Morning Star", "Sea Breeze", "Sea Spray"]);
    expect((await search("page_size=50")).statusCode).toBe(200);
  });

  it("refuses a query it does not take with 400 in the envelope", async () => {
    for (const query of ["page=0", "page=-1", "page=two", "page=10001", "page_size=0", "page_size=51", "status=lapsed", `q=${"x".repeat(61)}`, "owner=Brown", "q=a&q=b"]) {
      const answer = await search(query);
      expect({ query, status: answer.statusCode }).toEqual({ query, status: 400 });
      expect(answer.json()).toMatchObject({ success: false, statusCode: 400, data: { msg: expect.any(String) } });
    }
  });

  it("says Revoked at once when staff revoke a licence, and filters by status", async () => {
    const spray = listed[2]!;
    expect((await app.inject({ method: "POST", url: `/api/admin/certificates/${spray.certificateId}/revoke`, headers: { authorization: admin }, payload: { reason: "Vessel sold to Desmond Brown" } })).statusCode).toBe(200);
    const all = (await search("q=spray")).json().data.vessels;
    expect(all).toEqual([expect.objectContaining({ vessel_name: "Sea Spray", status: "revoked", revoked_on: TODAY })]);
    expect((await search()).body).not.toContain("Vessel sold");
    expect(await namesOf("status=revoked")).toEqual(["Sea Spray"]);
    expect(await namesOf("status=valid")).toEqual(["Morning Star", "Sea Breeze"]);
    expect(await namesOf("status=expired")).toEqual([]);
  });

  it("keeps an expired or revoked licence listed for the type's listedDaysAfterEnd, then drops it", async () => {
    const breeze = listed[0]!;
    const days = breeze.type.register?.listedDaysAfterEnd ?? 0;
    const { date_of_expiration: lastDay, revoked_at } = await app.knex("issued_certificates").where({ id: breeze.certificateId }).first("date_of_expiration");
    expect(revoked_at).toBeUndefined();
    const on = async (today: string, status?: "expired") => (await searchRegister(app.knex, app.definitions, { q: "Sea Breeze", ...(status ? { status } : {}) }, today)).vessels.map((v) => v.status);
    expect(await on(lastDay as string)).toEqual(["valid"]);
    expect(await on(addDays(lastDay as string, 1))).toEqual(["expired"]);
    expect(await on(addDays(lastDay as string, days), "expired")).toEqual(["expired"]);
    expect(await on(addDays(lastDay as string, days + 1))).toEqual([]);
    // A revocation counts from its own day (in Jamaica), whatever the licence's expiry.
    const spray = listed[2]!;
    const stored = (await app.knex("issued_certificates").where({ id: spray.certificateId }).first("revoked_at")).revoked_at as string | Date;
    const revokedDay = todayInJamaica(new Date(stored));
    const sprayOn = async (today: string) => (await searchRegister(app.knex, app.definitions, { q: "Sea Spray" }, today)).vessels.map((v) => v.status);
    expect(await sprayOn(addDays(revokedDay, days))).toEqual(["revoked"]);
    expect(await sprayOn(addDays(revokedDay, days + 1))).toEqual([]);
  });

  it("lists at start the licences issued before their type declared a register", async () => {
    const morning = listed[1]!;
    await app.knex("vessel_register").where({ certificate_id: morning.certificateId }).delete();
    expect(await namesOf("q=morning")).toEqual([]);
    expect(await fillRegister(app.knex, app.definitions)).toBe(1);
    expect(await fillRegister(app.knex, app.definitions)).toBe(0);
    expect(await namesOf("q=morning")).toEqual(["Morning Star"]);
  });
});
