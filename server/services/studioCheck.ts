import { createHash } from "node:crypto";
import { basename } from "node:path";
import { definitionDiff } from "../../engine/diff/definitionDiff.ts";
import { outcomeChanges, type ScenarioRun } from "../../engine/diff/outcomeChanges.ts";
import { flowGraph } from "../../engine/graph/flowGraph.ts";
import { loadDefinitionText, type LoadedDefinition, type LocatedIssue } from "../../engine/node/loadDefinitions.ts";
import { readScenarios } from "../../engine/node/loadScenarios.ts";
import { scenarioOutcomes } from "../../engine/node/scenarioOutcomes.ts";
import { jsonSyntaxOf, shown } from "../../engine/node/sourceFiles.ts";
import { versionIssues } from "../../engine/node/versionIssues.ts";
import type { EvaluationReport } from "../../engine/report/evaluationReport.ts";
import type { StudioCheck, StudioScenario } from "../../engine/studio/StudioCheck.ts";
import type { Definition } from "../../engine/types.ts";

export type { StudioCheck, StudioScenario } from "../../engine/studio/StudioCheck.ts";

const hashOf = (value: unknown) => createHash("sha256").update(JSON.stringify(value)).digest("hex").slice(0, 16);

/** A JSON syntax error in the edited text, located, in the words `engine check` uses for it; null when the text parses. */
export function syntaxIssue(file: string, text: string): LocatedIssue | null {
  const problem = jsonSyntaxOf(text);
  return problem ? { code: "json", file: shown(file), pointer: "", ...problem } : null;
}

/**
 * Runs every scenario of `type` against a loaded definition, read against it as `npm run engine --
 * test` reads them (an answer naming a field the edit removed is a mistake): the same code path
 * (scenarioOutcomes), so the studio and the command line give the same results (issue 26).
 */
function runAll(type: string, loaded: LoadedDefinition): Array<StudioScenario & { report: EvaluationReport | null }> {
  return scenarioOutcomes(loaded, readScenarios(type, loaded.compiled)).map(({ file, name, base, passed, diffs, scenario, report }) => ({ name: basename(file, ".json"), title: name ?? (base ? "(base)" : "(not read)"), file, passed, diffs, profile: scenario?.profile ?? {}, report }));
}

/** A step's title in the edited definition, else in the committed one (a step the edit removed). */
const stepTitleOf =
  (...sides: LoadedDefinition[]) =>
  (id: string): string => {
    for (const side of sides) {
      const step = side.compiled.steps.get(id);
      if (step) return step.section.title;
    }
    return id;
  };

const asRuns = (runs: Array<{ name: string; passed: boolean; report: EvaluationReport | null }>): ScenarioRun[] => runs.map(({ name, passed, report }) => ({ name, passed, report }));

/** The committed definition's load and scenario runs, kept while its text is unchanged. */
const committedRuns = new Map<string, { text: string; loaded: LoadedDefinition | null; runs: ScenarioRun[] }>();

function committed(type: string, path: string, text: string) {
  const known = committedRuns.get(type);
  if (known?.text === text) return known;
  const { loaded } = loadDefinitionText(path, text);
  const entry = { text, loaded, runs: loaded ? asRuns(runAll(type, loaded)) : [] };
  committedRuns.set(type, entry);
  return entry;
}

/**
 * The studio's check of an edited definition (issue 16): the JSON parsed (a syntax error located
 * at its line and column), its `$ref`s resolved against the committed fragments and lists as if
 * it were the committed file `path`, linted, compiled, then the type's scenarios run, the flow
 * graph with each edge's scenarios, the semantic difference from the committed text, and the
 * scenarios whose outcome changes. Pure of the served definitions: nothing here replaces them.
 * Answers the resolved definition for the live preview. Runs in a studio worker (decision 0043).
 */
export function studioCheck(type: string, path: string, committedText: string, text: string): StudioCheck & { definition: Definition | null } {
  const none = { scenarios: null, graph: null, diff: null, outcomes: null, hash: null, definition: null };
  const file = shown(path);
  const syntax = syntaxIssue(path, text);
  if (syntax) return { file, issues: [syntax], ...none };
  let result: ReturnType<typeof loadDefinitionText>;
  try {
    result = loadDefinitionText(path, text);
  } catch (error) {
    // The compiler refused a schema the lint let through: said where the edit is, never a 500.
    return { file, issues: [{ code: "compile", file, pointer: "", line: 1, column: 1, message: `The definition could not be compiled: ${(error as Error).message}` }], ...none };
  }
  const { loaded, files } = result;
  if (!loaded) return { file, issues: result.issues, ...none };
  const runs = runAll(type, loaded);
  const before = committed(type, path, committedText);
  // The version rules of `engine check` (decision 0041), the committed file standing for git's HEAD: a changed text needs a new label, and a new label's breaking changes need migrations.
  // Not `version-not-kept`: keeping the committed version in schemas/history is new-version's work at commit time, which the studio cannot do (its commit panel says to).
  const versioned = versionIssues(loaded, files, { committed: { definitionAtHead: () => before.loaded?.definition ?? null }, served: null }).filter((i) => i.code !== "version-not-kept");
  const issues = [...result.issues, ...versioned];
  const walked = runs.flatMap((r) => (r.report ? [{ name: r.name, report: r.report }] : []));
  return {
    file,
    issues,
    scenarios: runs.map(({ report: _report, ...scenario }) => scenario),
    graph: flowGraph(loaded.compiled, walked),
    diff: before.loaded ? definitionDiff(before.loaded.compiled, loaded.compiled) : null,
    outcomes: before.loaded ? outcomeChanges(before.runs, asRuns(runs), stepTitleOf(loaded, before.loaded)) : null,
    hash: hashOf(loaded.definition),
    definition: loaded.definition,
  };
}
