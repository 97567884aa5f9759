import { appendFileSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";

/** Screenshots of each stage and the journeys' summary, kept out of git (tests/e2e/evidence/ is ignored). */
export const EVIDENCE = join(import.meta.dirname, "..", "evidence");

/** A full-page screenshot named after the journey and the stage. */
export async function snapshot(page: Page, journey: string, stage: string): Promise<void> {
  mkdirSync(EVIDENCE, { recursive: true });
  await page.screenshot({ path: join(EVIDENCE, `${journey}--${stage}.png`.replace(/[^\w.-]+/g, "-")), fullPage: true });
}

/** A journey's one-line summary: printed, and kept in evidence/summary.txt. */
export function summarise(line: string): void {
  mkdirSync(EVIDENCE, { recursive: true });
  appendFileSync(join(EVIDENCE, "summary.txt"), `${new Date().toISOString()} ${line}\n`);
  process.stdout.write(`  ${line}\n`);
}
