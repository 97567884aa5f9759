import { ConditionError } from "../conditions/ConditionError.ts";
import type { ConditionScope } from "../conditions/evaluateCondition.ts";
import { compareLeaf } from "../conditions/compareLeaf.ts";
import { inWindow } from "../conditions/inWindow.ts";
import { isAnswered } from "../conditions/isAnswered.ts";
import { readField } from "../conditions/readField.ts";
import { rowAnswers, rowField, rowsHold, rowsOf } from "../conditions/rowsOf.ts";
import type { Answers, Condition, ConditionLeaf, Operator } from "../types.ts";
import type { ExplainedCheck } from "./Explanation.ts";
import { conditionWords } from "./conditionWords.ts";
import { rowWords } from "./rowWords.ts";
import { leafRule, OPERATOR_WORDS, valueText, type FieldWords } from "./operatorWords.ts";

/** A condition's result and the leaves that decided it. */
export interface Judgement {
  holds: boolean;
  /** The leaves that decided: all of a true `all` and a false `any`, the first false of an `all`, the first true of an `any`. */
  checks: ExplainedCheck[];
}

const isLeaf = (c: Condition): c is ConditionLeaf => typeof c === "object" && "field" in c && "op" in c;

/** The answer seen, in words, as a fact: "Nationality is Local", "Renewal Type is not answered". */
function answerWords(leaf: ConditionLeaf, seen: unknown, scope: ConditionScope, words: FieldWords): string {
  const label = words.label(leaf.field);
  const shown = valueText(words, leaf.field, seen);
  if (leaf.op === "isSet" || leaf.op === "isNotSet") return isAnswered(seen) ? `${label} is answered (${shown})` : `${label} is not answered`;
  if ((leaf.op === "inWindow" || leaf.op === "notInWindow") && typeof seen === "string" && typeof leaf.value === "string") {
    const window = scope.context.windows[leaf.value];
    const inside = window ? inWindow(seen, window) : false;
    return `${label} is ${shown}, which ${inside ? "falls" : "does not fall"} in ${leaf.value}`;
  }
  return `${label} is ${shown}`;
}

function judge(condition: Condition, scope: ConditionScope, at: string, words: FieldWords, depth: number): Judgement {
  if (depth > 32) throw new ConditionError("condition nests too deeply (a named condition refers to itself?)", at);
  if (typeof condition === "boolean") return { holds: condition, checks: [] };
  if (isLeaf(condition)) {
    const read = readField(condition.field, scope.answers, scope.context);
    const seen = read === undefined ? null : read;
    const holds = compareLeaf(condition, read, scope.context, at);
    const check: ExplainedCheck = { at, field: condition.field, label: words.label(condition.field), op: condition.op, ...("value" in condition ? { value: condition.value } : {}), seen, holds, rule: leafRule(words, condition), answer: answerWords(condition, seen, scope, words) };
    return { holds, checks: [check] };
  }
  if ("all" in condition || "any" in condition) {
    const all = "all" in condition;
    const parts = all ? condition.all : condition.any;
    const checks: ExplainedCheck[] = [];
    for (let i = 0; i < parts.length; i++) {
      const part = judge(parts[i] as Condition, scope, `${at}/${all ? "all" : "any"}/${i}`, words, depth + 1);
      // Short-circuit as the interpreter does: the part that settles it is the whole reason.
      if (part.holds !== all) return { holds: part.holds, checks: part.checks };
      checks.push(...part.checks);
    }
    return { holds: all, checks };
  }
  if ("not" in condition) {
    const inner = judge(condition.not, scope, `${at}/not`, words, depth + 1);
    return { holds: !inner.holds, checks: inner.checks };
  }
  if ("condition" in condition) {
    const named = Object.prototype.hasOwnProperty.call(scope.named, condition.condition) ? scope.named[condition.condition] : undefined;
    if (named === undefined) throw new ConditionError(`unknown named condition ${JSON.stringify(condition.condition)}`, at);
    return judge(named, scope, `/conditions/${condition.condition}`, words, depth + 1);
  }
  const rows = rowsOf(condition);
  if (rows) {
    const list = rowAnswers(readField(rows.list, scope.answers, scope.context));
    const judged: Judgement[] = [];
    const holds = rowsHold(
      rows,
      list.length,
      (i) => {
        const row = judge(rows.where as Condition, { ...scope, answers: list[i] as Answers }, `${at}/where`, rowWords(words, rows.list, i + 1), depth + 1);
        judged.push({ holds: row.holds, checks: row.checks.map((check) => ({ ...check, field: rowField(rows.list, check.field), row: check.row ?? i + 1 })) });
        return row.holds;
      },
      at,
    );
    const listLabel = words.label(rows.list);
    if (rows.kind === "countRows") {
      // The number is the fact: one check for it, not one per row read.
      const { op, value } = rows.condition as { op: Operator; value: number };
      const where = rows.where === undefined ? "" : ` where ${conditionWords(rows.where, {}, rowWords(words, rows.list))}`;
      const matched = rows.where === undefined ? list.length : judged.filter((row) => row.holds).length;
      const label = `the number of rows of ${listLabel}${where}`;
      return { holds, checks: [{ at, field: rows.list, label, op, value, seen: matched, holds, rule: `${label} ${OPERATOR_WORDS[op]} ${value}`, answer: `${label} is ${matched}` }] };
    }
    if (!list.length) return { holds, checks: [{ at, field: rows.list, label: listLabel, op: "isSet", seen: null, holds, rule: `${listLabel} has rows`, answer: `${listLabel} has no rows` }] };
    // The row that settled it, when one did (the first found, the first that broke the rule); else every row read.
    const settled = (rows.kind === "anyRow" && holds) || (rows.kind === "noRow" && !holds) || (rows.kind === "everyRow" && !holds) ? judged.slice(-1) : judged;
    return { holds, checks: settled.flatMap((row) => row.checks) };
  }
  throw new ConditionError("not a condition: expected all, any, not, condition, anyRow, everyRow, noRow, countRows or a field leaf", at);
}

/**
 * Judges a condition as engine/conditions/evaluateCondition.ts does (the same reads, operators and
 * short-circuits, so the same result) and keeps the leaves that decided it, each in words.
 */
export function judgeCondition(condition: Condition, scope: ConditionScope, at: string, words: FieldWords): Judgement {
  return judge(condition, scope, at, words, 0);
}
