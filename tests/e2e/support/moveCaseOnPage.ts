import type { Page } from "playwright-core";

/**
 * Moves the case open at /admin/cases/{id} through the page's one control (issue 17): the status's
 * radio, an optional comment, Move case; waits for the server's message and the status badge
 * showing `shown` (the badge's words: 'In Progress' for 'Application In Progress').
 */
export async function moveCaseOnPage(page: Page, status: string, shown: string, comment?: string): Promise<void> {
  const form = page.getByRole("form", { name: "Move the case" });
  await form.getByRole("radio", { name: status, exact: true }).check();
  if (comment) await form.getByRole("textbox").fill(comment);
  await form.getByRole("button", { name: "Move case" }).click();
  await page.getByText(`The case is now '${status}'`).first().waitFor();
  await page.locator(".govuk-summary-list__row", { hasText: "Status" }).first().getByText(shown, { exact: true }).waitFor();
}
