// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { NOT_A_CODE } from "../engine/certificates/verificationCode.ts";
import { moveCaseAs } from "../server/testing/moveCaseAs.ts";
import { submitBySlug, type Submitted } from "../server/testing/submitBySlug.ts";
import { NO_SUCH_CODE } from "../server/services/verifyCertificate.ts";
import { openAs, resetPage, startAdminApp, where } from "./adminHarness.tsx";
import { errorSummary } from "./support/errorSummary.ts";

/*
 * Issue 17: /verify against the real server. A visitor types the code printed on a licence and
 * is told 'Valid' with the holder, the licence type and the expiry; staff revoke the licence on
 * /admin/licences with a reason; the QR code's address /verify/<code> then says 'Revoked', and
 * the applicant's own list of licences says so too.
 */
let app: FastifyInstance;
let staff: string;
let fisher: string;
let licence: Submitted;
let code: string;
beforeAll(async () => {
  ({ app, staff, fisher } = await startAdminApp());
  licence = await submitBySlug(app, fisher, "licence");
  await moveCaseAs(app, staff, licence.id, "Application In Progress");
  await moveCaseAs(app, staff, licence.id, "Licence Approved");
  code = (await app.knex("issued_certificates").where({ transaction_id: licence.id }).first("verification_code")).verification_code as string;
});
afterAll(async () => app.close());
afterEach(resetPage);

const holder = () => [licence.answers.first_name_individual, licence.answers.middle_name_individual, licence.answers.last_name_individual].filter(Boolean).join(" ");
/** The answer's rows as shown: each key with its value. */
const answerRows = () => Array.from(document.querySelectorAll(".govuk-summary-list__row")).map((row) => `${row.querySelector("dt")?.textContent}: ${row.querySelector("dd")?.textContent}`);

describe("/verify", () => {
  it("asks for the code, refuses text that is not one, and says Valid for the licence's code", async () => {
    const user = userEvent.setup();
    await openAs(app, null, "/verify");
    expect(await screen.findByRole("heading", { level: 1, name: "Check a licence or ID card" })).toBeTruthy();
    const field = screen.getByLabelText("Verification code");
    await user.click(screen.getByRole("button", { name: "Check" }));
    expect(errorSummary().links).toEqual([{ text: "Enter the verification code", field: field.id }]);
    await user.type(field, "OOOOO-11111");
    await user.click(screen.getByRole("button", { name: "Check" }));
    expect(errorSummary().links).toEqual([{ text: NOT_A_CODE, field: field.id }]);

    await user.clear(field);
    // As read off the paper: lower case, no dash.
    await user.type(field, `${code.toLowerCase().replace("-", "")}{Enter}`);
    await waitFor(() => expect(where()).toBe(`/verify/${code}`));
    expect((await screen.findByRole("heading", { level: 2, name: "Valid" })).closest(".govuk-panel")?.className).toContain("govuk-panel--confirmation");
    expect(answerRows()).toEqual([`Name of holder: ${holder()}`, "Licence type: Fisher Licence", "Document: Licence", expect.stringMatching(/^Valid until: \d{1,2} [A-Z][a-z]+ \d{4}$/)]);
  });

  it("says a well-formed code is on no document", async () => {
    await openAs(app, null, "/verify/22222-22222");
    expect((await screen.findByRole("alert")).textContent).toContain(`Not verified. ${NO_SUCH_CODE}`);
  });

  it("says Revoked once staff revoke the licence on /admin/licences, with a reason", async () => {
    const user = userEvent.setup();
    await openAs(app, staff, "/admin/licences");
    await user.click(await screen.findByRole("button", { name: "Submit" }));
    const table = await screen.findByRole("table", { name: "Issued licences" });
    await user.click(within(table).getByRole("button", { name: `Revoke licence ${licence.transNumber}` }));
    const dialog = await screen.findByRole("dialog", { name: `Revoke licence ${licence.transNumber}` });
    await user.click(within(dialog).getByRole("button", { name: "Revoke licence" }));
    expect(errorSummary(dialog).links.map((l) => l.text)).toEqual(["Enter the reason for revoking the licence"]);
    await user.type(within(dialog).getByLabelText("Reason for revoking (kept in the case history)"), "Declared a vessel the applicant does not own");
    await user.click(within(dialog).getByRole("button", { name: "Revoke licence" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(within(table).getByText(/^Revoked \d{1,2} [A-Z][a-z]+ \d{4}$/)).toBeTruthy();
    const history = await app.knex("transaction_events").where({ transaction_id: licence.id, action: "certificate-revoked" });
    expect(history.map((e: { comment: string }) => e.comment)).toEqual(["Declared a vessel the applicant does not own"]);
    resetPage();

    await openAs(app, null, `/verify/${code}`);
    expect((await screen.findByRole("heading", { level: 2, name: "Revoked" })).closest(".govuk-panel")?.className).toContain("nfa-panel--revoked");
    expect(screen.getByText("The National Fisheries Authority has revoked this licence. It is not in force.")).toBeTruthy();
    resetPage();

    await openAs(app, fisher, "/profile?active=licence-permit-tab");
    const mine = await screen.findByRole("table", { name: "Issued licences and permits" });
    const row = within(mine).getByText(licence.transNumber).closest("tr") as HTMLElement;
    expect(within(row).getByText("Revoked")).toBeTruthy();
  });
});
