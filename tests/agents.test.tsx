// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { errorSummary } from "./support/errorSummary.ts";
import { useSession } from "../renderer/src/store/useSession.ts";
import { DEMO } from "../server/testing/buildApp.ts";
import { renderAt } from "./support/renderAt.tsx";
import { signIn } from "./support/signIn.ts";
import { startPortal } from "./support/startPortal.ts";

/**
 * Entity users and agents on the dashboard against the real server (spec 000 §6): the company's
 * primary agent adds secondary agents up to three and is then refused with the spec's message
 * (before the form, and by the server when the list on screen is stale); Update is enabled only
 * on one's own row; Delete and Promote act with the server's messages.
 */
let app: FastifyInstance;

beforeAll(async () => {
  app = await startPortal();
});
afterEach(() => cleanup());
afterAll(async () => app.close());

async function openUsers(email: string, password: string) {
  await signIn(app, email, password);
  renderAt("/profile?active=home-tab");
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: "Update User Information" }));
  return { user, table: await screen.findByRole("table", { name: "Entity Users and Agents" }) };
}

async function addAgent(user: UserEvent, n: number) {
  await user.click(screen.getByRole("button", { name: "Add Agent" }));
  const dialog = screen.getByRole("dialog", { name: "Add Agent" });
  await user.type(within(dialog).getByLabelText("Name"), `Agent ${n}`);
  await user.type(within(dialog).getByLabelText("Email"), `agent${n}@example.com`);
  await user.type(within(dialog).getByLabelText("Password"), "Agent-Pass-1");
  await user.type(within(dialog).getByLabelText("Re-enter Password"), "Agent-Pass-1");
  await user.click(within(dialog).getByRole("button", { name: "Add Agent" }));
  return dialog;
}

const rows = () => within(screen.getByRole("table", { name: "Entity Users and Agents" })).getAllByRole("row").slice(1);

describe("entity users and agents", () => {
  it("adds at most three secondary agents, then shows 'Only 3 secondary agents can be added'", async () => {
    const { user, table } = await openUsers(DEMO.company.email, DEMO.company.password);
    expect(within(table).getByText("company@example.com")).toBeTruthy();
    for (const n of [1, 2, 3]) {
      await addAgent(user, n);
      await screen.findByText(`agent${n}@example.com`);
    }
    expect(rows().map((r) => within(r).getAllByRole("cell")[0]?.textContent)).toEqual(["Primary", "Secondary", "Secondary", "Secondary"]);
    await user.click(screen.getByRole("button", { name: "Add Agent" }));
    expect(screen.getByRole("alert").textContent).toBe("Only 3 secondary agents can be added");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("lets only one's own row be updated, with email and telephone locked", async () => {
    await openUsers(DEMO.company.email, DEMO.company.password);
    expect((screen.getByRole("button", { name: "Update Blue Waters Fisheries Ltd" }) as HTMLButtonElement).disabled).toBe(false);
    for (const n of [1, 2, 3]) expect((screen.getByRole("button", { name: `Update Agent ${n}` }) as HTMLButtonElement).disabled).toBe(true);
    cleanup();

    const secondary = await openUsers("agent1@example.com", "Agent-Pass-1");
    expect((screen.getByRole("button", { name: "Update Blue Waters Fisheries Ltd" }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole("button", { name: "Delete Agent 2" }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText("Only the primary agent can add, delete or promote agents.")).toBeTruthy();
    await secondary.user.click(screen.getByRole("button", { name: "Update Agent 1" }));
    const dialog = screen.getByRole("dialog", { name: "Update User" });
    expect((within(dialog).getByLabelText("Email") as HTMLInputElement).disabled).toBe(true);
    expect((within(dialog).getByLabelText("Telephone Number") as HTMLInputElement).disabled).toBe(true);
    const name = within(dialog).getByLabelText("Name");
    await secondary.user.clear(name);
    await secondary.user.type(name, "Agent One");
    await secondary.user.click(within(dialog).getByRole("button", { name: "Update" }));
    await screen.findByText("User updated successfully");
    expect(await screen.findByRole("button", { name: "Update Agent One" })).toBeTruthy();
  });

  it("asks for the current password before a new one, and shows the server's refusal of a wrong one", async () => {
    const { user } = await openUsers("agent1@example.com", "Agent-Pass-1");
    await user.click(screen.getByRole("button", { name: "Update Agent One" }));
    const dialog = screen.getByRole("dialog", { name: "Update User" });
    await user.type(within(dialog).getByLabelText(/^New Password/), "Agent-Pass-2");
    await user.type(within(dialog).getByLabelText(/^Re-enter New Password/), "Agent-Pass-2");
    await user.click(within(dialog).getByRole("button", { name: "Update" }));
    expect(within(dialog).getByRole("link", { name: /Current Password/ })).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/^Current Password/), "not-my-password");
    await user.click(within(dialog).getByRole("button", { name: "Update" }));
    expect(await within(dialog).findByText("The current password is not correct")).toBeTruthy();
    await user.clear(within(dialog).getByLabelText(/^Current Password/));
    await user.type(within(dialog).getByLabelText(/^Current Password/), "Agent-Pass-1");
    await user.click(within(dialog).getByRole("button", { name: "Update" }));
    // The dialog closes once the server has taken the new password (a toast of the same words may be left from the test before).
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Update User" })).toBeNull());
    expect((await app.inject({ method: "POST", url: "/api/users/login", payload: { login_with: "email", user_name: "agent1@example.com", password: "Agent-Pass-2" } })).statusCode).toBe(200);
  });

  it("deletes and promotes with the server's messages, and shows the server's refusal of a fourth agent", async () => {
    const { user } = await openUsers(DEMO.company.email, DEMO.company.password);
    await user.click(screen.getByRole("button", { name: "Delete Agent 2" }));
    await user.click(within(screen.getByRole("dialog", { name: "Delete Agent" })).getByRole("button", { name: "Delete" }));
    await screen.findByText("Agent deleted successfully");
    await waitFor(() => expect(screen.queryByText("agent2@example.com")).toBeNull());

    // Someone else adds the third agent meanwhile: the list on screen still shows two.
    const token = useSession.getState().token ?? "";
    const entityId = (await app.knex("entities").where({ nfa_registration_number: "NFA-C-1001" }).first()).id;
    expect((await app.inject({ method: "POST", url: `/api/users/add/entity/${entityId}`, headers: { authorization: token }, payload: { name_of_applicant: "Agent 5", email: "agent5@example.com", password: "Agent-Pass-1" } })).statusCode).toBe(200);
    const dialog = await addAgent(user, 6);
    await within(dialog).findByRole("alert");
    expect(errorSummary(dialog).lines).toEqual(["Only 3 secondary agents can be added"]);
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));

    await user.click(screen.getByRole("button", { name: "Promote Agent 3" }));
    await user.click(within(screen.getByRole("dialog", { name: "Promote Agent" })).getByRole("button", { name: "Promote" }));
    await screen.findByText("Agent promoted to primary successfully");
    await waitFor(() => expect(within(rows()[0]!).getByText("agent3@example.com")).toBeTruthy());
    expect(screen.getByText("Only the primary agent can add, delete or promote agents.")).toBeTruthy();
  });
});
