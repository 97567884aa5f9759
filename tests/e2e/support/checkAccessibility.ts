import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";

/** WCAG 2.2 AA, the portal's accessibility target. */
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** Every serious or critical violation seen, by page, for the suite's closing check. */
export const violations: string[] = [];

/** Runs axe on the page as it is now and records serious and critical violations with where they are. */
export async function checkAccessibility(page: Page, where: string): Promise<void> {
  // A toast fading in or out is judged at its final colours: wait until every toast is settled.
  await page
    .waitForFunction(() => [...document.querySelectorAll("[data-sonner-toast]")].every((t) => t.getAttribute("data-removed") !== "true" && getComputedStyle(t).opacity === "1"), null, { timeout: 10_000 })
    .catch(() => undefined);
  const result = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  for (const v of result.violations.filter((x) => x.impact === "serious" || x.impact === "critical")) {
    violations.push(`${where} (${page.url()}): ${v.id} [${v.impact}] ${v.help}: ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")}`);
  }
}
