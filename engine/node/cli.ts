import { readdirSync, readFileSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { evaluateApplication } from "../evaluateApplication.ts";
import { mermaidGraph } from "../graph/mermaidGraph.ts";
import { evaluationReport } from "../report/evaluationReport.ts";
import { contextFor, loadDefinition, loadDefinitions, type LoadedDefinition } from "./loadDefinitions.ts";
import { TYPES_DIR } from "./paths.ts";
import { checkLists } from "./checkLists.ts";
import { checkNotifications } from "./checkNotifications.ts";
import { checkVersions } from "./checkVersions.ts";
import { explainCommand, type CliTools } from "./explainCommand.ts";
import { impactCommand } from "./impactCommand.ts";
import { formatIssue, readScenarioFile, runScenario } from "./loadScenarios.ts";
import { newVersion } from "./newVersion.ts";
import { runScenarios } from "./runScenarios.ts";
import { SourceFiles } from "./sourceFiles.ts";
import type { HeldLicence } from "../types.ts";

const USAGE = `Usage: npm run engine -- <command> [options]

  check [file.json ...]                 lint every definition (or the files given) and its version against
                                        schemas/history, git HEAD and the server's database; exit 1 on any
                                        issue (warnings are printed too but do not fail it)
  evaluate --type APP_TYPE --answers F  judge an answers file; prints one JSON object
           [--today YYYY-MM-DD] [--profile F] [--licences F]  (--licences: the licences on file, as a scenario states them)
  evaluate --scenario FILE              judge a scenario's answers on its day, profile and seasons
           [--type APP_TYPE]            (the type is the scenario's folder unless given)
  test [--type APP_TYPE] [file.json ...]  run the scenarios in fixtures/scenarios/ (or the files given)
  test --definition F [file.json ...]   a definition kept outside schemas/types with the scenarios/ beside it
  coverage [--type APP_TYPE]            which scenarios walk each wizard edge; exit 1 if one is unwalked
  graph --type APP_TYPE                 the step graph as Mermaid flowchart text
  explain --type APP_TYPE --answers F   every step, page, document and fee line with its outcome and why
          [--today D] [--profile F] [--licences F] [--json]  (--definition F instead of --type: a definition file kept
                                        outside schemas/types, such as fixtures/fee-rates/landing-levy.json)
  new-version --type APP_TYPE           keep the current version in schemas/history/<slug>/<version>.json and
              [--effective-from D]      make the file the next version (YYYY.MM.N) with an empty "migrations"
              [--today D]               (or name the types file instead of --type)
  impact --type APP_TYPE                replay the definition in schemas/types (or the edited file F) over the
         [--definition F] [--today D]   stored drafts and submitted applications of the server's database
         [--json]                       (SQLITE_FILE or DATABASE_URL): who must answer something new, answers
                                        rewritten, outcomes that flip, documents newly needed, fees and revenue,
                                        by licence type and parish`;

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
}

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(2);
}

/** The files of schemas/types/ by the `id` they declare, read without resolving or compiling. */
function typeFiles(): Map<string, string> {
  const byId = new Map<string, string>();
  for (const name of readdirSync(TYPES_DIR).filter((f) => f.endsWith(".json"))) {
    try {
      const id = (JSON.parse(readFileSync(join(TYPES_DIR, name), "utf8")) as { id?: unknown }).id;
      if (typeof id === "string") byId.set(id, join(TYPES_DIR, name));
    } catch {
      // Not JSON: `check` reports it; it cannot be the type asked for.
    }
  }
  return byId;
}

/** Only the asked type is loaded and compiled, so a command on one type stays quick as types are added. */
function definitionOf(type: string | undefined): LoadedDefinition {
  if (!type) fail("--type APP_TYPE is required");
  const files = typeFiles();
  const file = files.get(type);
  if (!file) fail(`no definition with id ${type}; known: ${[...files.keys()].sort().join(", ")}`);
  const { loaded } = loadDefinition(file);
  if (!loaded) fail(`${type} cannot be loaded; run: npm run engine -- check`);
  return loaded;
}

/** A definition file kept outside schemas/types (a test definition such as fixtures/fee-rates/landing-levy.json). */
function definitionFile(file: string): LoadedDefinition {
  const { loaded } = loadDefinition(resolve(file));
  return loaded ?? fail(`${file} cannot be loaded; run: npm run engine -- check ${file}`);
}

const readJson = (file: string): unknown => {
  try {
    return JSON.parse(readFileSync(resolve(file), "utf8"));
  } catch (error) {
    fail(`cannot read ${file}: ${(error as Error).message}`);
  }
};

