import type { Page } from "playwright-core";
import type { ApplicationType } from "./applicationType.ts";
import { checkAccessibility } from "./checkAccessibility.ts";
import { snapshot } from "./evidence.ts";
import { pointer, type Hands } from "./hands.ts";

/**
 * The preview: checks it, consents and submits; returns the transaction number the status panel
 * shows. After a card payment the consent opens by itself; otherwise the submit button opens it.
 */
export async function submitApplication(page: Page, name: string, type: ApplicationType, paidByCard: boolean, hands: Hands = pointer): Promise<string> {
  await page.getByRole("heading", { name: type.definition.form.previewTitle }).waitFor();
  await checkAccessibility(page, `${name}: preview`);
  await snapshot(page, name, "preview");
  const consent = page.getByRole("dialog");
  if (!paidByCard) await hands.press(page.getByRole("button", { name: "Submit your Application to NFA" }).first());
  await consent.waitFor();
  await checkAccessibility(page, `${name}: consent`);
  await hands.press(consent.getByRole("button", { name: "I Consent & Submit" }));
  await page.getByRole("heading", { name: "Successful" }).waitFor();
  await checkAccessibility(page, `${name}: status`);
  await snapshot(page, name, "status");
  return (await page.locator(".govuk-panel__body strong").textContent()) ?? "";
}
