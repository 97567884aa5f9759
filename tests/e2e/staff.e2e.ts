import { readFileSync } from "node:fs";
import { describe, expect, inject, it } from "vitest";
import { applyFor } from "./support/applyFor.ts";
import { completeScenario, loadType, typeId } from "./support/applicationType.ts";
import { checkAccessibility, expectNoViolations } from "./support/checkAccessibility.ts";
import { snapshot } from "./support/evidence.ts";
import { journeysInChromium } from "./support/journey.ts";
import { moveCaseOnPage } from "./support/moveCaseOnPage.ts";
import { logIn, openHeaderMenu, readProfile } from "./support/session.ts";

/**
 * Staff and officers in Chromium: the admin approves a fisher licence the applicant submitted
 * (In Progress, then Licence Approved on the case's page, opened from /admin/cases), the applicant downloads the licence PDF
 * from the dashboard and sees 'Licence Approved' in the public status check; a supporting
 * officer switches between two applicants.
 */
const base = inject("base");
const today = inject("today");

const timed = journeysInChromium();

describe("staff", () => {
  it(
    "the admin approves a submitted fisher licence; the applicant downloads it and the status check says 'Licence Approved'",
    timed("approve a licence", async (open) => {
      const applicant = await open();
      await logIn(applicant, base, "fisher@example.com", "Fisher#2026");
      const type = await loadType(base, typeId("licence"), await readProfile(applicant, base));
      // The second scenario: another branch than the newcomer's licence in applicationTypes.
      const scenario = completeScenario(type, today, 1);
      const number = await applyFor({ page: applicant, base, name: "approved-licence", type, scenario, way: "card" });

      const admin = await open();
      await logIn(admin, base, "admin@example.com", "Admin#2026");
      // As staff find it: Admin Area beside their greeting, then Case processing.
      await openHeaderMenu(admin);
      await admin.getByRole("navigation", { name: "Account" }).getByRole("link", { name: "Admin Area" }).click();
      await admin.getByRole("heading", { name: "Admin", level: 1 }).waitFor();
      await checkAccessibility(admin, "admin: home");
      await admin.getByRole("link", { name: "Case processing" }).click();
      await admin.getByRole("heading", { name: "Case Processing" }).waitFor();
      await checkAccessibility(admin, "admin: case processing");
      // The queue is searched by transaction number and names each case by it, a link to the case's own page.
      await admin.getByLabel("Transaction number or applicant name").fill(number);
      await admin.getByRole("button", { name: "Search" }).click();
      await admin.getByRole("link", { name: number, exact: true }).click();
      await admin.getByRole("form", { name: "Move the case" }).waitFor();
      await moveCaseOnPage(admin, "Application In Progress", "In Progress");
      await checkAccessibility(admin, "admin: case page, in progress");
      await moveCaseOnPage(admin, "Licence Approved", "Licence Approved");
      await snapshot(admin, "approved-licence", "admin-cases");

      await applicant.goto(`${base}/profile?active=licence-permit-tab`);
      await applicant.getByRole("table", { name: "Issued licences and permits" }).waitFor();
      await checkAccessibility(applicant, "dashboard, licences granted");
      await snapshot(applicant, "approved-licence", "licences-tab");
      const [download] = await Promise.all([applicant.waitForEvent("download"), applicant.getByRole("button", { name: `Download Licence ${number}` }).click()]);
      const pdf = readFileSync(await download.path());
      expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");

      await openHeaderMenu(applicant);
      await applicant.getByRole("button", { name: "Check Your Application Status" }).click();
      const status = applicant.getByRole("dialog", { name: "Application Status" });
      await status.getByLabel("Transaction Number").fill(number);
      await status.getByRole("button", { name: "Check Status" }).click();
      await status.getByText("Licence Approved").first().waitFor();
      await checkAccessibility(applicant, "status check, licence approved");
      await snapshot(applicant, "approved-licence", "status-check");
      return `${number} (scenario '${scenario.name}') approved, licence PDF of ${pdf.length} bytes downloaded, status 'Licence Approved'`;
    }),
  );

  it(
    "a supporting officer switches between two applicants",
    timed("officer switches applicant", async (open) => {
      const page = await open();
      await logIn(page, base, "officer@example.com", "Officer#2026");
      const switchTo = async (applicant: string) => {
        await page.goto(`${base}/profile`);
        await page.getByRole("button", { name: "View Your Accounts" }).click();
        const accounts = page.getByRole("dialog", { name: "Your Accounts" });
        await checkAccessibility(page, "officer: your accounts");
        await accounts.getByRole("button", { name: `Switch to ${applicant}` }).click();
        await page.getByText("Switched Applicant Successfully").first().waitFor();
        await accounts.waitFor({ state: "hidden" });
        await page.getByRole("navigation", { name: "Menu" }).getByText(`Dashboard: ${applicant}`).waitFor();
        await snapshot(page, "officer", applicant);
      };
      await switchTo("Blue Waters Fisheries Ltd");
      await switchTo("Marcia Campbell");
      return "switched to Blue Waters Fisheries Ltd, then to Marcia Campbell";
    }),
  );
});

expectNoViolations();
