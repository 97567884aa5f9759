import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { navigate } from "../../engine/navigation/navigate.ts";
import { progress } from "../../engine/navigation/progress.ts";
import { withVerifiedProfile } from "../../engine/profile/profileFields.ts";
import type { Scenario } from "../../engine/scenarios/Scenario.ts";
import { answerForm, answerSection, type Walk } from "./support/answerForm.ts";
import { completeScenario, listTypes, loadType, type ApplicationType } from "./support/applicationType.ts";
import { openTile } from "./support/applyFor.ts";
import { checkAccessibility, expectNoViolations } from "./support/checkAccessibility.ts";
import { snapshot } from "./support/evidence.ts";
import { holdingLicencesFor } from "./support/issueLicences.ts";
import { journeysInChromium } from "./support/journey.ts";
import { press, readScreen, waitForScreen, type Screen } from "./support/screen.ts";
import { logIn, readProfile } from "./support/session.ts";

/**
 * A URL per question (issue 14, docs/decisions/0017), in Chromium: the demo applicant takes the
 * type whose wizard is longest for them (found from the definitions and their complete scenarios,
 * not named) through its wizard with Next, then the browser's Back and Forward and a reload
 * mid-wizard, into the form and Back out of it. At each step: the address, the heading, the title,
 * "Question k", and "of n" only once the answers leave one way to the end (k counting up one a step,
 * n the path the scenario walks; issue 31 item 8: no estimate that moves), the step bar's current stage and its
 * spoken value, where focus went, and axe.
 */
const base = inject("base");
const today = inject("today");
const NAME = "wizard-address";

const timed = journeysInChromium();

/** The login type whose complete scenario for this applicant walks the most wizard steps. */
async function longestWizard(profile: Record<string, unknown>): Promise<{ type: ApplicationType; scenario: Scenario; steps: string[] }> {
  const found: Array<{ type: ApplicationType; scenario: Scenario; steps: string[] }> = [];
  for (const summary of (await listTypes(base)).filter((t) => t.requiresLogin)) {
    const type = await loadType(base, summary.id, profile);
    let scenario: Scenario;
    try {
      scenario = completeScenario(type, today);
    } catch {
      continue;
    }
    const steps = navigate(type.compiled, scenario.answers, type.context).path.filter((id) => type.compiled.steps.has(id));
    found.push({ type, scenario, steps });
  }
  const longest = found.sort((a, b) => b.steps.length - a.steps.length)[0];
  if (!longest) throw new Error("no type needing a login has a complete scenario for the demo applicant");
  return longest;
}

/** The answers the page holds (its persisted session), as the wizard judges them. */
async function answersOnPage(page: Page, type: ApplicationType): Promise<Record<string, unknown>> {
  const answers = await page.evaluate(() => (JSON.parse(localStorage.getItem("nfa-portal-session") ?? "{}") as { state?: { current?: { answers?: Record<string, unknown> } } }).state?.current?.answers ?? {});
  return withVerifiedProfile(type.compiled, answers, type.context.profile);
}

interface Expected {
  /** The step's place on the scenario's path, from 1. */
  k: number;
  /** How many steps the scenario walks: n may be less (a shortest way) but never more. */
  total: number;
  /** Whether the address was reached by navigating within the page (then focus is on the heading). */
  moved: boolean;
}

/** Checks the wizard step on screen is `stepId`, shown as the address, heading, caption, title and step bar say. */
async function expectStep(page: Page, type: ApplicationType, stepId: string, expected: Expected, what: string): Promise<Screen> {
  const { definition, compiled, context } = type;
  const stage = definition.stages.find((s) => s.id === "type");
  const step = compiled.steps.get(stepId);
  if (!stage || !step) throw new Error(`${what}: ${stepId} is not a step of ${definition.id}`);
  const address = `${definition.routePrefix}/${stage.route}/${stepId}`;
  await page.waitForURL((url) => url.pathname === address);
  await page.locator("main #step-title", { hasText: step.section.title }).waitFor();
  const screen = await waitForScreen(page);
  const where = `${what}: step '${stepId}'`;
  expect(screen.path, `${where}: the address`).toBe(address);
  expect(screen.title, `${where}: the heading`).toBe(step.section.title);
  const caption = /^Question (\d+)(?: of (\d+))?$/.exec(screen.caption);
  expect(caption, `${where}: the caption '${screen.caption}'`).not.toBeNull();
  const [, k, n] = caption ?? [];
  expect(Number(k), `${where}: question number`).toBe(expected.k);
  const engine = progress(compiled, await answersOnPage(page, type), context, stepId);
  // A total is said only when it is certain, and then it is the path the scenario walks.
  if (n !== undefined) expect(Number(n), `${where}: 'of n' is the path the answers walk`).toBe(expected.total);
  expect({ k: Number(k), n: n === undefined ? undefined : Number(n), exact: n !== undefined }, `${where}: the engine's progress for the answers on the page`).toEqual({ k: engine?.position, n: engine?.exact ? engine.total : undefined, exact: engine?.exact });
  const bar = page.getByRole("navigation", { name: "Application progress" });
  const position = definition.stages.filter((s) => s.inStepBar !== false).findIndex((s) => s.id === "type") + 1;
  await expect(bar.locator('[aria-current="step"]').innerText(), `${where}: the step bar's current stage`).resolves.toMatch(new RegExp(`^${position}\\s+${stage.label}$`));
  await expect(bar.getByRole("progressbar").getAttribute("aria-valuetext"), `${where}: the progress bar's spoken value`).resolves.toContain(screen.caption);
  const title = `${[...new Set([step.section.title, definition.title])].join(" – ")} – NFA Licensing Portal`;
  await page.waitForFunction((t) => document.title === t, title, { timeout: 5_000 }).catch(() => undefined);
  await expect(page.title(), `${where}: the page title`).resolves.toBe(title);
  if (expected.moved) await expect(page.evaluate(() => document.activeElement?.id), `${where}: focus on the new step's heading`).resolves.toBe("step-title");
  await checkAccessibility(page, where);
  return screen;
}

