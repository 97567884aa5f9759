import type { Page } from "playwright-core";
import type { Answers, FieldSchema } from "../../../engine/types.ts";
import { fillField, isDrawn, labelled, widgetOf, type DrawnField } from "./fillField.ts";
import { pointer, type Hands } from "./hands.ts";

type Task = { kind: "field"; drawn: DrawnField; value: unknown; path: Array<string | number> } | { kind: "row"; rows: DrawnField; index: number };
type Ui = Record<string, unknown> | undefined;

export interface FillOptions {
  /** Where this is, for messages: the journey and the step or page. */
  where: string;
  /** Top-level fields to answer (the engine's `asked`); all when absent. */
  asked?: ReadonlySet<string>;
  /** Answer only what is on screen now, not waiting for the rest (a form drawn in parts). */
  presentOnly?: boolean;
  /** Pointer (the default) or keyboard alone. */
  hands?: Hands;
  /** After each answer, with this section's answers so far: true when the screen moved on by itself. */
  onAnswered?: (given: Answers) => Promise<boolean>;
}

/**
 * With the keyboard, a drawn signature is given the keyboard-accessible way the pad offers beside
 * it: the section's signature upload.
 */
function signByUpload(properties: Record<string, FieldSchema>, ui: Ui, values: Record<string, unknown>): Record<string, unknown> {
  const pad = Object.keys(properties).find((name) => widgetOf({ id: "", name, field: {}, ui: ui?.[name] as Ui }) === "signaturePad" && values[name] !== undefined);
  const upload = Object.keys(properties).find((name) => widgetOf({ id: "", name, field: {}, ui: ui?.[name] as Ui }) === "signatureUpload");
  if (!pad || !upload) return values;
  const { [pad]: drawn, ...rest } = values;
  return { ...rest, [upload]: drawn };
}

function tasksOf(properties: Record<string, FieldSchema>, ui: Ui, values: Record<string, unknown>, prefix: string, path: Array<string | number>): Task[] {
  const tasks: Task[] = [];
  for (const [name, field] of Object.entries(properties)) {
    const value = values[name];
    if (value === undefined || value === null || field.readOnly || field["x-computed"]) continue;
    const drawn: DrawnField = { id: `${prefix}_${name}`, name, field, ui: ui?.[name] as Ui };
    if (field.type === "object" && field.properties && typeof value === "object") {
      tasks.push(...tasksOf(field.properties, drawn.ui, value as Record<string, unknown>, drawn.id, [...path, name]));
    } else if (field.type === "array" && field.items?.type === "object" && Array.isArray(value)) {
      value.forEach((row, index) => {
        tasks.push({ kind: "row", rows: drawn, index });
        tasks.push(...tasksOf(field.items?.properties ?? {}, (drawn.ui?.items ?? undefined) as Ui, row as Record<string, unknown>, `${drawn.id}_${index}`, [...path, name, index]));
      });
    } else tasks.push({ kind: "field", drawn, value, path: [...path, name] });
  }
  return tasks;
}

const shown = (page: Page, task: Task) => (task.kind === "field" ? isDrawn(page, task.drawn) : isDrawn(page, task.rows));

function put(target: Answers, path: Array<string | number>, value: unknown): void {
  let at = target as Record<string | number, unknown>;
  path.forEach((key, i) => {
    if (i === path.length - 1) at[key] = value;
    else at = (at[key] ??= typeof path[i + 1] === "number" ? [] : {}) as Record<string | number, unknown>;
  });
}

async function perform(page: Page, task: Task, given: Answers, hands: Hands): Promise<void> {
  if (task.kind === "field") {
    await fillField(page, task.drawn, task.value, hands);
    put(given, task.path, task.value);
    return;
  }
  const row = page.locator(`[id^="${task.rows.id}_${task.index}_"]`).first();
  if (await row.count()) return;
  const title = task.rows.field.title ?? task.rows.name;
  const add = page.getByRole("group", { name: labelled(title) }).and(page.locator(`[id="${task.rows.id}"]`)).getByRole("button", { name: /^Add/ });
  await hands.press(add);
  await row.waitFor();
}

/**
 * Answers a section's fields from a complete scenario's answers through the page, in the order
 * they appear: a field shown only after another is answered is waited for; rows are added with
 * the table's Add button. Stops early when the screen moves on by itself.
 */
export async function fillSection(page: Page, schema: FieldSchema, ui: Ui, answers: Answers, options: FillOptions): Promise<{ advanced: boolean; given: Answers }> {
  const top = Object.fromEntries(Object.entries(schema.properties ?? {}).filter(([name]) => !options.asked || options.asked.has(name)));
  const hands = options.hands ?? pointer;
  const pending = tasksOf(top, ui, hands.keyboard ? signByUpload(top, ui, answers) : answers, "root", []);
  const given: Answers = {};
  while (pending.length) {
    let index = -1;
    for (let i = 0; i < pending.length && index < 0; i++) if (await shown(page, pending[i] as Task)) index = i;
    if (index < 0) {
      if (options.presentOnly) return { advanced: false, given };
      const ids = pending.map((t) => (t.kind === "field" ? t.drawn.id : t.rows.id));
      await page
        .waitForFunction((list) => list.some((id) => document.getElementById(id) ?? document.querySelector(`[id^="${id}_"]`)), ids, { timeout: 10_000 })
        .catch(() => {
          throw new Error(`${options.where}: these answers have no field on screen: ${ids.join(", ")}`);
        });
      continue;
    }
    const [task] = pending.splice(index, 1) as [Task];
    try {
      await perform(page, task, given, hands);
    } catch (error) {
      throw new Error(`${options.where}: could not answer ${task.kind === "field" ? task.drawn.id : `row ${task.index + 1} of ${task.rows.id}`}: ${(error as Error).message.split("\n")[0]}`);
    }
    if (task.kind === "field" && options.onAnswered && (await options.onAnswered(given))) return { advanced: true, given };
  }
  return { advanced: false, given };
}
