import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { explainApplication } from "../../engine/explain/explainApplication.ts";
import { navigate } from "../../engine/navigation/navigate.ts";
import { loadScenarios } from "../../engine/node/loadScenarios.ts";
import { shouldAutoAdvance } from "../../engine/navigation/shouldAutoAdvance.ts";
import type { Scenario } from "../../engine/scenarios/Scenario.ts";
import type { Answers, Definition } from "../../engine/types.ts";
import { asNextVersion } from "../../engine/versions/asNextVersion.ts";
import { loadType, typeId } from "./support/applicationType.ts";
import { checkAccessibility, expectNoViolations } from "./support/checkAccessibility.ts";
import { EVIDENCE, snapshot } from "./support/evidence.ts";
import { fillSection } from "./support/fillSection.ts";
import { journeysInChromium } from "./support/journey.ts";
import { logIn } from "./support/session.ts";

/**
 * The analysts' studio (issue 16) in Chromium: staff sign in and open the licence in the studio;
 * its scenarios pass and its flow is drawn with coverage; an edit of a fee amount fails the
 * scenarios that price it and shows the semantic difference; the live preview walks two wizard
 * steps of the edited definition with the explanation following the answers.
 */
const base = inject("base");
const today = inject("today");
const timed = journeysInChromium();

const ROOT = join(import.meta.dirname, "..", "..");
const LICENCE = join(ROOT, "schemas", "types", "licence.json");
const type = typeId("licence");
const committedText = readFileSync(LICENCE, "utf8");
const committed = JSON.parse(committedText) as Definition;
/** The licence's scenarios as the studio runs them: bases merged in, bases themselves not run (decision 0032). */
const scenarios: Scenario[] = loadScenarios(type).map((entry) => entry.scenario);

/** The edited text: the first fee line written in the file (not a shared fragment) costs 100 JMD more. */
function feeEdit(): { text: string; feeLabel: string } {
  // Made the next version first, as an analyst does (new-version): a changed text under the same label is an issue.
  const copy = asNextVersion(JSON.parse(committedText) as Definition);
  const line = copy.fees?.lines.find((l) => "id" in l && Array.isArray(l.amounts));
  if (!line) throw new Error("the licence has no fee line of its own");
  line.amounts = line.amounts.map((a) => ("amount" in a ? { ...a, amount: a.amount + 100_00 } : a));
  return { text: JSON.stringify(copy, null, 2), feeLabel: line.label };
}

/** An edit with a lint issue: the first step's first rule goes to a step that does not exist. Its line in the text, 1-based. */
function brokenEdit(): { text: string; line: number } {
  const copy = asNextVersion(JSON.parse(committedText) as Definition);
  const step = copy.wizard?.steps.find((s) => "id" in s && s.next.length > 0);
  if (!step || !("id" in step)) throw new Error("the licence has no step of its own with rules");
  const rule = step.next[0];
  if (!rule) throw new Error("no rule");
  rule.goto = "no-such-step";
  const text = JSON.stringify(copy, null, 2);
  return { text, line: text.split("\n").findIndex((l) => l.includes('"goto": "no-such-step"')) + 1 };
}

/** Replaces the editor's whole text as typing would (CodeMirror's own input handling). */
async function replaceText(page: Page, text: string): Promise<void> {
  await page.locator(".cm-content").click();
  await page.keyboard.press("Control+A");
  await page.keyboard.insertText(text);
}

const status = (page: Page) => page.locator("#studio-status");
const pathSoFar = (page: Page) => page.getByRole("list", { name: "Path so far" }).innerText();

