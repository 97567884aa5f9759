// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { FastifyInstance } from "fastify";
import { MemoryRouter, useLocation } from "react-router-dom";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { App } from "../renderer/src/App.tsx";
import { useSession } from "../renderer/src/store/useSession.ts";
import { buildApp, DEMO, tokenFor } from "../server/testing/buildApp.ts";
import { submitBySlug, type Submitted } from "../server/testing/submitBySlug.ts";
import { injectFetch } from "./support/injectFetch.ts";

/**
 * The staff pages against the real server: the refusal for others, the seasons edited in place,
 * the transactions report (its required type, months, results, detailed view and spreadsheet), the
 * case queue (a return for correction needs a comment; approving issues the licence), the licences
 * report's documents, users, supporting officers behind 'Login Required', and the G2G cards.
 */
let app: FastifyInstance;
let staff: string;
let fisher: string;
let submitted: Submitted;
beforeAll(async () => {
  app = await buildApp({ PORTAL_TODAY: "2026-11-22" });
  globalThis.fetch = injectFetch(app);
  staff = await tokenFor(app, DEMO.admin.email, DEMO.admin.password);
  fisher = await tokenFor(app, DEMO.fisher.email, DEMO.fisher.password);
  submitted = await submitBySlug(app, fisher, "licence");
  // Downloads go through object URLs, which jsdom lacks.
  URL.createObjectURL = vi.fn(() => "blob:report");
  URL.revokeObjectURL = vi.fn();
});
afterAll(async () => app.close());
afterEach(() => {
  cleanup();
  useSession.setState({ token: null, profile: null, current: null, url_to_navigate: null });
});

const profileOf = async (token: string) => (await app.inject({ method: "GET", url: "/api/users/profile", headers: { authorization: token } })).json().data;
function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}
async function openAs(token: string | null, path: string) {
  useSession.setState({ token, profile: token ? await profileOf(token) : null });
  render(
    <MemoryRouter initialEntries={[path]}>
      <App />
      <Where />
    </MemoryRouter>,
  );
}

describe("who may open the admin area", () => {
  it("tells an applicant plainly, and sends a visitor to log in", async () => {
    await openAs(fisher, "/admin/transactions");
    expect((await screen.findByRole("alert")).textContent).toContain("You are not allowed to view this page");
    cleanup();
    await openAs(null, "/admin");
    await waitFor(() => expect(screen.getByTestId("where").textContent).toBe("/login"));
  });

  it("shows staff the three round tiles", async () => {
    await openAs(staff, "/admin");
    await screen.findByRole("heading", { name: "Admin", level: 1 });
    for (const name of [/Species Seasons/, /Transactions/, /Licences/]) expect(screen.getByRole("link", { name })).toBeTruthy();
  });
});

describe("/admin/species-seasons", () => {
  it("edits a season in place: a blank date is refused, a saved one changes the table", async () => {
    const user = userEvent.setup();
    await openAs(staff, "/admin/species-seasons");
    await user.click(await screen.findByRole("button", { name: "Edit Conch" }));
    const start = screen.getByLabelText("Closed Season Start Date");
    await user.clear(start);
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(screen.getByText("This field is required")).toBeTruthy();
    await user.type(start, "08-01");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    const row = await screen.findByRole("row", { name: /Conch 1 August 2026/ });
    expect(within(row).getByText("1 August 2026")).toBeTruthy();
    expect(screen.queryByRole("heading", { name: /Edit the closed season/ })).toBeNull();
  });
});

