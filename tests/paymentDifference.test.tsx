// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react";
import type { FastifyInstance } from "fastify";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadDefinitions } from "../engine/node/loadDefinitions.ts";
import type { Scenario } from "../engine/scenarios/Scenario.ts";
import { useSession } from "../renderer/src/store/useSession.ts";
import { DEMO, tokenFor } from "../server/testing/buildApp.ts";
import { renderAt } from "./support/renderAt.tsx";
import { startPortal } from "./support/startPortal.ts";

/**
 * The payment stage shows what was paid and what remains (decision 0014): a fisher paid JMD 2,000
 * for artisanal answers, then changed them to industrial ones (JMD 5,500); the stage says so and
 * asks for JMD 3,500.
 */
const TYPE = "APPLICATION_FOR_LICENCE";
const scenario = (file: string) => (JSON.parse(readFileSync(join(import.meta.dirname, "..", "fixtures", "scenarios", TYPE, file), "utf8")) as Scenario).answers;
let app: FastifyInstance;
let token: string;
beforeAll(async () => {
  app = await startPortal({ PORTAL_TODAY: "2026-11-22" });
  token = await tokenFor(app, DEMO.fisher.email, DEMO.fisher.password);
});
afterAll(async () => {
  cleanup();
  await app.close();
});

describe("the payment stage after the fees grew", () => {
  it("shows what was paid, the new total and the amount still due", async () => {
    const call = (url: string, payload: object) => app.inject({ method: "POST", url, headers: { authorization: token }, payload });
    const artisanal = scenario("01-commercial-artisanal-port-new.json");
    const industrial = { ...scenario("03-commercial-industrial.json"), payment_details: artisanal.payment_details };
    const temp = (await call("/api/transactions/temp", { app_type: TYPE })).json().data.temp_trans_id as string;
    await call(`/api/applications/save-application?app_type=${TYPE}`, { ...artisanal, temp_trans_id: temp, app_type: TYPE, launchCase: false });
    const url = (await call(`/api/payment/init/${temp}`, { ...artisanal, payment_method: "Credit/Debit Card" })).json().data.RedirectData.url as string;
    await app.inject({ method: "POST", url, payload: "card_name=Marcia+Campbell&card_number=4111+1111+1111+1111&expiry=12%2F39&cvv=123", headers: { "content-type": "application/x-www-form-urlencoded" } });
    await call(`/api/applications/save-application?app_type=${TYPE}`, { ...industrial, temp_trans_id: temp, app_type: TYPE, launchCase: false });

    const profile = (await app.inject({ method: "GET", url: "/api/users/profile", headers: { authorization: token } })).json().data;
    useSession.setState({ token, profile, current: { appType: TYPE, temp_trans_id: temp, answers: industrial, step: null, submitted_transaction: null } });
    const definition = loadDefinitions().loaded.find((d) => d.definition.id === TYPE)?.definition;
    renderAt(`${definition?.routePrefix}/payment`, { validatorsFrom: app });
    const notice = await screen.findByText(/You have paid/);
    expect(notice.textContent).toBe("You have paid JMD 2,000.00 for this application. Its fees are now JMD 5,500.00: JMD 3,500.00 remains to be paid.");
    const fees = screen.getByRole("table", { name: "Fees" });
    expect(within(fees).getByRole("rowheader", { name: "Already paid" }).nextElementSibling?.textContent).toBe("JMD 2,000.00");
    expect(within(fees).getByRole("rowheader", { name: "Amount Due" }).nextElementSibling?.textContent).toBe("JMD 3,500.00");
  });
});
