import type { FastifyInstance } from "fastify";
import { existsSync, readdirSync } from "node:fs";
import { basename, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadScenarios } from "../../../../engine/node/loadScenarios.ts";
import type { Scenario } from "../../../../engine/scenarios/Scenario.ts";
import { ROOT } from "../../../config.ts";
import { ANSWERS_TOO_LARGE } from "../../../services/boundAnswers.ts";
import { holdLicences } from "../../../testing/holdLicences.ts";
import { registerApplicant } from "../../../testing/registerApplicant.ts";
import { buildApp } from "../../../testing/buildApp.ts";
import { readyToSubmit } from "../../../testing/readyToSubmit.ts";

/**
 * Spec points the server judges as the browser does (issue 14, 'Spec points found off'), each
 * through the API with a scenario of fixtures/scenarios/: a schema default the applicant never
 * touched (spec 002 §3), a value of a disabled field (spec 002 §5), an upload in the spec's shape
 * (spec 001 §3).
 */
const TODAY = "2026-11-22";
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp({ PORTAL_TODAY: TODAY });
});
afterAll(async () => app.close());

/** A card payment with its billing address, which the engine's scenarios of the wizard leave out. */
const CARD = { fisher_id: "In-Office", should_expedite_process: "No", payment_method: "Credit/Debit Card", billing_address: { first_name: "Marcia", last_name: "Campbell", address_line_1: "12 Front Street", city: "Old Harbour", email_address: "marcia@example.com", telephone_number: "876-555-0142" } };
const SCENARIOS = join(ROOT, "fixtures", "scenarios");
/** A scenario by its file name, with the type whose folder holds it (tests name no type, tests/typesLiveInSchemas.test.ts). */
function located(file: string): { appType: string; scenario: Scenario } {
  const appType = readdirSync(SCENARIOS).find((folder) => existsSync(join(SCENARIOS, folder, file)));
  if (!appType) throw new Error(`no scenario folder holds ${file}`);
  const scenario = loadScenarios(appType).find((s) => basename(s.file) === file)?.scenario;
  if (!scenario) throw new Error(`${file} is not a scenario of ${appType}`);
  return { appType, scenario };
}

/** Submits a scenario's answers with documents and a card payment; answers the submit's response and the answers the server kept. */
async function submit(file: string, email: string, extra: Record<string, unknown> = {}) {
  const { appType, scenario: read } = located(file);
  const scenario = { ...read, answers: { ...read.answers, ...extra } };
  const token = await registerApplicant(app, email, scenario.profile ?? {}, scenario.answers);
  // The licences the scenario says are on file (issue 29), issued as staff issue them.
  await holdLicences(app, token, scenario.licences, TODAY);
  const tempId = await readyToSubmit(app, token, appType, scenario.answers);
  const submitted = await app.inject({ method: "POST", url: `/api/applications/save-application?app_type=${appType}`, payload: { ...scenario.answers, temp_trans_id: tempId, app_type: appType, launchCase: true }, headers: { authorization: token } });
  const kept = (await app.inject({ method: "GET", url: `/api/transactions/draft/${tempId}`, headers: { authorization: token } })).json().data.transaction.application_details as Record<string, unknown>;
  return { submitted, kept };
}

describe("spec points the server judges as the browser does", () => {
  it("takes the carrier type's default, Artisanal Carrier, for Carrier Fishing with only a vessel type, and keeps it (spec 002 §3)", async () => {
    const { submitted, kept } = await submit("31-carrier-type-defaults-to-artisanal.json", "carrier@example.com");
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(kept).toMatchObject({ vessel_commercial_carrier_type: "Artisanal Carrier", vessel_type: "Motorized Canoe" });
  });

  it("keeps no engine serial number typed before choosing Unknown (spec 002 §5: disabled when Unknown)", async () => {
    const { submitted, kept } = await submit("32-unknown-engine-serial-number-not-kept.json", "serial@example.com");
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(kept.engine_details).toEqual([
      { make_manufacturer: "Yamaha", engine_power_unit: "H.P. (HP)", horse_power: 75, engine_serial_number_available: "Unknown" },
      { make_manufacturer: "Yamaha", engine_power_unit: "H.P. (HP)", horse_power: 40, engine_serial_number_available: "Known", engine_serial_number: "6AH-2044" },
    ]);
  });

  it("accepts a vessel's certificate as the spec's {name, content, contentType}, keeps it with its name, and drops dates disabled without their number (spec 001 §3, §5)", async () => {
    const { submitted, kept } = await submit("19-uploaded-file-kept-and-disabled-dates-dropped.json", "vessel-file@example.com");
    expect(submitted.statusCode, submitted.body).toBe(200);
    const [row] = kept.local_vessel_gear_details as Array<Record<string, unknown>>;
    expect(row?.maj_registration_certificate).toEqual({ name: "MAJ certificate (2024).PDF", content: "JVBERi0xLjQK", contentType: "application/pdf" });
    expect(row).not.toHaveProperty("nfa_date_of_issue");
    expect(row).not.toHaveProperty("nfa_registration_certificate");
  });

  it("takes the NFA registration number an applicant with none on file gives for a renewal (spec 001 §5), and refuses an amendment without one", async () => {
    const { submitted, kept } = await submit("29-pre-check-no-with-transaction-renews.json", "renews@example.com", { payment_details: CARD });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(kept.nfa_registration_number).toBe("NFA-20931");
    const amendment = await submit("38-pre-check-no-amendment-asks-nfa-number.json", "amends@example.com", { payment_details: CARD });
    expect(amendment.submitted.statusCode).toBe(422);
    expect(amendment.submitted.json().data.errors).toEqual([{ pointer: "/nfa_registration_number", message: "You must input NFA Registration # before proceeding to the next step" }]);
  });

  it("still bounds the answers to 10 MB with an upload in the spec's shape inside them (decision 0015)", async () => {
    const { appType, scenario } = located("19-uploaded-file-kept-and-disabled-dates-dropped.json");
    const token = await registerApplicant(app, "heavy-file@example.com", scenario.profile ?? {}, scenario.answers);
    const tempId = (await app.inject({ method: "POST", url: "/api/transactions/temp", payload: { app_type: appType }, headers: { authorization: token } })).json().data.temp_trans_id as string;
    const [row] = scenario.answers.local_vessel_gear_details as Array<Record<string, unknown>>;
    const heavy = { ...row, maj_registration_certificate: { name: "scan.pdf", content: `JVBERi0x${"A".repeat(10 * 1024 * 1024)}`, contentType: "application/pdf" } };
    const saved = await app.inject({ method: "POST", url: `/api/applications/save-application?app_type=${appType}`, payload: { ...scenario.answers, local_vessel_gear_details: [heavy], temp_trans_id: tempId, app_type: appType, launchCase: false }, headers: { authorization: token } });
    expect(saved.statusCode).toBe(413);
    expect(saved.json().data.msg).toBe(ANSWERS_TOO_LARGE);
  });
});
