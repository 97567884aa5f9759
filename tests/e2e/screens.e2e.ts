import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import type { CompiledDefinition } from "../../engine/definition/compileDefinition.ts";
import { navigate } from "../../engine/navigation/navigate.ts";
import { answerForm } from "./support/answerForm.ts";
import { finishApplication, openTile } from "./support/applyFor.ts";
import { completeScenario, listTypes, loadType, type ApplicationType } from "./support/applicationType.ts";
import { checkAccessibility, expectNoViolations } from "./support/checkAccessibility.ts";
import { snapshot } from "./support/evidence.ts";
import { labelled } from "./support/fillField.ts";
import { journeysInChromium } from "./support/journey.ts";
import { press } from "./support/screen.ts";
import { logIn, readProfile } from "./support/session.ts";

/**
 * The screens a reviewer looks at (issue 14 'Done when'), at 1280 px and at 390 px (a phone):
 * home, the application types, every wizard step and form page, the documents, the payment, the
 * check-your-answers preview, the confirmation after a submit and the dashboard, each checked by
 * axe and kept as a screenshot in tests/e2e/evidence/ (screens-<width>--<stage>.png). The type is
 * the first the server lists (spec 000 §1's order) that needs a login and goes through every
 * stage, answered from its shortest complete scenario for the demo fisher; nothing here names a
 * type or a field. On the phone, the step with the fishing-area map is left the moment an area is
 * ticked, which threw a Leaflet error (issue 14); no screen may throw a script error.
 */
const base = inject("base");
const today = inject("today");
const WIDTHS = [1280, 390] as const;
const EVERY_STAGE = ["type", "form", "documents", "payment", "preview", "status"];

const timed = journeysInChromium();

/** The first type listed that needs a login and has every stage: its tile is the journey's. */
async function typeWithEveryStage(page: Page): Promise<ApplicationType> {
  const profile = await readProfile(page, base);
  for (const summary of (await listTypes(base)).filter((t) => t.requiresLogin)) {
    const type = await loadType(base, summary.id, profile);
    if (EVERY_STAGE.every((stage) => type.definition.stages.some((s) => s.id === stage))) return type;
  }
  throw new Error("no type needing a login goes through every stage");
}

/** The step whose question is answered on the map, if the type has one, with that question's field. */
function mapStep(compiled: CompiledDefinition): { id: string; field: string; title: string } | null {
  for (const [id, { section }] of compiled.steps) {
    const field = Object.keys(section.ui ?? {}).find((name) => (section.ui?.[name] as Record<string, unknown> | undefined)?.["ui:widget"] === "fishingAreaMap");
    if (field) return { id, field, title: section.schema.properties[field]?.title ?? field };
  }
  return null;
}

/** The shortest complete scenario for this applicant whose path goes through step `stepId` (the map's), else the shortest. */
function scenarioThrough(type: ApplicationType, stepId: string | undefined) {
  for (let nth = 0; stepId; nth++) {
    let scenario;
    try {
      scenario = completeScenario(type, today, nth);
    } catch {
      break;
    }
    if (navigate(type.compiled, scenario.answers, type.context).path.includes(stepId)) return scenario;
  }
  return completeScenario(type, today);
}

/** Opens a page, waits for its heading, checks it with axe and keeps its screenshot. */
async function look(page: Page, journey: string, path: string, stage: string, heading: string): Promise<void> {
  await page.goto(`${base}${path}`);
  await page.getByRole("heading", { level: 1, name: heading }).waitFor();
  await page.waitForLoadState("networkidle");
  await checkAccessibility(page, `${journey}: ${stage}`);
  await snapshot(page, journey, stage);
}

/**
 * Issue 31 items 1 and 9 on check your answers: on a phone Submit is within three screens of the
 * top (the answers do not push it 9,900 px down), and 'I don't Consent' closes the
 * dialog and leaves the applicant on check your answers, not on the application types.
 */
