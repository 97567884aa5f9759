// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { tokenFor } from "../server/testing/buildApp.ts";
import { openAs, resetPage, startAdminApp } from "./adminHarness.tsx";

/** /admin/officer-requests and the officer's pending claim, against the real server (decision 0013). */
let app: FastifyInstance;
let staff: string;
beforeAll(async () => {
  ({ app, staff } = await startAdminApp());
});
afterAll(async () => app.close());
afterEach(resetPage);

const PASSWORD = "Field-Pass-42";
async function registerOfficer(email: string, name: string): Promise<void> {
  const payload = { applicant_type: "Individual", email, password: PASSWORD, reenterpassword: PASSWORD, signature: "data:image/png;base64,iVBORw0KGgo=", first_name_individual: name, last_name_individual: "Officer", date_of_birth_individual: "1980-05-05", supporting_officer_role: "Records Officer", supporting_officer_name: `${name} Officer`, supporting_officer_email: email };
  await app.inject({ method: "POST", url: "/api/users/register", payload });
}
const pendingId = async (email: string) => {
  const answer = await app.inject({ method: "GET", url: "/api/admin/officer-requests", headers: { authorization: staff } });
  return (answer.json().data.requests as Array<{ id: number; officer_email: string }>).find((r) => r.officer_email === email)?.id;
};
const rowOf = async (text: string) => (await screen.findByRole("rowheader", { name: new RegExp(text) })).closest("tr") as HTMLElement;

describe("/admin/officer-requests", () => {
  it("approves an officer registration only after staff tick that they checked it, with an error summary that leads to the box", async () => {
    await registerOfficer("keisha@example.com", "Keisha");
    const user = userEvent.setup();
    await openAs(app, staff, "/admin/officer-requests");
    const row = await rowOf("Keisha Officer");
    expect(within(row).getByText("Officer registration as Records Officer")).toBeTruthy();
    await user.click(within(row).getByRole("button", { name: /^Approve/ }));
    const dialog = await screen.findByRole("dialog", { name: /^Approve: Officer registration as Records Officer by Keisha Officer/ });
    await user.click(within(dialog).getByRole("button", { name: "Approve" }));
    const summary = await within(dialog).findByRole("alert");
    expect(summary.textContent).toContain("There is a problem");
    await waitFor(() => expect(document.activeElement).toBe(summary));
    await user.click(within(summary).getByRole("link", { name: "Confirm that you have checked the request before approving it" }));
    const box = within(dialog).getByLabelText("I have checked that this person is an officer of the Authority");
    expect(document.activeElement).toBe(box);
    await user.click(box);
    await user.click(within(dialog).getByRole("button", { name: "Approve" }));
    expect((await screen.findAllByText("Officer registration approved")).length).toBeGreaterThan(0);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect((await app.knex("users").where({ email: "keisha@example.com" }).first()).role).toBe("supporting_officer");
    await waitFor(() => expect(screen.queryByRole("rowheader", { name: /Keisha Officer/ })).toBeNull());
  });

  it("shows the officer's claim as pending on their dashboard, then staff refuse it and the audit trail says who", async () => {
    await registerOfficer("omar@example.com", "Omar");
    await app.inject({ method: "PUT", url: `/api/admin/officer-requests/${await pendingId("omar@example.com")}`, headers: { authorization: staff }, payload: { decision: "approved" } });
    const officer = await tokenFor(app, "omar@example.com", PASSWORD);
    const user = userEvent.setup();
    await openAs(app, officer, "/admin/supporting-officer");
    await user.type(await screen.findByLabelText(/NFA Registration Number/), "NFA-20931");
    await user.click(screen.getByRole("button", { name: "Search" }));
    let table = await screen.findByRole("table", { name: "Applicants" });
    await user.click(within(table).getByRole("button", { name: /^Claim/ }));
    expect(await screen.findByText("Claim recorded: staff will approve it before you can act for this applicant")).toBeTruthy();
    table = await screen.findByRole("table", { name: "Applicants" });
    await waitFor(() => expect(within(table).getByText("Claim pending approval")).toBeTruthy());
    expect(within(table).queryByRole("button", { name: /^Switch/ })).toBeNull();
    resetPage();

    await openAs(app, staff, "/admin/officer-requests");
    const row = await rowOf("Omar Officer");
    expect(within(row).getByText(/^Claim of Marcia Campbell/)).toBeTruthy();
    await user.click(within(row).getByRole("button", { name: /^Refuse/ }));
    const dialog = await screen.findByRole("dialog", { name: /^Refuse: Claim of Marcia Campbell/ });
    await user.click(within(dialog).getByRole("button", { name: "Refuse" }));
    expect((await screen.findAllByText("Claim refused")).length).toBeGreaterThan(0);
    await user.selectOptions(screen.getByLabelText(/^Show/), "All requests (audit trail)");
    const audit = await screen.findByRole("table", { name: "All requests (audit trail)" });
    const refused = within(audit).getAllByRole("row").find((r) => r.textContent?.includes("Omar Officer") && r.textContent.includes("Claim of"));
    expect(refused?.textContent).toMatch(/Refused by admin@example\.com on \d{1,2} [A-Z][a-z]+ \d{4}, \d{1,2}:\d\d[ap]m/);
  });

  it("says so in the error summary when another staff member decided the request first", async () => {
    await registerOfficer("raced@example.com", "Raced");
    const user = userEvent.setup();
    await openAs(app, staff, "/admin/officer-requests");
    const row = await rowOf("Raced Officer");
    await user.click(within(row).getByRole("button", { name: /^Refuse/ }));
    const dialog = await screen.findByRole("dialog");
    await app.inject({ method: "PUT", url: `/api/admin/officer-requests/${await pendingId("raced@example.com")}`, headers: { authorization: staff }, payload: { decision: "approved" } });
    await user.click(within(dialog).getByRole("button", { name: "Refuse" }));
    expect((await within(dialog).findByRole("alert")).textContent).toContain("This request has already been decided");
  });

  it("tells someone who registered as an officer that the role waits for staff approval", async () => {
    await registerOfficer("waiting@example.com", "Waiting");
    await openAs(app, await tokenFor(app, "waiting@example.com", PASSWORD), "/admin/supporting-officer");
    expect((await screen.findByText(/^Your registration as a supporting officer is waiting for staff approval/)).closest("[role=status]")).toBeTruthy();
  });

  it("is listed for staff under More on /admin", async () => {
    await openAs(app, staff, "/admin");
    expect((await screen.findByRole("link", { name: "Officer requests" })).getAttribute("href")).toBe("/admin/officer-requests");
  });
});
