// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useSession } from "../renderer/src/store/useSession.ts";
import { DEMO } from "../server/testing/buildApp.ts";
import { renderAt } from "./support/renderAt.tsx";
import { PNG, PDF } from "./support/sampleFiles.ts";
import { signIn } from "./support/signIn.ts";
import { startPortal } from "./support/startPortal.ts";
import { typeDate } from "./support/typeDate.ts";

/**
 * The renderer against the real server: a signed-in applicant takes the letters type from its tile
 * through the wizard, both form pages, the payment by cheque and the preview to a transaction
 * number. Only the browser is simulated (jsdom); the API, database and engine are the real ones.
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

const heading = async (name: string) => screen.findByRole("heading", { name });

describe("a letter from the tile to the transaction number, in the renderer", () => {
  it("walks every stage the definition lists", async () => {
    const user = userEvent.setup();
    renderAt("/application-types", { validatorsFrom: app });
    await user.click(await screen.findByRole("button", { name: "Apply for Other Services" }));
    await heading("Type of Letter Requested");
    expect(screen.getByRole("navigation", { name: "Application progress" }).textContent).toContain("Letter Type");
    await user.click(screen.getByRole("radio", { name: "Consulate Letter" }));

    await heading("Letters & Other Services");
    await user.type(screen.getByLabelText("First Name"), "Marcia");
    await user.type(screen.getByLabelText("Last Name"), "Campbell");
    await user.type(screen.getByLabelText("Telephone Number"), "8765550142");
    await user.type(screen.getByLabelText("Address"), "12 Front Street, Old Harbour Bay");
    await user.type(screen.getByLabelText("Purpose of Letter"), "A visa for a fishing tournament abroad");
    await typeDate(user, screen.getByRole("group", { name: "Date Required" }), "2099-01-15");
    await user.click(screen.getByRole("button", { name: "Next" }));

    await heading("Declaration of Knowledge - Form");
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(within(screen.getByRole("alert")).getByText("Atleast one field is required from below")).toBeTruthy();
    await user.upload(screen.getByLabelText("Upload Signature"), new File([PNG], "signature.png", { type: "image/png" }));
    await user.click(screen.getByRole("checkbox", { name: "I have read and understood the above" }));
    await waitFor(() => expect(screen.getByText("A file is attached.")).toBeTruthy());
    await user.click(screen.getByRole("button", { name: "Next" }));

    await heading("Payment Form");
    expect(screen.getByRole("table", { name: "Fees" }).textContent).toContain("JMD 1,000.00");
    await user.click(screen.getByRole("radio", { name: "No" }));
    await user.click(screen.getByRole("button", { name: "Next" }));
    await heading("Select Payment Method");
    await user.click(screen.getByRole("radio", { name: "Cheque" }));
    await user.click(screen.getByRole("button", { name: "Next" }));
    await heading("Payment Details");
    await user.upload(screen.getByLabelText("Proof of Payment"), new File([PDF], "cheque.pdf", { type: "application/pdf" }));
    await waitFor(() => expect(screen.getByText("A file is attached.")).toBeTruthy());
    await user.click(screen.getByRole("button", { name: "Record Payment" }));

    await heading("Letters & Other Services - Preview");
    await user.click(screen.getAllByRole("button", { name: "Submit your Application to NFA" })[0]!);
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "I Consent & Submit" }));
    await heading("Successful");
    const number = useSession.getState().current?.submitted_transaction?.transaction_number ?? "";
    expect(number).toMatch(/^NFA-\d{4}-\d{6}$/);
    expect(screen.getByText(number)).toBeTruthy();
    const status = await app.inject({ method: "GET", url: `/api/transactions/status/${number}` });
    expect(status.json().data.transaction.status).toBe("Application Received by the NFA");
  });
});
