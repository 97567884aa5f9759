import type { Answers, Condition, ConditionLeaf, CountOperator, EngineContext, TraceEntry } from "../types.ts";
import { ConditionError } from "./ConditionError.ts";
import { compareLeaf } from "./compareLeaf.ts";
import { readField } from "./readField.ts";
import { rowAnswers, rowField, rowsHold, rowsOf } from "./rowsOf.ts";

/** The result of a condition and the trace of every leaf it read. */
export interface ConditionResult {
  result: boolean;
  trace: TraceEntry[];
}

export interface ConditionScope {
  answers: Answers;
  context: EngineContext;
  named: Record<string, Condition>;
}

const isLeaf = (c: Condition): c is ConditionLeaf => typeof c === "object" && "field" in c && "op" in c;

function walk(condition: Condition, scope: ConditionScope, at: string, trace: TraceEntry[], depth: number): boolean {
  if (depth > 32) throw new ConditionError("condition nests too deeply (a named condition refers to itself?)", at);
  if (typeof condition === "boolean") return condition;
  if (isLeaf(condition)) {
    const seen = readField(condition.field, scope.answers, scope.context);
    const result = compareLeaf(condition, seen, scope.context, at);
    trace.push({ at, field: condition.field, op: condition.op, ...("value" in condition ? { value: condition.value } : {}), seen: seen === undefined ? null : seen, result });
    return result;
  }
  if ("all" in condition) return condition.all.every((c, i) => walk(c, scope, `${at}/all/${i}`, trace, depth + 1));
  if ("any" in condition) return condition.any.some((c, i) => walk(c, scope, `${at}/any/${i}`, trace, depth + 1));
  if ("not" in condition) return !walk(condition.not, scope, `${at}/not`, trace, depth + 1);
  if ("condition" in condition) {
    const named = Object.prototype.hasOwnProperty.call(scope.named, condition.condition) ? scope.named[condition.condition] : undefined;
    if (!named) throw new ConditionError(`unknown named condition ${JSON.stringify(condition.condition)}`, at);
    return walk(named, scope, `/conditions/${condition.condition}`, trace, depth + 1);
  }
  const rows = rowsOf(condition);
  if (rows) {
    const list = rowAnswers(readField(rows.list, scope.answers, scope.context));
    let matched = 0;
    const result = rowsHold(
      rows,
      list.length,
      (i) => {
        // Each row judged over its own answers; its leaves traced by the list's path and the row.
        const inRow: TraceEntry[] = [];
        const holds = walk(rows.where as Condition, { ...scope, answers: list[i] as Answers }, `${at}/where`, inRow, depth + 1);
        for (const entry of inRow) trace.push({ ...entry, field: rowField(rows.list, entry.field), row: entry.row ?? i + 1 });
        if (holds) matched++;
        return holds;
      },
      at,
    );
    // What no row's leaf says: the number of rows counted, or that there were none.
    if (rows.kind === "countRows") {
      const { op, value } = rows.condition as { op: CountOperator; value: number };
      trace.push({ at, field: rows.list, op, value, seen: rows.where === undefined ? list.length : matched, result });
    } else if (!list.length) trace.push({ at, field: rows.list, op: result ? "isNotSet" : "isSet", seen: null, result });
    return result;
  }
  throw new ConditionError("not a condition: expected all, any, not, condition, anyRow, everyRow, noRow, countRows or a field leaf", at);
}

/**
 * Evaluates a JSON condition over the answers and the context. `all` and `any` short-circuit, so
 * the trace lists exactly the leaves that decided the result. `at` is the condition's JSON pointer
 * in the definition, so every trace entry says where it came from.
 */
export function evaluateCondition(condition: Condition, scope: ConditionScope, at = ""): ConditionResult {
  const trace: TraceEntry[] = [];
  const result = walk(condition, scope, at, trace, 0);
  return { result, trace };
}
