// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import type { FastifyInstance } from "fastify";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { MemoryRouter } from "react-router-dom";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Scenario } from "../engine/scenarios/Scenario.ts";
import { App } from "../renderer/src/App.tsx";
import { useSession } from "../renderer/src/store/useSession.ts";
import { buildApp, DEMO, tokenFor } from "../server/testing/buildApp.ts";
import { FILES } from "../server/testing/scenarioAnswers.ts";
import { injectFetch, injectImport } from "./support/injectFetch.ts";

/**
 * The printable form and the form-submission page against the real server. The types come from
 * schemas/types by slug and their answers from a complete scenario, so no type is named here.
 */
const ROOT = join(import.meta.dirname, "..");
const definitionOf = (slug: string) => JSON.parse(readFileSync(join(ROOT, "schemas", "types", `${slug}.json`), "utf8")) as { id: string; title: string; printFooter: string; form: { previewTitle: string } };
const completeScenario = (id: string) =>
  readdirSync(join(ROOT, "fixtures", "scenarios", id))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(ROOT, "fixtures", "scenarios", id, f), "utf8")) as Scenario)
    .find((s) => s.expect.complete === true && s.today === "2026-11-22") as Scenario;

let app: FastifyInstance;
let token: string;
beforeAll(async () => {
  app = await buildApp({ PORTAL_TODAY: "2026-11-22" });
  globalThis.fetch = injectFetch(app);
  token = await tokenFor(app, DEMO.fisher.email, DEMO.fisher.password);
});
afterAll(async () => app.close());
afterEach(cleanup);

const call = (method: "GET" | "POST", url: string, payload?: object) => app.inject({ method, url, headers: { authorization: token }, ...(payload ? { payload } : {}) });
const open = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <App importModule={injectImport(app)} />
    </MemoryRouter>,
  );

describe("/form-render-for-pdf", () => {
  it("prints a saved application by id: header, both pages read-only, the uploaded picture and the type's footer version", async () => {
    const facility = definitionOf("aquaculture-facility");
    const scenario = completeScenario(facility.id);
    const temp = (await call("POST", "/api/transactions/temp", { app_type: facility.id })).json().data.temp_trans_id as string;
    await call("POST", `/api/applications/save-application?app_type=${facility.id}`, { ...scenario.answers, temp_trans_id: temp, app_type: facility.id, launchCase: false });
    await call("POST", "/api/documents/upload", { temp_trans_id: temp, document: { name: "site-plan.png", contentType: "image/png", content: FILES.png.toString("base64"), supporting_document_id: "identification_card", documentType: "SUPPORTING_DOCUMENTS" } });
    const id = (await call("GET", `/api/transactions/draft/${temp}`)).json().data.transaction.id as number;
    const profile = (await call("GET", "/api/users/profile")).json().data;
    useSession.setState({ token, profile, current: null });

    open(`/form-render-for-pdf?id=${id}`);
    expect(await screen.findByRole("heading", { level: 1, name: facility.form.previewTitle }, { timeout: 10000 })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Declaration of Knowledge - Form" })).toBeTruthy();
    const declarant = (scenario.answers.declaration_details as { name: string }).name;
    expect(screen.getAllByDisplayValue(declarant).every((input) => (input as HTMLInputElement).readOnly || (input as HTMLInputElement).disabled)).toBe(true);
    expect(await screen.findByRole("img", { name: "site-plan.png" }, { timeout: 10000 })).toBeTruthy();
    expect(screen.getByText(facility.printFooter)).toBeTruthy();
    expect(facility.printFooter).toBe("Version 2 July 2023");
    expect(screen.getByRole("button", { name: "Print or save as PDF" })).toBeTruthy();
  });

  it("says plainly when there is nothing to print", async () => {
    useSession.setState({ token, current: null });
    open("/form-render-for-pdf");
    expect((await screen.findByRole("alert")).textContent).toBe("There is no application to print. Open one from your dashboard.");
  });
});

describe("/form-submission/{appType}", () => {
  it("shows the type's title and the ways on; an unknown type goes to /application-types", async () => {
    const permit = definitionOf("permit");
    open(`/form-submission/${permit.id}`);
    expect(await screen.findByRole("heading", { level: 1, name: permit.title })).toBeTruthy();
    expect(within(screen.getByRole("main")).getByRole("link", { name: "Check your application status" }).getAttribute("href")).toBe("/transaction-status");
    cleanup();
    open("/form-submission/NO_SUCH_TYPE");
    expect(await screen.findByRole("heading", { name: /Apply/ }, { timeout: 5000 })).toBeTruthy();
  });
});
