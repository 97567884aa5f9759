import AxeBuilder from "@axe-core/playwright";
import type { AxeResults } from "axe-core";
import type { Page } from "playwright-core";
import { expect, it } from "vitest";

/** WCAG 2.2 AA, the portal's accessibility target. */
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** Every serious or critical violation seen in this file, with where it was. */
const violations: string[] = [];

/**
 * axe's WCAG 2.2 AA rules run on the page as it is now: @axe-core/playwright's axe.run (its legacy
 * mode: the same rules on the same document as runPartial, without a blank page opened, injected
 * and closed for finishRun each time), with axe injected once per document. A wizard is one
 * document from step to step, so later checks only run the rules: a check costs about a fifth of
 * what it did (decision 0048). A page with frames, or one axe is not in yet, goes through
 * AxeBuilder, which injects it into every frame.
 */
async function runAxe(page: Page): Promise<AxeResults> {
  const builder = new AxeBuilder({ page }).withTags(TAGS).setLegacyMode(true);
  const injected = await page.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === "function");
  if (!injected || page.frames().length > 1) return builder.analyze();
  // The context and options AxeBuilder passes to axe.run: the whole document, these tags.
  return page.evaluate((tags) => (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<AxeResults> } }).axe.run({ exclude: [], include: [] }, { runOnly: { type: "tag", values: tags } }), TAGS);
}

/** Runs axe on the page as it is now and records serious and critical violations: rule, targets, page. */
export async function checkAccessibility(page: Page, where: string): Promise<void> {
  // A toast fading in or out, or the content of a toast sliding behind a newer one, is judged at its
  // final colours: sonner drops its transitions under prefers-reduced-motion, so every opacity jumps
  // to where it is going; then wait until no toast is still leaving.
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page
    .waitForFunction(() => [...document.querySelectorAll("[data-sonner-toast]")].every((t) => t.getAttribute("data-removed") !== "true" && getComputedStyle(t).opacity === "1"), null, { timeout: 10_000 })
    .catch(() => undefined);
  const result = await runAxe(page);
  await page.emulateMedia({ reducedMotion: "no-preference" });
  for (const v of result.violations.filter((x) => x.impact === "serious" || x.impact === "critical")) {
    violations.push(`${v.id} [${v.impact}] on ${where} (${new URL(page.url()).pathname}): ${v.help}; at ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")}`);
  }
}

/** The file's last test: no serious or critical violation on any page its journeys visited. */
export function expectNoViolations(): void {
  it("no serious or critical WCAG 2.2 AA violation on any page visited", () => {
    expect(violations, `axe found:\n${violations.join("\n")}`).toEqual([]);
  });
}
