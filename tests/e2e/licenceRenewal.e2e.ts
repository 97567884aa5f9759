import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { formatDate } from "../../engine/dates/formatDate.ts";
import { loadScenarios } from "../../engine/node/loadScenarios.ts";
import type { Scenario } from "../../engine/scenarios/Scenario.ts";
import type { Answers } from "../../engine/types.ts";
import { answerForm } from "./support/answerForm.ts";
import type { ApplicationType } from "./support/applicationType.ts";
import { openTile } from "./support/applyFor.ts";
import { checkAccessibility, expectNoViolations } from "./support/checkAccessibility.ts";
import { snapshot } from "./support/evidence.ts";
import { firstTypeWhere, moveByApi, tokenOf } from "./support/issuedLicence.ts";
import { journeysInChromium } from "./support/journey.ts";
import { payFees } from "./support/payFees.ts";
import { waitForScreen } from "./support/screen.ts";
import { logIn } from "./support/session.ts";
import { submitApplication } from "./support/submitApplication.ts";
import { uploadDocuments } from "./support/uploadDocuments.ts";

/**
 * Issue 29 'Renew in a few pages' (decision 0070), its Done-when in Chromium: the demo fisher
 * applies for a licence of the first type that renews from the dashboard (every wizard step and
 * form page counted), staff approve it, then the fisher presses Renew on it in their licences tab.
 * The renewal opens prefilled past what carried over, is walked in fewer wizard steps and form
 * pages than the new application, marks the carried answers on check your answers, and once staff
 * approve it the licences tab lists the renewed licence, running on from the old one. The type and
 * the answers come from schemas/ and the scenarios.
 */
const base = inject("base");
const today = inject("today");
const timed = journeysInChromium();
const NAME = "licence-renewal";
const LICENCES = "/profile?active=licence-permit-tab";

/** The type's first complete scenario for this applicant that renews: it answers as every renewal of the type starts. */
function renewalScenario(type: ApplicationType): Scenario {
  const starts = type.definition.renewal?.answers ?? {};
  const found = loadScenarios(type.definition.id)
    .map(({ scenario }) => scenario)
    .find((s) => s.expect.complete === true && s.today === today && !s.seasons && Object.entries(starts).every(([name, value]) => JSON.stringify(s.answers[name]) === JSON.stringify(value)));
  if (!found) throw new Error(`${type.definition.id} renews from the dashboard, but no complete scenario answers as its renewal starts`);
  return found;
}

/** Walks an application from the screen it is on to its transaction number, keeping the id of each wizard step and form page shown. */
async function walkCounting(page: Page, name: string, type: ApplicationType, answers: Answers, atPreview?: (page: Page) => Promise<void>): Promise<{ number: string; shown: string[] }> {
  const shown: string[] = [];
  let screen = await answerForm({ page, name, type, answers, stopAt: (_screen, id) => {
    shown.push(id);
    return false;
  } });
  if (screen.kind === "documents") screen = await uploadDocuments(page, name, type);
  if (screen.kind === "payment") screen = await payFees(page, name, type, answers, "card");
  if (screen.kind !== "preview") throw new Error(`${name}: expected the preview, found '${screen.title}'`);
  return { number: await submitApplication(page, name, type, undefined, atPreview), shown };
}

/** The id of an application by its number, as its holder reads it. */
const idOf = async (page: Page, number: string) => ((await (await page.request.get(`${base}/api/transactions/status/${number}`)).json()) as { data: { transaction: { id: number } } }).data.transaction.id;

/** The row of the licences tab for the licence `number`, once the tab has loaded. */
async function licenceRow(page: Page, number: string) {
  await page.goto(`${base}${LICENCES}`);
  const table = page.getByRole("table", { name: "Issued licences and permits" });
  await table.waitFor();
  return table.getByRole("row").filter({ has: page.getByRole("cell", { name: number, exact: true }) });
}

