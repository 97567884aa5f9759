import { readFileSync } from "node:fs";
import { join } from "node:path";
import { buildContext } from "../engine/buildContext.ts";
import { evaluateApplication } from "../engine/evaluateApplication.ts";
import { defaultSeasons } from "../engine/node/loadDefinitions.ts";
import { validateSection } from "../engine/validation/validateSection.ts";
import { loadDefinitions, type LoadedDefinition } from "../engine/node/loadDefinitions.ts";
import { loadScenarios } from "../engine/node/loadScenarios.ts";
import type { Scenario } from "../engine/scenarios/Scenario.ts";
import { ROOT } from "../server/config.ts";

/** A type's largest complete scenario: what the engine and server benches evaluate and send. */
export interface LargestScenario {
  loaded: LoadedDefinition;
  file: string;
  scenario: Scenario;
  /** How many answers it gives: every value, nested ones included (a table row's cells count). */
  answers: number;
}

/** The answered values under `value`: each leaf of the JSON counts once. */
export function answerCount(value: unknown): number {
  if (value === null || typeof value !== "object") return 1;
  return Object.values(value).reduce((sum: number, inner) => sum + answerCount(inner), 0);
}

let cached: LargestScenario[] | undefined;

/**
 * Every type of schemas/types/ that has a scenario expecting a complete application, with its
 * largest one (the most answers; the longer JSON on a tie), in the definitions' order. No type is
 * named in code: a new type or scenario joins the bench by itself.
 */
export function largestScenarios(): LargestScenario[] {
  if (cached) return cached;
  const { loaded, issues } = loadDefinitions();
  if (issues.length) throw new Error(`the definitions have issues (npm run engine -- check): ${issues[0]?.file} ${issues[0]?.message}`);
  cached = loaded.flatMap((definition) => {
    const complete = loadScenarios(definition.definition.id)
      .filter(({ scenario }) => scenario.expect.complete === true)
      .map(({ file, scenario }) => ({ loaded: definition, file, scenario, answers: answerCount(scenario.answers), size: JSON.stringify(scenario.answers).length }));
    complete.sort((a, b) => b.answers - a.answers || b.size - a.size);
    const largest = complete[0];
    return largest ? [{ loaded: largest.loaded, file: largest.file, scenario: largest.scenario, answers: largest.answers }] : [];
  });
  return cached;
}

/** The largest type: the one whose largest complete scenario has the most answers (Aquaculture Facility today). */
export function largestType(): LargestScenario {
  const [largest] = [...largestScenarios()].sort((a, b) => b.answers - a.answers);
  if (!largest) throw new Error("no scenario expects a complete application (fixtures/scenarios/)");
  return largest;
}

/**
 * The largest complete scenario of `type` that the server would also let be submitted: its payment
 * form (judged on submit, not by the scenario runner) passes too. The draft save sends the largest
 * scenario; the submit sends this one, which is the same unless the largest one's payment form fails.
 */
export function largestSubmittable(type: LargestScenario): { file: string; scenario: Scenario; answers: number } | null {
  const { compiled, definition } = type.loaded;
  const candidates = loadScenarios(definition.id)
    .filter(({ scenario }) => scenario.expect.complete === true && !scenario.seasons)
    .map(({ file, scenario }) => ({ file, scenario, answers: answerCount(scenario.answers), size: JSON.stringify(scenario.answers).length }))
    .sort((a, b) => b.answers - a.answers || b.size - a.size);
  return (
    candidates.find(({ scenario }) => {
      const context = buildContext({ today: scenario.today, defaults: defaultSeasons(), ...(scenario.profile ? { profile: scenario.profile } : {}), ...(scenario.licences ? { licences: scenario.licences } : {}) });
      const { navigation } = evaluateApplication(compiled, scenario.answers, context);
      if (!navigation.complete) return false;
      if (!compiled.payment || !definition.stages.some((s) => s.id === "payment")) return true;
      return validateSection(compiled.payment, { answers: navigation.answers, context, named: compiled.named }).valid;
    }) ?? null
  );
}

/** The demo accounts (fixtures/demo/accounts.json), with their passwords. */
export function demoAccounts(): Array<Record<string, unknown> & { email: string; password: string }> {
  return (JSON.parse(readFileSync(join(ROOT, "fixtures", "demo", "accounts.json"), "utf8")) as { accounts: Array<Record<string, unknown> & { email: string; password: string }> }).accounts;
}
