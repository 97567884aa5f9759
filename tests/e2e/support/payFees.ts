import type { Page } from "playwright-core";
import type { Answers } from "../../../engine/types.ts";
import type { ApplicationType } from "./applicationType.ts";
import { checkAccessibility } from "./checkAccessibility.ts";
import { snapshot } from "./evidence.ts";
import { fillSection } from "./fillSection.ts";
import { pointer, type Hands } from "./hands.ts";
import { press, readScreen, waitForAnother, type Screen } from "./screen.ts";

/** How a journey pays: the sandbox card, the card declined first then approved with 'Try Again', or a bank transfer with its proof. */
export type PaymentWay = "card" | "declined card" | "bank transfer";

/** What a person answers where the scenario is silent: collect the card in the office, no expedite, a billing address. */
export const DEFAULTS = { fisher_id: "In-Office", should_expedite_process: "No", amount_paid_currency: "JMD" };
export const BILLING = { first_name: "Marcia", last_name: "Campbell", address_line_1: "12 Front Street", city: "Old Harbour", email_address: "fisher@example.com", telephone_number: "876-555-0142" };
export const CARDS = { approved: "4111 1111 1111 1111", declined: "4000 0000 0000 0002" };

async function payByCard(page: Page, name: string, card: string, hands: Hands): Promise<void> {
  const gateway = page.frameLocator('iframe[title="Secure card payment"]');
  for (const [label, text] of [["Name on card", "Marcia Campbell"], ["Card number", card], ["Expiry (MM/YY)", "12/39"], ["CVV", "123"]] as const) await hands.type(gateway.getByLabel(label), text);
  await snapshot(page, name, card === CARDS.approved ? "card" : "card-declined");
  await hands.press(gateway.getByRole("button", { name: /^Pay JMD/ }));
}

/**
 * The payment stage's three parts, answered from the scenario's payment answers (the method as the
 * journey says), then the sandbox gateway in its frame or the transfer's proof of payment.
 * Returns the screen after payment (the preview).
 */
export async function payFees(page: Page, name: string, type: ApplicationType, answers: Answers, way: PaymentWay, hands: Hands = pointer): Promise<Screen> {
  const payment = type.compiled.payment;
  if (!payment) throw new Error(`${name}: the type has a payment stage but no payment form`);
  const card = way !== "bank transfer";
  const details = { ...DEFAULTS, ...(answers.payment_details as object | undefined), payment_method: card ? "Credit/Debit Card" : "Wire/Bank Transfer", ...(card ? { billing_address: BILLING } : { proof_of_payment: "proof" }) };
  let screen = await readScreen(page);
  for (;;) {
    const where = `${name}: payment ${screen.caption} '${screen.title}'`;
    await checkAccessibility(page, where);
    await fillSection(page, payment.schema, payment.section.ui, { payment_details: details }, { where, presentOnly: true, hands });
    // "Part 1 of 3": the payment's parts, the last one pays.
    const [, part, parts] = /(\d+) of (\d+)$/.exec(screen.caption) ?? [];
    await snapshot(page, name, `payment-${part ?? screen.caption}`);
    if (part !== parts) {
      screen = await press(page, "Next", where, hands);
      continue;
    }
    if (!card) {
      // Issue 14 'Done when': a bank-transfer payment shows the bank details and its reference (spec 000 §9).
      await page.getByRole("heading", { name: "Bank details for your payment" }).waitFor();
      await page.getByText(/^NFA-APP-\d{6}$/).waitFor();
      return press(page, "Record Payment", where, hands);
    }
    await hands.press(page.getByRole("button", { name: "Make Payment" }));
    if (way === "declined card") {
      await payByCard(page, name, CARDS.declined, hands);
      await page.getByText("Your Payment Failed Due to following reasons").waitFor();
      await checkAccessibility(page, `${name}: payment declined`);
      await snapshot(page, name, "payment-declined");
      const failed = await readScreen(page);
      await hands.press(page.getByRole("button", { name: "Try Again" }));
      await waitForAnother(page, failed, `${where}: 'Try Again'`);
      await hands.press(page.getByRole("button", { name: "Make Payment" }));
    }
    await payByCard(page, name, CARDS.approved, hands);
    await page.getByRole("button", { name: "Proceed" }).waitFor();
    await checkAccessibility(page, `${name}: payment recorded`);
    const paid = await readScreen(page);
    await hands.press(page.getByRole("button", { name: "Proceed" }));
    return waitForAnother(page, paid, `${name}: 'Proceed' after payment`);
  }
}
