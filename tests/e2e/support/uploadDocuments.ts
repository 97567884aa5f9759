import type { Page } from "playwright-core";
import type { ApplicationType } from "./applicationType.ts";
import { checkAccessibility } from "./checkAccessibility.ts";
import { snapshot } from "./evidence.ts";
import { fileFor } from "./files.ts";
import { pointer, type Hands } from "./hands.ts";
import { press, type Screen } from "./screen.ts";

/**
 * The supporting-documents stage as a person reads it: every document listed without
 * '(Optional)' is uploaded through its own input, and the first of each 'upload at least one'
 * group; then Next. Returns the next screen. `attached`: what a row says once its file is taken
 * ("On this phone: " with no signal, issue 27).
 */
export async function uploadDocuments(page: Page, name: string, type: ApplicationType, hands: Hands = pointer, attached = "Uploaded: "): Promise<Screen> {
  const where = `${name}: documents`;
  await page.getByRole("heading", { name: "Supporting Documents" }).waitFor();
  await page.getByRole("table").first().waitFor();
  await checkAccessibility(page, where);
  const groupsDone = new Set<string>();
  for (const item of type.definition.documents?.items ?? []) {
    const input = page.getByLabel(`Upload ${item.name}`, { exact: true });
    if (!(await input.count())) continue;
    const optional = (await page.getByRole("row").filter({ has: input }).textContent())?.includes(`${item.name} (Optional)`);
    const groupNeedsOne = item.group !== undefined && !groupsDone.has(item.group);
    if (optional && !groupNeedsOne) continue;
    const file = fileFor(item.key, item.accept);
    await hands.upload(input, file);
    await page.getByText(`${attached}${file.name}`).waitFor();
    if (item.group) groupsDone.add(item.group);
  }
  await snapshot(page, name, "documents");
  return press(page, "Next", where, hands);
}
