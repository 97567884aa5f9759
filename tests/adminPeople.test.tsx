// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { errorSummary, inlineError } from "./support/errorSummary.ts";
import { DEMO, tokenFor } from "../server/testing/buildApp.ts";
import { openAs, resetPage, startAdminApp, where } from "./adminHarness.tsx";

/** /admin/users and /admin/supporting-officer against the real server. */
let app: FastifyInstance;
let staff: string;
beforeAll(async () => {
  ({ app, staff } = await startAdminApp());
});
afterAll(async () => app.close());
afterEach(resetPage);

describe("/admin/users", () => {
  it("finds a user by cell phone and opens a reset link in a new tab after the server makes it", async () => {
    const user = userEvent.setup();
    const tab = { location: { href: "" }, close: vi.fn() };
    window.open = vi.fn(() => tab as unknown as Window);
    await openAs(app, staff, "/admin/users");
    await user.type(await screen.findByLabelText(/^Cell Phone/), "555-0142");
    await user.click(screen.getByRole("button", { name: "Search" }));
    const table = await screen.findByRole("table", { name: "Users found" });
    expect(within(table).getByRole("rowheader", { name: DEMO.fisher.email })).toBeTruthy();
    await user.click(within(table).getByRole("button", { name: `Reset Password of ${DEMO.fisher.email}` }));
    await waitFor(() => expect(tab.location.href).toMatch(/^\/reset-password\/[\w-]{16,}$/));
    expect(window.open).toHaveBeenCalledWith("", "_blank");
    expect(await screen.findByText("Password reset link created")).toBeTruthy();
    expect(screen.getByRole("link", { name: /^\/reset-password\// }).getAttribute("href")).toBe(tab.location.href);
  });

  it("asks for an email or a cell phone before searching", async () => {
    const user = userEvent.setup();
    await openAs(app, staff, "/admin/users");
    await user.click(await screen.findByRole("button", { name: "Search" }));
    await screen.findByRole("alert");
    expect(errorSummary().links).toEqual([{ text: "Enter an email or a cell phone to search", field: "user-email" }]);
    expect(inlineError("user-email")).toBe("Enter an email or a cell phone to search");
  });
});

describe("/admin/supporting-officer", () => {
  const signIn = async (user: ReturnType<typeof userEvent.setup>, password: string) => {
    const dialog = await screen.findByRole("dialog", { name: "Login Required" });
    await user.clear(within(dialog).getByLabelText(/Email/));
    await user.type(within(dialog).getByLabelText(/Email/), DEMO.officer.email);
    await user.clear(within(dialog).getByLabelText(/Password/));
    await user.type(within(dialog).getByLabelText(/Password/), password);
    await user.click(within(dialog).getByRole("button", { name: "Log In" }));
    return dialog;
  };

  it("asks a visitor to log in, says when the login fails, then does the search that was asked for", async () => {
    const user = userEvent.setup();
    await openAs(app, null, "/admin/supporting-officer?showAssociatedEntities=yes");
    await user.type(await screen.findByLabelText(/NFA Registration Number/), "NFA-20931");
    await user.click(screen.getByRole("button", { name: "Search" }));
    // Spec 000 §5 'Supporting-officer login dialog': 'Email is required', 'Password is required'.
    const empty = await screen.findByRole("dialog", { name: "Login Required" });
    await user.click(within(empty).getByRole("button", { name: "Log In" }));
    expect(errorSummary(empty).links).toEqual([
      { text: "Email is required", field: "login-required-email" },
      { text: "Password is required", field: "login-required-password" },
    ]);
    expect(inlineError("login-required-password")).toBe("Password is required");
    const dialog = await signIn(user, "not the password");
    expect((await within(dialog).findByRole("alert")).textContent).toContain("Login failed. Please try again.");
    await signIn(user, DEMO.officer.password);
    const table = await screen.findByRole("table", { name: "Applicants" });
    expect(within(table).getByRole("rowheader", { name: "NFA-20931" })).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(await screen.findByText("Logged in successfully")).toBeTruthy();
  });

  it("View Accounts after the sign-in lists the officer's applicants; Switch goes to /application-types", async () => {
    const user = userEvent.setup();
    await openAs(app, null, "/admin/supporting-officer");
    await user.click(await screen.findByRole("button", { name: "View Accounts" }));
    await signIn(user, DEMO.officer.password);
    const table = await screen.findByRole("table", { name: "Your Accounts" });
    expect(within(table).getAllByRole("rowheader").map((h) => h.textContent)).toEqual(["NFA-20931", "NFA-C-1001"]);
    const company = within(table).getByRole("rowheader", { name: "NFA-C-1001" }).closest("tr") as HTMLElement;
    await user.click(within(company).getByRole("button", { name: /^Switch/ }));
    expect(await screen.findByText("Switched Applicant Successfully")).toBeTruthy();
    await waitFor(() => expect(where()).toBe("/application-types"));
  });

  it("lists a signed-in officer's accounts at once with showAssociatedEntities=yes", async () => {
    const officer = await tokenFor(app, DEMO.officer.email, DEMO.officer.password);
    await openAs(app, officer, "/admin/supporting-officer?showAssociatedEntities=yes");
    expect(await screen.findByRole("table", { name: "Your Accounts" })).toBeTruthy();
  });

  it("lets staff claim an applicant for a chosen officer and shows the server's answer", async () => {
    const user = userEvent.setup();
    await openAs(app, staff, "/admin/supporting-officer");
    await user.selectOptions(await screen.findByLabelText(/Supporting Officer/), DEMO.officer.email);
    await user.type(screen.getByLabelText(/NFA Registration Number/), "NFA-20931");
    await user.click(screen.getByRole("button", { name: "Search" }));
    const table = await screen.findByRole("table", { name: "Applicants" });
    await user.click(within(table).getByRole("button", { name: /^Claim/ }));
    expect(await screen.findByText("This account is already associated with the officer")).toBeTruthy();
  });
});
