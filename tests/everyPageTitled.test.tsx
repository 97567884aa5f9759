// @vitest-environment jsdom
import { cleanup, screen, waitFor } from "@testing-library/react";
import type { FastifyInstance } from "fastify";
import { Children, isValidElement, type ReactNode } from "react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CompiledDefinition } from "../engine/definition/compileDefinition.ts";
import { navigate } from "../engine/navigation/navigate.ts";
import { reachableSteps } from "../engine/navigation/reachableSteps.ts";
import { loadDefinitions } from "../engine/node/loadDefinitions.ts";
import type { HeldLicence } from "../engine/types.ts";
import { holdLicences } from "../server/testing/holdLicences.ts";
import { loadScenarios, scenarioContext } from "../engine/node/loadScenarios.ts";
import { profileFields } from "../engine/profile/profileFields.ts";
import type { Scenario } from "../engine/scenarios/Scenario.ts";
import { TABS } from "../renderer/src/dashboard/tabs.ts";
import { accountRoutes } from "../renderer/src/routes/accountRoutes.tsx";
import { adminRoutes } from "../renderer/src/routes/adminRoutes.tsx";
import { dashboardRoutes } from "../renderer/src/routes/dashboardRoutes.tsx";
import { publicRoutes } from "../renderer/src/routes/publicRoutes.tsx";
import { useSession } from "../renderer/src/store/useSession.ts";
import { DEMO } from "../server/testing/buildApp.ts";
import { injectFetch } from "./support/injectFetch.ts";
import { renderAt } from "./support/renderAt.tsx";
import { resetPortal } from "./support/resetPortal.ts";
import { signIn } from "./support/signIn.ts";
import { startPortal } from "./support/startPortal.ts";

/**
 * Every page and step says where it is (issue 14, docs/decisions/0017): each route of the
 * portal's route tables (as a visitor, an applicant, an officer or staff, whoever it is for), each
 * wizard step and form page of every type at its own address (with the answers of a scenario
 * whose path goes through it) and each later stage is opened in the renderer against the real
 * server, and its document.title read. The list is printed; every title must be non-empty and
 * distinct, except the same question on alternative branches of one type (never both met). No
 * step or page tells the applicant which steps the engine skipped and why.
 */
const TODAY = "2026-11-22";
const SITE = " – NFA Licensing Portal";
let app: FastifyInstance;
// A step open only on another day (Morant & Pedro permits, from 1 December) is opened on a portal whose day that is.
const portals = new Map<string, FastifyInstance>();
async function portalOn(today: string): Promise<FastifyInstance> {
  const portal = portals.get(today) ?? (await startPortal({ PORTAL_TODAY: today }));
  portals.set(today, portal);
  globalThis.fetch = injectFetch(portal);
  app = portal;
  return portal;
}
beforeAll(() => portalOn(TODAY));
afterAll(async () => {
  resetPortal();
  for (const portal of portals.values()) await portal.close();
});

interface Titled {
  address: string;
  title: string;
  /** A wizard step's type and id: the only titles that may repeat (alternative branches). */
  step?: { compiled: CompiledDefinition; id: string };
}
const titled: Titled[] = [];

/** The paths of a route table, from the Route elements it returns. */
function paths(routes: ReactNode): string[] {
  return Children.toArray(routes).flatMap((node) => {
    if (!isValidElement<{ path?: string; children?: ReactNode }>(node)) return [];
    return [...(node.props.path ? [node.props.path] : []), ...paths(node.props.children)];
  });
}

