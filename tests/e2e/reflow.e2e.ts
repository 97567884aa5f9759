import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { TABS } from "../../renderer/src/dashboard/tabs.ts";
import { applyFor, openTile } from "./support/applyFor.ts";
import { completeScenario, listTypes, loadType, typeId } from "./support/applicationType.ts";
import { checkAccessibility, expectNoViolations } from "./support/checkAccessibility.ts";
import { atEveryStage } from "./support/evidence.ts";
import { holdingLicencesFor } from "./support/issueLicences.ts";
import { journeysInChromium } from "./support/journey.ts";
import { logIn, readProfile } from "./support/session.ts";

/**
 * WCAG 2.2 SC 1.4.10 Reflow: at 320 CSS pixels wide (a phone, or 1280 px at 400% zoom) every
 * page reads without scrolling sideways. Fishers often apply from a phone. A data table may
 * scroll inside its own frame (the SC's exception for two-dimensional content); nothing else may
 * stick out. The public pages, every dashboard tab and the first screen of every type are visited,
 * and one whole application is made on a phone: steps, both form pages with the signature drawn
 * by finger, the documents, the card payment, the preview and the status.
 */
const base = inject("base");
const today = inject("today");
const WIDTH = 320;
const PUBLIC = ["/home", "/login", "/register", "/reset-password", "/faq", "/support", "/how-to-apply", "/news", "/privacy-policy", "/notice-of-violation"];

const timed = journeysInChromium();
const FISHER = { email: "fisher@example.com", password: "Fisher#2026" };

/** Waits for a page just opened: its heading, its loads, no 'Loading' status. */
async function settled(page: Page): Promise<void> {
  await page.locator("main h1, main h2").first().waitFor();
  await page.waitForLoadState("networkidle");
  await page.waitForFunction(() => !/^(Loading|Starting)/.test(document.querySelector('main [role="status"]')?.textContent ?? ""));
}

/** What sticks out past the window's right edge now, outermost boxes only. */
function sticksOut(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const edge = document.documentElement.clientWidth + 1;
    // Never seen or scrolled to, so not counted: a table in its own scrolling frame, the
    // toaster's empty list, a map's internal layers (clipped) and visually hidden text.
    const clipped = (el: Element) => {
      for (let at: Element | null = el; at; at = at.parentElement) if (/rect\(0(px)?,? 0(px)?,? 0(px)?,? 0(px)?\)/.test(getComputedStyle(at).clip)) return true;
      return false;
    };
    const out = [...document.querySelectorAll("body *")].filter((el) => el.getBoundingClientRect().right > edge && !el.closest(".nfa-table-scroll, [data-sonner-toaster], .leaflet-container") && !clipped(el));
    // The outermost only: a wide box's children stick out with it.
    return out
      .filter((el) => !out.some((other) => other !== el && other.contains(el)))
      .map((el) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}.${String(el.className).split(" ")[0]} (right edge ${Math.round(el.getBoundingClientRect().right)} px)`);
  });
}

/** A page at the phone's width, and a tally of what stuck out where. */
async function onPhone(open: () => Promise<Page>) {
  const page = await open();
  await page.setViewportSize({ width: WIDTH, height: 800 });
  const problems: string[] = [];
  let screens = 0;
  return {
    page,
    /** Measures the screen as it is now. */
    async judge(where: string): Promise<void> {
      screens++;
      const out = await sticksOut(page);
      if (out.length) problems.push(`${where} (${new URL(page.url()).pathname}): ${out.join(", ")}`);
    },
    /** Fails with every screen that stuck out; else how many were measured. */
    verdict(): number {
      expect(problems, `wider than ${WIDTH} px:\n${problems.join("\n")}`).toEqual([]);
      return screens;
    },
  };
}

describe(`reflow at ${WIDTH} px`, () => {
  it(
    "the public pages, the dashboard tabs and the first screen of every type fit a phone's width",
    timed("reflow", async (open) => {
      const { page, judge, verdict } = await onPhone(open);
      const visit = async (path: string, where = path) => {
        await page.goto(`${base}${path}`);
        await settled(page);
        await judge(where);
      };
      for (const path of PUBLIC) await visit(path);
      await logIn(page, base, "fisher@example.com", "Fisher#2026");
      for (const tab of TABS) await visit(`/profile?active=${tab.id}`, `dashboard: ${tab.label}`);
      await checkAccessibility(page, `dashboard at ${WIDTH} px`);
      const profile = await readProfile(page, base);
      for (const summary of (await listTypes(base)).filter((t) => t.requiresLogin)) {
        await openTile(page, base, await loadType(base, summary.id, profile));
        await settled(page);
        await judge(summary.title);
      }
      await checkAccessibility(page, `a first step at ${WIDTH} px`);
      return `${verdict()} screens, none wider than ${WIDTH} px`;
    }),
  );

  it(
    "a whole vessel licence application fits a phone's width, the signature drawn by finger",
    timed("reflow application", async (open) => {
      const { page, judge, verdict } = await onPhone(open);
      await logIn(page, base, "fisher@example.com", "Fisher#2026");
      // The vessel's owner holds the licences its scenario says are on file (issue 29).
      const bare = await loadType(base, typeId("fishing-vessel"), await readProfile(page, base));
      const scenario = completeScenario(bare, today);
      const type = await holdingLicencesFor(page, base, FISHER, bare, scenario);
      let first = true;
      atEveryStage(page, async (stage) => {
        await judge(stage);
        if (first || stage === "preview") await checkAccessibility(page, `${stage} at ${WIDTH} px`);
        first = false;
      });
      const number = await applyFor({ page, base, name: "reflow-vessel", type, scenario, way: "card" });
      const screens = verdict();
      expect(screens).toBeGreaterThan(5);
      return `${type.definition.title} submitted as ${number}; ${screens} screens, none wider than ${WIDTH} px`;
    }),
  );
});

expectNoViolations();
