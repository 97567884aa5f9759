import type { Page } from "playwright-core";
import { expect } from "vitest";
import type { ApplicationType } from "./applicationType.ts";
import { checkAccessibility } from "./checkAccessibility.ts";
import { snapshot } from "./evidence.ts";
import { pointer, type Hands } from "./hands.ts";

/**
 * The preview: checks it, consents and submits; returns the transaction number the status panel
 * shows. The consent opens only when the applicant presses Submit, after a card payment too
 * (issue 31 item 1): the page is drawn first with no dialog over the answers. `atPreview` looks
 * at the preview before that (a journey's own checks of check your answers).
 */
export async function submitApplication(page: Page, name: string, type: ApplicationType, hands: Hands = pointer, atPreview?: (page: Page) => Promise<void>): Promise<string> {
  await page.getByRole("heading", { name: type.definition.form.previewTitle, exact: true }).waitFor();
  await page.waitForLoadState("networkidle");
  await checkAccessibility(page, `${name}: preview`);
  await snapshot(page, name, "preview");
  const consent = page.getByRole("dialog");
  expect.soft(await consent.count(), `${name}: check your answers opens with no dialog over the answers`).toBe(0);
  await atPreview?.(page);
  // Soft above, so a run reports each item that fails: press Submit only when the dialog is not open already.
  if (!(await consent.count())) await hands.press(page.getByRole("button", { name: "Submit your Application to NFA" }).first());
  await consent.waitFor();
  await checkAccessibility(page, `${name}: consent`);
  await hands.press(consent.getByRole("button", { name: "I Consent & Submit" }));
  await page.getByRole("heading", { name: "Successful" }).waitFor();
  await checkAccessibility(page, `${name}: status`);
  await snapshot(page, name, "status");
  return (await page.locator(".govuk-panel__body strong").textContent()) ?? "";
}
