// @vitest-environment jsdom
// vitest: own modules (it asserts no toast is shown, and a toast another file left pending would be)
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { loadDefinitions } from "../engine/node/loadDefinitions.ts";
import { useSession } from "../renderer/src/store/useSession.ts";
import { DEMO, tokenFor } from "../server/testing/buildApp.ts";
import { jmdText, payingScenario } from "../server/testing/scenarioAnswers.ts";
import { startDraft } from "../server/testing/startDraft.ts";
import { errorSummary, inlineError } from "./support/errorSummary.ts";
import { renderAt } from "./support/renderAt.tsx";
import { startPortal } from "./support/startPortal.ts";

/**
 * The payment stage as an applicant meets it (issue 14 'Payment that can be completed', spec 000
 * §9, decision 0019): the four methods as tiles (cash only for an officer acting for them), the
 * bank details for a transfer, direct debit or cheque, one heading per part, errors in the one
 * summary with no toast, and a declined card as an error with the gateway's reasons. The draft is
 * the first complete scenario the demo fisher can pay for, without its payment answers.
 */
const TODAY = "2026-11-22";
const paying = payingScenario({ today: TODAY });
const routePrefix = loadDefinitions().loaded.find((d) => d.definition.id === paying.appType)?.definition.routePrefix;
const ACCOUNT = { BANK_ACCOUNT_NAME: "NFA Licensing Fees", BANK_NAME: "Harbour Bank", BANK_BRANCH: "Old Harbour", BANK_ACCOUNT_TYPE: "Savings", BANK_ACCOUNT_NUMBER: "123-456-789" };
let app: FastifyInstance;
let token: string;
let profile: Record<string, unknown>;
beforeAll(async () => {
  app = await startPortal({ PORTAL_TODAY: TODAY, ...ACCOUNT });
  token = await tokenFor(app, DEMO.fisher.email, DEMO.fisher.password);
  profile = (await app.inject({ method: "GET", url: "/api/users/profile", headers: { authorization: token } })).json().data;
});
afterEach(cleanup);
afterAll(async () => app.close());

/** Opens the payment stage of a new draft of the scenario, without payment answers, as `who`. */
async function openPayment(who: Record<string, unknown> = profile): Promise<{ user: ReturnType<typeof userEvent.setup>; temp: string }> {
  const { payment_details: _none, ...answers } = paying.answers;
  const temp = await startDraft(app, token, paying.appType, answers);
  useSession.setState({ token, profile: who, current: { appType: paying.appType, temp_trans_id: temp, answers, step: null, submitted_transaction: null } });
  renderAt(`${routePrefix}/payment`, { validatorsFrom: app });
  await screen.findByRole("heading", { name: "Payment Form" });
  return { user: userEvent.setup({ delay: null }), temp };
}

/** Answers part 1 with what the scenario's type asks (office collection, no expedite) and goes on to the methods. */
async function toMethods(user: ReturnType<typeof userEvent.setup>) {
  const office = screen.queryByRole("radio", { name: "In-Office" });
  if (office) await user.click(office);
  const expedite = screen.queryByRole("group", { name: /Expedite/ });
  if (expedite) await user.click(within(expedite).getByRole("radio", { name: "No" }));
  await user.click(screen.getByRole("button", { name: "Next" }));
  await screen.findByRole("heading", { name: "Select Payment Method" });
}

const tiles = () => within(screen.getByRole("group", { name: "Payment Method" })).getAllByRole("radio").map((r) => r.getAttribute("value"));

