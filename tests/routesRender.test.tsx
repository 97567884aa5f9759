// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loadDefinitions } from "../engine/node/loadDefinitions.ts";
import type { DefinitionSummary } from "../renderer/src/definitions/loadDefinition.ts";
import { useSession } from "../renderer/src/store/useSession.ts";
import { DEMO } from "../server/testing/buildApp.ts";
import { renderAt } from "./support/renderAt.tsx";
import { resetPortal } from "./support/resetPortal.ts";
import { signIn } from "./support/signIn.ts";
import { startPortal } from "./support/startPortal.ts";

/**
 * Every route of spec 000 §2's tables, written out as the spec lists them (public and general
 * routes, details pages, wizard prefixes with each sub-route, the dashboard's tabs, the admin
 * area), opened against the real server as the visitor, applicant or staff member it is for.
 * Each must draw a heading and real content at the address expected, with no crash (nothing
 * thrown to the window, the layout still there), no failed load and no endless loading.
 */
let app: FastifyInstance;
let summaries: DefinitionSummary[] = [];
let thrown: string[] = [];
const onError = (event: ErrorEvent) => thrown.push(event.message);
beforeAll(async () => {
  app = await startPortal({ PORTAL_TODAY: "2026-11-22" });
  summaries = (await app.inject({ method: "GET", url: "/api/definitions" })).json().data.definitions;
});
afterAll(async () => app.close());
beforeEach(() => {
  thrown = [];
  window.addEventListener("error", onError);
});
afterEach(() => {
  window.removeEventListener("error", onError);
  resetPortal();
});

const where = () => screen.getByTestId("where").textContent;
const as = (who: keyof typeof DEMO) => signIn(app, DEMO[who].email, DEMO[who].password);

interface Expect {
  /** The level-1 heading (otherwise any h1 or h2 will do). */
  heading?: string;
  text?: string;
  /** Where the route lands (a redirect, or a pattern); the path itself when not given. */
  staysAt?: string | RegExp;
}

/** Opens a route and checks it drew a page: a heading, real content, nothing failed, the address. */
async function expectPage(path: string, { heading, text, staysAt = path }: Expect = {}) {
  renderAt(path, { validatorsFrom: app, where: true });
  if (heading) await screen.findByRole("heading", { name: heading, level: 1 });
  await waitFor(() => (typeof staysAt === "string" ? expect(where()).toBe(staysAt) : expect(where()).toMatch(staysAt)));
  const main = () => document.getElementById("main-content") as HTMLElement;
  // A render error with no boundary takes the whole layout down: no main left.
  expect(main(), `${path} keeps the layout`).not.toBeNull();
  await waitFor(() => expect(main().querySelector("h1, h2"), `${path} draws a heading`).not.toBeNull());
  await waitFor(() => expect(main().querySelector('[role="status"]')?.textContent ?? "").not.toMatch(/^(Loading|Starting|Logging)/));
  // Real content: more than a heading's worth of text, or a form to fill (a short reset page).
  const controls = main().querySelectorAll("input, select, textarea, button, a[href]").length;
  expect((main().textContent ?? "").length > 80 || controls >= 2, `${path} has content`).toBe(true);
  expect(main().textContent).not.toMatch(/could not be (loaded|shown)|Something went wrong|Unexpected Application Error/);
  if (text) expect(main().textContent).toContain(text);
  expect(thrown, `${path} threw nothing`).toEqual([]);
}

/** A wizard step's or form page's address under a stage's route (docs/decisions/0017). */
const sectionUnder = (path: string) => new RegExp(`^${path}/[a-z0-9-]+$`);

/** A type's summary by its wizard prefix (the spec's names, not the schema's ids). */
const byPrefix = (prefix: string) => summaries.find((s) => s.routePrefix === `/application/${prefix}`) as DefinitionSummary;

/** A started application of the type in the session, as the tiles leave it. */
async function started(summary: DefinitionSummary, submitted: string | null = null) {
  const { token } = useSession.getState();
  const temp = (await app.inject({ method: "POST", url: "/api/transactions/temp", headers: token ? { authorization: token } : {}, payload: { app_type: summary.id } })).json().data.temp_trans_id as string;
  useSession.setState({ current: { appType: summary.id, temp_trans_id: temp, answers: {}, step: null, submitted_transaction: submitted ? { transaction_number: submitted } : null } });
  return temp;
}

