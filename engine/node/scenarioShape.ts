import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { ErrorObject, ValidateFunction } from "ajv";
import { createAjv } from "../definition/createAjv.ts";
import { didYouMean } from "../scenarios/closestName.ts";
import type { ScenarioProblem } from "../scenarios/ScenarioProblem.ts";
import { SCENARIOS_DIR } from "./paths.ts";

let validator: ValidateFunction | undefined;
/** fixtures/scenarios/scenario.schema.json compiled once: the one description of the format, for editors and for the loader. */
const validate = (): ValidateFunction => (validator ??= createAjv({ strict: false }).compile(JSON.parse(readFileSync(join(SCENARIOS_DIR, "scenario.schema.json"), "utf8")) as object));

const where = (instancePath: string) => (instancePath ? `"${instancePath.slice(1).replace(/\//g, ".")}"` : "the scenario");

/** One of ajv's errors in an analyst's words, or null for the bookkeeping errors of if/then/else. */
function problemOf(error: ErrorObject): ScenarioProblem | null {
  const at = error.instancePath;
  switch (error.keyword) {
    case "if":
      return null;
    case "additionalProperties": {
      const key = String((error.params as { additionalProperty: string }).additionalProperty);
      const known = Object.keys((error.parentSchema as { properties?: object } | undefined)?.properties ?? {});
      const hint = didYouMean(key, known) || ` The keys are ${known.map((k) => `"${k}"`).join(", ")}.`;
      return { code: "unknown-key", pointer: `${at}/${key}`, message: `unknown key "${key}" in ${where(at)}.${hint}` };
    }
    case "required": {
      const key = String((error.params as { missingProperty: string }).missingProperty);
      const also = key === "today" || key === "answers" ? ", or extends a base that gives it" : key === "name" || key === "expect" ? ' (a file that only gives answers for others to extend says "base": true)' : "";
      return { code: "schema", pointer: at, message: `missing "${key}": every scenario states it${also}.` };
    }
    case "not":
      return { code: "base-expect", pointer: `${at}/expect`, message: "a base is never run, so its expect would check nothing: move the expectations to a scenario that extends this base." };
    case "minProperties":
      return { code: "expects-nothing", pointer: at, message: "expect is empty, so this scenario checks nothing: say what the engine must answer (current, complete, errors, documents, fees, ...)." };
    default:
      return { code: "schema", pointer: at, message: `${where(at)} ${error.message ?? "is not valid"}.` };
  }
}

/**
 * The mistakes of form in one scenario file's own content, by pointer into the file, judged by
 * scenario.schema.json: unknown keys with a "did you mean", missing keys, values of the wrong kind.
 */
export function scenarioShape(data: unknown): ScenarioProblem[] {
  const check = validate();
  if (check(data)) return [];
  return (check.errors ?? []).flatMap((e) => problemOf(e) ?? []);
}