describe("each wizard step at its own address", () => {
  it(
    "Next, the browser's Back and Forward, a reload mid-wizard, and Back from the form",
    timed("wizard addresses", async (open) => {
      const page = await open();
      await logIn(page, base, "fisher@example.com", "Fisher#2026");
      const { type, scenario, steps } = await longestWizard(await readProfile(page, base));
      const walk: Walk = { page, name: NAME, type, answers: scenario.answers };
      const total = steps.length;
      const middle = Math.max(2, Math.floor(total / 2));
      await openTile(page, base, type);

      // Forward with Next (or a choice that moves on by itself) to the middle of the path.
      let screen = await readScreen(page);
      for (let i = 0; i < middle; i++) screen = await answerSection(walk, await expectStep(page, type, steps[i] as string, { k: i + 1, total, moved: i > 0 }, "Next"));
      await expectStep(page, type, steps[middle] as string, { k: middle + 1, total, moved: true }, "Next");
      await snapshot(page, NAME, "middle");

      // The browser's Back walks the path backwards, Forward returns.
      for (const i of [middle - 1, middle - 2]) {
        await page.goBack();
        await expectStep(page, type, steps[i] as string, { k: i + 1, total, moved: true }, "browser Back");
      }
      for (const i of [middle - 1, middle]) {
        await page.goForward();
        await expectStep(page, type, steps[i] as string, { k: i + 1, total, moved: true }, "browser Forward");
      }

      // A reload opens the same step with the same answers; focus stays at the page's start.
      await page.reload();
      await expectStep(page, type, steps[middle] as string, { k: middle + 1, total, moved: false }, "reload");
      await snapshot(page, NAME, "reloaded");

      // On to the end of the wizard, which leaves for the form's first page at its own address.
      for (let i = middle; i < total; i++) screen = await answerSection(walk, await expectStep(page, type, steps[i] as string, { k: i + 1, total, moved: i > middle }, "Next"));
      const form = type.definition.stages.find((s) => s.id === "form");
      const first = type.compiled.pages[0]?.section;
      expect(screen.path, "the form's first page").toBe(`${type.definition.routePrefix}/${form?.route}/${first?.id}`);
      expect(screen.caption).toBe(`Page 1 of ${type.compiled.pages.length}`);
      await expect(page.getByRole("navigation", { name: "Application progress" }).locator('[aria-current="step"]').innerText()).resolves.toContain(form?.label);

      // Back from the form returns to the last question, now exact: "Question n of n".
      await page.goBack();
      const last = await expectStep(page, type, steps[total - 1] as string, { k: total, total, moved: true }, "browser Back from the form");
      expect(last.caption).toBe(`Question ${total} of ${total}`);
      screen = await press(page, "Next", `${NAME}: last step`);
      expect(screen.path).toBe(`${type.definition.routePrefix}/${form?.route}/${first?.id}`);
      return `${type.definition.title} (scenario '${scenario.name}'): ${total} steps by address, Back ×2, Forward ×2, a reload at '${steps[middle]}', Back from the form`;
    }),
  );
});


