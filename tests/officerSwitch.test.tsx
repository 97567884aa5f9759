// @vitest-environment jsdom
// vitest: own modules (it compares the session store's tokens before and after a switch, which another file's session disturbs)
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useSession } from "../renderer/src/store/useSession.ts";
import { DEMO } from "../server/testing/buildApp.ts";
import { renderAt } from "./support/renderAt.tsx";
import { signIn } from "./support/signIn.ts";
import { startPortal } from "./support/startPortal.ts";

/**
 * A supporting officer against the real server (spec 000 §1, §2, §4): 'View Your Accounts' lists
 * the associated applicants, switching calls the switch route and says 'Switched Applicant
 * Successfully', replacing the token and profile, and an application started from
 * /application-types then belongs to that applicant.
 */
let app: FastifyInstance;

beforeAll(async () => {
  app = await startPortal();
  await signIn(app, DEMO.officer.email, DEMO.officer.password);
});
afterAll(async () => {
  cleanup();
  await app.close();
});

describe("a supporting officer switching applicant", () => {
  it("switches to an associated company and applies on its behalf", async () => {
    const user = userEvent.setup();
    const officerToken = useSession.getState().token;
    renderAt("/profile", { validatorsFrom: app });
    await user.click(await screen.findByRole("button", { name: "View Your Accounts" }));
    const dialog = screen.getByRole("dialog", { name: "Your Accounts" });
    expect(within(dialog).getByText("Marcia Campbell")).toBeTruthy();
    expect(within(dialog).getByText("NFA-C-1001")).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Switch to Blue Waters Fisheries Ltd" }));

    await screen.findByText("Switched Applicant Successfully");
    const session = useSession.getState();
    expect(session.token).not.toBe(officerToken);
    const entity = (session.profile?.entities as Array<Record<string, unknown>>)[0];
    expect(entity).toMatchObject({ company_name: "Blue Waters Fisheries Ltd", nfa_registration_number: "NFA-C-1001" });
    expect(screen.queryByRole("dialog")).toBeNull();

    await user.click(await screen.findByRole("button", { name: "Apply for Other Services" }));
    await screen.findByRole("heading", { name: "Type of Letter Requested" });
    const tempId = useSession.getState().current?.temp_trans_id;
    const row = await app.knex("transactions").where({ temp_trans_id: tempId }).first();
    const company = await app.knex("entities").where({ nfa_registration_number: "NFA-C-1001" }).first();
    const officer = await app.knex("users").where({ email: DEMO.officer.email }).first();
    expect(row).toMatchObject({ entity_id: company.id, created_by: officer.id });
    expect(useSession.getState().current?.answers).toMatchObject({ company_name: "Blue Waters Fisheries Ltd" });
  });
});