describe("studio", () => {
  it(
    "staff open the licence in the studio: graph with coverage, a breaking edit with its failures and difference, a live preview of two steps",
    timed("studio", async (open) => {
      const page = await open();
      await page.setViewportSize({ width: 1400, height: 900 });
      await logIn(page, base, "admin@example.com", "Admin#2026");
      await page.goto(`${base}/studio`);
      await page.getByRole("heading", { name: "Studio", level: 1 }).waitFor();
      await checkAccessibility(page, "studio: definitions");
      await page.getByRole("link", { name: committed.title, exact: true }).click();
      await page.getByRole("heading", { name: committed.title, level: 1 }).waitFor();

      // The committed licence: no issues, every scenario passing, the flow drawn with coverage.
      await expect.poll(() => status(page).innerText(), { timeout: 30_000 }).toBe(`No issues; ${scenarios.length} of ${scenarios.length} scenarios pass.`);
      const graph = page.getByRole("img", { name: /Flow of the definition/ });
      await graph.waitFor();
      const firstStep = committed.wizard?.steps.find((s) => "id" in s);
      await graph.locator(`[data-node="step:${firstStep?.id}"]`).waitFor();
      expect(await graph.locator(".nfa-studio-edge--walked").count()).toBeGreaterThan(0);
      expect(await graph.locator("[data-node^='fee:']").count()).toBe(committed.fees?.lines.length);
      // Conditions on the arrows in words (not code), and every fee line's amounts in JMD.
      expect(await graph.locator(".nfa-studio-edge__label").count()).toBeGreaterThan(0);
      expect(await graph.locator(".nfa-studio-edge__label").first().textContent()).not.toMatch(/==|!=|\|/);
      expect(await graph.locator("[data-node^='fee:'] .nfa-studio-node__detail").first().textContent()).toMatch(/JMD [\d,]+\.\d\d/);
      await checkAccessibility(page, "studio: the committed licence");
      await snapshot(page, "studio", "committed");
      // The whole graph as evidence, not only the part its scrolling box shows.
      await page.locator(".nfa-studio-graph__scroll").evaluate((box) => ((box as HTMLElement).style.maxHeight = "none"));
      await page.locator(".nfa-studio-graph__scroll").screenshot({ path: join(EVIDENCE, "studio--graph.png") });
      await page.locator(".nfa-studio-graph__scroll").evaluate((box) => ((box as HTMLElement).style.maxHeight = ""));

      // Completion from the meta-schema: a top-level key the licence does not write yet is offered as one types it.
      const meta = JSON.parse(readFileSync(join(ROOT, "schemas", "definition.schema.json"), "utf8")) as { properties: Record<string, unknown> };
      const missing = Object.keys(meta.properties).find((key) => !(key in committed) && key.length > 3);
      if (missing) {
        await page.locator(".cm-content").click();
        await page.keyboard.press("Control+Home");
        await page.keyboard.press("End");
        await page.keyboard.press("Enter");
        await page.keyboard.type(`"${missing.slice(0, 3)}`);
        await page.locator(".cm-tooltip-autocomplete").getByText(missing, { exact: true }).waitFor();
        await snapshot(page, "studio", "completion");
        await page.keyboard.press("Escape");
      }

      // An edit that breaks scenarios: the fee changes, so those that price it fail, and the difference says so.
      const { text, feeLabel } = feeEdit();
      await replaceText(page, text);
      await expect.poll(() => status(page).innerText(), { timeout: 30_000 }).toMatch(new RegExp(`^No issues; \\d+ of ${scenarios.length} scenarios pass\\.$`));
      const passing = Number((await status(page).innerText()).match(/; (\d+) of/)?.[1]);
      expect(passing).toBeLessThan(scenarios.length);
      const failures = page.getByRole("list", { name: "Failing scenarios" });
      await expect.poll(() => failures.innerText()).toMatch(/fee/);
      const difference = page.getByRole("list", { name: "What the edit changes" });
      expect(await difference.innerText()).toContain(`Fee line changed: ${feeLabel}`);
      // In JMD by its day, not in cents: "Amount from 1 January 2020: JMD 1,000.00 → JMD 1,100.00".
      expect(await difference.innerText()).toMatch(/Amount from \d{1,2} [A-Z][a-z]+ \d{4}: JMD [\d,]+\.\d\d → JMD [\d,]+\.\d\d/);
      const flipped = page.getByRole("list", { name: "Scenarios whose result changes" });
      expect(await flipped.innerText()).toMatch(/passes before, fails now/);
      expect(await flipped.innerText()).toMatch(/Total fees: JMD [\d,]+\.\d\d → JMD [\d,]+\.\d\d/);
      await checkAccessibility(page, "studio: an edit that breaks scenarios");
      await page.getByRole("heading", { name: "Difference from the committed definition" }).scrollIntoViewIfNeeded();
      await snapshot(page, "studio", "broken-by-edit");

      // An edit with a lint issue: its place in the list moves the editor's cursor to its line, from the keyboard too.
      const broken = brokenEdit();
      await replaceText(page, broken.text);
      await expect.poll(() => status(page).innerText(), { timeout: 30_000 }).toMatch(/^\d+ issues?\.$/);
      const listed = page.getByRole("list", { name: "Issues" }).getByRole("listitem");
      // One line per issue: no message said twice at the same place.
      const texts = await listed.allInnerTexts();
      expect(new Set(texts).size).toBe(texts.length);
      const place = page.getByRole("button", { name: new RegExp(`^Go to line ${broken.line}, column \\d+$`) }).first();
      await page.locator(".cm-content").click();
      await page.keyboard.press("Control+Home");
      expect(await page.locator(".cm-lineNumbers .cm-activeLineGutter").innerText()).toBe("1");
      await place.focus();
      await page.keyboard.press("Enter");
      await expect.poll(() => page.locator(".cm-lineNumbers .cm-activeLineGutter").innerText()).toBe(String(broken.line));
      expect(await page.locator(".cm-activeLine").innerText()).toContain('"goto": "no-such-step"');
      // The editor has the focus: typing goes where the issue is.
      expect(await page.evaluate(() => document.activeElement?.classList.contains("cm-content"))).toBe(true);
      // The message on hover, whole: outside the editor's scrolling box, inside the window.
      await page.locator(".cm-lintRange-error").first().hover();
      const tooltip = page.locator(".cm-tooltip-lint").first();
      await tooltip.waitFor();
      expect(await tooltip.evaluate((el) => el.closest(".cm-scroller") === null)).toBe(true);
      const box = await tooltip.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= (page.viewportSize()?.width ?? 0)).toBe(true);
      await snapshot(page, "studio", "issue-tooltip");
      await checkAccessibility(page, "studio: an edit with an issue, the cursor at its line");
      await snapshot(page, "studio", "issue-clicked");
      await replaceText(page, text);
      await expect.poll(() => status(page).innerText(), { timeout: 30_000 }).toMatch(/^No issues;/);

      // The live preview of the edited definition: the real wizard, two steps, the explanation following.
      const scenario = scenarios.find((s) => s.expect.complete === true && s.today === today && !s.seasons);
      if (!scenario) throw new Error(`no complete scenario of ${type} for ${today}`);
      const profileOwner = scenarios.find((s) => JSON.stringify(s.profile ?? {}) === JSON.stringify(scenario.profile ?? {}));
      await page.getByLabel("Applicant profile").selectOption({ label: Object.keys(scenario.profile ?? {}).length ? `as in "${profileOwner?.name}"` : "no profile" });
      const served = await loadType(base, type, scenario.profile ?? {});
      const { compiled, context } = served;
      const asked = new Set(navigate(compiled, scenario.answers, context).asked);
      const preview = page.locator(".nfa-studio-preview");
      let given: Answers = {};
      for (const n of [1, 2]) {
        const heading = preview.locator("#step-title");
        await heading.waitFor();
        const title = (await heading.innerText()).trim();
        const step = [...compiled.steps.values()].find((s) => s.section.title === title);
        if (!step) throw new Error(`the preview shows '${title}', which is no step of ${type}`);
        const before = await pathSoFar(page);
        const where = `studio preview, step ${n} '${step.section.id}'`;
        const elsewhere = Object.fromEntries(Object.entries(scenario.answers).filter(([key]) => !(key in step.section.schema.properties)));
        const filled = await fillSection(page, step.section.schema, step.section.ui, scenario.answers, {
          where,
          asked,
          onAnswered: async (part) => shouldAutoAdvance(compiled, step.section.id, { ...elsewhere, ...part }, context),
        });
        given = { ...given, ...filled.given };
        if (!filled.advanced) await preview.getByRole("button", { name: "Next", exact: true }).click();
        await expect.poll(() => heading.innerText().catch(() => ""), { timeout: 10_000 }).not.toBe(title);
        // The explanation follows the answers: the path now goes on past the step just answered.
        const next = navigate(compiled, given, context);
        await expect.poll(() => pathSoFar(page)).not.toBe(before);
        expect(await pathSoFar(page)).toContain(compiled.steps.get(next.path[next.path.indexOf(step.section.id) + 1] ?? "")?.section.title ?? "");
        await checkAccessibility(page, where);
        await page.getByRole("heading", { name: "Live preview" }).scrollIntoViewIfNeeded();
        await snapshot(page, "studio", `preview-step-${n}`);
      }
      // Every step of the definition is explained beside the preview, the negatives too, in the engine's words (decision 0033).
      const explained = explainApplication(compiled, given, context);
      const skipped = explained.steps.find((s) => s.outcome === "notAsked");
      if (!skipped) throw new Error("after two steps no step of the licence is explained as not asked");
      await page.getByText(`Every step (${explained.steps.length})`).click();
      const steps = page.getByRole("list", { name: "Every step" });
      await expect.poll(() => steps.innerText()).toContain(`${skipped.title}: not asked`);
      expect(await steps.innerText()).toContain(skipped.because);
      await snapshot(page, "studio", "preview-explanation");
      return `licence: ${scenarios.length} scenarios, the fee edit fails ${scenarios.length - passing}; the preview walked two steps; '${skipped.title}' explained as not asked`;
    }),
  );

  it("is refused to an applicant", timed("studio refused", async (open) => {
    const page = await open();
    await logIn(page, base, "fisher@example.com", "Fisher#2026");
    await page.goto(`${base}/studio`);
    await page.getByText("You are not allowed to view this page.").waitFor();
    return "an applicant is told the studio is for staff";
  }));

  expectNoViolations();
});