describe("the payment stage", () => {
  it("shows the bank details and the payment reference for a bank transfer, a direct debit and a cheque, and none for a card", async () => {
    const { user, temp } = await openPayment();
    const id = (await app.knex("transactions").where({ temp_trans_id: temp }).first()).id as number;
    await toMethods(user);
    expect(tiles()).toEqual(["Credit/Debit Card", "Wire/Bank Transfer", "Direct Debit", "Cheque"]);
    for (const method of ["Wire/Bank Transfer", "Direct Debit", "Cheque"]) {
      await user.click(screen.getByRole("radio", { name: method }));
      await user.click(screen.getByRole("button", { name: "Next" }));
      const details = (await screen.findByRole("heading", { name: "Bank details for your payment" })).closest("section") as HTMLElement;
      await within(details).findByText("Harbour Bank");
      const rows = Object.fromEntries(within(details).getAllByRole("term").map((term) => [term.textContent, term.nextElementSibling?.textContent]));
      expect(rows).toEqual({ "Account Name": "NFA Licensing Fees", Bank: "Harbour Bank", Branch: "Old Harbour", "Account Type": "Savings", "Account Number": "123-456-789", "Payment Reference": `NFA-APP-${String(id).padStart(6, "0")}` });
      expect(details.textContent).toContain(`Pay ${jmdText(paying.fees)} by ${method} into this account`);
      // One heading: the part's, not the payment_details legend again.
      expect(screen.getAllByText("Payment Details")).toHaveLength(1);
      await user.click(screen.getByRole("button", { name: "Previous" }));
      await screen.findByRole("heading", { name: "Select Payment Method" });
    }
    await user.click(screen.getByRole("radio", { name: "Credit/Debit Card" }));
    await user.click(screen.getByRole("button", { name: "Next" }));
    await screen.findByRole("heading", { name: "Payment Details" });
    expect(screen.queryByRole("heading", { name: "Bank details for your payment" })).toBeNull();
  });

  it("puts what is missing in the error summary, linked and marked on the field, with no toast", async () => {
    const { user } = await openPayment();
    await toMethods(user);
    await user.click(screen.getByRole("button", { name: "Next" }));
    const summary = errorSummary();
    expect(summary.title).toBe("Please fill in all the required fields");
    expect(summary.links).toEqual([{ text: "You must select Payment Method before proceeding to the next step", field: "root_payment_details_payment_method" }]);
    expect(inlineError("root_payment_details_payment_method")).toBe("You must select Payment Method before proceeding to the next step");
    expect(document.querySelector("[data-sonner-toast]")).toBeNull();

    await user.click(screen.getByRole("radio", { name: "Wire/Bank Transfer" }));
    await user.click(screen.getByRole("button", { name: "Next" }));
    await user.click(await screen.findByRole("button", { name: "Record Payment" }));
    expect(errorSummary().links).toEqual([{ text: "Proof of Payment: This is required", field: "root_payment_details_proof_of_payment" }]);
    await user.click(screen.getByRole("link", { name: "Proof of Payment: This is required" }));
    expect(document.activeElement?.id).toBe("root_payment_details_proof_of_payment");
    expect(document.querySelector("[data-sonner-toast]")).toBeNull();
  });

  it("offers the cash methods only to a supporting officer acting for the applicant", async () => {
    const officer = { ...profile, user: { ...(profile.user as object), role: "supporting_officer" } };
    const { user } = await openPayment(officer);
    await toMethods(user);
    expect(tiles()).toEqual(["Credit/Debit Card", "Wire/Bank Transfer", "Direct Debit", "Cheque", "Cash at NFA Office", "Cash - Field Officer"]);
    expect((screen.getByRole("radio", { name: "Cash at NFA Office" }) as HTMLInputElement).disabled).toBe(false);
  });

  it("shows a declined card as an error with the gateway's reasons, under a heading, and lets the applicant try again", async () => {
    const { user, temp } = await openPayment();
    await toMethods(user);
    await user.click(screen.getByRole("radio", { name: "Credit/Debit Card" }));
    await user.click(screen.getByRole("button", { name: "Next" }));
    await screen.findByRole("heading", { name: "Payment Details" });
    await user.type(screen.getByLabelText("City"), "Old Harbour");
    await user.click(screen.getByRole("button", { name: "Make Payment" }));
    const frame = (await screen.findByTitle("Secure card payment")) as HTMLIFrameElement;
    expect(screen.getByRole("heading", { name: "Pay by Card" })).toBeTruthy();
    const gateway = new URL(frame.src, "http://localhost").pathname;
    const declined = await app.inject({ method: "POST", url: gateway, payload: "card_name=Marcia+Campbell&card_number=4000000000000002&expiry=12%2F39&cvv=123", headers: { "content-type": "application/x-www-form-urlencoded" } });
    expect(declined.body).toContain("declined");
    window.dispatchEvent(new MessageEvent("message", { origin: window.location.origin, data: { done: false, temp_trans_id: temp } }));
    await screen.findByRole("heading", { name: "Your card payment did not go through" });
    await waitFor(() => expect(errorSummary().title).toBe("Your Payment Failed Due to following reasons"));
    expect(errorSummary().lines).toEqual(["The card was declined by the issuing bank"]);
    await user.click(screen.getByRole("button", { name: "Try Again" }));
    await screen.findByRole("heading", { name: "Payment Details" });
  });
});
