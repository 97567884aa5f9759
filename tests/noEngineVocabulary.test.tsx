// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contextFor, loadDefinitions } from "../engine/node/loadDefinitions.ts";
import { loadScenarios } from "../engine/node/loadScenarios.ts";
import type { Answers, Definition, FieldSchema } from "../engine/types.ts";
import { useSession } from "../renderer/src/store/useSession.ts";
import { SectionView } from "../renderer/src/wizard/SectionView.tsx";
import { DEMO, tokenFor } from "../server/testing/buildApp.ts";
import type { Scenario } from "../engine/scenarios/Scenario.ts";
import { holdLicences } from "../server/testing/holdLicences.ts";
import { individualScenario } from "../server/testing/scenarioAnswers.ts";
import { renderAt } from "./support/renderAt.tsx";
import { startPortal } from "./support/startPortal.ts";

/**
 * Done-when of issue 14: no applicant-facing page of any type shows engine vocabulary. Every type
 * is opened in the renderer against the real server with the answers of a complete scenario of
 * its own saved as the draft; its wizard is walked step by step and its form page by page with
 * Next, then its documents, payment and preview stages are opened, and the text a person reads
 * must contain none of the engine's words: 'why?', 'Not asked', 'Because the step…', 'Asked
 * when', '$profile', operators, 'condition', 'goto', spec section numbers, the trace's 'the
 * answer is …, so yes', the type's named conditions or its field ids. Types, stages and answers
 * come from schemas/ and fixtures/scenarios/; nothing here names a type. A scenario walks one
 * path, so every step, page and payment form is also drawn on its own with its title and text.
 */
const TODAY = "2026-11-22";
const WORDS: RegExp[] = [
  /\bwhy\?/i,
  /\bNot asked\b/i,
  /\bBecause the step\b/i,
  /\bAsked (only )?when\b/i,
  /\$profile/,
  /\bisN?o?t?Set\b/,
  /\bcondition\b/i,
  /\bgoto\b/i,
  /\$end\b/,
  /\bspec \d{3}\b/i,
  /the answer is .*, so (yes|no)\b/i,
];

let app: FastifyInstance;
let token: string;
beforeAll(async () => {
  app = await startPortal({ PORTAL_TODAY: TODAY });
  token = await tokenFor(app, DEMO.fisher.email, DEMO.fisher.password);
});
afterAll(async () => {
  cleanup();
  await app.close();
});

/** Every property name with an underscore in the definition's schemas (a field id such as nfa_registration_number). */
function fieldIds(definition: Definition): string[] {
  const ids = new Set<string>();
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!node || typeof node !== "object") return;
    const properties = (node as FieldSchema).properties;
    if (properties && typeof properties === "object") for (const key of Object.keys(properties)) if (key.includes("_")) ids.add(key);
    Object.values(node).forEach(walk);
  };
  walk([definition.wizard, definition.form, definition.payment]);
  return [...ids];
}

/** The engine words found in what the page says: text, not markup or input values. */
function vocabularyIn(text: string, definition: Definition): string[] {
  const named = Object.keys(definition.conditions ?? {});
  const words = [...WORDS, ...[...fieldIds(definition), ...named].map((id) => new RegExp(`(?<![\\w-])${id.replace(/[$]/g, "\\$")}(?![\\w-])`))];
  return words.flatMap((word) => {
    const found = word.exec(text);
    return found ? [`${word} in "…${text.slice(Math.max(0, found.index - 60), found.index + found[0].length + 60)}…"`] : [];
  });
}

const where = () => screen.getByTestId("where").textContent ?? "";
const pageText = () => document.querySelector("main")?.textContent ?? document.body.textContent ?? "";
/** What tells one wizard step or form page from the next: the address and the headings. */
const position = () => `${where()}|${[...document.querySelectorAll("main h2")].map((h) => h.textContent).join("|")}`;