describe("renewing a licence from the dashboard", () => {
  it(
    "renews prefilled, in fewer pages than the new application, and the renewal is issued, running on from the old licence",
    timed(NAME, async (open) => {
      const applicant = await open();
      await logIn(applicant, base, "fisher@example.com", "Fisher#2026");
      const staff = await open();
      await logIn(staff, base, "admin@example.com", "Admin#2026");
      const { type, scenario } = await firstTypeWhere(applicant, base, today, (definition) => Boolean(definition.renewal && definition.certificate), "renews from the dashboard");
      const policy = type.definition.renewal as NonNullable<typeof type.definition.renewal>;

      // The new application, every wizard step and form page counted, approved by staff.
      await openTile(applicant, base, type);
      const first = await walkCounting(applicant, `${NAME}-new`, type, scenario.answers);
      const firstId = await idOf(applicant, first.number);
      await moveByApi(staff, base, firstId, "Application In Progress");
      await moveByApi(staff, base, firstId, "Licence Approved");

      // Renew, from the licence's row in the licences tab.
      const row = await licenceRow(applicant, first.number);
      const oldExpiry = (await row.locator('td[data-label="Date of Expiration"]').innerText()).trim();
      const renew = row.getByRole("button", { name: `Renew licence ${first.number}` });
      await checkAccessibility(applicant, `${NAME}: licences tab`);
      await snapshot(applicant, NAME, "licences-tab-renew");
      await renew.click();
      await waitForScreen(applicant);
      // Opened past what carried over: not at the first step a new application shows.
      expect(applicant.url()).not.toBe(`${base}${type.definition.routePrefix}/${type.definition.stages[0]?.route}/${first.shown[0]}`);
      await snapshot(applicant, NAME, "renewal-opens");

      // The renewal as the type's renewal scenario answers what is asked again; the carried answers are the licence's.
      const carried = Object.fromEntries(policy.carryOver.filter((field) => scenario.answers[field] !== undefined).map((field) => [field, scenario.answers[field]]));
      const answers = { ...renewalScenario(type).answers, ...carried, ...(policy.answers ?? {}), ...(policy.licenceNumber ? { [policy.licenceNumber]: first.number } : {}) };
      const renewal = await walkCounting(applicant, `${NAME}-renewal`, type, answers, async (page) => {
        await page.getByText(`This renews licence ${first.number}.`).waitFor();
        expect(await page.locator(".govuk-summary-list .govuk-tag", { hasText: "Carried over" }).count(), "answers marked as carried over").toBeGreaterThan(0);
      });
      expect(renewal.shown.length, `renewal pages ${renewal.shown.join(", ")} against new ${first.shown.join(", ")}`).toBeLessThan(first.shown.length);
      for (const id of renewal.shown) expect(first.shown, `the renewal asks ${id}, which the new application asked too`).toContain(id);

      // Staff approve the renewal: the licences tab lists it, running on from the old licence.
      const renewalId = await idOf(applicant, renewal.number);
      await moveByApi(staff, base, renewalId, "Application In Progress");
      await moveByApi(staff, base, renewalId, "Licence Approved");
      const renewed = await licenceRow(applicant, renewal.number);
      await checkAccessibility(applicant, `${NAME}: licences tab after the renewal`);
      const years = type.definition.certificate?.licenceYears ?? 0;
      const held = (await (await applicant.request.get(`${base}/api/bpm/issued-certificates`, { headers: { authorization: `Bearer ${await tokenOf(applicant)}` } })).json()) as { data: Array<{ propertiesMap: Record<string, string> }> };
      const end = new Date(`${held.data.find((c) => c.propertiesMap.FLIS_TransactionId === first.number)?.propertiesMap.FLIS_DateofExpiration}T00:00:00Z`);
      end.setUTCFullYear(end.getUTCFullYear() + years);
      expect((await renewed.locator('td[data-label="Date of Expiration"]').innerText()).trim()).toBe(formatDate(end.toISOString().slice(0, 10)));
      expect((await renewed.locator('td[data-label="Date of Issue"]').innerText()).trim()).toBe(formatDate(today));
      // The old licence says where it went, and offers Renew no more.
      const old = await licenceRow(applicant, first.number);
      await old.getByText(`Renewed: see licence ${renewal.number}.`).waitFor();
      expect(await old.getByRole("button", { name: /^Renew/ }).count()).toBe(0);
      // Its history says so too.
      await old.getByText(`History of licence ${first.number}`).click();
      await old.getByText(`Renewed by application ${renewal.number}`).waitFor();
      await renewed.scrollIntoViewIfNeeded();
      await snapshot(applicant, NAME, "licences-tab-renewed");
      return `${first.number} (${first.shown.length} steps and pages, expiring ${oldExpiry}) renewed as ${renewal.number} in ${renewal.shown.length} (${renewal.shown.join(", ")})`;
    }),
    600_000,
  );

  expectNoViolations();
});
