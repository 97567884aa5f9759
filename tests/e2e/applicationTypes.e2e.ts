import { describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import { isValidOn } from "../../engine/licences/validLicenceTypes.ts";
import { navigate } from "../../engine/navigation/navigate.ts";
import type { Scenario } from "../../engine/scenarios/Scenario.ts";
import { applyFor, openTile } from "./support/applyFor.ts";
import { completeScenario, listTypes, loadType, typeId, type ApplicationType } from "./support/applicationType.ts";
import { expectNoViolations } from "./support/checkAccessibility.ts";
import { snapshot } from "./support/evidence.ts";
import { fillSection } from "./support/fillSection.ts";
import { holdingLicencesFor, licencesNeeded, staffToken } from "./support/issueLicences.ts";
import { journeysInChromium } from "./support/journey.ts";
import type { PaymentWay } from "./support/payFees.ts";
import { register, type Newcomer } from "./support/register.ts";
import { tokenOf } from "./support/issuedLicence.ts";
import { logIn, readProfile } from "./support/session.ts";
import type { IssuedCertificate } from "../../engine/api/certificateContract.ts";

/**
 * A new individual registers (an NFA number of their own, the consent signed on the pad) and then
 * takes every type that needs a login from its tile on /application-types to a transaction number,
 * driven only through the page by one generic driver: each wizard step and form page is answered
 * from a complete scenario written for an applicant like them, with the widget the definition
 * names (served at GET /api/definitions/:type). Nothing here names a type's fields. The Fisher
 * Licence pays with a declined card first and then 'Try Again'; the Permit pays by bank transfer
 * with a proof of payment.
 */
const base = inject("base");
const today = inject("today");
const WAYS: Record<string, PaymentWay> = { [typeId("licence")]: "declined card", [typeId("permit")]: "bank transfer" };
const types = (await listTypes(base)).filter((t) => t.requiresLogin);
const stamp = String(Date.now());
const newcomer: Newcomer = { firstName: "Kerry-Ann", lastName: "Walters", email: `kerry-ann.${stamp}@example.com`, phone: "876-555-0123", password: "Kerry#2026", nfaNumber: `NFA-${stamp.slice(-6)}` };
let registered = false;

const timed = journeysInChromium();

describe("a new individual, then every type that needs a login, from its tile to a transaction number", () => {
  it(
    "registers with an NFA number, a drawn signature and consent",
    timed("register with an NFA number", async (open) => {
      const page = await open();
      await register(page, base, newcomer);
      await logIn(page, base, newcomer.email, newcomer.password);
      const profile = await readProfile(page, base);
      expect(profile).toMatchObject({ applicant_type: "Individual", nfa_registration_number: newcomer.nfaNumber, domicile: "Local" });
      registered = true;
      return `${newcomer.email} registered as ${newcomer.nfaNumber}`;
    }),
  );

  for (const summary of types) {
    it(
      summary.title,
      timed(summary.title, async (open) => {
        if (!registered) throw new Error("the newcomer's registration failed: see the journey before");
        const page = await open();
        await logIn(page, base, newcomer.email, newcomer.password);
        const bare = await loadType(base, summary.id, await readProfile(page, base));
        const scenario = completeScenario(bare, today);
        // A type whose rules need a licence on file (issue 29): refused in the page while there is none, then issued by staff.
        const refused = await refusedWithoutLicences(page, bare, scenario);
        const type = await holdingLicencesFor(page, base, newcomer, bare, scenario);
        // Staff suspend the licence just issued: refused with the suspension's words, then lifted (decision 0073).
        const suspended = refused ? await refusedWhileSuspended(page, type, scenario) : null;
        const way = WAYS[summary.id] ?? "card";
        const number = await applyFor({ page, base, name: summary.slug, type, scenario, way });
        expect(number).toMatch(/^NFA-\d{4}-\d{6}$/);
        const status = (await (await fetch(`${base}/api/transactions/status/${number}`)).json()) as { data: { transaction: { app_type: string } } };
        expect(status.data.transaction.app_type).toBe(summary.id);
        return `${number} (scenario '${scenario.name}', paid by ${way})${refused ? `; refused first: "${refused}"` : ""}${suspended ? `; while suspended: "${suspended}"` : ""}`;
      }),
      240_000,
    );
  }
});

/**
 * When the scenario says licences are on file and the applicant has none, the first step says what
 * the definition says (the engine's stop with no licences) as the applicant presses Next; answers
 * that message, or null when the type needs none.
 */
async function refusedWithoutLicences(page: Page, type: ApplicationType, scenario: Scenario): Promise<string | null> {
  // Needed and not yet held (another journey may have issued one of them already).
  const missing = licencesNeeded(scenario).filter((needed) => !(type.context.licences ?? []).some((l) => l.type === needed && isValidOn(l, scenario.today)));
  if (!missing.length) return null;
  const stop = navigate(type.compiled, scenario.answers, { ...type.context, licences: [] }).blocked;
  if (!stop) return null;
  await answerUntilStopped(page, type, scenario, { ...type.context, licences: [] }, "without-licence");
  return stop.message;
}

/**
 * With the licences the scenario needs on file, staff suspend them (as the case page does, through
 * the API): the page stops the applicant with the words the definition gives a suspension, when it
 * has any, and after them sends the applicant to their licences tab, which says Suspended. Staff
 * then lift it. Answers the words, or null when the definition does not tell a suspension apart.
 */
async function refusedWhileSuspended(page: Page, type: ApplicationType, scenario: Scenario): Promise<string | null> {
  const needed = licencesNeeded(scenario);
  const held = (type.context.licences ?? []).filter((l) => needed.includes(l.type) && isValidOn(l, scenario.today));
  const suspendedContext = { ...type.context, licences: (type.context.licences ?? []).map((l) => (held.includes(l) ? { ...l, suspended: true } : l)) };
  const stop = navigate(type.compiled, scenario.answers, suspendedContext).blocked;
  if (!stop || stop.message === navigate(type.compiled, scenario.answers, { ...type.context, licences: [] }).blocked?.message) return null;
  const staff = await staffToken(base);
  const listed = ((await (await fetch(`${base}/api/bpm/issued-certificates`, { headers: { authorization: `Bearer ${await tokenOf(page)}` } })).json()) as { data: IssuedCertificate[] }).data;
  const ids = held.map((l) => listed.find((c) => c.propertiesMap.FLIS_TransactionId === l.number)?.id);
  const act = async (action: "suspend" | "reinstate") => {
    for (const id of ids) {
      const answer = await fetch(`${base}/api/admin/certificates/${id}/${action}`, { method: "POST", headers: { authorization: `Bearer ${staff}`, "content-type": "application/json" }, body: JSON.stringify({ reason: "Safety equipment not inspected" }) });
      expect(answer.status, `${action} licence ${id}: ${await answer.text()}`).toBe(200);
    }
  };
  await act("suspend");
  try {
    await answerUntilStopped(page, type, scenario, suspendedContext, "licence-suspended");
    // The block sends the applicant where the suspension is explained.
    if (stop.redirect) {
      await page.waitForURL((url) => `${url.pathname}${url.search}` === stop.redirect);
      await expect.poll(() => page.locator("main").innerText()).toContain("Suspended");
      await snapshot(page, `${type.definition.slug}-licence-suspended`, "licences-tab");
    }
  } finally {
    await act("reinstate");
  }
  return stop.message;
}

/** Opens the type's tile and answers its steps as the scenario does until the page shows the stop the engine finds in `context`. */
async function answerUntilStopped(page: Page, type: ApplicationType, scenario: Scenario, context: ApplicationType["context"], shot: string): Promise<void> {
  const walked = navigate(type.compiled, scenario.answers, context);
  const stop = walked.blocked;
  if (!stop) throw new Error(`${type.definition.id}: not stopped (${shot})`);
  await openTile(page, base, type);
  const step = type.compiled.steps.get(stop.step);
  if (!step) throw new Error(`${type.definition.id}: stopped at ${stop.step}, which is no wizard step`);
  await page.locator("#step-title").waitFor();
  await fillSection(page, step.section.schema, step.section.ui, scenario.answers, { where: `${type.definition.slug}: ${stop.step} (${shot})`, asked: new Set(walked.asked) });
  if (new URL(page.url()).pathname.endsWith(`/${stop.step}`)) await page.getByRole("button", { name: "Next" }).click();
  await page.getByText(stop.message).first().waitFor();
  await snapshot(page, `${type.definition.slug}-${shot}`, "refused");
}

expectNoViolations();
