import type { Locator, Page } from "playwright-core";

/** Signs on a signature pad with the pointer, as a person with a mouse, pen or finger would. */
export async function drawSignature(page: Page, canvas: Locator): Promise<void> {
  await canvas.scrollIntoViewIfNeeded();
  const box = await canvas.boundingBox();
  if (!box) throw new Error("the signature pad has no size");
  await page.mouse.move(box.x + 40, box.y + 120);
  await page.mouse.down();
  await page.mouse.move(box.x + 140, box.y + 50, { steps: 6 });
  await page.mouse.move(box.x + 240, box.y + 140, { steps: 6 });
  await page.mouse.up();
}
