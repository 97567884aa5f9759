// @vitest-environment jsdom
import { cleanup, screen, waitFor } from "@testing-library/react";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { loadDefinitions } from "../engine/node/loadDefinitions.ts";
import { TABS } from "../renderer/src/dashboard/tabs.ts";
import type { DefinitionSummary } from "../renderer/src/definitions/loadDefinition.ts";
import { useSession } from "../renderer/src/store/useSession.ts";
import { DEMO, tokenFor } from "../server/testing/buildApp.ts";
import { renderAt } from "./support/renderAt.tsx";
import { resetPortal } from "./support/resetPortal.ts";
import { startPortal } from "./support/startPortal.ts";

/**
 * The routes of spec 000's tables beyond the public pages (tests/routesRender.test.tsx walks
 * those): account pages signed out, the dashboard's tabs, every stage route of every type with an
 * application started, the printable form and the form-submission page. Each must draw a heading
 * and real content, with no crash and no failed load, at the address asked for.
 */
let app: FastifyInstance;
let summaries: DefinitionSummary[] = [];
let token: string;
let profile: Record<string, unknown>;
beforeAll(async () => {
  app = await startPortal({ PORTAL_TODAY: "2026-11-22" });
  summaries = (await app.inject({ method: "GET", url: "/api/definitions" })).json().data.definitions;
  token = await tokenFor(app, DEMO.fisher.email, DEMO.fisher.password);
  profile = (await app.inject({ method: "GET", url: "/api/users/profile", headers: { authorization: token } })).json().data;
});
afterAll(async () => app.close());
afterEach(resetPortal);

/** A stage's own address: a wizard step or form page adds its id (docs/decisions/0017). */
const sectionOf = (path: string) => new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}/[a-z0-9-]+$`);

/** Opens a route and checks it drew a heading and more, nothing failed, and it stayed there (or at the address given). */
async function expectMeaningful(path: string, staysAt: string | RegExp = path) {
  renderAt(path, { validatorsFrom: app, where: true });
  const main = document.getElementById("main-content") as HTMLElement;
  // A page loading under its own heading (PageLoading, decision 0029) is not drawn yet.
  await waitFor(() => expect(main.querySelector("[data-page-loading]") ? null : main.querySelector("h1, h2"), `${path} draws a heading`).not.toBeNull());
  await waitFor(() => expect(main.querySelector('[role="status"]')?.textContent ?? "").not.toMatch(/^(Loading|Starting)/));
  // Real content: more than a heading's worth of text, or a form to fill (a short reset page).
  const controls = main.querySelectorAll("input, select, textarea, button, a[href]").length;
  expect((main.textContent ?? "").length > 80 || controls >= 2, `${path} has content`).toBe(true);
  expect(main.textContent).not.toMatch(/could not be (loaded|shown)|Something went wrong/);
  const where = screen.getByTestId("where").textContent;
  if (typeof staysAt === "string") expect(where).toBe(staysAt);
  else expect(where).toMatch(staysAt);
}

describe("account pages, signed out", () => {
  for (const path of ["/login", "/legacy-login", "/register", "/reset-password", "/reset-password/1", "/confirm-contact", "/confirm-contact/22222-22222"]) it(path, () => expectMeaningful(path));
  it("/logout ends on /login", () => expectMeaningful("/logout", "/login"));
});

describe("the dashboard, signed in", () => {
  for (const tab of TABS)
    it(`/profile?active=${tab.id}`, async () => {
      useSession.setState({ token, profile });
      await expectMeaningful(`/profile?active=${tab.id}`);
      expect(screen.getAllByText(tab.label).length).toBeGreaterThan(0);
    });
});

describe("every stage route of every type, with an application started", () => {
  // One test per definition in schemas/types/, named after it, so a new type is covered as it lands.
  const types = loadDefinitions().loaded.map(({ definition }) => definition);
  it("has types", () => expect(types.length).toBeGreaterThan(0));
  for (const { id, title } of types) {
    it(`${title} (${id}): each sub-route of its prefix`, async () => {
      const summary = summaries.find((s) => s.id === id);
      expect(summary, `${id} is served at /api/definitions`).toBeDefined();
      if (!summary) return;
      for (const stage of summary.stages.filter((s) => s.id !== "status")) {
        const temp = (await app.inject({ method: "POST", url: "/api/transactions/temp", headers: summary.requiresLogin ? { authorization: token } : {}, payload: { app_type: summary.id } })).json().data.temp_trans_id as string;
        useSession.setState({ token, profile, current: { appType: summary.id, temp_trans_id: temp, answers: {}, step: null, submitted_transaction: null } });
        const path = `${summary.routePrefix}/${stage.route}`;
        await expectMeaningful(path, stage.id === "type" || stage.id === "form" ? sectionOf(path) : path);
        cleanup();
      }
    });
  }
});

describe("form and form-render are the same form screen (spec 000 §3)", () => {
  it("opens the form stage at both sub-routes of every type, without going back to the first step", async () => {
    for (const summary of summaries.filter((s) => s.stages.some((stage) => stage.id === "form"))) {
      for (const route of ["form", "form-render"]) {
        const temp = (await app.inject({ method: "POST", url: "/api/transactions/temp", headers: summary.requiresLogin ? { authorization: token } : {}, payload: { app_type: summary.id } })).json().data.temp_trans_id as string;
        useSession.setState({ token, profile, current: { appType: summary.id, temp_trans_id: temp, answers: {}, step: null, submitted_transaction: null } });
        await expectMeaningful(`${summary.routePrefix}/${route}`, sectionOf(`${summary.routePrefix}/${route}`));
        expect(document.querySelector('[aria-current="step"]')?.textContent, `${summary.routePrefix}/${route}`).toContain(summary.stages.find((stage) => stage.id === "form")?.label);
        cleanup();
      }
    }
  }, 60_000);
});

describe("the admin area, as staff", () => {
  for (const path of ["/admin", "/admin/species-seasons", "/admin/transactions", "/admin/licences", "/admin/cases", "/admin/supporting-officer", "/admin/users", "/admin/g2g"])
    it(path, async () => {
      const staff = await tokenFor(app, DEMO.admin.email, DEMO.admin.password);
      const staffProfile = (await app.inject({ method: "GET", url: "/api/users/profile", headers: { authorization: staff } })).json().data;
      useSession.setState({ token: staff, profile: staffProfile });
      await expectMeaningful(path);
    });
});

describe("printing and submission pages", () => {
  it("/form-render-for-pdf of the application being filled", async () => {
    const summary = summaries.find((s) => s.requiresLogin) as DefinitionSummary;
    const temp = (await app.inject({ method: "POST", url: "/api/transactions/temp", headers: { authorization: token }, payload: { app_type: summary.id } })).json().data.temp_trans_id as string;
    useSession.setState({ token, profile, current: { appType: summary.id, temp_trans_id: temp, answers: {}, step: null, submitted_transaction: null } });
    await expectMeaningful("/form-render-for-pdf");
  });
  it("/form-submission/{appType} for every type", async () => {
    for (const summary of summaries) {
      await expectMeaningful(`/form-submission/${summary.id}`);
      cleanup();
    }
  });
});
