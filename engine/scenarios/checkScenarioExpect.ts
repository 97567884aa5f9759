import type { CompiledDefinition } from "../definition/compileDefinition.ts";
import { didYouMean } from "./closestName.ts";
import { fieldSchemas } from "./checkScenarioAnswers.ts";
import type { Scenario } from "./Scenario.ts";
import type { ScenarioProblem } from "./ScenarioProblem.ts";

/** The first key of a JSON pointer into the answers (`/particulars_of_activity/duration` → particulars_of_activity). */
const fieldOf = (pointer: string) => (pointer.split("/")[1] ?? "").replace(/~1/g, "/").replace(/~0/g, "~");

/**
 * Names in a scenario's `expect` that the type does not have, so that a misspelt name cannot make
 * an expectation hold vacuously (`notAsked: ["comercial_category"]` is never asked): steps and
 * pages in `path`, `pathIncludes`, `pathStartsWith` and `current`, fields in `asked`,
 * `askedIncludes`, `notAsked`, `offPath` and the pointers of
 * `errors` and `values`, document keys and fee line ids. Pointers are into the scenario file.
 */
export function checkScenarioExpect(compiled: CompiledDefinition, expect: Scenario["expect"]): ScenarioProblem[] {
  const { definition } = compiled;
  const places = [...compiled.steps.keys(), ...compiled.pages.map((p) => p.section.id)];
  const fields = [...fieldSchemas(compiled).keys()];
  const documents = (definition.documents?.items ?? []).map((d) => d.key);
  const fees = (definition.fees?.lines ?? []).map((l) => l.id);
  const problems: ScenarioProblem[] = [];
  const need = (name: string, known: string[], what: string, pointer: string) => {
    if (!known.includes(name)) problems.push({ code: "unknown-field", pointer: `/expect${pointer}`, message: `${definition.id} has no ${what} "${name}".${didYouMean(name, known)}` });
  };
  for (const list of ["path", "pathIncludes", "pathStartsWith"] as const) (expect[list] ?? []).forEach((id, i) => need(id, places, "step or page", `/${list}/${i}`));
  if (typeof expect.current === "string") need(expect.current, places, "step or page", "/current");
  for (const list of ["asked", "askedIncludes", "notAsked", "offPath"] as const) (expect[list] ?? []).forEach((field, i) => need(fieldOf(`/${field}`), fields, "field", `/${list}/${i}`));
  (expect.errors ?? []).forEach((error, i) => error.pointer && need(fieldOf(error.pointer), fields, "field", `/errors/${i}/pointer`));
  (expect.documents ?? []).forEach((document, i) => need(document.key, documents, "document", `/documents/${i}/key`));
  (expect.fees?.lines ?? []).forEach((line, i) => need(line.id, fees, "fee line", `/fees/lines/${i}/id`));
  for (const pointer of Object.keys(expect.values ?? {})) need(fieldOf(pointer), fields, "field", `/values/${pointer.replace(/~/g, "~0").replace(/\//g, "~1")}`);
  return problems;
}
