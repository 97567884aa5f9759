import { describe, expect, inject, it } from "vitest";
import { answerForm } from "./support/answerForm.ts";
import { finishApplication, openTile } from "./support/applyFor.ts";
import { completeScenario, loadType, typeId } from "./support/applicationType.ts";
import { checkAccessibility, expectNoViolations } from "./support/checkAccessibility.ts";
import { snapshot } from "./support/evidence.ts";
import { journeysInChromium } from "./support/journey.ts";
import { register } from "./support/register.ts";
import { logIn, logOut, readProfile } from "./support/session.ts";

/**
 * Accounts in Chromium: a new individual registers (the consent signed on the pad) and logs in;
 * an applicant saves a draft mid-wizard, logs out, logs back in, resumes it from the dashboard's
 * drafts tab and finishes it to a transaction number.
 */
const base = inject("base");
const today = inject("today");

const timed = journeysInChromium();

describe("accounts", () => {
  it(
    "registers an individual with neither a TRN nor an NFA number, a drawn signature and consent, then logs in",
    timed("register and log in", async (open) => {
      const page = await open();
      const who = { firstName: "Dwayne", lastName: "Brown", email: `dwayne.${Date.now()}@example.com`, phone: "876-555-0199", password: "Dwayne#2026" };
      await register(page, base, who);
      await logIn(page, base, who.email, who.password);
      await page.getByRole("navigation", { name: "Account" }).getByText(`Hello, ${who.firstName}`).waitFor();
      await page.goto(`${base}/profile?active=home-tab`);
      await page.getByRole("main").getByText(`${who.firstName} ${who.lastName}`).first().waitFor();
      await checkAccessibility(page, "dashboard, profile information");
      await snapshot(page, "register", "dashboard");
      return `${who.email} registered and logged in`;
    }),
  );

  it(
    "saves a draft mid-wizard, logs out, logs in, resumes it from the drafts tab and finishes it",
    timed("draft and resume", async (open) => {
      const page = await open();
      await logIn(page, base, "fisher@example.com", "Fisher#2026");
      const type = await loadType(base, typeId("fisher-worker-id"), await readProfile(page, base));
      // The second scenario: another branch than the newcomer's Fisher Worker ID in applicationTypes.
      const scenario = completeScenario(type, today, 1);
      const name = "draft-fisher-worker-id";
      await openTile(page, base, type);
      const walked: string[] = [];
      const stoppedAt = await answerForm({ page, name, type, answers: scenario.answers, stopAt: (screen, id) => (walked.push(id), screen.kind === "step" && walked.length === 3) });
      expect(stoppedAt.kind, "the draft is saved on a wizard step").toBe("step");
      await page.getByRole("button", { name: "Save & Continue Later" }).click();
      await page.getByText("Application saved to draft successfully").first().waitFor();
      await page.waitForURL("**/application-types");
      await logOut(page);
      await logIn(page, base, "fisher@example.com", "Fisher#2026");
      await page.goto(`${base}/profile?active=draft-applications-tab`);
      await page.getByRole("list", { name: "Your draft applications" }).waitFor();
      await checkAccessibility(page, "dashboard, drafts");
      await snapshot(page, name, "drafts-tab");
      await page.getByRole("button", { name: `Resume draft ${type.definition.title}` }).first().click();
      await page.locator("#step-title").waitFor();
      await expect(page.locator("#step-title").textContent(), "resumed on the step it was saved at").resolves.toBe(stoppedAt.title);
      const number = await finishApplication({ page, base, name, type, scenario, way: "card" });
      expect(number).toMatch(/^NFA-\d{4}-\d{6}$/);
      return `scenario '${scenario.name}' saved at '${stoppedAt.title}', resumed there, submitted as ${number}`;
    }),
  );
});

expectNoViolations();
