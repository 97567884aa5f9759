import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";

/** Screenshots of each stage, kept out of git (tests/e2e/evidence/ is ignored). */
export const EVIDENCE = join(import.meta.dirname, "..", "evidence");

export async function snapshot(page: Page, journey: string, stage: string): Promise<void> {
  mkdirSync(EVIDENCE, { recursive: true });
  await page.screenshot({ path: join(EVIDENCE, `${journey}--${stage}.png`.replace(/[^\w.-]+/g, "-")), fullPage: true });
}
