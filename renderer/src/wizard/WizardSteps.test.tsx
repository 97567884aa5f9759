// @vitest-environment jsdom
// vitest: own modules (it asserts no toast is shown, and a toast another file left pending would be)
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { Toaster } from "sonner";
import { afterEach, describe, expect, it } from "vitest";
import { navigate } from "../../../engine/navigation/navigate.ts";
import { progress } from "../../../engine/navigation/progress.ts";
import { shouldAutoAdvance } from "../../../engine/navigation/shouldAutoAdvance.ts";
import { stepToOpen } from "../../../engine/navigation/stepToOpen.ts";
import { contextFor, loadDefinitions } from "../../../engine/node/loadDefinitions.ts";
import { loadScenarios } from "../../../engine/node/loadScenarios.ts";
import { fieldOptions } from "../../../engine/options/fieldOptions.ts";
import type { Answers, Condition, FieldSchema } from "../../../engine/types.ts";
import { answerOnScreen } from "../../../tests/support/answerOnScreen.ts";
import { placeText } from "./StepBar.tsx";
import { WizardSteps } from "./WizardSteps.tsx";

afterEach(cleanup);

/**
 * The wizard on the first type (in the order of the tiles) whose first step is a single choice of
 * tiles that moves on by itself and branches over a step: what these tests need, found by what
 * the definitions say, not by a type's name; the answers that reach later steps are the type's own
 * scenarios (fixtures/scenarios/, through the engine's loader). Issue 16.
 */
const TODAY = "2026-11-22";
const PROFILE = { nfa_registration_number: "NFA-1" };
const context = contextFor(TODAY, PROFILE);
const { loaded } = loadDefinitions();
interface Pick {
  compiled: (typeof loaded)[number]["compiled"];
  first: string;
  field: string;
  /** The option that jumps over the step declared after the first one, and where it goes. */
  skipping: string;
  skippedTo: string;
}
const picked = [...loaded]
  .sort((a, b) => a.definition.order - b.definition.order)
  .flatMap(({ compiled }): Pick[] => {
    const first = stepToOpen(compiled, navigate(compiled, {}, context), undefined, null);
    const step = first ? compiled.steps.get(first) : undefined;
    const fields = Object.entries(step?.section.schema.properties ?? {});
    if (!first || !step || step.section.autoAdvance !== true || fields.length !== 1) return [];
    const [field, schema] = fields[0] as [string, FieldSchema];
    if ((step.section.ui?.[field] as Record<string, unknown> | undefined)?.["ui:widget"] !== "tiles" || !schema.enum) return [];
    const declaredNext = compiled.stepOrder[compiled.stepOrder.indexOf(first) + 1];
    for (const value of schema.enum.map(String)) {
      const to = navigate(compiled, { [field]: value }, context).path[1];
      if (to && to !== declaredNext && compiled.steps.has(to)) return [{ compiled, first, field, skipping: value, skippedTo: to }];
    }
    return [];
  })[0];
if (!picked) throw new Error("no definition in schemas/types/ opens with a choice of tiles that moves on by itself and jumps over a step");
const wizard = picked.compiled;
const titleOf = (id: string) => wizard.steps.get(id)?.section.title;
const fieldTitle = (stepId: string, field: string) => (wizard.steps.get(stepId)?.section.schema.properties?.[field] as FieldSchema | undefined)?.title ?? field;

/** The wizard's scenarios without seasons of their own, with the steps their answers walk. */
const scenarios = loadScenarios(wizard.definition.id)
  .map(({ scenario }) => scenario)
  .filter((s) => !s.seasons);
/** The answers of a scenario given before `stepId` on its path: what reaches that step. */
function answersBefore(answers: Answers, stepId: string, day = TODAY): Answers | null {
  const path = navigate(wizard, answers, contextFor(day, PROFILE)).path;
  if (!path.includes(stepId)) return null;
  const fields = path.slice(0, path.indexOf(stepId)).flatMap((id) => Object.keys(wizard.steps.get(id)?.section.schema.properties ?? {}));
  return Object.fromEntries(Object.entries(answers).filter(([key]) => fields.includes(key)));
}
/** How many Next clicks from the first step reach `stepId` with these answers. */
const clicksTo = (answers: Answers, stepId: string, day = TODAY) => navigate(wizard, answers, contextFor(day, PROFILE)).path.indexOf(stepId);
/** A leaf `field equals value`, looked up through named conditions. */
function equalsLeaf(condition: Condition | undefined): { field: string; value: string } | null {
  const c = condition as { condition?: string; field?: string; op?: string; value?: unknown } | undefined;
  if (c?.condition) return equalsLeaf(wizard.named[c.condition]);
  return c && c.op === "equals" && typeof c.field === "string" && typeof c.value === "string" ? { field: c.field, value: c.value } : null;
}

