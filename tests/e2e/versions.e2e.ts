import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { navigate } from "../../engine/navigation/navigate.ts";
import type { Scenario } from "../../engine/scenarios/Scenario.ts";
import { copySchemas, publishWithdrawal, type Withdrawal } from "../support/publishVersion.ts";
import { answerForm } from "./support/answerForm.ts";
import { finishApplication, openTile } from "./support/applyFor.ts";
import { completeScenario, loadType, typeId, type ApplicationType } from "./support/applicationType.ts";
import { checkAccessibility, expectNoViolations } from "./support/checkAccessibility.ts";
import { snapshot } from "./support/evidence.ts";
import { journeysInChromium } from "./support/journey.ts";
import { logIn, readProfile } from "./support/session.ts";
import { startServer, type RunningServer } from "./support/startServer.ts";

/**
 * Definition versions in Chromium (decision 0041), on a portal of this file's own: a copy of
 * schemas/ and a database it keeps across a restart. The demo fisher saves a Fisher Licence
 * partway; the portal stops; the next version is published in the copy as an analyst does (the
 * version in force kept in history/, the fishing area the draft chose withdrawn, a question added
 * on that step, the fees raised); the portal starts again on the same database and address. The
 * fisher resumes the draft from the dashboard, reads 'What changed since you started' (at 1280 and
 * 390 px, nothing wider than 320 px), presses Continue, lands on the fishing-area step and
 * finishes the application to a transaction number judged by the new version.
 */
const today = inject("today");
const timed = journeysInChromium();
const FISHER = { email: "fisher@example.com", password: "Fisher#2026" };
const STEP = "fishing-area";
const FIELD = "fishing_area";
const NOTE = "This area is closed to licensed fishing while its stocks recover.";
const QUESTION = { name: "fishing_distance", title: "How far from shore do you usually fish?", options: ["Within 12 nautical miles", "Beyond 12 nautical miles"] };

let schemas = "";
let data = "";
let server: RunningServer | null = null;
beforeAll(async () => {
  schemas = copySchemas();
  data = mkdtempSync(join(tmpdir(), "e2e-versions-"));
  server = await startServer(today, { data, env: { SCHEMAS_DIR: schemas } });
});
afterAll(async () => {
  await server?.stop();
  rmSync(schemas, { recursive: true, force: true });
  rmSync(data, { recursive: true, force: true });
});

/** The shortest complete scenario for this applicant that walks the step and chooses one option of the field there. */
function scenarioThrough(type: ApplicationType): Scenario {
  for (let nth = 0; ; nth += 1) {
    const scenario = completeScenario(type, today, nth);
    const chosen = scenario.answers[FIELD];
    if (Array.isArray(chosen) && chosen.length === 1 && navigate(type.compiled, scenario.answers, type.context).path.includes(STEP)) return scenario;
  }
}

/** The page's changes, each as its heading and the rest of its text. */
const changesShown = (page: Page) =>
  page.getByRole("list", { name: "What changed" }).getByRole("listitem").evaluateAll((items) =>
    items.map((li) => {
      const heading = li.querySelector("h2")?.textContent ?? "";
      return [heading, (li.textContent ?? "").slice(heading.length)];
    }),
  );

/** Whether anything on the page sticks out sideways at the viewport's width. */
const overflows = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** A transaction of the signed-in applicant by its number, read back through the API with the page's token. */
async function transactionNumbered(page: Page, base: string, number: string): Promise<Record<string, unknown> | undefined> {
  const token = await page.evaluate(() => (JSON.parse(localStorage.getItem("nfa-portal-session") ?? "{}") as { state?: { token?: string } }).state?.token);
  const answer = await page.request.get(`${base}/api/transactions`, { headers: { authorization: `Bearer ${token ?? ""}` } });
  const { data: listed } = (await answer.json()) as { data: { transactions: Array<Record<string, unknown>> } };
  return listed.transactions.find((t) => t.transaction_number === number);
}

