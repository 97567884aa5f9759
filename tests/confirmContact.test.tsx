// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { NOT_A_CONFIRMATION_CODE } from "../engine/accounts/PendingContact.ts";
import { CODE_NOT_VALID } from "../server/services/contacts/confirmContact.ts";
import { tokenFor } from "../server/testing/buildApp.ts";
import { readOutbox } from "../server/testing/outbox.ts";
import { openAs, resetPage, startAdminApp, where } from "./adminHarness.tsx";
import { errorSummary } from "./support/errorSummary.ts";

/*
 * Issue 25 (decision 0044): an account's contact is confirmed before the portal tells it anything
 * more. The link of the fixed message opens /confirm-contact/<code>, which confirms when the
 * person chooses Confirm; the dashboard of an unconfirmed account says so in a banner, sends a new
 * code and leads to the page where a texted code is typed.
 */
let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await startAdminApp());
});
afterAll(async () => app.close());
afterEach(resetPage);

const CODE = /[2-9A-HJ-NP-Z]{5}-[2-9A-HJ-NP-Z]{5}/;
const PASSWORD = "Sea-Breeze-77";
async function registered(email: string): Promise<string> {
  const payload = { applicant_type: "Individual", email, password: PASSWORD, reenterpassword: PASSWORD, signature: "data:image/png;base64,iVBORw0KGgo=", first_name_individual: "Leon", last_name_individual: "Reid", date_of_birth_individual: "1990-02-02", domicile: "Local" };
  expect((await app.inject({ method: "POST", url: "/api/users/register", payload })).statusCode).toBe(200);
  return tokenFor(app, email, PASSWORD);
}
const lastCode = async (email: string) => CODE.exec((await readOutbox(app, email))[0]?.body ?? "")?.[0] as string;

describe("confirming a contact", () => {
  it("the message's link opens the page with its code; Confirm confirms it, once", async () => {
    await registered("link.opener@example.com");
    const code = await lastCode("link.opener@example.com");
    const user = userEvent.setup();
    await openAs(app, null, `/confirm-contact/${code}`);
    expect(await screen.findByRole("heading", { level: 1, name: "Confirm your contact details" })).toBeTruthy();
    // Opening the link confirms nothing: a mail scanner follows links too.
    expect((await app.knex("users").where({ email: "link.opener@example.com" }).first()).email_verified_at).toBeNull();
    expect((screen.getByLabelText("Confirmation code") as HTMLInputElement).value).toBe(code);
    await user.click(screen.getByRole("button", { name: "Confirm" }));
    expect(await screen.findByRole("heading", { level: 2, name: "Your email address is confirmed" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Log in" }).getAttribute("href")).toBe("/login");
    expect((await app.knex("users").where({ email: "link.opener@example.com" }).first()).email_verified_at).not.toBeNull();
  });

  it("the dashboard's banner sends a new code and leads to the page, which refuses wrong codes and confirms the right one", async () => {
    const token = await registered("banner.reader@example.com");
    const user = userEvent.setup();
    await openAs(app, token, "/profile");
    const banner = within(await screen.findByRole("region", { name: "Important" }));
    expect(banner.getByText("Confirm your email address")).toBeTruthy();
    expect(banner.getByText(/We sent a link and a code to banner\.reader@example\.com\. Until you confirm it, the portal sends you no emails about your applications\./)).toBeTruthy();
    await user.click(banner.getByRole("button", { name: "Send a new code" }));
    await waitFor(() => expect(banner.getByRole("status").textContent).toBe("A new code is on its way to banner.reader@example.com"));
    expect(await readOutbox(app, "banner.reader@example.com")).toHaveLength(2);

    await user.click(banner.getByRole("link", { name: "Enter the code" }));
    await waitFor(() => expect(where()).toBe("/confirm-contact"));
    const field = await screen.findByLabelText("Confirmation code");
    await user.click(screen.getByRole("button", { name: "Confirm" }));
    expect(errorSummary().links).toEqual([{ text: "Enter the confirmation code", field: field.id }]);
    await user.type(field, "OOOOO-11111");
    await user.click(screen.getByRole("button", { name: "Confirm" }));
    expect(errorSummary().links).toEqual([{ text: NOT_A_CONFIRMATION_CODE, field: field.id }]);
    await user.clear(field);
    await user.type(field, "22222-22222");
    await user.click(screen.getByRole("button", { name: "Confirm" }));
    await waitFor(() => expect(errorSummary().links).toEqual([{ text: CODE_NOT_VALID, field: field.id }]));
    await user.clear(field);
    // As typed from a phone: lower case, a space for the dash.
    await user.type(field, (await lastCode("banner.reader@example.com")).toLowerCase().replace("-", " "));
    await user.click(screen.getByRole("button", { name: "Confirm" }));
    expect(await screen.findByRole("heading", { level: 2, name: "Your email address is confirmed" })).toBeTruthy();
    await user.click(screen.getByRole("link", { name: "Go to your dashboard" }));
    await waitFor(() => expect(where()).toBe("/profile"));
    expect(screen.queryByRole("region", { name: "Important" })).toBeNull();
  });
});