describe("/admin/transactions", () => {
  it("requires the application type, finds the submitted licence, opens its detailed view and downloads the report", async () => {
    const user = userEvent.setup();
    await openAs(staff, "/admin/transactions");
    const nav = await screen.findByRole("navigation", { name: "Transactions by month" });
    await waitFor(() => expect(within(nav).getAllByRole("button")).toHaveLength(12));
    const months = within(nav).getAllByRole("button");
    expect(months[0]?.textContent).toBe("November-2026");
    expect(months[11]?.textContent).toBe("December-2025");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(screen.getByText("This field is required")).toBeTruthy();
    await user.selectOptions(screen.getByLabelText("Application Type"), "Fisher Licence");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await screen.findByRole("cell", { name: submitted.transNumber });
    await user.click(screen.getByRole("button", { name: `View ${submitted.transNumber}` }));
    const dialog = await screen.findByRole("dialog", { name: "Transaction Detailed View" });
    expect(await within(dialog).findByText("Application Received by the NFA")).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    const clicks: string[] = [];
    HTMLAnchorElement.prototype.click = function click(this: HTMLAnchorElement) {
      clicks.push(this.download);
    };
    await user.click(screen.getByRole("button", { name: "Download Report" }));
    await waitFor(() => expect(clicks[0]).toMatch(/\.xlsx$/));
  });
});

describe("/admin/cases and /admin/licences", () => {
  it("moves a case with the comment rule, approves it, and the licence report offers its licence and ID card", async () => {
    const user = userEvent.setup();
    await openAs(staff, "/admin/cases");
    await user.click(await screen.findByRole("button", { name: `Application In Progress for ${submitted.transNumber}` }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Confirm" }));
    await user.click(await screen.findByRole("button", { name: `Returned For Correction for ${submitted.transNumber}` }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Confirm" }));
    expect(within(dialog).getByText("Say what the applicant must correct")).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await user.click(screen.getByRole("button", { name: `Licence Approved for ${submitted.transNumber}` }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Confirm" }));
    await waitFor(() => expect(screen.queryByRole("button", { name: `Licence Approved for ${submitted.transNumber}` })).toBeNull());
    cleanup();

    await openAs(staff, "/admin/licences");
    await user.click(await screen.findByRole("button", { name: "Submit" }));
    await user.click(await screen.findByRole("button", { name: `View documents of ${submitted.transNumber}` }));
    const documents = await screen.findByRole("dialog", { name: "Documents" });
    for (const name of ["Preview Licence", "Download Licence", "Preview ID Card", "Download ID Card"]) expect(within(documents).getByRole("button", { name: new RegExp(`^${name}`) })).toBeTruthy();
  });
});

describe("/admin/users, /admin/supporting-officer, /admin/g2g", () => {
  it("finds a user by email and makes a reset link", async () => {
    const user = userEvent.setup();
    const opened = { location: { href: "" }, close: vi.fn() };
    window.open = vi.fn(() => opened as unknown as Window);
    await openAs(staff, "/admin/users");
    await user.type(await screen.findByLabelText(/^Email/), "fisher@");
    await user.click(screen.getByRole("button", { name: "Search" }));
    await user.click(await screen.findByRole("button", { name: "Reset Password of fisher@example.com" }));
    await waitFor(() => expect(opened.location.href).toMatch(/^\/reset-password\/.+/));
  });

  it("asks a visitor to log in, then does the search that was asked for", async () => {
    const user = userEvent.setup();
    await openAs(null, "/admin/supporting-officer");
    await user.type(await screen.findByLabelText(/NFA Registration Number/), "NFA-20931");
    await user.click(screen.getByRole("button", { name: "Search" }));
    const dialog = await screen.findByRole("dialog", { name: "Login Required" });
    await user.type(within(dialog).getByLabelText("Email"), DEMO.officer.email);
    await user.type(within(dialog).getByLabelText("Password"), DEMO.officer.password);
    await user.click(within(dialog).getByRole("button", { name: "Log In" }));
    expect(await screen.findByRole("cell", { name: "NFA-20931" })).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("shows the three agencies, each GENERAL with more to read", async () => {
    await openAs(staff, "/admin/g2g");
    expect((await screen.findAllByText("GENERAL")).length).toBe(3);
    expect(screen.getAllByText(/View More/)).toHaveLength(3);
  });
});