/** Opens an address, waits until the page is drawn, and keeps its title under the address it lands at. */
async function titleOf(path: string, heading?: { id: string; text: string }, step?: Titled["step"]): Promise<Titled> {
  document.title = "";
  renderAt(path, { validatorsFrom: app, where: true });
  let found: Titled;
  try {
    const main = document.getElementById("main-content") as HTMLElement;
    await waitFor(() => expect(main.querySelector("h1"), `${path} draws its h1`).not.toBeNull());
    await waitFor(() => expect(main.querySelector('[role="status"]')?.textContent ?? "").not.toMatch(/^(Loading|Starting)/));
    if (heading) {
      await waitFor(() => expect(document.getElementById(heading.id)?.textContent, `${path} shows '${heading.text}'`).toBe(heading.text));
      // No engine workings on a question (issue 14): the skipped steps' "Not asked: … why?" is for staff.
      expect(main.textContent, `${path} speaks to the applicant`).not.toMatch(/Not asked:|the step after /);
    }
    await waitFor(() => expect(document.title).toMatch(new RegExp(`.${SITE}$`)));
    found = { address: screen.getByTestId("where").textContent ?? path, title: document.title, ...(step ? { step } : {}) };
  } finally {
    cleanup();
  }
  if (!titled.some((t) => t.address === found.address)) titled.push(found);
  return found;
}

const as = async (who: keyof typeof DEMO | null) => (who ? (await signIn(app, DEMO[who].email, DEMO[who].password)).token : (resetPortal(), null));

/**
 * Puts an application of the type in the session with these answers, `entity` (a scenario's
 * profile) as the applicant, who holds the licences the scenario says are on file (issued as staff
 * issue them, once: issue 29).
 */
async function started(compiled: CompiledDefinition, answers: Record<string, unknown>, entity: Record<string, unknown> | null, submitted = false, today = TODAY, licences?: HeldLicence[]) {
  await portalOn(today);
  const token = await as(compiled.definition.requiresLogin ? "fisher" : null);
  if (token && licences) await holdLicences(app, token, licences, today);
  const temp = (await app.inject({ method: "POST", url: "/api/transactions/temp", headers: token ? { authorization: token } : {}, payload: { app_type: compiled.definition.id } })).json().data.temp_trans_id as string;
  const { profile } = useSession.getState();
  useSession.setState({ ...(profile && entity ? { profile: { ...profile, entities: [entity] } } : {}), current: { appType: compiled.definition.id, temp_trans_id: temp, answers, step: null, submitted_transaction: submitted ? { transaction_number: "NFA-2026-000001" } : null } });
  return temp;
}

const types = loadDefinitions().loaded.map((l) => l.compiled);
/**
 * The applicant a scenario was written for: its profile, plus the profile values behind the
 * verified fields it answers, so that the answers the browser binds to the profile stay the scenario's.
 */
function applicantOf(compiled: CompiledDefinition, scenario: Scenario | undefined): Record<string, unknown> {
  const entity: Record<string, unknown> = { ...scenario?.profile };
  for (const { field, link } of profileFields(compiled).filter((f) => f.link.verified)) {
    const answer = scenario?.answers[field];
    if (answer !== undefined) entity[Array.isArray(link.from) ? (link.from[0] as string) : link.from] = answer;
  }
  return entity;
}

/** The type's scenarios with the default seasons: those written for TODAY first, then shortest first. */
const scenariosOf = (compiled: CompiledDefinition): Scenario[] =>
  loadScenarios(compiled.definition.id)
    .map((f) => f.scenario)
    .filter((s) => !s.seasons)
    .sort((a, b) => Number(b.today === TODAY) - Number(a.today === TODAY) || JSON.stringify(a.answers).length - JSON.stringify(b.answers).length);

