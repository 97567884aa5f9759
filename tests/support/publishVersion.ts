import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { keepCurrentVersion } from "../../server/testing/publishVersion.ts";
import { SCHEMAS } from "../../engine/node/paths.ts";
import type { Definition, VersionMigration } from "../../engine/types.ts";

/** A copy of schemas/ in a temporary folder, for a server started with SCHEMAS_DIR pointing at it. */
export function copySchemas(): string {
  const dir = mkdtempSync(join(tmpdir(), "schemas-"));
  cpSync(SCHEMAS, dir, { recursive: true });
  return dir;
}

/** What an analyst changes in a type's file: the raw JSON (with its $refs) and the version in force, resolved. */
export type DefinitionEdit = (raw: Record<string, unknown>, resolved: Definition) => void;

/** The labels of the version kept and the version published. */
export interface Published {
  from: string;
  to: string;
}

/**
 * Publishes the next version of a type in a copy of schemas/ as an analyst does (decision 0041):
 * the version in force, resolved, is kept as history/<slug>/<version>.json, then types/<slug>.json
 * is edited, its version label bumped (YYYY.MM.N+1), taking effect on `effectiveFrom`, and its
 * migrations from the kept version declared.
 */
export function publishVersion(dir: string, slug: string, edit: DefinitionEdit, migration: Omit<VersionMigration, "from">, effectiveFrom: string): Published {
  const { file, current: resolved, next: to } = keepCurrentVersion(dir, slug);
  const raw = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
  edit(raw, structuredClone(resolved));
  Object.assign(raw, { version: to, effectiveFrom, migrations: { from: resolved.version, ...migration } });
  writeFileSync(file, `${JSON.stringify(raw, null, 2)}\n`);
  return { from: resolved.version, to };
}

/** A field's options as a definition spells them: an `enum`, or a reference list's items (`x-list`). */
interface OptionsJson {
  enum?: unknown[];
  items?: OptionsJson;
  "x-list"?: { items: Array<{ value: unknown }> };
}

/** A wizard step as the raw file holds it, once it is the type's own (or as a resolved definition holds it). */
export interface StepJson {
  id: string;
  schema: { required?: string[]; properties: Record<string, OptionsJson & Record<string, unknown>> };
  ui?: Record<string, unknown>;
}

/**
 * The step of the raw file to edit: a shared step (`$ref` to schemas/common/) is replaced by its
 * resolved copy first, as an analyst copies a shared step into the one type that changes it, so
 * the other types (whose versions did not change) keep their text.
 */
export function ownStep(raw: Record<string, unknown>, resolved: Definition, stepId: string): StepJson {
  const steps = (raw.wizard as { steps: Array<Record<string, unknown>> }).steps;
  const own = resolved.wizard?.steps.find((s) => s.id === stepId);
  if (!own) throw new Error(`${resolved.id} has no step ${stepId}`);
  const at = steps.findIndex((s) => s.id === stepId || (typeof s.$ref === "string" && s.$ref.endsWith(`/${stepId}.json`)));
  if (at < 0) throw new Error(`${resolved.id}'s file has no step ${stepId}`);
  if (!steps[at]?.id) steps[at] = structuredClone(own) as unknown as Record<string, unknown>;
  return steps[at] as unknown as StepJson;
}

/** Takes one option out of a field of the step (its enum or its reference list, for one choice or several). */
export function withdrawOption(step: StepJson, field: string, value: unknown): void {
  const schema = step.schema.properties[field];
  const options = schema?.items ?? schema;
  if (!options) throw new Error(`step ${step.id} has no field ${field}`);
  if (options.enum) options.enum = options.enum.filter((v) => v !== value);
  else if (options["x-list"]) options["x-list"].items = options["x-list"].items.filter((item) => item.value !== value);
  else throw new Error(`${field} on step ${step.id} has no options`);
}

/** Adds a required single-choice question to the step, drawn as radios. */
export function addQuestion(step: StepJson, name: string, title: string, options: string[]): void {
  step.schema.properties[name] = { type: "string", title, enum: options };
  step.schema.required = [...(step.schema.required ?? []), name];
  step.ui = { ...step.ui, [name]: { "ui:widget": "radio" } };
}

/** Every fee line the type's file states itself (not the shared ones) costs `more` cents more from `from`: a new dated amount, the old one kept. */
export function raiseFees(raw: Record<string, unknown>, from: string, more: number, today: string): void {
  const lines = (raw.fees as { lines: Array<{ amounts?: Array<{ from: string; amount?: number }> }> }).lines;
  for (const line of lines) {
    if (!line.amounts) continue;
    const now = [...line.amounts].filter((a) => a.from <= today).sort((a, b) => a.from.localeCompare(b.from)).at(-1);
    // A rate (decision 0053) is not raised: only a fixed amount is.
    if (now?.amount !== undefined) line.amounts.push({ from, amount: now.amount + more });
  }
}

/** The change the version journeys publish: an option withdrawn from a wizard step, a question added beside it, the fees raised. */
export interface Withdrawal {
  slug: string;
  step: string;
  field: string;
  option: string;
  /** The analyst's reason for withdrawing it, shown to the applicant. */
  note: string;
  question: { name: string; title: string; options: string[] };
  /** Cents added to each fee line the type states itself. */
  raise: number;
  /** The day the new version takes effect (and the new fees with it). */
  effectiveFrom: string;
}

/**
 * Publishes the next version of a type with `withdrawal` in a copy of schemas/: the option is
 * withdrawn (a `dropOption` tells drafts that chose it), the new question is added to the same
 * step, and the fees rise from the day it takes effect.
 */
export function publishWithdrawal(dir: string, withdrawal: Withdrawal): Published {
  const { step: stepId, field, option, note, question, raise, effectiveFrom } = withdrawal;
  return publishVersion(
    dir,
    withdrawal.slug,
    (raw, resolved) => {
      const step = ownStep(raw, resolved, stepId);
      withdrawOption(step, field, option);
      addQuestion(step, question.name, question.title, question.options);
      raiseFees(raw, effectiveFrom, raise, effectiveFrom);
    },
    { changes: [{ op: "dropOption", field, value: option, note }] },
    effectiveFrom,
  );
}