const PUBLIC: Array<[path: string, expected: Expect]> = [
  ["/home", { heading: "National Fisheries Authority online licensing portal", text: "Apply Now for your Licence" }],
  ["/application-types", { heading: "Apply to the National Fisheries Authority" }],
  ["/login", {}],
  ["/legacy-login", { text: "New to the complaints portal? Register" }],
  ["/register", {}],
  ["/reset-password", {}],
  ["/reset-password/1", {}],
  ["/confirm-contact", { heading: "Enter your confirmation code", text: "Confirmation code" }],
  ["/confirm-contact/22222-22222", { heading: "Confirm your contact details", text: "Choose Confirm" }],
  ["/transaction-status", { heading: "Check Your Application Status", text: "Transaction Number" }],
  ["/transaction-status?id=NO-SUCH-NUMBER", { heading: "Check Your Application Status" }],
  ["/verify", { heading: "Check a licence or ID card", text: "Verification code" }],
  ["/support", { heading: "Help & Support" }],
  ["/faq", { heading: "Frequently Asked Questions", text: "How do I check the status of my application?" }],
  ["/how-to-apply", { heading: "How to Apply" }],
  ["/community", { heading: "Community" }],
  ["/news-and-announcements", { heading: "News and Announcements", text: "Security Breach Notice" }],
  ["/privacy-policy", { heading: "Privacy Notice", text: "Data Protection Act, 2020" }],
  ["/map", { heading: "Map of Jamaica", text: "Old Harbour Bay" }],
  ["/clickable-map", { heading: "Banks and Shelves", text: "Pedro Bank" }],
  ["/logout", { staysAt: "/login" }],
  ["/dashboard", { staysAt: "/login" }],
  ["/profile", { staysAt: "/login" }],
  ["/view-transaction?id=1", { staysAt: "/login" }],
  ["/entity-portal", { heading: "Switch Applicant", text: "Log in to see the applicants associated with your account." }],
  ["/form-render-for-pdf?id=1", { staysAt: "/login" }],
  ["/no-such-page", { staysAt: "/application-types" }],
  ["/application-details/extra", { staysAt: "/application-types" }],
  ["/a/b/c", { staysAt: "/application-types" }],
];

describe("public and general routes, as a visitor", () => {
  for (const [path, expected] of PUBLIC) it(path, () => expectPage(path, expected));

  it("/application/submit-violation-notice: the notice of violation needs no login", async () => {
    const violation = byPrefix("submit-violation-notice");
    await started(violation);
    await expectPage(`${violation.routePrefix}/${violation.stages[0]?.route}`, { staysAt: sectionUnder(`${violation.routePrefix}/${violation.stages[0]?.route}`) });
    cleanup();
    // Its printable form too, for the visitor filling it in.
    await expectPage("/form-render-for-pdf", { heading: violation.title, text: "No documents were uploaded." });
  });

  it("/news-and-announcements has the breadcrumb Home / News and Announcements", async () => {
    renderAt("/news-and-announcements");
    const crumbs = await screen.findByRole("navigation", { name: "Breadcrumb" });
    expect(crumbs.textContent).toBe("HomeNews and Announcements");
  });

  it("/map and /clickable-map draw the shared map with their markers", async () => {
    renderAt("/map");
    // Each marker is an interactive path (the coastline may be one more).
    await waitFor(() => expect(document.querySelectorAll(".leaflet-interactive").length).toBeGreaterThanOrEqual(3));
    expect(screen.getAllByRole("button", { name: /Old Harbour Bay|Montego Bay|Port Antonio/ })).toHaveLength(3);
    cleanup();
    renderAt("/clickable-map");
    await waitFor(() => expect(document.querySelectorAll(".leaflet-interactive").length).toBeGreaterThanOrEqual(5));
    expect(screen.getAllByRole("checkbox").every((c) => (c as HTMLInputElement).disabled)).toBe(true);
    expect(screen.getAllByRole("checkbox")).toHaveLength(5);
  });

  it("/form-submission/{appType} for every type shows its title", async () => {
    for (const summary of summaries) {
      await expectPage(`/form-submission/${summary.id}`, { heading: summary.title });
      cleanup();
    }
  });
});

