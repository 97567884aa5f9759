import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { formatDate } from "../../engine/dates/formatDate.ts";
import { registerValues } from "../../engine/register/registerValues.ts";
import type { ApplicationType } from "./support/applicationType.ts";
import { checkAccessibility, expectNoViolations } from "./support/checkAccessibility.ts";
import { snapshot } from "./support/evidence.ts";
import { approvedLicence, firstTypeWhere } from "./support/issuedLicence.ts";
import { journeysInChromium } from "./support/journey.ts";
import { logIn, readProfile } from "./support/session.ts";

/**
 * Issue 29, decision 0066, in Chromium: the demo company licenses a vessel in the browser (the
 * first type of the tiles whose definition declares a register, with its scenario for a company,
 * whose owner is a person) and staff approve it. A visitor with no login opens the register from
 * the footer, finds the vessel by part of its name, and reads its row: name, number, home port,
 * licence, validity, Valid. No name or contact of the holder or of any owner is on the page. At 1280 px and at 390 px (where the table
 * stacks as cards and nothing sticks out sideways), each screen checked by axe and kept.
 */
const base = inject("base");
const today = inject("today");
const COMPANY = { email: "company@example.com", password: "Company#2026" };

const timed = journeysInChromium();

/** Every free text of the answers and the profile that is about a person: a string no definition offers and no register column shows. */
function personalTexts(type: ApplicationType, answers: Record<string, unknown>, profile: Record<string, unknown>, shown: string[]): string[] {
  const leaves = (value: unknown): string[] => (typeof value === "string" ? [value] : value && typeof value === "object" ? Object.values(value).flatMap(leaves) : []);
  const offered = JSON.stringify(type.definition);
  const name = [profile.first_name_individual, profile.last_name_individual].filter(Boolean).join(" ");
  return [...new Set([name, ...leaves(answers), ...leaves(profile)])].filter((s) => s.trim().length >= 4 && !offered.includes(s) && !/^\d{4}-\d{2}-\d{2}/.test(s) && !shown.some((value) => value.includes(s)) && !s.startsWith("data:"));
}

/** The register's rows as shown: each cell's text, the vessel's name first. */
const rowsOf = (page: Page) => page.getByRole("table", { name: /^Licensed vessels/ }).locator("tbody tr").evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll("th, td")].map((cell) => (cell as HTMLElement).innerText.replace(/\s+/g, " ").trim())));

/** How the first row's second cell is laid out, and the label drawn before it. */
const stacked = (page: Page) =>
  page
    .getByRole("table", { name: /^Licensed vessels/ })
    .locator("tbody tr td")
    .first()
    .evaluate((cell) => ({ display: getComputedStyle(cell).display, label: getComputedStyle(cell, "::before").content.split(" / ")[0] ?? "" }));

/** How far the page reaches past the window's right edge, in pixels (0: nothing sticks out). */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe("the public register of licensed vessels", () => {
  it(
    "finds a vessel licensed in the browser by part of its name, with its licence and status and no one's name, at 1280 and 390 px",
    timed("public register", async (open) => {
      const applicant = await open();
      await logIn(applicant, base, COMPANY.email, COMPANY.password);
      const chosen = await firstTypeWhere(applicant, base, today, (definition) => Boolean(definition.register), "declares a register");
      const { type } = chosen;
      const admin = await open();
      await logIn(admin, base, "admin@example.com", "Admin#2026");
      const { number } = await approvedLicence(applicant, admin, base, "register-vessel", chosen);

      // What the register should show, read from the answers at the paths the definition declares.
      const policy = type.definition.register;
      if (!policy) throw new Error(`${type.definition.id} declares no register`);
      const vessel = registerValues(policy, chosen.scenario.answers);
      if (!vessel.vessel_name) throw new Error("the scenario names no vessel");
      const words = vessel.vessel_name.split(" ");
      const part = (words.at(-1) ?? vessel.vessel_name).toLowerCase();
      const personal = personalTexts(type, chosen.scenario.answers, await readProfile(applicant, base), [vessel.vessel_name, vessel.registration ?? "", vessel.home_port ?? ""]);
      expect(personal.length).toBeGreaterThan(3);

      const results: string[] = [];
      for (const width of [1280, 390]) {
        const visitor = await open({ viewport: { width, height: 900 } });
        await visitor.goto(`${base}/home`);
        await visitor.getByRole("contentinfo").getByRole("link", { name: "Register of Licensed Vessels" }).click();
        await visitor.getByRole("heading", { level: 1, name: "Register of licensed vessels" }).waitFor();
        await visitor.getByLabel("Vessel name or registration number").fill(part);
        await visitor.getByRole("button", { name: "Search" }).click();
        await visitor.waitForURL(`${base}/register-of-vessels?q=${encodeURIComponent(part)}`);
        const status = visitor.locator('main [role="status"]');
        await expect.poll(() => status.innerText()).toMatch(new RegExp(`^\\d+ licensed vessels? matching ‘${part}’$`));
        const rows = await rowsOf(visitor);
        const row = rows.find((cells) => cells[0]?.includes(vessel.vessel_name as string));
        expect(row, `a row for ${vessel.vessel_name} among ${JSON.stringify(rows)}`).toBeDefined();
        expect(row?.slice(0, 3)).toEqual([vessel.vessel_name, vessel.registration ?? "Not given", vessel.home_port ?? "Not given"]);
        expect(row?.[3]).toContain(type.definition.title);
        expect(row?.slice(4)).toEqual([formatDate(today), expect.stringMatching(/^\d{1,2} [A-Z][a-z]+ \d{4}$/), "Valid"]);
        // At 390 px the rows stack as cards, each value led by its column's name; at 1280 px they are a table.
        expect(await stacked(visitor)).toEqual(width < 640 ? { display: "block", label: '"Registration number"' } : { display: "table-cell", label: "none" });
        const text = await visitor.locator("main").innerText();
        for (const secret of [...personal, number]) expect(text, `the register shows ${secret}`).not.toContain(secret);
        expect(await overflow(visitor), `nothing sticks out sideways at ${width} px`).toBeLessThanOrEqual(0);
        await checkAccessibility(visitor, `register at ${width} px`);
        await snapshot(visitor, "public-register", `${width}--found`);

        await visitor.getByLabel("Vessel name or registration number").fill("no such vessel anywhere");
        await visitor.getByRole("button", { name: "Search" }).click();
        await expect.poll(() => status.innerText()).toBe("No licensed vessels matching ‘no such vessel anywhere’ on the register. Check the spelling, or search for part of the name or number.");
        await checkAccessibility(visitor, `register, nothing found, at ${width} px`);
        await snapshot(visitor, "public-register", `${width}--none`);
        results.push(`${width} px: ${rows.length} row(s) for '${part}'`);
      }
      return `${vessel.vessel_name} (${number}) found by '${part}', no personal text of ${personal.length} shown; ${results.join("; ")}`;
    }),
  );
});

expectNoViolations();