async function checkYourAnswers(page: Page, journey: string, width: number): Promise<void> {
  const height = page.viewportSize()?.height ?? 900;
  const submits = page.getByRole("main").getByRole("button", { name: "Submit your Application to NFA" });
  const bottom = await submits.last().evaluate((button) => button.getBoundingClientRect().top + window.scrollY);
  // On a phone the answers fold under their headings; a desktop shows them whole, Submit at the top and bottom.
  if (width < 640) expect.soft(bottom, `${journey}: the Submit after the answers at ${width} px, in px from the top`).toBeLessThanOrEqual(3 * height);
  const path = new URL(page.url()).pathname;
  const consent = page.getByRole("dialog", { name: "Acknowledgement Statement of Privacy Notice" });
  // Soft checks, so that one run reports every item that fails: the dialog may be open already.
  if (!(await consent.isVisible())) await submits.first().click();
  await consent.getByRole("button", { name: "I don't Consent" }).click();
  await consent.waitFor({ state: "hidden" });
  await page.waitForLoadState("networkidle");
  expect.soft(new URL(page.url()).pathname, `${journey}: 'I don't Consent' stays on check your answers`).toBe(path);
  if (new URL(page.url()).pathname !== path) await page.goBack();
  await expect.soft(page.getByRole("main").getByText("Your application has not been submitted").count(), `${journey}: 'I don't Consent' says the application was not sent`).resolves.toBe(1);
  await snapshot(page, journey, "preview-not-consented");
  // Submit is debounced for a second (spec 000 §9): the journey's own Submit comes after it.
  await page.waitForTimeout(1_000);
}

describe("the screens, at a desktop's and a phone's width", () => {
  for (const width of WIDTHS) {
    it(
      `${width} px: home, application types, a whole application to its confirmation, and the dashboard`,
      timed(`screens at ${width} px`, async (open) => {
        const journey = `screens-${width}`;
        const page = await open();
        await page.setViewportSize({ width, height: 900 });
        const errors: string[] = [];
        page.on("pageerror", (error) => errors.push(`${new URL(page.url()).pathname}: ${error.message}`));

        await look(page, journey, "/home", "home", "National Fisheries Authority online licensing portal");
        await logIn(page, base, "fisher@example.com", "Fisher#2026");
        await look(page, journey, "/application-types", "application-types", "Apply to the National Fisheries Authority");

        const type = await typeWithEveryStage(page);
        const map = mapStep(type.compiled);
        const scenario = scenarioThrough(type, map?.id);
        await openTile(page, base, type);
        const chosen = map ? ([scenario.answers[map.field]].flat()[0] as string | undefined) : undefined;
        if (map && chosen && width < 640) {
          // Up to the map, then an area ticked and Next pressed at once, while the map still settles.
          const at = await answerForm({ page, name: journey, type, answers: scenario.answers, stopAt: (_screen, id) => id === map.id });
          expect(at.kind, `${journey}: the walk stops on the map step`).toBe("step");
          await page.getByRole("group", { name: labelled(map.title) }).getByRole("checkbox", { name: chosen, exact: true }).check();
          await press(page, "Next", `${journey}: map step left at once`);
        }
        const number = await finishApplication({ page, base, name: journey, type, scenario, way: "card", atPreview: (preview) => checkYourAnswers(preview, journey, width) });
        expect(number).toMatch(/^NFA-\d{4}-\d{6}$/);

        await look(page, journey, "/profile", "dashboard", `Dashboard: Marcia Campbell`);
        // Issue 31 item 4: after a submit the dashboard opens on the tab that lists it, not on an empty 'Licences/Permits Granted'.
        const tabs = page.getByRole("navigation", { name: "Dashboard" });
        await expect.soft(tabs.locator('[aria-current="page"]').innerText(), `${journey}: the dashboard's tab after a submit`).resolves.toBe("View All Applications");
        await expect.soft(page.getByRole("main").getByText(number).count(), `${journey}: the submitted application on the dashboard`).resolves.toBeGreaterThan(0);
        // What the NFA told the applicant of the submit, on the dashboard's Notifications tab (decision 0038).
        await look(page, journey, "/profile?active=notifications-tab", "notifications", `Dashboard: Marcia Campbell`);
        await page.getByRole("list", { name: "Messages from the NFA" }).getByRole("heading", { level: 3, name: new RegExp(number) }).waitFor();
        expect(errors, `script errors on the screens:\n${errors.join("\n")}`).toEqual([]);
        return `${type.definition.title} submitted as ${number} at ${width} px (scenario '${scenario.name}')`;
      }),
      300_000,
    );
  }
});

expectNoViolations();