describe("routes of a signed-in applicant", () => {
  it("/dashboard goes to /profile", async () => {
    await as("fisher");
    await expectPage("/dashboard", { staysAt: "/profile" });
  });

  // Spec 000 §2 /profile: the query active selects the tab.
  const TABS: Array<[id: string, label: string]> = [
    ["home-tab", "Profile Information"],
    ["profile-tab", "Picture Identification"],
    ["transactions-tab", "View All Applications"],
    ["licence-permit-tab", "Licences/Permits Granted"],
    ["draft-applications-tab", "Draft Applications"],
    ["corrections-applications-tab", "Returned For Corrections"],
    ["notifications-tab", "Notifications"],
    ["data-protection-tab", "Data Protection"],
  ];
  for (const [id, label] of TABS)
    it(`/profile?active=${id}`, async () => {
      await as("fisher");
      await expectPage(`/profile?active=${id}`, { text: label });
    });

  it("/view-transaction and /form-render-for-pdf of a saved application", async () => {
    const { token } = await as("fisher");
    const licence = byPrefix("licence");
    const temp = await started(licence);
    const id = (await app.inject({ method: "GET", url: `/api/transactions/draft/${temp}`, headers: { authorization: token } })).json().data.transaction.id as number;
    await expectPage(`/view-transaction?id=${id}`, { heading: licence.title });
    cleanup();
    await expectPage(`/form-render-for-pdf?id=${id}`, { heading: licence.title, text: "Version 1.0 November 2021" });
    cleanup();
    await expectPage("/form-render-for-pdf", { heading: licence.title });
  });

  it("/transactions, where the wizard ends, is the list of applications", async () => {
    await as("fisher");
    await expectPage("/transactions", { staysAt: "/profile?active=transactions-tab", text: "View All Applications" });
  });

  it("/entity-portal lists a supporting officer's applicants", async () => {
    await as("officer");
    await expectPage("/entity-portal", { heading: "Switch Applicant", text: "Blue Waters Fisheries Ltd" });
  });
});

/**
 * The types as schemas/types/ defines them, read when the file is collected (the server serves the
 * same at /api/definitions): the tests below are one per type, named after it, so a new type is
 * walked as it lands, with no edit here.
 */
const TYPES = loadDefinitions().loaded.map(({ definition }) => definition);
/** A type's summary as the server serves it. */
const served = (id: string) => summaries.find((s) => s.id === id) as DefinitionSummary;

describe("details landing pages", () => {
  // Spec 000 §2's details pages: each must be named by a definition; more may come with new types.
  const SPEC_DETAILS = ["/application-details", "/fisher-worker-details", "/fishing-vessel-details", "/permit-details", "/authorization-details", "/quota-fishing-details", "/declaration-details", "/aquaculture-fisher-details", "/aquaculture-fishing-vessel-details", "/aquaculture-facility-details", "/landing-logs-details", "/general-administration-details"];
  it("include the spec's, each named by one definition", () => {
    const named = summaries.flatMap((s) => (s.detailsPath ? [s.detailsPath] : []));
    expect(named).toEqual(expect.arrayContaining(SPEC_DETAILS));
    expect(new Set(named).size, "no two types share a details page").toBe(named.length);
  });
  for (const { id, title, detailsPath, details, documents } of TYPES.filter((t) => t.detailsPath))
    it(`${detailsPath} (${title}, ${id}) says what its definition's details say`, async () => {
      const summary = served(id);
      expect(summary.detailsPath).toBe(detailsPath);
      await expectPage(detailsPath as string, { heading: summary.title, text: "What you need" });
      expect(screen.getByRole("button", { name: `Apply Now for ${summary.title}` })).toBeTruthy();
      for (const stage of summary.stages.filter((s) => s.inStepBar !== false)) expect(screen.getByText(stage.label)).toBeTruthy();
      // Decision 0038: the type's own summary and a sentence a stage, from its definition.
      expect(details, `${id} has no details`).toBeDefined();
      if (details?.summary) expect(screen.getByText(details.summary)).toBeTruthy();
      const items = screen.getAllByRole("listitem").map((li) => li.textContent);
      for (const stage of summary.stages.filter((s) => s.inStepBar !== false)) expect(items).toContain(`${stage.label}: ${details?.stages[stage.id] ?? ""}`);
      // A document note (the birth certificate's) only where the type's documents can ask for one of its documents.
      const keys = new Set((documents?.items ?? []).map((d) => d.key));
      for (const note of details?.documentNotes ?? []) {
        const shown = note.link ? screen.queryByRole("link", { name: note.link.text }) !== null : screen.queryByText(note.text) !== null;
        expect(shown, `${id}: ${note.text}`).toBe(note.documents.some((k) => keys.has(k)));
      }
    });
});

