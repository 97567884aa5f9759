// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadDefinitions } from "../engine/node/loadDefinitions.ts";
import { formatMoney } from "../engine/fees/formatMoney.ts";
import { useSession } from "../renderer/src/store/useSession.ts";
import { DEMO, tokenFor } from "../server/testing/buildApp.ts";
import { individualScenario } from "../server/testing/scenarioAnswers.ts";
import { renderAt } from "./support/renderAt.tsx";
import { startPortal } from "./support/startPortal.ts";

/**
 * Every stage of every type that needs a login, opened in the renderer against the real server
 * with the answers of the type's complete scenario saved as the draft: the wizard, both form
 * pages' first, the documents the engine requires, the fee total, the preview. Nothing here
 * names a type; a new definition with a complete scenario is covered as it lands.
 */
const TODAY = "2026-11-22";
let app: FastifyInstance;
let token: string;
beforeAll(async () => {
  app = await startPortal({ PORTAL_TODAY: TODAY });
  token = await tokenFor(app, DEMO.fisher.email, DEMO.fisher.password);
});
afterAll(async () => {
  cleanup();
  await app.close();
});

for (const { definition } of loadDefinitions().loaded.filter((d) => d.definition.requiresLogin)) {
  describe(`${definition.title}: every stage opens with a complete draft`, () => {
    const scenario = individualScenario(definition.id, TODAY);
    it("has a complete scenario for an individual", () => expect(scenario).toBeDefined());
    if (!scenario) return;
    for (const stage of definition.stages.filter((s) => s.id !== "status")) {
      it(`${stage.label} (${stage.route})`, async () => {
        const profile = (await app.inject({ method: "GET", url: "/api/users/profile", headers: { authorization: token } })).json().data;
        const temp = (await app.inject({ method: "POST", url: "/api/transactions/temp", headers: { authorization: token }, payload: { app_type: definition.id } })).json().data.temp_trans_id as string;
        await app.inject({ method: "POST", url: `/api/applications/save-application?app_type=${definition.id}`, headers: { authorization: token }, payload: { ...scenario.answers, temp_trans_id: temp, app_type: definition.id, launchCase: false } });
        useSession.setState({ token, profile, current: { appType: definition.id, temp_trans_id: temp, answers: scenario.answers, step: null, submitted_transaction: null } });
        renderAt(`${definition.routePrefix}/${stage.route}`, { validatorsFrom: app });
        const find = (name: string, level?: number) => screen.findByRole("heading", { name, ...(level ? { level } : {}) });
        await find(definition.title, 1);
        if (stage.id === "type") {
          const titles = (definition.wizard?.steps ?? []).map((s) => s.title);
          expect(titles).toContain((await screen.findByText((_, el) => el?.id === "step-title")).textContent);
        }
        if (stage.id === "form") await find(definition.form.pages[0]!.title, 2);
        if (stage.id === "documents") {
          await find("Supporting Documents");
          for (const { key } of scenario.expect.documents ?? []) {
            const name = definition.documents?.items.find((d) => d.key === key)?.name ?? key;
            // Optional ones carry '(Optional)' after the name.
            expect((await screen.findAllByText((text) => text.startsWith(name))).length).toBeGreaterThan(0);
          }
        }
        if (stage.id === "payment") {
          await find("Payment Form");
          const total = scenario.expect.fees?.total;
          if (total !== undefined) expect((await screen.findAllByText(new RegExp(formatMoney(total * 100).replace(/[.]/g, "\\.")))).length).toBeGreaterThan(0);
        }
        if (stage.id === "preview") {
          await find(definition.form.previewTitle);
          // The answers are drawn once the heading is on screen (decision 0062), with the second Submit after them.
          await find("Now send your application");
          expect(screen.getAllByRole("button", { name: "Submit your Application to NFA" }).length).toBe(2);
          // Check your answers: text, not greyed inputs; every form page's answers with a Change link
          // to the page's own address, every link to a step, page or stage this type has.
          expect(document.querySelectorAll("main input, main select, main textarea").length).toBe(0);
          const route = (id: string) => definition.stages.find((s) => s.id === id)?.route;
          const addresses = new Set([
            ...(definition.wizard?.steps ?? []).map((s) => `${definition.routePrefix}/${route("type")}/${s.id}`),
            ...definition.form.pages.map((p) => `${definition.routePrefix}/${route("form")}/${p.id}`),
            ...["payment", "documents"].filter(route).map((id) => `${definition.routePrefix}/${route(id)}`),
          ]);
          const changes = screen.getAllByRole("link", { name: /^Change / }).map((a) => a.getAttribute("href") ?? "");
          expect(changes.filter((href) => !addresses.has(href))).toEqual([]);
          for (const page of definition.form.pages) expect(changes).toContain(`${definition.routePrefix}/${route("form")}/${page.id}`);
          const total = scenario.expect.fees?.total;
          if (total !== undefined && route("payment")) expect(within(screen.getByRole("table", { name: "Fees" })).getByRole("row", { name: /^Total/ }).textContent).toBe(`Total${formatMoney(total * 100)}`);
        }
        cleanup();
      });
    }
  });
}