/** What WizardPage does with the address: the step shown is state here, opened as an address would be. */
function Harness({ today = TODAY, initial = {} as Answers, profile = PROFILE }) {
  const context = contextFor(today, profile);
  const [answers, setAnswers] = useState<Answers>(initial);
  const [stepId, setStepId] = useState(() => stepToOpen(wizard, navigate(wizard, initial, context), undefined, null) ?? "");
  const [finished, setFinished] = useState(false);
  return finished ? (
    <p>Finished the wizard</p>
  ) : (
    <WizardSteps key={stepId} compiled={wizard} context={context} answers={answers} stepId={stepId} onStep={setStepId} onAnswers={(next) => setAnswers(next)} onFinish={() => setFinished(true)} onBack={() => undefined} onSave={() => undefined} />
  );
}

const heading = () => document.getElementById("step-title")?.textContent;

describe(`WizardSteps on the ${wizard.definition.title}`, () => {
  const { first, field, skipping, skippedTo } = picked;
  const label = fieldTitle(first, field);
  const required = navigate(wizard, {}, context).errors.find((e) => e.pointer === `/${field}`)?.message as string;

  it("shows the first step as a labelled group of tiles, and a choice that branches advances past the step declared next", async () => {
    render(<Harness />);
    expect(heading()).toBe(titleOf(first));
    const group = screen.getByRole("group", { name: label });
    await userEvent.click(within(group).getByRole("radio", { name: skipping }));
    expect(heading()).toBe(titleOf(skippedTo));
    const place = progress(wizard, { [field]: skipping }, context, skippedTo);
    expect(place?.position).toBe(2);
    expect(screen.getByText(placeText({ noun: "Question", ...(place as NonNullable<typeof place>) }))).toBeTruthy();
  });

  it("refuses Next without a choice with the definition's message in an error summary that takes focus, linked to the field, and no toast repeating it", async () => {
    expect(required).toBeTruthy();
    render(
      <>
        <Toaster />
        <Harness />
      </>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.querySelector("[data-sonner-toast]")).toBeNull();
    const summary = screen.getByRole("alert");
    expect(within(summary).getByRole("link", { name: `${label}: ${required}` })).toBeTruthy();
    expect(document.activeElement).toBe(summary);
    const group = screen.getByRole("group", { name: label });
    expect(group.getAttribute("aria-describedby")).toContain(`root_${field}__error`);
    expect(document.getElementById(`root_${field}__error`)?.textContent).toContain(required);
  });

  it("shows the applicant no engine workings: no step 'not asked' and no 'why?' after a skipped step", async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole("radio", { name: skipping }));
    expect(heading()).toBe(titleOf(skippedTo));
    expect(document.body.textContent).not.toMatch(/Not asked|why\?|Because /);
  });

  it("goes Previous along the path walked, skipping the skipped step", async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole("radio", { name: skipping }));
    await userEvent.click(screen.getByRole("button", { name: "Previous" }));
    expect(heading()).toBe(titleOf(first));
  });

  it("works from the keyboard: Space chooses a tile and the step advances", async () => {
    render(<Harness />);
    await userEvent.tab();
    expect((document.activeElement as HTMLInputElement).name).toBe(`root_${field}`);
    const chosen = (document.activeElement as HTMLInputElement).value;
    await userEvent.keyboard(" ");
    expect(heading()).toBe(titleOf(navigate(wizard, { [field]: chosen }, context).path[1] as string));
  });

  it("lets arrow keys browse the tiles of an advancing step without leaving it; Enter then goes on", async () => {
    render(<Harness />);
    const [firstTile, second] = within(screen.getByRole("group", { name: label })).getAllByRole("radio") as HTMLInputElement[];
    // What a browser does on ArrowDown in a radio group (jsdom has no radio walking): the key
    // reaches the focused radio, then the next one is focused and clicked.
    fireEvent.keyDown(firstTile as HTMLInputElement, { key: "ArrowDown" });
    (second as HTMLInputElement).focus();
    fireEvent.click(second as HTMLInputElement);
    expect(heading(), "an arrow key only moves the choice").toBe(titleOf(first));
    expect((second as HTMLInputElement).checked).toBe(true);
    await userEvent.keyboard("{Enter}");
    expect(heading()).not.toBe(titleOf(first));
  });

  // A step whose choice shows another field and does not move on by itself, reached with a scenario's answers.
  const showing = scenarios.flatMap((scenario) =>
    [...wizard.steps.values()].flatMap(({ section }) => {
      const initial = answersBefore(scenario.answers, section.id);
      if (!initial) return [];
      return Object.entries(section.show ?? {}).flatMap(([shown, when]) => {
        const leaf = equalsLeaf(when);
        const choice = leaf ? (section.schema.properties?.[leaf.field] as FieldSchema | undefined) : undefined;
        const widget = leaf ? (section.ui?.[leaf.field] as Record<string, unknown> | undefined)?.["ui:widget"] : undefined;
        if (!leaf || !choice?.enum || !["tiles", "radio"].includes(String(widget)) || shouldAutoAdvance(wizard, section.id, { ...initial, [leaf.field]: leaf.value }, context)) return [];
        return [{ step: section.id, initial, ...leaf, shown }];
      });
    }),
  )[0];
  it("clears a chosen radio when it is clicked again, and asks a field its choice shows only while it is chosen", async () => {
    if (!showing) throw new Error(`no step of ${wizard.definition.id} on a scenario's path shows a field for a choice that stays on the step`);
    render(<Harness initial={showing.initial} />);
    for (let i = 0; i < clicksTo(showing.initial, showing.step); i += 1) await userEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(heading()).toBe(titleOf(showing.step));
    const shownTitle = fieldTitle(showing.step, showing.shown);
    const shownField = () => screen.queryByRole("group", { name: shownTitle }) ?? screen.queryByLabelText(shownTitle);
    expect(shownField()).toBeNull();
    await userEvent.click(screen.getByRole("radio", { name: showing.value }));
    expect((screen.getByRole("radio", { name: showing.value }) as HTMLInputElement).checked).toBe(true);
    expect(shownField()).toBeTruthy();
    await userEvent.click(screen.getByRole("radio", { name: showing.value }));
    expect((screen.getByRole("radio", { name: showing.value }) as HTMLInputElement).checked).toBe(false);
    expect(shownField()).toBeNull();
  });

  // An option switched off on a scenario's day (a closed season), on a step its answers reach.
  const closed = scenarios.flatMap((scenario) =>
    [...wizard.steps.values()].flatMap(({ section }) => {
      const initial = answersBefore(scenario.answers, section.id, scenario.today);
      if (!initial || !section.options) return [];
      const scope = { answers: initial, context: contextFor(scenario.today, PROFILE), named: wizard.named };
      return Object.keys(section.options).flatMap((name) => {
        const offered = fieldOptions(section, name, section.schema.properties?.[name] as FieldSchema, scope);
        const off = offered.find((o) => o.disabled);
        const on = offered.find((o) => !o.disabled);
        return off && on ? [{ step: section.id, today: scenario.today, initial, off, on }] : [];
      });
    }),
  )[0];
  it("disables an option its rule switches off on the day (a closed season) with the reason beside it, and keeps the others", async () => {
    if (!closed) throw new Error(`no scenario of ${wizard.definition.id} reaches a step with an option switched off on its day`);
    render(<Harness today={closed.today} initial={closed.initial} />);
    for (let i = 0; i < clicksTo(closed.initial, closed.step, closed.today); i += 1) await userEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(heading()).toBe(titleOf(closed.step));
    const choice = (name: string) => (screen.queryByRole("checkbox", { name }) ?? screen.getByRole("radio", { name })) as HTMLInputElement;
    const off = choice(closed.off.label ?? closed.off.value);
    expect(off.disabled).toBe(true);
    expect(document.getElementById(off.getAttribute("aria-describedby") ?? "")?.textContent).toBe(closed.off.reason);
    expect(choice(closed.on.label ?? closed.on.value).disabled).toBe(false);
  });

  // A scenario that completes the wizard: its last step answered on the screen leaves the wizard.
  const finishing = scenarios.flatMap((scenario) => {
    const navigation = navigate(wizard, scenario.answers, contextFor(scenario.today, PROFILE));
    const last = [...navigation.path].reverse().find((id) => wizard.steps.has(id));
    const initial = last && navigation.wizardComplete ? answersBefore(navigation.answers, last, scenario.today) : null;
    return last && initial ? [{ last, initial, answers: navigation.answers, today: scenario.today }] : [];
  })[0];
  it("leaves the wizard after the last step", async () => {
    if (!finishing) throw new Error(`no scenario of ${wizard.definition.id} completes the wizard`);
    render(<Harness today={finishing.today} initial={finishing.initial} />);
    for (let i = 0; i < clicksTo(finishing.initial, finishing.last, finishing.today); i += 1) await userEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(heading()).toBe(titleOf(finishing.last));
    const user = userEvent.setup();
    await answerOnScreen(user, wizard.steps.get(finishing.last)?.section as NonNullable<ReturnType<typeof wizard.steps.get>>["section"], finishing.answers);
    if (!screen.queryByText("Finished the wizard")) await user.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByText("Finished the wizard")).toBeTruthy();
  });
});
