import type { Locator, Page } from "playwright-core";
import { readDate } from "../../../engine/dates/readDate.ts";
import type { FieldSchema } from "../../../engine/types.ts";
import { fileFor } from "./files.ts";
import { pointer, type Hands } from "./hands.ts";
import { drawSignature } from "./drawSignature.ts";

/** One field of a wizard step or form page as drawn: RJSF's id (`root_a_0_b`), its schema and rendering hints. */
export interface DrawnField {
  id: string;
  name: string;
  field: FieldSchema;
  ui: Record<string, unknown> | undefined;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A label or legend as the theme writes it: the field's title, with ' (Optional)' when not required (spec 000 §5). */
export const labelled = (title: string) => new RegExp(`^${escape(title)}( \\(Optional\\))?$`);

const CHOICES = new Set(["tiles", "radio", "checkboxes", "fishingAreaMap"]);
export const widgetOf = (d: DrawnField) => String(d.ui?.["ui:widget"] ?? "");
const titleOf = (d: DrawnField) => d.field.title ?? d.name;
const isObject = (d: DrawnField) => d.field.type === "object" && Boolean(d.field.properties);
const isRows = (d: DrawnField) => d.field.type === "array" && d.field.items?.type === "object";

/** Whether the field is on screen now (a nested object has no element of its own, only its children). */
export async function isDrawn(page: Page, d: DrawnField): Promise<boolean> {
  return (await page.locator(isObject(d) ? `[id^="${d.id}_"]` : `[id="${d.id}"]`).count()) > 0;
}

/** The element with the field's id, found by its accessible name: a field the theme does not label is not found. */
function named(page: Page, d: DrawnField, role: "group" | "checkbox" | "button" | null): Locator {
  const byName = role ? page.getByRole(role, { name: labelled(titleOf(d)) }) : page.getByLabel(labelled(titleOf(d)));
  return byName.and(page.locator(`[id="${d.id}"]`));
}

/**
 * Answers one field the way a person would, by its widget: ticks the options named by the values
 * (tiles, radios, checkboxes, the map's list), picks from a list, ticks a box, presses an action
 * button, uploads a file, draws on the signature pad, or types. Objects and rows are left to the
 * caller, which walks their children.
 */
export async function fillField(page: Page, d: DrawnField, value: unknown, hands: Hands = pointer): Promise<void> {
  const widget = widgetOf(d);
  if (isObject(d) || isRows(d)) throw new Error(`${d.name} is a group of fields, not one`);
  if (CHOICES.has(widget)) {
    const group = named(page, d, "group");
    const role = d.field.type === "array" ? "checkbox" : "radio";
    for (const option of [value].flat()) await hands.tick(group.getByRole(role, { name: String(option), exact: true }));
  } else if (widget === "actionButton") {
    const button = named(page, d, "button");
    if ((await button.getAttribute("aria-pressed")) !== "true") await hands.press(button);
  } else if (widget === "checkbox" || d.field.type === "boolean") {
    await hands.tick(named(page, d, "checkbox"));
  } else if (widget === "signaturePad") {
    if (hands.keyboard) throw new Error(`${d.name}: a signature pad needs a pointer; the keyboard signs by upload`);
    await drawSignature(page, page.getByRole("group", { name: labelled(titleOf(d)) }).locator(`canvas[id="${d.id}"]`));
  } else if (widget === "file" || widget === "signatureUpload") {
    const accept = (d.ui?.["ui:options"] as { accept?: string[] } | undefined)?.accept ?? (widget === "signatureUpload" ? [".png"] : [".pdf"]);
    await hands.upload(named(page, d, null), fileFor(d.name, accept));
    await page.locator(`[id="${d.id}"] + p`, { hasText: "A file is attached." }).waitFor();
  } else if (d.field.format === "date" || d.field.format === "date-time") {
    // The GOV.UK date input (decision 0021): Day, Month, Year and, for a date-time, Hour and
    // Minute in Jamaica time, in a group named by the field's title; the Day box has its id.
    const group = page.getByRole("group", { name: labelled(titleOf(d)) }).filter({ has: page.locator(`[id="${d.id}"]`) });
    const parts = readDate(String(value));
    if (!parts) throw new Error(`${d.name}: '${String(value)}' is not a date to type`);
    const boxes: Array<[string, number | undefined]> = [["Day", parts.day], ["Month", parts.month], ["Year", parts.year], ...(d.field.format === "date-time" ? ([["Hour", parts.hour], ["Minute", parts.minute]] as Array<[string, number | undefined]>) : [])];
    for (const [box, number] of boxes) await hands.type(group.getByLabel(box, { exact: true }), String(number ?? 0));
  } else {
    // A list (a select widget, an enum, a bounded year) is picked from; anything else is typed.
    const input = named(page, d, null);
    if ((await input.evaluate((e) => e.tagName)) === "SELECT") await hands.pick(input, String(value));
    else await hands.type(input, String(value));
  }
}