describe("definition versions", () => {
  it(
    "resumes a draft written under the previous version: what changed, then the step to answer again, then submitted under the new version",
    timed("versions", async (open) => {
      const page = await open();
      if (!server) throw new Error("the portal of this file did not start");
      const { base } = server;
      await logIn(page, base, FISHER.email, FISHER.password);
      const before = await loadType(base, typeId("licence"), await readProfile(page, base));
      const scenario = scenarioThrough(before);
      const option = String((scenario.answers[FIELD] as unknown[])[0]);
      await openTile(page, base, before);
      const walked: string[] = [];
      const stoppedAt = await answerForm({ page, name: "versions-draft", type: before, answers: scenario.answers, stopAt: (_screen, id) => (walked.push(id), walked.includes(STEP) && id !== STEP) });
      expect(stoppedAt.kind, `the draft is saved on the step after ${STEP}`).toBe("step");
      await page.getByRole("button", { name: "Save & Continue Later" }).click();
      await page.getByText("Application saved to draft successfully").first().waitFor();
      await page.waitForURL("**/application-types");

      // The analyst publishes the next version; the portal starts again on the same database and address.
      await server.stop();
      const withdrawal: Withdrawal = { slug: "licence", step: STEP, field: FIELD, option, note: NOTE, question: QUESTION, raise: 50_000, effectiveFrom: today };
      const published = publishWithdrawal(schemas, withdrawal);
      server = await startServer(today, { data, port: Number(new URL(base).port), env: { SCHEMAS_DIR: schemas } });

      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`${base}/profile?active=draft-applications-tab`);
      const drafts = page.getByRole("list", { name: "Your draft applications" });
      await drafts.or(page.getByRole("button", { name: "Sign In" })).first().waitFor();
      if (!(await drafts.isVisible())) {
        await logIn(page, base, FISHER.email, FISHER.password);
        await page.goto(`${base}/profile?active=draft-applications-tab`);
      }
      await drafts.getByRole("button", { name: `Resume draft ${before.definition.title}` }).click();

      const heading = page.getByRole("heading", { level: 1, name: "What changed since you started" });
      await heading.waitFor();
      expect(new URL(page.url()).pathname).toBe(`${before.definition.routePrefix}/what-changed`);
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim()), { message: "focus is on the page's heading" }).toBe("What changed since you started");
      await expect(page.title()).resolves.toBe("What changed since you started – NFA Licensing Portal");
      await page.getByText(`The rules for ${before.definition.title} applications changed after you started yours.`).waitFor();
      const shown = await changesShown(page);
      expect(shown).toContainEqual(["Fishing Area", `You chose ${option}. This is no longer offered: please choose again.Why: ${NOTE}`]);
      expect(shown).toContainEqual([`New question: ${QUESTION.title}`, "You will be asked this when you continue."]);
      expect(shown.find(([h]) => h === "Fees")?.[1]).toMatch(/^Were JMD\s[\d,]+\.\d\d, now JMD\s[\d,]+\.\d\d\.$/);
      await checkAccessibility(page, "what changed, 1280 px");
      await snapshot(page, "versions-1280", "what-changed");
      for (const width of [390, 320]) {
        await page.setViewportSize({ width, height: 844 });
        expect(await overflows(page), `nothing sticks out sideways at ${width} px`).toBe(false);
      }
      await page.setViewportSize({ width: 390, height: 844 });
      await checkAccessibility(page, "what changed, 390 px");
      await snapshot(page, "versions-390", "what-changed");

      await page.getByRole("button", { name: "Continue" }).click();
      await page.waitForURL(`**${before.definition.routePrefix}/${before.definition.stages.find((s) => s.id === "type")?.route}/${STEP}`);
      await page.locator("#step-title", { hasText: "Fishing Area" }).waitFor();
      expect(await page.getByRole("checkbox", { name: option, exact: true }).count(), `${option} is no longer offered`).toBe(0);

      // The rest is answered as the new version asks: another area, and the new question.
      await page.setViewportSize({ width: 1280, height: 900 });
      const after = await loadType(base, typeId("licence"), await readProfile(page, base));
      const offered = after.compiled.steps.get(STEP)?.schema.properties[FIELD]?.items?.enum ?? [];
      const another = offered.find((o) => o !== option);
      const answers = { ...scenario.answers, [FIELD]: [another], [QUESTION.name]: QUESTION.options[0] };
      const number = await finishApplication({ page, base, name: "versions", type: after, scenario: { ...scenario, answers }, way: "card" });
      expect(number).toMatch(/^NFA-\d{4}-\d{6}$/);
      expect(await transactionNumbered(page, base, number)).toMatchObject({ definition_version: published.to, version_changes: null });
      return `draft saved at '${stoppedAt.title}' under ${published.from}; resumed under ${published.to} past 'What changed since you started' (${option} withdrawn); submitted as ${number}`;
    }),
  );
});

expectNoViolations();
