// @vitest-environment jsdom
// vitest: own modules (it draws pages while their code is still loading, which another file has already loaded)
import { screen, waitFor } from "@testing-library/react";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { entityName } from "../renderer/src/pages/public/entityName.ts";
import { useSession } from "../renderer/src/store/useSession.ts";
import { DEMO } from "../server/testing/buildApp.ts";
import { renderAt } from "./support/renderAt.tsx";
import { resetPortal } from "./support/resetPortal.ts";
import { signIn } from "./support/signIn.ts";
import { startPortal } from "./support/startPortal.ts";

/**
 * On a first visit, a wizard's address and the dashboard draw their page's heading while their
 * code loads (docs/decisions/0029): the heading is the largest paint of those pages on a phone
 * (Lighthouse's LCP element), and it no longer waits for the page's chunks, definition and
 * validators. The loading line stays under it; the title waits for the page itself.
 */
let app: FastifyInstance;
let summaries: Array<{ id: string; title: string; routePrefix: string; requiresLogin: boolean; stages: Array<{ id: string; route: string }> }> = [];
beforeAll(async () => {
  app = await startPortal({ PORTAL_TODAY: "2026-11-22" });
  summaries = (await app.inject({ method: "GET", url: "/api/definitions" })).json().data.definitions;
});
afterAll(async () => app.close());
afterEach(() => {
  resetPortal();
  document.getElementById("nfa-definitions")?.remove();
});

/** The list of types inlined into the page, as the server writes it (decision 0028). */
async function inlineDefinitions() {
  const block = document.createElement("script");
  block.type = "application/json";
  block.id = "nfa-definitions";
  block.textContent = JSON.stringify((await app.inject({ method: "GET", url: "/api/definitions" })).json().data);
  document.head.append(block);
}

const main = () => document.getElementById("main-content") as HTMLElement;

describe("a page's heading drawn while its code loads", () => {
  it("draws every type's title over the loading line at its first step's address, then the step under the same heading", async () => {
    const { token, profile } = await signIn(app, DEMO.fisher.email, DEMO.fisher.password);
    await inlineDefinitions();
    for (const summary of summaries) {
      const first = summary.stages[0];
      if (!first) continue;
      const temp = (await app.inject({ method: "POST", url: "/api/transactions/temp", headers: summary.requiresLogin ? { authorization: token } : {}, payload: { app_type: summary.id } })).json().data.temp_trans_id as string;
      useSession.setState({ token, profile, current: { appType: summary.id, temp_trans_id: temp, answers: {}, step: null, submitted_transaction: null } });
      document.title = "before";
      const { unmount } = renderAt(`${summary.routePrefix}/${first.route}`, { validatorsFrom: app });
      // The first render, before any chunk or answer arrived.
      expect(main().querySelector("h1")?.textContent, summary.id).toBe(summary.title);
      expect(main().querySelector('[role="status"]')?.textContent, summary.id).toMatch(/^(Loading|Starting)/);
      expect(document.title, summary.id).toBe("before");
      // The step drawn (the address corrected to the step's own on the way, main empty for a frame).
      await waitFor(() => expect(main().querySelector("[data-page-loading]") ? null : (main().querySelector("[data-title-source] h2") && main().querySelector("h1")?.textContent), summary.id).toBe(summary.title), { timeout: 10_000 });
      await waitFor(() => expect(document.title, summary.id).toContain(summary.title));
      unmount();
    }
  }, 120_000);

  it("draws the signed-in applicant's dashboard heading over the loading line, then the dashboard under the same heading", async () => {
    const { profile } = await signIn(app, DEMO.fisher.email, DEMO.fisher.password);
    const heading = `Dashboard: ${entityName((profile.entities as Array<Record<string, unknown>>)[0])}`;
    renderAt("/profile");
    expect(main().querySelector("h1")?.textContent).toBe(heading);
    expect(main().querySelector('[role="status"]')?.textContent).toBe("Loading…");
    await waitFor(() => expect(main().querySelector("[data-page-loading]")).toBeNull());
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(heading);
  });

  it("keeps the bare loading line at a wizard address no type has", () => {
    renderAt("/application/no-such-type/step");
    expect(main().querySelector("h1")).toBeNull();
  });

  it("keeps the bare loading line on the dashboard's address for a visitor who is not signed in", () => {
    renderAt("/profile");
    expect(main().querySelector("h1")).toBeNull();
  });
});