/** A draft of the scenario's answers for the demo fisher, who holds the licences it says are on file (issue 29). */
async function saveDraft(definition: Definition, scenario: Scenario): Promise<void> {
  const answers = scenario.answers;
  await holdLicences(app, token, scenario.licences, scenario.today);
  const headers = { authorization: token };
  const profile = (await app.inject({ method: "GET", url: "/api/users/profile", headers })).json().data;
  const temp = (await app.inject({ method: "POST", url: "/api/transactions/temp", headers, payload: { app_type: definition.id } })).json().data.temp_trans_id as string;
  await app.inject({ method: "POST", url: `/api/applications/save-application?app_type=${definition.id}`, headers, payload: { ...answers, temp_trans_id: temp, app_type: definition.id, launchCase: false } });
  useSession.setState({ token, profile, current: { appType: definition.id, temp_trans_id: temp, answers, step: null, submitted_transaction: null } });
}

/**
 * Opens a stage and reads each screen of it: Next moves on (the answers are complete) until the
 * address leaves the stage; a stage of one screen (documents, payment, preview) is read once.
 */
async function readStage(definition: Definition, stageId: string, walk: boolean): Promise<string[]> {
  const stage = definition.stages.find((s) => s.id === stageId)!;
  const base = `${definition.routePrefix}/${stage.route}`;
  renderAt(base, { validatorsFrom: app, where: true });
  await screen.findByRole("heading", { name: definition.title, level: 1 });
  await waitFor(() => expect(document.querySelector("main h2")).not.toBeNull());
  // Loaded, not still "Loading the application…" (a type with rules on licences asks for them first).
  await waitFor(() => expect(document.querySelector("[data-page-loading]")).toBeNull());
  const screens: string[] = [];
  const user = userEvent.setup({ delay: null });
  for (let guard = 0; guard < 60; guard += 1) {
    screens.push(pageText());
    if (!walk) break;
    const before = position();
    await user.click(screen.getAllByRole("button", { name: "Next" })[0]!);
    await waitFor(() => expect(position()).not.toBe(before), { timeout: 5000 }).catch(() => {
      throw new Error(`${definition.id}: Next did not move on from ${before}: ${pageText().slice(0, 400)}`);
    });
    if (!where().startsWith(base)) break;
  }
  await act(async () => cleanup());
  return screens;
}

for (const { definition } of loadDefinitions().loaded) {
  describe(`${definition.title}: no engine vocabulary on the applicant's pages`, () => {
    const scenario = definition.requiresLogin ? individualScenario(definition.id, TODAY) : undefined;
    if (definition.requiresLogin) it("has a complete scenario for an individual", () => expect(scenario).toBeDefined());
    if (definition.requiresLogin && !scenario) return;
    for (const stage of definition.stages.filter((s) => s.id !== "status")) {
      const walk = stage.id === "type" || stage.id === "form";
      it(`${stage.label} (${stage.route})${walk ? ", every screen" : ""}`, { timeout: 120_000 }, async () => {
        if (scenario) await saveDraft(definition, scenario);
        else useSession.setState({ token: null, profile: null, current: null });
        // A type without a login starts a fresh application on its page and is read as it opens.
        const screens = await readStage(definition, stage.id, walk && Boolean(scenario));
        expect(screens.length).toBeGreaterThan(0);
        const found = screens.flatMap((text, i) => vocabularyIn(text, definition).map((hit) => `screen ${i + 1}: ${hit}`));
        expect(found, found.join("\n")).toEqual([]);
      });
    }
  });
}

for (const { definition, compiled } of loadDefinitions().loaded) {
  describe(`${definition.title}: no engine vocabulary in any step or page, on the path walked or not`, () => {
    const complete = loadScenarios(definition.id).find(({ scenario }) => scenario.expect.complete === true)?.scenario;
    const context = contextFor(complete?.today ?? TODAY, complete?.profile ?? {});
    const answers = (complete?.answers ?? {}) as Answers;
    for (const section of [...compiled.steps.values(), ...compiled.pages, ...(compiled.payment ? [compiled.payment] : [])]) {
      it(`${section.kind} "${section.section.id}"`, () => {
        const { container, unmount } = render(<SectionView compiled={section} named={compiled.named} answers={answers} context={context} errors={[]} onAnswers={() => undefined} />);
        const text = [section.section.title, section.section.description, container.textContent].filter(Boolean).join(" ");
        unmount();
        const found = vocabularyIn(text, definition);
        expect(found, found.join("\n")).toEqual([]);
      });
    }
  });
}
