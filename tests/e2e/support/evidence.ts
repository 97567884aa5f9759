import { appendFileSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";

/** Screenshots of each stage and the journeys' summary, kept out of git (tests/e2e/evidence/ is ignored). */
export const EVIDENCE = join(import.meta.dirname, "..", "evidence");

/** Checks a journey asked for at every stage of one page (see atEveryStage). */
const checks = new WeakMap<Page, (stage: string) => Promise<void>>();

/**
 * Runs `check` at every stage a journey on this page records with a screenshot: one more look
 * at each screen (the reflow test measures widths) without a second copy of the driver.
 */
export function atEveryStage(page: Page, check: (stage: string) => Promise<void>): void {
  checks.set(page, check);
}

/** A full-page screenshot named after the journey and the stage. */
export async function snapshot(page: Page, journey: string, stage: string): Promise<void> {
  mkdirSync(EVIDENCE, { recursive: true });
  await page.screenshot({ path: join(EVIDENCE, `${journey}--${stage}.png`.replace(/[^\w.-]+/g, "-")), fullPage: true });
  await checks.get(page)?.(stage);
}

/** A journey's one-line summary: printed, and kept in evidence/summary.txt. */
export function summarise(line: string): void {
  mkdirSync(EVIDENCE, { recursive: true });
  appendFileSync(join(EVIDENCE, "summary.txt"), `${new Date().toISOString()} ${line}\n`);
  process.stdout.write(`  ${line}\n`);
}
