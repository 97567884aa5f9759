import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, daysBetween } from "../../../engine/dates/calendarDays.ts";
import { registerValues } from "../../../engine/register/registerValues.ts";
import { ROOT } from "../../config.ts";
import { buildApp, tokenFor } from "../../testing/buildApp.ts";
import { expiryAfterYears } from "../certificateFields.ts";
import { LICENCE_EXPIRING } from "../licenceReminders.ts";
import { demoAnswers, demoLicences, issueDayFor, loadDemoLicences } from "./loadDemoLicences.ts";

/**
 * The demo licence holder (decision 0072) on a fresh database, through the API a visitor's browser
 * calls: the licences fixtures/demo/licences.json names are on the licences tab, valid, with the
 * days left it says; the nearest to expiry can be renewed; a vessel's is on the public register
 * and reads valid at /verify. Types come from the fixture, never named here.
 */
const fixture = demoLicences();
const { accounts } = JSON.parse(readFileSync(join(ROOT, "fixtures", "demo", "accounts.json"), "utf8")) as { accounts: Array<{ email: string; password: string }> };
const password = accounts.find((a) => a.email === fixture.holder)?.password ?? "";

interface Listed {
  id: number;
  app_type: string;
  revoked_at: string | null;
  suspension?: unknown;
  days_left: number;
  renewal_due: boolean;
  renewable: boolean;
  verification_code: string;
  propertiesMap: { FLIS_DateofIssue: string; FLIS_DateofExpiration: string };
}

let app: FastifyInstance;
let token: string;
let listed: Listed[];
beforeAll(async () => {
  app = await buildApp();
  token = await tokenFor(app, fixture.holder, password);
  listed = (await app.inject({ method: "GET", url: "/api/bpm/issued-certificates", headers: { authorization: token } })).json().data as Listed[];
});
afterAll(async () => app.close());

/** The holder's licence of the fixture's `type`. */
const licenceOf = (type: string): Listed => {
  const found = listed.find((c) => c.app_type === type);
  if (!found) throw new Error(`the holder's licences tab lists no ${type}`);
  return found;
};

describe("the demo licence holder", () => {
  it("holds each licence of the fixture, valid, with the days left it says (a day fewer where no issue day ends exactly there)", async () => {
    expect(listed.map((c) => c.app_type).sort()).toEqual(fixture.licences.map((l) => l.type).sort());
    for (const licence of fixture.licences) {
      const listedLicence = licenceOf(licence.type);
      expect(listedLicence.revoked_at).toBeNull();
      expect(listedLicence.suspension ?? null).toBeNull();
      expect([licence.expiresInDays - 1, licence.expiresInDays]).toContain(listedLicence.days_left);
      expect(listedLicence.propertiesMap.FLIS_DateofIssue <= app.definitions.today()).toBe(true);
      const verified = await app.inject({ method: "GET", url: `/api/verify/${listedLicence.verification_code}` });
      expect(verified.json().data).toMatchObject({ status: "valid", expires_on: listedLicence.propertiesMap.FLIS_DateofExpiration });
      // Its history says it was issued on the day the licence says, not the day the demo was loaded.
      const history = await app.inject({ method: "GET", url: `/api/licences/${listedLicence.id}/history`, headers: { authorization: token } });
      expect(history.json().data.events[0]).toMatchObject({ action: "issued", on: listedLicence.propertiesMap.FLIS_DateofIssue });
    }
  });

  it("was reminded once by the ordinary sweep of the licence whose reminder is due, and can renew it from the licences tab", async () => {
    const nearest = [...fixture.licences].sort((a, b) => a.expiresInDays - b.expiresInDays)[0];
    if (!nearest) throw new Error("the fixture lists no licence");
    const licence = licenceOf(nearest.type);
    expect(licence).toMatchObject({ renewal_due: true, renewable: true });
    // The past events of the demo's applications told no one; the reminder due today is the sweep's.
    const notices = (await app.inject({ method: "GET", url: "/api/transactions/notifications", headers: { authorization: token } })).json().data.notifications as Array<{ event: string; transaction_number: string }>;
    expect(notices.map((n) => n.event)).toEqual([LICENCE_EXPIRING]);
    const renewal = await app.inject({ method: "POST", url: "/api/renewals", headers: { authorization: token }, payload: { licence_id: licence.id } });
    expect(renewal.statusCode).toBe(200);
    expect(renewal.json().data).toMatchObject({ app_type: nearest.type, resumed: false });
  });

  it("has each vessel licensed on the public register, valid, with the name and number applied for", async () => {
    const vessels = fixture.licences.filter((l) => app.definitions.get(l.type)?.definition.register);
    const page = (await app.inject({ method: "GET", url: "/api/register/vessels" })).json().data as { vessels: Array<Record<string, unknown>> };
    for (const licence of vessels) {
      const policy = app.definitions.get(licence.type)?.definition.register;
      if (!policy) continue;
      const values = registerValues(policy, demoAnswers(licence));
      expect(page.vessels).toContainEqual(expect.objectContaining({ vessel_name: values.vessel_name, registration: values.registration, status: "valid", licence_type: app.definitions.get(licence.type)?.definition.title }));
    }
    expect(page.vessels).toHaveLength(vessels.length);
  });

  it("is loaded once: a restart issues nothing more", async () => {
    const before = await app.knex("issued_certificates").count({ n: "*" }).first();
    expect(await loadDemoLicences(app, () => undefined)).toEqual([]);
    expect(await app.knex("issued_certificates").count({ n: "*" }).first()).toEqual(before);
  });
});

describe("the day a demo licence is issued on", () => {
  it("makes it expire the days after today the fixture says, or a day sooner where no issue day does", () => {
    for (const today of ["2026-11-29", "2027-01-14", "2028-01-13", "2027-12-31"]) {
      for (const days of [1, 45, 270, 364]) {
        const expiry = expiryAfterYears(issueDayFor(today, days, 1), 1);
        expect([addDays(today, days - 1), addDays(today, days)]).toContain(expiry);
        expect(daysBetween(today, expiry)).toBeGreaterThanOrEqual(days - 1);
      }
    }
    // 28 February 2028 is the last day of no one-year licence (28 February 2027's ends on the 27th, 1 March's on the 29th): a day sooner.
    expect(issueDayFor(addDays("2028-02-28", -45), 45, 1)).toBe("2027-02-28");
  });
});
