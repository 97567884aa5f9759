import type { FieldSchema } from "../types.ts";
import { formatDate, formatDateTime } from "../dates/formatDate.ts";
import { formatMoney } from "../fees/formatMoney.ts";
import { displayNumber } from "./displayNumber.ts";

/**
 * An answer written out for reading, the same on the check-your-answers page and in the
 * submission PDF: a line of text, a picture (a signature, a photo) with words for it, or a list of
 * labelled entries (an object's fields, the rows of a table), nested as the answer is.
 */
export type AnswerText =
  | { kind: "text"; text: string }
  | { kind: "image"; text: string; src: string }
  | { kind: "list"; entries: Array<{ label: string | null; value: AnswerText }> };

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === "object" && !Array.isArray(value);

/** An uploaded file in the spec's shape (spec 001 §3): `{name, content (base64), contentType}`. */
const isFileObject = (value: Record<string, unknown>): boolean => typeof value.name === "string" && typeof value.content === "string";

/** Whether an answer has anything to show (a keyed table with nothing ticked has not). */
export function hasAnswer(value: unknown): boolean {
  if (value === undefined || value === null || value === "" || value === false) return false;
  if (Array.isArray(value)) return value.some(hasAnswer);
  if (isObject(value)) return Object.values(value).some(hasAnswer);
  return true;
}

/** The file name a data URL carries (`data:application/pdf;name=permit.pdf;base64,…`), if any. */
function dataUrlName(url: string): string | null {
  const head = url.slice(5, url.indexOf(","));
  const name = head.split(";").find((part) => part.startsWith("name="));
  if (!name) return null;
  try {
    return decodeURIComponent(name.slice(5));
  } catch {
    return name.slice(5);
  }
}

/** A file kept in the answers as a data URL: a picture is shown, anything else named. */
function fileText(url: string): AnswerText {
  const name = dataUrlName(url);
  if (/^data:image\/(png|jpe?g|gif|webp)[;,]/.test(url)) return { kind: "image", text: name ?? "Image attached", src: url };
  return { kind: "text", text: name ?? "File attached" };
}

/** The label of a choice: the reference list's label for the value where it has one, else the value. */
function choiceLabel(value: string, field: FieldSchema | undefined): string {
  return field?.["x-list"]?.items.find((item) => item.value === value)?.label ?? value;
}

/** One value that is not a list or an object, as text: dates, money, units, Yes/No, choice labels. */
export function scalarText(value: unknown, field: FieldSchema | undefined): string {
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (typeof value === "number") {
    const unit = field?.["x-unit"];
    if (unit === "JMD") return formatMoney(Math.round(value * 100));
    return unit ? `${displayNumber(value)} ${String(unit)}` : String(value);
  }
  const text = String(value);
  if (field?.format === "date") return formatDate(text);
  if (field?.format === "date-time") return formatDateTime(text);
  return choiceLabel(text, field);
}

/** A nested object's entries: unticked, empty and redundant ticks left out. */
function objectEntries(value: Record<string, unknown>, field: FieldSchema | undefined): Array<{ label: string | null; value: AnswerText }> {
  const answered = Object.entries(value).filter(([, inner]) => hasAnswer(inner));
  // A keyed table's row ticks itself (isChecked, isEnabled): beside its other answers the tick says nothing.
  const hasOther = answered.some(([, inner]) => typeof inner !== "boolean");
  return answered
    .filter(([, inner]) => !(hasOther && inner === true))
    .flatMap(([key, inner]) => {
      const sub = field?.properties?.[key];
      const shown = answerText(inner, sub);
      return shown ? [{ label: sub?.title ?? key, value: shown }] : [];
    });
}

/**
 * Writes an answer out for reading, from its value and the field's schema; null when there is
 * nothing to show (unanswered, an empty table, an unticked box inside a table). A top-level `false`
 * is an answer ("No"); inside a table an unticked box is simply left out.
 */
export function answerText(value: unknown, field: FieldSchema | undefined): AnswerText | null {
  if (value === undefined || value === null || value === "") return null;
  if (typeof value === "string" && value.startsWith("data:")) return fileText(value);
  if (Array.isArray(value)) {
    const items = value.filter(hasAnswer);
    if (!items.length) return null;
    if (!items.some(isObject)) return { kind: "text", text: items.map((item) => scalarText(item, field?.items)).join(", ") };
    const title = field?.items?.title ?? "Row";
    const entries = items.flatMap((row, i) => {
      const shown = answerText(row, field?.items);
      return shown ? [{ label: `${title} ${i + 1}`, value: shown }] : [];
    });
    return entries.length ? { kind: "list", entries } : null;
  }
  if (isObject(value)) {
    if (isFileObject(value)) return { kind: "text", text: String(value.name) };
    const entries = objectEntries(value, field);
    return entries.length ? { kind: "list", entries } : null;
  }
  return { kind: "text", text: scalarText(value, field) };
}

/** The answer as plain lines of text (nested entries indented by two spaces), for search and tests. */
export function answerLines(text: AnswerText, indent = ""): string[] {
  if (text.kind !== "list") return [`${indent}${text.text}`];
  return text.entries.flatMap(({ label, value }) =>
    value.kind === "list" ? [...(label ? [`${indent}${label}`] : []), ...answerLines(value, `${indent}  `)] : [`${indent}${label ? `${label}: ` : ""}${answerLines(value)[0]?.trim() ?? ""}`],
  );
}
