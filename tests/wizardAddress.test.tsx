// @vitest-environment jsdom
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { FastifyInstance } from "fastify";
import { MemoryRouter, useLocation, useNavigate } from "react-router-dom";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { App } from "../renderer/src/App.tsx";
import type { DefinitionSummary } from "../renderer/src/definitions/loadDefinition.ts";
import { useSession } from "../renderer/src/store/useSession.ts";
import { DEMO } from "../server/testing/buildApp.ts";
import { injectImport } from "./support/injectFetch.ts";
import { resetPortal } from "./support/resetPortal.ts";
import { signIn } from "./support/signIn.ts";
import { startPortal } from "./support/startPortal.ts";

/**
 * Each wizard step and form page at its own address (docs/decisions/0017), in the renderer against
 * the real server: the address follows Next, the browser's Back and Forward walk the path, an
 * address the answers do not reach gives way to the first step still missing, and Previous on
 * the first step goes home or, where the definition says so (the declaration, spec 001 §2), back
 * in the browser's history.
 */
let app: FastifyInstance;
let summaries: DefinitionSummary[] = [];
beforeAll(async () => {
  app = await startPortal({ PORTAL_TODAY: "2026-11-22" });
  summaries = (await app.inject({ method: "GET", url: "/api/definitions" })).json().data.definitions;
});
afterAll(async () => app.close());
afterEach(resetPortal);

/** The browser around the portal: its address, and its Back and Forward buttons. */
function Browser() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="where">{location.pathname}</output>
      <button type="button" onClick={() => void navigate(-1)}>
        Browser Back
      </button>
      <button type="button" onClick={() => void navigate(1)}>
        Browser Forward
      </button>
    </>
  );
}

/** Opens the portal with these addresses in its history, the last one shown. */
function openAt(...history: string[]) {
  render(
    <MemoryRouter initialEntries={history} initialIndex={history.length - 1}>
      <App importModule={injectImport(app)} />
      <Browser />
    </MemoryRouter>,
  );
  return userEvent.setup({ delay: null });
}

const byPrefix = (prefix: string) => summaries.find((s) => s.routePrefix === `/application/${prefix}`) as DefinitionSummary;
const where = () => screen.getByTestId("where").textContent;
const step = () => document.getElementById("step-title");

async function start(prefix: string, answers: Record<string, unknown> = {}) {
  const { token } = await signIn(app, DEMO.fisher.email, DEMO.fisher.password);
  const summary = byPrefix(prefix);
  const temp = (await app.inject({ method: "POST", url: "/api/transactions/temp", headers: { authorization: token }, payload: { app_type: summary.id } })).json().data.temp_trans_id as string;
  useSession.setState({ current: { appType: summary.id, temp_trans_id: temp, answers, step: null, submitted_transaction: null } });
  return summary;
}

async function expectStep(address: string, title: string) {
  await waitFor(() => expect(where()).toBe(address));
  await waitFor(() => expect(step()?.textContent).toBe(title));
}

describe("a wizard step's own address", () => {
  it("follows Next; Back and Forward walk the path; the step heading takes focus and names the page", async () => {
    const licence = await start("licence");
    const user = openAt("/application-types", `${licence.routePrefix}/licence-type`);
    await expectStep(`${licence.routePrefix}/licence-type/licence-type`, "Type of Licence");
    expect(screen.getByText(/^Question 1$/)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(document.title).toBe(`Error: Type of Licence – ${licence.title} – NFA Licensing Portal`));
    await user.click(screen.getByRole("radio", { name: "Recreational Fishing" }));
    await expectStep(`${licence.routePrefix}/licence-type/transaction-type`, "Type of Transaction");
    expect(screen.getByText(/^Question 2$/)).toBeTruthy();
    expect(document.activeElement).toBe(step());
    await waitFor(() => expect(document.title).toBe(`Type of Transaction – ${licence.title} – NFA Licensing Portal`));
    await user.click(screen.getByRole("button", { name: "Browser Back" }));
    await expectStep(`${licence.routePrefix}/licence-type/licence-type`, "Type of Licence");
    expect((screen.getByRole("radio", { name: "Recreational Fishing" }) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole("button", { name: "Browser Forward" }));
    await expectStep(`${licence.routePrefix}/licence-type/transaction-type`, "Type of Transaction");
    await user.click(screen.getByRole("button", { name: "Previous" }));
    await expectStep(`${licence.routePrefix}/licence-type/licence-type`, "Type of Licence");
  });

  it("opens a step the answers reach, and sends one they do not reach to the first step still missing", async () => {
    const licence = await start("licence", { licence_type: "Recreational Fishing" });
    openAt(`${licence.routePrefix}/licence-type/licence-type`);
    await expectStep(`${licence.routePrefix}/licence-type/licence-type`, "Type of Licence");
    resetPortal();
    await start("licence", { licence_type: "Recreational Fishing" });
    openAt(`${licence.routePrefix}/licence-type/species`);
    await expectStep(`${licence.routePrefix}/licence-type/transaction-type`, "Type of Transaction");
    resetPortal();
    await start("licence", { licence_type: "Recreational Fishing" });
    openAt(`${licence.routePrefix}/licence-type/commercial-category`);
    await expectStep(`${licence.routePrefix}/licence-type/transaction-type`, "Type of Transaction");
  });

  it("gives each form page its own address, the second only once the first is answered", async () => {
    const licence = await start("licence");
    const form = licence.stages.find((s) => s.id === "form")?.route;
    openAt(`${licence.routePrefix}/${form}/declaration`);
    await waitFor(() => expect(where()).toBe(`${licence.routePrefix}/${form}/application-form`));
    expect(await screen.findByText("Page 1 of 2")).toBeTruthy();
  });
});

describe("Previous on the first step (spec 001 §2)", () => {
  it("goes back in the browser's history in the declaration wizard", async () => {
    const declaration = await start("declaration");
    const user = openAt("/declaration-details", `${declaration.routePrefix}/${declaration.stages[0]?.route}`);
    await waitFor(() => expect(step()).not.toBeNull());
    expect(where(), "a new declaration opens at its introduction").toBe(`${declaration.routePrefix}/${declaration.stages[0]?.route}/introduction`);
    await user.click(screen.getByRole("button", { name: "Previous" }));
    await waitFor(() => expect(where()).toBe("/declaration-details"));
  });

  it("goes to the application types in the permit wizard", async () => {
    const permit = await start("permit");
    const user = openAt("/permit-details", `${permit.routePrefix}/${permit.stages[0]?.route}`);
    await waitFor(() => expect(step()).not.toBeNull());
    await user.click(screen.getByRole("button", { name: "Previous" }));
    await waitFor(() => expect(where()).toBe("/application-types"));
  });
});
