import { basename, dirname, join, resolve } from "node:path";
import { edgeCoverage } from "../scenarios/edgeCoverage.ts";
import { loadDefinitions } from "./loadDefinitions.ts";
import { readScenarioFile, readScenarioFolder, readScenarios } from "./loadScenarios.ts";
import { scenarioOutcomes } from "./scenarioOutcomes.ts";

const out = (line: string) => process.stdout.write(`${line}\n`);

/**
 * `test`: runs every scenario and prints a pass/fail line each, then `N passed, N failed`. A file
 * with a mistake (or a base with one) fails with it, located; a failing walk that did not complete
 * says where it stopped and why (decision 0032). Bases are not run.
 * `coverage`: prints each wizard edge with the scenarios that walk it, then covered/total.
 * `files`: only these scenario files, each of the type its folder is named after (or `type`).
 * `definitionFile`: a definition kept outside schemas/types (a test definition, decision 0053),
 * alone, with the scenarios named or else those of the `scenarios/` folder beside it.
 */
export function runScenarios(type: string | undefined, mode: "test" | "coverage", files: string[] = [], definitionFile?: string): number {
  const { loaded, issues } = loadDefinitions(definitionFile ? [resolve(definitionFile)] : undefined);
  if (issues.length) {
    out(`${issues.length} definition issue(s); run: npm run engine -- check${definitionFile ? ` ${definitionFile}` : ""}`);
    return 1;
  }
  if (definitionFile) type = loaded[0]?.definition.id;
  const besideDefinition = (compiled: Parameters<typeof readScenarios>[1]) => readScenarioFolder(join(dirname(resolve(definitionFile ?? "")), "scenarios"), compiled);
  const typeOf = (file: string) => type ?? basename(dirname(resolve(file)));
  const chosen = loaded.filter((d) => (files.length ? files.some((f) => typeOf(f) === d.definition.id) : !type || d.definition.id === type));
  if (!chosen.length) {
    out(`no definition with id ${files.length ? files.map(typeOf).join(", ") : String(type)}`);
    return 2;
  }
  let passed = 0;
  let failed = 0;
  let covered = 0;
  let total = 0;
  for (const definition of chosen) {
    const walked: Array<{ name: string; edges: Array<{ from: string; to: string; rule: number }> }> = [];
    const entries = files.length ? files.filter((f) => typeOf(f) === definition.definition.id).map((f) => readScenarioFile(f, definition.compiled)) : definitionFile ? besideDefinition(definition.compiled) : readScenarios(definition.definition.id, definition.compiled);
    for (const outcome of scenarioOutcomes(definition, entries)) {
      const { file, diffs, report } = outcome;
      if (report) walked.push({ name: basename(file, ".json"), edges: report.edges });
      if (outcome.passed) passed += 1;
      else failed += 1;
      if (mode === "test") out(`${diffs.length ? "FAIL" : "PASS"} ${definition.definition.id} ${outcome.name ?? (outcome.base ? "(base)" : "(not read)")} (${file})${diffs.map((d) => `\n     ${d}`).join("")}`);
    }
    if (mode === "coverage") {
      const rows = edgeCoverage(definition.definition, walked);
      out(`${definition.definition.id}`);
      for (const row of rows) {
        const by = row.walkedBy.length > 3 ? `${row.walkedBy.slice(0, 3).join(", ")} +${row.walkedBy.length - 3} more` : row.walkedBy.join(", ");
        out(`  ${row.walkedBy.length ? "✓" : "✗"} ${row.from} -> ${row.to}${row.when ? ` [${row.when}]` : ""}${row.walkedBy.length ? `: ${by}` : "  UNWALKED"}`);
      }
      covered += rows.filter((r) => r.walkedBy.length).length;
      total += rows.length;
    }
  }
  if (mode === "test") {
    out(`${passed} passed, ${failed} failed`);
    return failed ? 1 : 0;
  }
  out(`${covered}/${total} edges covered${failed ? ` (${failed} scenario(s) failing)` : ""}`);
  return covered === total && !failed ? 0 : 1;
}