describe("the portal's routes", () => {
  const parameters: Record<string, () => Promise<string[]>> = {
    "/:detailsPage": async () => types.flatMap((t) => (t.definition.detailsPath ? [t.definition.detailsPath] : [])),
    "/form-submission/:appType": async () => types.map((t) => `/form-submission/${t.definition.id}`),
    "/reset-password/:uid": async () => ["/reset-password/1"],
    "/verify/:code": async () => ["/verify/22222-22222"],
    "/confirm-contact/:code": async () => ["/confirm-contact/22222-22222"],
  };
  it("as a visitor, then whoever each signed-in page is for", async () => {
    for (const path of [...paths(publicRoutes()), ...paths(accountRoutes())]) {
      for (const address of (await parameters[path]?.()) ?? [path]) {
        await as(null);
        if (address === "/form-render-for-pdf") {
          await started(types.find((t) => t.definition.requiresLogin) as CompiledDefinition, {}, null);
        }
        const found = await titleOf(address);
        // A page for signed-in users sends a visitor to log in: open it as an officer (the entity portal is theirs).
        if (found.address === "/login" && address !== "/login") {
          await as("officer");
          await titleOf(address);
        }
      }
    }
  }, 120_000);

  it("the dashboard's tabs and a transaction, as an applicant", async () => {
    for (const tab of TABS) {
      await as("fisher");
      await titleOf(`/profile?active=${tab.id}`);
    }
    const licence = types.find((t) => t.definition.requiresLogin) as CompiledDefinition;
    const temp = await started(licence, {}, null);
    const { token } = useSession.getState();
    const id = (await app.inject({ method: "GET", url: `/api/transactions/draft/${temp}`, headers: { authorization: token ?? "" } })).json().data.transaction.id as number;
    expect(paths(dashboardRoutes())).toContain("/view-transaction");
    await titleOf(`/view-transaction?id=${id}`);
  });

  it("the admin area, as staff", async () => {
    for (const path of paths(adminRoutes())) {
      await as("admin");
      await titleOf(path);
    }
  }, 60_000);
});

describe("every step and page of every type, at its own address", () => {
  for (const compiled of types) {
    const { definition } = compiled;
    it(`${definition.title}: each wizard step and form page, then each later stage`, async () => {
      const scenarios = scenariosOf(compiled);
      const complete = scenarios.find((s) => s.expect.complete === true && s.today === TODAY);
      expect(complete, `${definition.id} has a complete scenario for ${TODAY}`).toBeDefined();
      const route = (id: string) => definition.stages.find((s) => s.id === id)?.route;
      for (const [id, step] of compiled.steps) {
        const scenario = scenarios.find((s) => navigate(compiled, s.answers, scenarioContext(s)).path.includes(id));
        expect(scenario, `a scenario of ${definition.id} goes through step ${id}`).toBeDefined();
        if (!scenario) continue;
        await started(compiled, scenario.answers, applicantOf(compiled, scenario), false, scenario.today, scenario.licences);
        const found = await titleOf(`${definition.routePrefix}/${route("type")}/${id}`, { id: "step-title", text: step.section.title }, { compiled, id });
        // An introduction titled like its type says it once.
        expect(found.title).toBe(`${[...new Set([step.section.title, definition.title])].join(" – ")}${SITE}`);
      }
      for (const page of compiled.pages) {
        await started(compiled, complete?.answers ?? {}, applicantOf(compiled, complete), false, TODAY, complete?.licences);
        await titleOf(`${definition.routePrefix}/${route("form")}/${page.section.id}`, { id: "page-title", text: page.section.title });
      }
      for (const stage of definition.stages.filter((s) => s.id !== "type" && s.id !== "form")) {
        await started(compiled, complete?.answers ?? {}, applicantOf(compiled, complete), stage.id === "status", TODAY, complete?.licences);
        await titleOf(`${definition.routePrefix}/${stage.route}`);
      }
    }, 120_000);
  }
});

describe("the titles", () => {
  it("are listed, never empty, and distinct but for one question on alternative branches of a type", () => {
    console.log(titled.map((t) => `${t.title}    ${t.address}`).join("\n"));
    expect(titled.length).toBeGreaterThan(100);
    for (const t of titled) expect(t.title.slice(0, -SITE.length).trim(), t.address).not.toBe("");
    const alternatives = (a: Titled, b: Titled) => a.step && b.step && a.step.compiled === b.step.compiled && !reachableSteps(a.step.compiled, [a.step.id]).has(b.step.id) && !reachableSteps(b.step.compiled, [b.step.id]).has(a.step.id);
    const repeated = titled.flatMap((a, i) => titled.slice(i + 1).filter((b) => b.title === a.title && !alternatives(a, b)).map((b) => `'${a.title}' at ${a.address} and ${b.address}`));
    expect(repeated).toEqual([]);
  });
});
