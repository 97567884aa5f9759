// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import type { FastifyInstance } from "fastify";
import { MemoryRouter, useLocation } from "react-router-dom";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { App } from "../renderer/src/App.tsx";
import type { DefinitionSummary } from "../renderer/src/definitions/loadDefinition.ts";
import { useSession } from "../renderer/src/store/useSession.ts";
import { buildApp, DEMO, tokenFor } from "../server/testing/buildApp.ts";
import { injectFetch } from "./support/injectFetch.ts";

/**
 * Every public route of spec 000 §2 built for issue 6, /application-types, and the details page
 * of every type the server's definitions list: each must draw its heading and real content, with
 * no crash, no failed load and no map fallback. Unknown addresses land on /application-types.
 */
let app: FastifyInstance;
let summaries: DefinitionSummary[] = [];
beforeAll(async () => {
  app = await buildApp();
  globalThis.fetch = injectFetch(app);
  summaries = (await app.inject({ method: "GET", url: "/api/definitions" })).json().data.definitions;
});
afterAll(async () => app.close());
afterEach(() => {
  cleanup();
  useSession.setState({ token: null, profile: null, current: null, url_to_navigate: null });
});

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}
const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <App />
      <Where />
    </MemoryRouter>,
  );

/** Opens a route and checks it drew its heading and more than a heading, and nothing failed. */
async function expectPage(path: string, heading: string, text?: string) {
  renderAt(path);
  await screen.findByRole("heading", { name: heading, level: 1 }, { timeout: 5000 });
  const main = document.getElementById("main-content") as HTMLElement;
  await waitFor(() => expect(main.querySelector('[role="status"]')?.textContent ?? "").not.toMatch(/^Loading/));
  expect((main.textContent ?? "").length, `${path} has content`).toBeGreaterThan(120);
  expect(main.textContent).not.toMatch(/could not be (loaded|shown)/);
  if (text) expect(main.textContent).toContain(text);
}

const PAGES: Array<[path: string, heading: string, text?: string]> = [
  ["/home", "National Fisheries Authority online licensing portal", "Apply Now for your Licence"],
  ["/application-types", "Apply to the National Fisheries Authority"],
  ["/transaction-status", "Check Your Application Status", "Transaction Number"],
  ["/support", "Help & Support"],
  ["/faq", "Frequently Asked Questions", "How do I check the status of my application?"],
  ["/how-to-apply", "How to Apply"],
  ["/community", "Community"],
  ["/news-and-announcements", "News and Announcements", "Security Breach Notice"],
  ["/privacy-policy", "Privacy Notice", "Data Protection Act, 2020"],
  ["/map", "Map of Jamaica", "Old Harbour Bay"],
  ["/clickable-map", "Banks and Shelves", "Pedro Bank"],
];

describe("every public page draws", () => {
  for (const [path, heading, text] of PAGES) it(path, () => expectPage(path, heading, text));

  it("/news-and-announcements has the breadcrumb Home / News and Announcements", async () => {
    renderAt("/news-and-announcements");
    const crumbs = await screen.findByRole("navigation", { name: "Breadcrumb" });
    expect(crumbs.textContent).toBe("HomeNews and Announcements");
  });

  it("/map and /clickable-map draw the shared map with their markers", async () => {
    renderAt("/map");
    // Each marker is an interactive path (the coastline may be one more).
    await waitFor(() => expect(document.querySelectorAll(".leaflet-interactive").length).toBeGreaterThanOrEqual(3), { timeout: 5000 });
    expect(screen.getAllByRole("button", { name: /Old Harbour Bay|Montego Bay|Port Antonio/ })).toHaveLength(3);
    cleanup();
    renderAt("/clickable-map");
    await waitFor(() => expect(document.querySelectorAll(".leaflet-interactive").length).toBeGreaterThanOrEqual(5), { timeout: 5000 });
    expect(screen.getAllByRole("checkbox").every((c) => (c as HTMLInputElement).disabled)).toBe(true);
    expect(screen.getAllByRole("checkbox")).toHaveLength(5);
  });

  it("/entity-portal lists a supporting officer's applicants", async () => {
    const token = await tokenFor(app, DEMO.officer.email, DEMO.officer.password);
    useSession.setState({ token, profile: (await app.inject({ method: "GET", url: "/api/users/profile", headers: { authorization: token } })).json().data });
    await expectPage("/entity-portal", "Switch Applicant", "Blue Waters Fisheries Ltd");
  });
});

describe("every details page from the definitions draws", () => {
  it("the server lists the details pages", () => {
    expect(summaries.filter((d) => d.detailsPath).length).toBeGreaterThanOrEqual(11);
  });
  it("each with its title, stages and apply button", async () => {
    for (const d of summaries.filter((s) => s.detailsPath)) {
      await expectPage(d.detailsPath as string, d.title, "What you need");
      expect(screen.getByRole("button", { name: `Apply Now for ${d.title}` })).toBeTruthy();
      for (const stage of d.stages.filter((s) => s.inStepBar !== false)) expect(screen.getByText(stage.label)).toBeTruthy();
      cleanup();
    }
  });
});

describe("redirects", () => {
  it("/dashboard goes to /login for a visitor and to /profile when logged in", async () => {
    renderAt("/dashboard");
    await waitFor(() => expect(screen.getByTestId("where").textContent).toBe("/login"));
    cleanup();
    useSession.setState({ token: await tokenFor(app, DEMO.fisher.email, DEMO.fisher.password) });
    renderAt("/dashboard");
    await waitFor(() => expect(screen.getByTestId("where").textContent).toBe("/profile"));
    // Let the dashboard finish its own calls before the server closes.
    await screen.findByRole("heading", { level: 1 }, { timeout: 5000 });
  });

  it("/entity-portal sends a visitor to /login", async () => {
    renderAt("/entity-portal");
    await waitFor(() => expect(screen.getByTestId("where").textContent).toBe("/login"));
  });

  for (const unknown of ["/no-such-page", "/application-details/extra", "/a/b/c"]) {
    it(`${unknown} falls back to /application-types`, async () => {
      renderAt(unknown);
      await waitFor(() => expect(screen.getByTestId("where").textContent).toBe("/application-types"));
      expect(await screen.findByRole("heading", { name: "Apply to the National Fisheries Authority" })).toBeTruthy();
    });
  }
});