/** A login type's step that asks the vessel's features (spec 002 `fishing_vessel_details`), with a complete scenario walking it with an engine. */
async function vesselDetailsStep(profile: Record<string, unknown>): Promise<{ type: ApplicationType; scenario: Scenario; stepId: string }> {
  for (const summary of (await listTypes(base)).filter((t) => t.requiresLogin)) {
    const type = await loadType(base, summary.id, profile);
    const stepId = [...type.compiled.steps].find(([, { section }]) => "fishing_vessel_details" in section.schema.properties)?.[0];
    if (!stepId) continue;
    for (let nth = 0; ; nth++) {
      let scenario: Scenario;
      try {
        scenario = completeScenario(type, today, nth);
      } catch {
        break;
      }
      // With the licences the scenario says are on file (issue 29): the test issues them before walking.
      const walked = navigate(type.compiled, scenario.answers, { ...type.context, ...(scenario.licences ? { licences: scenario.licences } : {}) });
      const engines = walked.answers.engine_details;
      if (walked.path.includes(stepId) && Array.isArray(engines) && engines.length) return { type, scenario, stepId };
    }
  }
  throw new Error("no type needing a login asks the vessel's features and engines on a scenario's path");
}

describe("the vessel details step (issue 31 item 6)", () => {
  it(
    "asks the vessel's features in headed groups, the home port from the ports list, the serial number once it is known; at 1280 and 390 px",
    timed("vessel details", async (open) => {
      const page = await open();
      await logIn(page, base, "fisher@example.com", "Fisher#2026");
      const found = await vesselDetailsStep(await readProfile(page, base));
      const { scenario, stepId } = found;
      const type = await holdingLicencesFor(page, base, { email: "fisher@example.com", password: "Fisher#2026" }, found.type, scenario);
      await openTile(page, base, type);
      const at = await answerForm({ page, name: "vessel-details", type, answers: scenario.answers, stopAt: (_screen, id) => id === stepId });
      expect(at.path).toBe(`${type.definition.routePrefix}/${type.definition.stages.find((s) => s.id === "type")?.route}/${stepId}`);
      const section = type.compiled.steps.get(stepId)?.section;
      const features = section?.schema.properties.fishing_vessel_details;
      const ui = section?.ui?.fishing_vessel_details as { "ui:options"?: { groups?: Array<{ title: string }> } } | undefined;
      const main = page.getByRole("main");
      // Each group of the vessel's features is a fieldset under its own legend.
      for (const { title } of ui?.["ui:options"]?.groups ?? []) await expect(main.getByRole("group", { name: title, exact: true }).count(), `the group '${title}'`).resolves.toBe(1);
      expect(ui?.["ui:options"]?.groups?.length, "the vessel's features come in groups").toBeGreaterThan(1);
      // The home port is chosen from the same ports as the port step, under their regions.
      const ports = features?.properties?.home_base_port?.["x-list"]?.items ?? [];
      const home = main.getByRole("combobox", { name: features?.properties?.home_base_port?.title ?? "" });
      await expect(home.locator("option:not([value=''])").count(), "the home port's choices").resolves.toBe(ports.length);
      await expect(home.locator("optgroup").first().getAttribute("label")).resolves.toBeTruthy();
      // The serial number is asked only after "Known", under a label of its own.
      const engine = section?.schema.properties.engine_details?.items?.properties;
      const known = main.getByRole("group", { name: engine?.engine_serial_number_available?.title ?? "" }).first();
      const serial = main.getByLabel(engine?.engine_serial_number?.title ?? "", { exact: false });
      expect(engine?.engine_serial_number?.title).not.toBe(engine?.engine_serial_number_available?.title);
      if (!(await known.count())) await main.getByRole("button", { name: `Add ${section?.schema.properties.engine_details?.items?.title ?? ""}` }).click();
      await known.getByRole("radio", { name: "Unknown", exact: true }).check();
      await expect(serial.count(), "the serial number after 'Unknown'").resolves.toBe(0);
      await known.getByRole("radio", { name: "Known", exact: true }).check();
      await expect(serial.count(), "the serial number after 'Known'").resolves.toBe(1);
      // Issue 31 item 11: an engine is "Engine 1", not "Row 1"; the details link is in the page's own font.
      const engineTitle = section?.schema.properties.engine_details?.items?.title ?? "";
      await expect(main.getByRole("group", { name: `${engineTitle} 1`, exact: true }).count(), "the first engine's heading").resolves.toBe(1);
      await expect(main.getByText(/^Row \d+$/).count(), "rows headed 'Row n'").resolves.toBe(0);
      const fontOf = (locator: typeof main) => locator.evaluate((element) => getComputedStyle(element).fontFamily);
      await expect(fontOf(page.getByRole("link", { name: "Click here to Learn How to Apply" })), "the details link's font").resolves.toBe(await fontOf(main.locator("p.govuk-body").first()));
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await snapshot(page, "vessel-details", `${width}`);
      }
      await page.setViewportSize({ width: 1280, height: 900 });
      await checkAccessibility(page, "vessel details with the serial number asked");
      return `${type.definition.title}: the vessel details step at 1280 and 390 px`;
    }),
  );
});

expectNoViolations();
