// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useSession } from "../renderer/src/store/useSession.ts";
import { fetchSubmissionPdf } from "../renderer/src/submission/fetchSubmissionPdf.ts";
import { DEMO } from "../server/testing/buildApp.ts";
import { renderAt } from "./support/renderAt.tsx";
import { PNG, PDF } from "./support/sampleFiles.ts";
import { signIn } from "./support/signIn.ts";
import { startPortal } from "./support/startPortal.ts";

/**
 * The richest type in the renderer against the real server: a registered commercial fisher at a
 * fishing port, the fishing areas, both form pages, two documents, a card payment approved in the
 * sandbox gateway (the tester's approval is posted to the gateway as its page would), preview with
 * the automatic consent after a card payment, and the transaction number.
 */
let app: FastifyInstance;
beforeAll(async () => {
  app = await startPortal();
  await signIn(app, DEMO.fisher.email, DEMO.fisher.password);
});
afterAll(async () => {
  cleanup();
  await app.close();
});
const heading = (name: string) => screen.findByRole("heading", { name });

describe("a fisher licence from the tile to the transaction number, in the renderer", () => {
  it("walks the port branch, documents, a card payment and the preview", async () => {
    const user = userEvent.setup();
    renderAt("/application-types", { validatorsFrom: app, where: true });
    // Each question and form page at its own address (docs/decisions/0017).
    const where = () => screen.getByTestId("where").textContent;
    await user.click(await screen.findByRole("button", { name: "Apply for Fisher Licence" }));
    await heading("Type of Licence");
    await user.click(screen.getByRole("radio", { name: "Commercial Fishing" }));
    await heading("Commercial Category");
    await user.click(screen.getByRole("radio", { name: "Artisanal" }));
    await heading("Type of Transaction");
    await user.click(screen.getByRole("radio", { name: "New Licence" }));
    await heading("Fishing Port or Inland");
    await user.click(screen.getByRole("radio", { name: "Fishing Port" }));
    await heading("Region and Fishing Port");
    await user.selectOptions(screen.getByLabelText("Region"), "St. Catherine");
    expect(within(screen.getByLabelText("Fishing Port")).queryByRole("option", { name: "Port Antonio" })).toBeNull();
    await user.selectOptions(screen.getByLabelText("Fishing Port"), "Old Harbour Bay");
    await user.click(screen.getByRole("button", { name: "Next" }));
    await heading("Fishing Area");
    await user.click(screen.getByRole("checkbox", { name: "Pedro Bank" }));
    await user.click(screen.getByRole("button", { name: "Next" }));
    await heading("Type of Species");
    expect(where()).toBe("/application/licence/licence-type/species");
    await user.click(screen.getByRole("checkbox", { name: "Reef Fish" }));
    await user.click(screen.getByRole("checkbox", { name: "Spiny Lobster" }));
    await user.click(screen.getByRole("button", { name: "Next" }));
    await heading("Gear and Role in Fisheries");
    await user.click(screen.getByRole("checkbox", { name: "Traps" }));
    await user.click(screen.getByRole("checkbox", { name: "Captain" }));
    await user.click(screen.getByRole("button", { name: "Next" }));

    await heading("Application Form");
    expect(where()).toBe("/application/licence/form-render/application-form");
    await user.click(screen.getByRole("button", { name: "Next" }));
    await heading("Declaration of Knowledge - Form");
    expect(where()).toBe("/application/licence/form-render/declaration");
    await user.upload(screen.getByLabelText("Upload Signature"), new File([PNG], "signature.png", { type: "image/png" }));
    await screen.findByText("A file is attached.");
    await user.click(screen.getByRole("checkbox", { name: "I have read and understood the above" }));
    await user.click(screen.getByRole("button", { name: "Next" }));

    await heading("Supporting Documents");
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect((await screen.findAllByText("All Documents must be uploaded before proceeding", { exact: false })).length).toBeGreaterThan(0);
    await user.upload(screen.getByLabelText("Upload Current Picture of Applicant"), new File([PNG], "me.png", { type: "image/png" }));
    await screen.findByText(/Uploaded: me\.png/);
    await user.upload(screen.getByLabelText("Upload Picture Identification"), new File([PDF], "passport.pdf", { type: "application/pdf" }));
    await screen.findByText(/Uploaded: passport\.pdf/);
    await user.click(screen.getByRole("button", { name: "Next" }));

    await heading("Payment Form");
    await user.click(screen.getByRole("radio", { name: "In-Office" }));
    await user.click(screen.getByRole("radio", { name: "No" }));
    expect(screen.getByRole("table", { name: "Fees" }).textContent).toContain("JMD 2,000.00");
    await user.click(screen.getByRole("button", { name: "Next" }));
    await heading("Select Payment Method");
    // Spec 000 §9: the applicant is offered the four methods as tiles; cash is recorded by officers (decision 0019).
    expect(within(screen.getByRole("group", { name: "Payment Method" })).getAllByRole("radio").map((r) => r.getAttribute("value"))).toEqual(["Credit/Debit Card", "Wire/Bank Transfer", "Direct Debit", "Cheque"]);
    await user.click(screen.getByRole("radio", { name: "Credit/Debit Card" }));
    await user.click(screen.getByRole("button", { name: "Next" }));
    await heading("Payment Details");
    // The billing address starts from the profile (x-profile); the city is not in it.
    expect([["First Name"], ["Last Name"], ["Address Line 1"], ["Email"], ["Telephone"]].map(([label]) => (screen.getByLabelText(label as string) as HTMLInputElement).value)).toEqual(["Marcia", "Campbell", "12 Front Street, Old Harbour Bay", "fisher@example.com", "876-555-0142"]);
    await user.type(screen.getByLabelText("City"), "Old Harbour");
    await user.click(screen.getByRole("button", { name: "Make Payment" }));
    const frame = (await screen.findByTitle("Secure card payment")) as HTMLIFrameElement;
    const gateway = new URL(frame.src, "http://localhost").pathname;
    const approved = await app.inject({ method: "POST", url: gateway, payload: "card_name=Marcia+Campbell&card_number=4111111111111111&expiry=12%2F39&cvv=123", headers: { "content-type": "application/x-www-form-urlencoded" } });
    expect(approved.body).toContain('data-done="true"');
    window.dispatchEvent(new MessageEvent("message", { origin: window.location.origin, data: { done: true, temp_trans_id: useSession.getState().current?.temp_trans_id } }));
    await user.click(await screen.findByRole("button", { name: "Proceed" }));

    await heading("Fisher Licence Application - Preview");
    // Check your answers: each answer with a Change link to the step or page that asks it, the
    // documents by file name, the fees as a table with the total.
    expect(screen.getByRole("link", { name: "Change Fishing Area" }).getAttribute("href")).toBe("/application/licence/licence-type/fishing-area");
    expect(screen.getByRole("link", { name: "Change Date of Birth" }).getAttribute("href")).toBe("/application/licence/form-render/application-form");
    expect((await screen.findByText("passport.pdf")).closest(".govuk-summary-list__row")?.textContent).toContain("Picture Identification");
    expect(within(screen.getByRole("table", { name: "Fees" })).getByRole("row", { name: /^Total/ }).textContent).toBe("TotalJMD 2,000.00");
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "I Consent & Submit" }));
    await heading("Successful");
    const number = useSession.getState().current?.submitted_transaction?.transaction_number as string;
    expect(number).toMatch(/^NFA-\d{4}-\d{6}$/);
    // A real confirmation: what happens next, the way to the dashboard and the submission as a PDF.
    expect(await heading("What happens next")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to your dashboard" }).getAttribute("href")).toBe("/profile?active=transactions-tab");
    expect(screen.getByRole("link", { name: "Download your submission (PDF)" }).getAttribute("href")).toBe(`/api/applications/${number}/submission.pdf`);
    const pdf = await fetchSubmissionPdf(number);
    expect(pdf.type).toBe("application/pdf");
    expect(pdf.size).toBeGreaterThan(1000);
    await waitFor(async () => expect((await app.inject({ method: "GET", url: `/api/transactions/status/${number}` })).json().data.transaction.app_type).toBe(useSession.getState().current?.appType));
  }, 60_000);
});
