import { screen, within } from "@testing-library/react";
import type userEvent from "@testing-library/user-event";
import type { FieldSchema, Section } from "../../engine/types.ts";
import { PNG } from "./sampleFiles.ts";

type User = ReturnType<typeof userEvent.setup>;

/** The choices a field offers, as the screen labels them: the list item's label, else its value. */
const choiceLabel = (field: FieldSchema, value: unknown): string => {
  const choices = field.type === "array" && field.items ? field.items : field;
  const item = choices["x-list"]?.items.find((i) => i.value === value);
  return item?.label ?? String(value);
};

const isChoice = (field: FieldSchema) => Boolean(field.enum || field["x-list"]);
const widgetOf = (ui: Record<string, unknown> | undefined, name: string) => ((ui?.[name] as Record<string, unknown> | undefined)?.["ui:widget"] as string | undefined) ?? "";

/**
 * Whether an applicant can give this answer on the screen with the kinds of control
 * answerOnScreen knows: choices (tiles, radios, selects, checkboxes, the map's list), yes/no
 * boxes, text and number boxes, a signature (uploaded), and objects of those. Rows of a table,
 * uploads inside the form and dates are not among them.
 */
export function answerableOnScreen(field: FieldSchema, value: unknown, widget = ""): boolean {
  if (widget === "signatureUpload" || widget === "signaturePad") return true;
  if (field["x-file"] || field.format === "date" || field.format === "date-time") return false;
  if (field.type === "array") return Array.isArray(value) && Boolean(field.items && isChoice(field.items));
  if (field.type === "object") return typeof value === "object" && value !== null && Object.entries(value).every(([k, v]) => Boolean(field.properties?.[k]) && answerableOnScreen(field.properties?.[k] as FieldSchema, v));
  return ["string", "number", "integer", "boolean"].includes(typeof field.type === "string" ? field.type : "") && ["string", "number", "boolean"].includes(typeof value);
}

/** The control labelled `title`, if the screen shows one. */
const labelled = (title: string) => screen.queryAllByLabelText(title, { exact: true })[0] as HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | undefined;

/** Gives one answer on the screen as an applicant would; a control the screen does not show is left (the engine then says what is missing). */
async function answerField(user: User, field: FieldSchema, value: unknown, widget: string): Promise<void> {
  const title = field.title ?? "";
  if (widget === "signatureUpload" || widget === "signaturePad") {
    // A drawn signature cannot be drawn in jsdom: the applicant uploads one instead (either is enough).
    const upload = labelled("Upload Signature");
    if (upload && !screen.queryByText("A file is attached.")) {
      await user.upload(upload as HTMLInputElement, new File([PNG], "signature.png", { type: "image/png" }));
      await screen.findByText("A file is attached.");
    }
    return;
  }
  if (field.type === "object") {
    for (const [key, inner] of Object.entries(value as Record<string, unknown>)) await answerField(user, field.properties?.[key] as FieldSchema, inner, "");
    return;
  }
  if (field.type === "array") {
    const group = screen.queryByRole("group", { name: title });
    for (const item of value as unknown[]) {
      const box = (group ? within(group) : screen).getByRole("checkbox", { name: choiceLabel(field, item) }) as HTMLInputElement;
      if (!box.checked) await user.click(box);
    }
    return;
  }
  if (field.type === "boolean") {
    const box = screen.queryByRole("checkbox", { name: title }) as HTMLInputElement | null;
    if (box && box.checked !== value) await user.click(box);
    return;
  }
  const control = labelled(title);
  if (isChoice(field) && control instanceof HTMLSelectElement) {
    if (control.value !== String(value)) await user.selectOptions(control, String(value));
    return;
  }
  if (isChoice(field)) {
    const group = screen.queryByRole("group", { name: title }) ?? screen.queryByRole("radiogroup", { name: title });
    const radio = group ? (within(group).getByRole("radio", { name: choiceLabel(field, value) }) as HTMLInputElement) : null;
    // Clicking a chosen radio again clears it, so a choice already made is left.
    if (radio && !radio.checked) await user.click(radio);
    return;
  }
  if ((control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) && !control.readOnly && !control.disabled && control.value !== String(value)) {
    await user.clear(control);
    await user.type(control, String(value));
  }
}

/** Answers the fields of a wizard step or form page that `answers` gives, in the page's order. */
export async function answerOnScreen(user: User, section: Section, answers: Record<string, unknown>, fields: string[] = Object.keys(section.schema.properties ?? {})): Promise<void> {
  const order = (section.ui?.["ui:order"] as string[] | undefined) ?? [];
  const sorted = [...fields].sort((a, b) => (order.includes(a) ? order.indexOf(a) : order.length) - (order.includes(b) ? order.indexOf(b) : order.length));
  for (const name of sorted) {
    const field = section.schema.properties?.[name] as FieldSchema | undefined;
    if (!field || answers[name] === undefined || field.readOnly || field["x-profile"]) continue;
    await answerField(user, field, answers[name], widgetOf(section.ui, name));
  }
}

/** Whether every answer `answers` gives to these fields of a section can be given on the screen (answerableOnScreen). */
export function sectionAnswerable(section: Section, answers: Record<string, unknown>, fields: string[] = Object.keys(section.schema.properties ?? {})): boolean {
  return fields.every((name) => {
    const field = section.schema.properties?.[name] as FieldSchema | undefined;
    return !field || answers[name] === undefined || field.readOnly || Boolean(field["x-profile"]) || answerableOnScreen(field, answers[name], widgetOf(section.ui, name));
  });
}