describe("application wizard routes, with an application started", () => {
  // Spec 000 §2's wizard prefixes and, where it is not licence-type, their first sub-route.
  const SPEC_PREFIXES = ["licence", "fisher-worker-id", "fishing-vessel", "permit", "authorization", "quota-fishing", "declaration", "aquaculture-fisher", "aquaculture-fishing-vessel", "aquaculture-facility", "landing-logs", "general-administration"];
  const SPEC_FIRST: Record<string, string> = { declaration: "declaration-type", "general-administration": "type", "fisher-worker-id": "type" };
  it("include the spec's, with the spec's first sub-route", () => {
    for (const prefix of SPEC_PREFIXES) {
      const summary = byPrefix(prefix);
      expect(summary, prefix).toBeTruthy();
      expect(summary.stages[0]?.route, prefix).toBe(SPEC_FIRST[prefix] ?? "licence-type");
    }
  });

  // The notice of violation needs no login: the visitor's test above opens it.
  for (const { id, title } of TYPES.filter((t) => t.requiresLogin))
    it(`${title} (${id}): its prefix and each sub-route`, async () => {
      await as("fisher");
      const summary = served(id);
      expect(summary, id).toBeTruthy();
      const prefix = summary.routePrefix;
      for (const stage of summary.stages) {
        await started(summary, stage.id === "status" ? "NFA-TEST-0001" : null);
        const path = `${summary.routePrefix}/${stage.route}`;
        await expectPage(path, { heading: summary.title, staysAt: stage.id === "type" || stage.id === "form" ? sectionUnder(path) : path });
        // Below the wizard's header and step bar, the stage drew its own titled content.
        const main = document.getElementById("main-content") as HTMLElement;
        expect(main.querySelector("h2")?.textContent, `${stage.route} of ${prefix} has its heading`).toBeTruthy();
        // More than the header's 'Click here to Learn How to Apply': the stage's own controls or links.
        expect(main.querySelectorAll("input, select, button, a[href]").length, `${stage.route} of ${prefix} has controls`).toBeGreaterThanOrEqual(2);
        cleanup();
      }
      // The start route and an unknown sub-route open the first step, at its own address.
      await started(summary);
      const first = sectionUnder(`${summary.routePrefix}/${summary.stages[0]?.route}`);
      await expectPage(summary.routePrefix, { staysAt: first });
      cleanup();
      await expectPage(`${summary.routePrefix}/no-such-step`, { staysAt: first });
    });
});

describe("the admin area, as staff", () => {
  const ADMIN = ["/admin", "/admin/species-seasons", "/admin/transactions", "/admin/licences", "/admin/supporting-officer?showAssociatedEntities=yes", "/admin/supporting-officer", "/admin/users", "/admin/g2g", "/admin/cases"];
  for (const path of ADMIN)
    it(path, async () => {
      await as("admin");
      await expectPage(path);
    });
});

describe("the header", () => {
  const menu = () => within(screen.getByRole("navigation", { name: "Menu" }));
  it("offers Reset Password to a signed-in user without an entity, whose Home logs out; not to an applicant", async () => {
    // A supporting officer between applicants acts for no entity (spec 000 §2 Header).
    const { profile } = await as("officer");
    useSession.setState({ profile: { ...profile, entities: [] } });
    const user = userEvent.setup({ delay: null });
    renderAt("/faq", { where: true });
    expect((await screen.findByRole("link", { name: "Reset Password" })).getAttribute("href")).toBe("/reset-password");
    expect(menu().queryByRole("link", { name: /^Dashboard/ })).toBeNull();
    await user.click(menu().getByRole("link", { name: "Home" }));
    await waitFor(() => expect(where()).toBe("/login"));
    expect(useSession.getState().token).toBeNull();
    cleanup();
    await as("fisher");
    renderAt("/faq");
    await screen.findByRole("heading", { name: "Frequently Asked Questions", level: 1 });
    expect(menu().queryByRole("link", { name: "Reset Password" })).toBeNull();
  });

  it("logs out through /logout, which ends on /login signed out", async () => {
    await as("fisher");
    const user = userEvent.setup({ delay: null });
    renderAt("/faq", { where: true });
    await user.click(within(screen.getByRole("navigation", { name: "Account" })).getByRole("button", { name: "Logout" }));
    // Done by the time the click settles: /logout cleared the session and went on to /login.
    expect(useSession.getState().token).toBeNull();
    expect(where()).toBe("/login");
    expect(within(screen.getByRole("navigation", { name: "Account" })).getByRole("link", { name: "Log In" })).toBeTruthy();
  });
});