async function check(files: string[]): Promise<number> {
  const sources = new SourceFiles();
  const { loaded, issues: definitionIssues, warnings } = loadDefinitions(files.length ? files.map((f) => resolve(f)) : undefined, sources);
  // The reference lists are checked with every full check (not when single files are named).
  const issues = [...(files.length ? [] : [...checkLists(), ...checkNotifications()]), ...definitionIssues, ...(await checkVersions(loaded, sources, (line) => process.stderr.write(`${line}\n`)))];
  // Errors first; warnings (decision 0031) after them, marked, and they do not fail the check.
  for (const i of issues) process.stdout.write(`${i.file}:${i.line}:${i.column} ${i.code} ${i.pointer || "/"} ${i.message}\n`);
  for (const w of warnings) process.stdout.write(`${w.file}:${w.line}:${w.column} warning ${w.code} ${w.pointer || "/"} ${w.message}\n`);
  const warned = warnings.length ? `; ${warnings.length} warning(s), which do not fail the check` : "";
  process.stdout.write(issues.length ? `${issues.length} issue(s) found${warned}\n` : `${loaded.length} definition(s) checked, no issues${warned}\n`);
  return issues.length ? 1 : 0;
}

/** `evaluate --scenario FILE`: the scenario resolved (its bases merged in) and judged with its own day, profile and seasons. */
function evaluateScenario(file: string, type: string | undefined): number {
  const loaded = definitionOf(type ?? basename(dirname(resolve(file))));
  const entry = readScenarioFile(file, loaded.compiled);
  if (entry.issues.length || !entry.scenario) fail(entry.issues.length ? entry.issues.map(formatIssue).join("\n") : `${file} is a base: it is not run itself; evaluate a scenario that extends it`);
  process.stdout.write(`${JSON.stringify(runScenario(loaded, entry.scenario, { trace: true }), null, 2)}\n`);
  return 0;
}

function evaluate(args: string[]): number {
  const scenarioFile = option(args, "scenario");
  if (scenarioFile) return evaluateScenario(scenarioFile, option(args, "type"));
  const { compiled } = definitionOf(option(args, "type"));
  const answersFile = option(args, "answers") ?? fail("--answers FILE is required");
  const profileFile = option(args, "profile");
  const today = option(args, "today") ?? new Date().toISOString().slice(0, 10);
  const licencesFile = option(args, "licences");
  const context = contextFor(today, profileFile ? (readJson(profileFile) as Record<string, unknown>) : {}, licencesFile ? (readJson(licencesFile) as HeldLicence[]) : undefined);
  const report = evaluationReport(evaluateApplication(compiled, readJson(answersFile) as Record<string, unknown>, context, { trace: true }));
  process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  return 0;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** `new-version --type APP_TYPE` (or a types file) `[--effective-from D] [--today D]`. */
function newVersionCommand(args: string[]): number {
  const named = args.find((a, i) => a.endsWith(".json") && !args[i - 1]?.startsWith("--"));
  const file = named ? resolve(named) : (typeFiles().get(option(args, "type") ?? fail("--type APP_TYPE is required")) ?? fail(`no definition with id ${option(args, "type")}; known: ${[...typeFiles().keys()].sort().join(", ")}`));
  const [effectiveFrom, today] = [option(args, "effective-from"), option(args, "today")];
  for (const [name, day] of [["effective-from", effectiveFrom], ["today", today]] as const) if (day !== undefined && !DAY.test(day)) fail(`--${name} must be a day, YYYY-MM-DD`);
  const { code, lines } = newVersion(file, { ...(today ? { today } : {}), ...(effectiveFrom ? { effectiveFrom } : {}) });
  (code ? process.stderr : process.stdout).write(`${lines.join("\n")}\n`);
  return code;
}

/** What the commands in files of their own borrow from this one. */
const tools: CliTools = { option, fail, readJson, compiledOf: (type) => definitionOf(type).compiled, compiledFrom: (file) => definitionFile(file).compiled };

function main(argv: string[]): number | Promise<number> {
  const [command, ...args] = argv;
  switch (command) {
    case "check":
      return check(args.filter((a) => !a.startsWith("--")));
    case "evaluate":
      return evaluate(args);
    case "test":
      return runScenarios(option(args, "type"), "test", args.filter((a, i) => a.endsWith(".json") && args[i - 1] !== "--type" && args[i - 1] !== "--definition"), option(args, "definition"));
    case "coverage":
      return runScenarios(option(args, "type"), "coverage");
    case "graph":
      process.stdout.write(`${mermaidGraph(definitionOf(option(args, "type")).definition)}\n`);
      return 0;
    case "new-version":
      return newVersionCommand(args);
    case "impact":
      return impactCommand(args, tools);
    case "explain":
      return explainCommand(args, tools);
    default:
      process.stdout.write(`${USAGE}\n`);
      return command === undefined || command === "help" || command === "--help" ? 0 : 2;
  }
}

void Promise.resolve(main(process.argv.slice(2))).then((code) => {
  process.exitCode = code;
});
