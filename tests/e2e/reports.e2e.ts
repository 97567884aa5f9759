import { describe, expect, inject, it } from "vitest";
import { applyFor } from "./support/applyFor.ts";
import { completeScenario, loadType, typeId } from "./support/applicationType.ts";
import { checkAccessibility, expectNoViolations } from "./support/checkAccessibility.ts";
import { snapshot } from "./support/evidence.ts";
import { journeysInChromium } from "./support/journey.ts";
import { logIn, readProfile } from "./support/session.ts";

/**
 * The reports staff read (issue 17): after an applicant submits, /admin/transactions on a phone
 * (390 px) shows the twelve-month chart with a bar this month, switchable to fees, with no
 * sideways scrolling and no axe violation; screenshots are kept in tests/e2e/evidence/.
 */
const base = inject("base");
const today = inject("today");
const timed = journeysInChromium();

describe("reports", () => {
  it(
    "staff read the twelve-month chart on a phone, in applications and in fees",
    timed("transactions chart", async (open) => {
      const applicant = await open();
      await logIn(applicant, base, "fisher@example.com", "Fisher#2026");
      const type = await loadType(base, typeId("licence"), await readProfile(applicant, base));
      const number = await applyFor({ page: applicant, base, name: "chart-licence", type, scenario: completeScenario(type, today, 0), way: "card" });

      const staff = await open();
      await staff.setViewportSize({ width: 390, height: 844 });
      await logIn(staff, base, "admin@example.com", "Admin#2026");
      await staff.goto(`${base}/admin/transactions`);
      const chart = staff.getByRole("img", { name: /^Applications by type, / });
      await chart.waitFor();
      expect(await chart.locator("rect").count()).toBeGreaterThan(0);
      const box = await chart.boundingBox();
      expect(box?.width).toBeLessThanOrEqual(390);
      expect(await staff.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await checkAccessibility(staff, "admin: transactions chart");
      await snapshot(staff, "transactions-chart", "applications-390");
      await staff.getByRole("radio", { name: "Fees (JMD)" }).check();
      await staff.getByRole("img", { name: /^Fees \(JMD\) by type, / }).waitFor();
      await staff.getByText("The figures in the chart").click();
      await staff.getByRole("table", { name: /^Fees \(JMD\) by type, / }).waitFor();
      expect(await staff.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await checkAccessibility(staff, "admin: transactions chart, fees and figures");
      await snapshot(staff, "transactions-chart", "fees-390");
      await staff.setViewportSize({ width: 1280, height: 900 });
      await snapshot(staff, "transactions-chart", "fees-1280");
      return `${number} submitted; the chart shows it in applications and fees at 390 px`;
    }),
  );
});

expectNoViolations();
