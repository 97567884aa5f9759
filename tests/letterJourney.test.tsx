// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { FastifyInstance } from "fastify";
import { MemoryRouter } from "react-router-dom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { App } from "../renderer/src/App.tsx";
import { useSession } from "../renderer/src/store/useSession.ts";
import { buildApp, DEMO, tokenFor } from "../server/testing/buildApp.ts";
import { injectFetch, injectImport } from "./support/injectFetch.ts";

/**
 * The renderer against the real server: a signed-in applicant takes the letters type from its tile
 * through the wizard, both form pages, the payment by cheque and the preview to a transaction
 * number. Only the browser is simulated (jsdom); the API, database and engine are the real ones.
 */
let app: FastifyInstance;
const PNG = Uint8Array.from(atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="), (c) => c.charCodeAt(0));
const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");

beforeAll(async () => {
  app = await buildApp();
  globalThis.fetch = injectFetch(app);
  const token = await tokenFor(app, DEMO.fisher.email, DEMO.fisher.password);
  const profile = (await app.inject({ method: "GET", url: "/api/users/profile", headers: { authorization: token } })).json().data;
  useSession.setState({ token, profile, current: null });
});
afterAll(async () => {
  cleanup();
  await app.close();
});

const heading = async (name: string) => screen.findByRole("heading", { name }, { timeout: 5000 });

describe("a letter from the tile to the transaction number, in the renderer", () => {
  it("walks every stage the definition lists", async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={["/application-types"]}>
        <App importModule={injectImport(app)} />
      </MemoryRouter>,
    );
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
    await user.type(screen.getByLabelText("Date Required"), "2099-01-15");
    await user.click(screen.getByRole("button", { name: "Next" }));

    await heading("Declaration of Knowledge - Form");
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(within(screen.getByRole("alert")).getByText("Atleast one field is required from below")).toBeTruthy();
    await user.upload(screen.getByLabelText("Upload Signature (Optional)"), new File([PNG], "signature.png", { type: "image/png" }));
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
