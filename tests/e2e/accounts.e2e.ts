import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { navigate } from "../../engine/navigation/navigate.ts";
import { answerForm } from "./support/answerForm.ts";
import { finishApplication, openTile } from "./support/applyFor.ts";
import { completeScenario, loadType, typeId } from "./support/applicationType.ts";
import { checkAccessibility, expectNoViolations } from "./support/checkAccessibility.ts";
import { snapshot } from "./support/evidence.ts";
import { journeysInChromium } from "./support/journey.ts";
import { register } from "./support/register.ts";
import { logIn, logOut, readProfile } from "./support/session.ts";

/**
 * Accounts in Chromium: a new individual registers (the consent signed on the pad), logs in and
 * confirms the email address on a phone-sized screen;
 * an applicant saves a draft mid-wizard, logs out, logs back in, resumes it from the dashboard's
 * drafts tab and finishes it to a transaction number.
 */
const base = inject("base");
const today = inject("today");

const timed = journeysInChromium();

/** The link of the last confirmation message sent to `to`, read from the development outbox as staff. */
async function confirmationLink(page: Page, to: string): Promise<string> {
  const login = await page.request.post(`${base}/api/users/login`, { data: { login_with: "email", user_name: "admin@example.com", password: "Admin#2026" } });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  // Sent just after the registration's answer (decision 0044): read until it is there, for a few seconds.
  for (let tries = 0; tries < 50; tries += 1) {
    const outbox = await page.request.get(`${base}/api/dev/outbox?to=${encodeURIComponent(to)}`, { headers: { authorization: `Bearer ${token}` } });
    const body = ((await outbox.json()) as { data: { messages: Array<{ body: string }> } }).data.messages[0]?.body ?? "";
    const link = /https?:\/\/\S+\/confirm-contact\/[2-9A-HJ-NP-Z]{5}-[2-9A-HJ-NP-Z]{5}/.exec(body)?.[0];
    if (link) return link;
    await page.waitForTimeout(100);
  }
  throw new Error(`no confirmation message for ${to} in the outbox`);
}

/**
 * Issue 25 (decision 0044) at 390 px: the dashboard's 'Confirm your email address' banner, then
 * the message's link, whose page confirms on Confirm; nothing sticks out sideways, axe is clean,
 * and the banner is gone after.
 */
async function confirmOnAPhone(page: Page, email: string): Promise<void> {
  await page.setViewportSize({ width: 390, height: 844 });
  const banner = page.getByRole("region", { name: "Important" });
  await banner.getByText("Confirm your email address").waitFor();
  await checkAccessibility(page, "dashboard, confirm your email address (390 px)");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await snapshot(page, "register", "confirm-banner-390");
  await page.goto(await confirmationLink(page, email));
  await page.getByRole("heading", { level: 1, name: "Confirm your contact details" }).waitFor();
  await checkAccessibility(page, "confirm your contact details (390 px)");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByRole("button", { name: "Confirm" }).click();
  await page.getByRole("heading", { level: 2, name: "Your email address is confirmed" }).waitFor();
  await snapshot(page, "register", "contact-confirmed-390");
  await page.getByRole("link", { name: "Go to your dashboard" }).click();
  await page.getByRole("heading", { level: 1 }).first().waitFor();
  expect(await banner.count()).toBe(0);
  await page.setViewportSize({ width: 1100, height: 900 });
}

/**
 * Issue 31 item 2: an applicant with no NFA Registration # on file opens the Fisher Licence on the
 * spec's pre-check. "No" and Next name one problem, the spec's (the previous transaction number is
 * required if No, spec 001 §5), under "There is a problem"; 'Apply for a Fisher Licence' then leads
 * on to the next question as Next does, instead of toggling a grey button.
 */
async function firstTimeFisher(page: Page): Promise<void> {
  const licence = await loadType(base, typeId("licence"), await readProfile(page, base));
  const start = licence.compiled.steps.get(navigate(licence.compiled, {}, licence.context).path[0] ?? "");
  const then = licence.compiled.steps.get(String(start?.section.next.at(-1)?.goto ?? ""));
  if (!start || !then) throw new Error("the Fisher Licence has no first two steps");
  await openTile(page, base, licence);
  const main = page.getByRole("main");
  await expect(page.locator("main #step-title").innerText()).resolves.toBe("Do you have an Individual NFA Registration #?");
  await main.getByRole("radio", { name: "No", exact: true }).check();
  await main.getByRole("button", { name: "Next", exact: true }).click();
  const summary = page.locator("main .govuk-error-summary");
  await summary.waitFor();
  const shown = { title: (await summary.locator(".govuk-error-summary__title").innerText()).trim(), errors: await summary.locator("li").allInnerTexts() };
  expect.soft(shown, "No then Next: one clear problem").toEqual({ title: "There is a problem", errors: ["Previous Fisher Licence transaction number: Input the transaction number to proceed"] });
  await snapshot(page, "register", "fisher-licence-no");
  await main.getByRole("button", { name: "Apply for a Fisher Licence" }).click();
  const moved = await page
    .locator("main #step-title", { hasText: then.section.title })
    .waitFor({ timeout: 10_000 })
    .then(() => true)
    .catch(() => false);
  expect(moved, "'Apply for a Fisher Licence' leads on to the next question").toBe(true);
  await checkAccessibility(page, "fisher licence, after 'Apply for a Fisher Licence'");
}

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
      await confirmOnAPhone(page, who.email);
      await firstTimeFisher(page);
      return `${who.email} registered, logged in, confirmed the email on a phone and went past the Fisher Licence's first question with No`;
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
