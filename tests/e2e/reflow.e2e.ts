import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { TABS } from "../../renderer/src/dashboard/tabs.ts";
import { openTile } from "./support/applyFor.ts";
import { listTypes, loadType } from "./support/applicationType.ts";
import { checkAccessibility, expectNoViolations } from "./support/checkAccessibility.ts";
import { snapshot } from "./support/evidence.ts";
import { journeysInChromium } from "./support/journey.ts";
import { logIn, readProfile } from "./support/session.ts";

/**
 * WCAG 2.2 SC 1.4.10 Reflow: at 320 CSS pixels wide (a phone, or 1280 px at 400% zoom) every
 * page reads without scrolling sideways. Fishers often apply from a phone. A data table may
 * scroll inside its own frame (the SC's exception for two-dimensional content); nothing else may
 * stick out. The public pages, every dashboard tab and the first screen of every type are visited.
 */
const base = inject("base");
const WIDTH = 320;
const PUBLIC = ["/home", "/login", "/register", "/reset-password", "/faq", "/support", "/how-to-apply", "/news", "/privacy-policy", "/notice-of-violation"];

const timed = journeysInChromium();

/** Waits for the page's heading and for its loads to finish, then lists what sticks out. */
async function sticksOut(page: Page): Promise<string[]> {
  await page.locator("main h1, main h2").first().waitFor();
  await page.waitForLoadState("networkidle");
  await page.waitForFunction(() => !/^(Loading|Starting)/.test(document.querySelector('main [role="status"]')?.textContent ?? ""));
  return page.evaluate(() => {
    const edge = document.documentElement.clientWidth + 1;
    const out = [...document.querySelectorAll("body *")].filter((el) => el.getBoundingClientRect().right > edge && !el.closest(".nfa-table-scroll"));
    // The outermost only: a wide box's children stick out with it.
    return out
      .filter((el) => !out.some((other) => other !== el && other.contains(el)))
      .map((el) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}.${String(el.className).split(" ")[0]} (right edge ${Math.round(el.getBoundingClientRect().right)} px)`);
  });
}

describe(`reflow at ${WIDTH} px`, () => {
  it(
    "the public pages, the dashboard tabs and the first screen of every type fit a phone's width",
    timed("reflow", async (open) => {
      const page = await open();
      await page.setViewportSize({ width: WIDTH, height: 800 });
      const problems: string[] = [];
      let screens = 0;
      const judge = async (where: string) => {
        screens++;
        const out = await sticksOut(page);
        if (out.length) {
          problems.push(`${where} (${new URL(page.url()).pathname}): ${out.join(", ")}`);
          await snapshot(page, "reflow", where.replace(/\W+/g, "-"));
        }
      };
      for (const path of PUBLIC) {
        await page.goto(`${base}${path}`);
        await judge(path);
      }
      await logIn(page, base, "fisher@example.com", "Fisher#2026");
      for (const tab of TABS) {
        await page.goto(`${base}/profile?active=${tab.id}`);
        await judge(`dashboard: ${tab.label}`);
      }
      await checkAccessibility(page, `dashboard at ${WIDTH} px`);
      const profile = await readProfile(page, base);
      for (const summary of (await listTypes(base)).filter((t) => t.requiresLogin)) {
        await openTile(page, base, await loadType(base, summary.id, profile));
        await judge(summary.title);
      }
      await checkAccessibility(page, `a first step at ${WIDTH} px`);
      expect(problems, `wider than ${WIDTH} px:\n${problems.join("\n")}`).toEqual([]);
      return `${screens} screens, none wider than ${WIDTH} px`;
    }),
  );
});

expectNoViolations();
