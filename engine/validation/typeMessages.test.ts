import { describe, expect, it } from "vitest";
import { compileDefinition } from "../definition/compileDefinition.ts";
import { miniContext, miniDefinition } from "../testing/miniDefinition.ts";
import type { Definition, Step } from "../types.ts";
import { sectionMessage } from "./typeMessages.ts";
import { validateSection } from "./validateSection.ts";
import { widgetAt } from "./widgetAt.ts";

const SELECTION = "You must make a selection before proceeding to the next step";

/** One step of tiles, radios, a list of tiles, rows with a tiles field and a date, beside a page of tiles. */
const choices: Step = {
  id: "choices",
  title: "Choices",
  schema: {
    type: "object",
    required: ["kind", "port", "gear", "own", "rows", "plain"],
    properties: {
      kind: { type: "string", enum: ["A", "B"] },
      port: { type: "string", enum: ["North", "South"] },
      gear: { type: "array", minItems: 1, items: { type: "string", enum: ["Net", "Pot"] } },
      own: { type: "string", enum: ["A", "B"], errorMessage: { required: "Choose your own" } },
      plain: { type: "string", maxLength: 3 },
      rows: { type: "array", items: { type: "object", required: ["choice"], properties: { choice: { type: "string", enum: ["X"] }, on: { type: "string", format: "date", maxDate: "today" } } } },
    },
  },
  ui: { kind: { "ui:widget": "tiles" }, port: { "ui:widget": "radio" }, gear: { "ui:widget": "tiles" }, own: { "ui:widget": "tiles" }, rows: { items: { choice: { "ui:widget": "tiles" }, on: { "ui:widget": "date" } } } },
  next: [{ goto: "$end" }],
};

const typed = (messages: Definition["messages"]): Definition => ({
  ...miniDefinition,
  ...(messages ? { messages } : {}),
  wizard: { start: "choices", steps: [choices] },
  form: { previewTitle: "Preview", pages: [{ id: "page", title: "Page", schema: { type: "object", required: ["kind"], properties: { kind: { type: "string", enum: ["A"] } } }, ui: { kind: { "ui:widget": "tiles" } } }] },
});

const judgeStep = (definition: Definition, answers: Record<string, unknown>) =>
  validateSection(compileDefinition(definition).steps.get("choices")!, { answers, context: miniContext, named: {} });

describe("a type's own default messages (decision 0036)", () => {
  const messages = { step: SELECTION, widgets: { tiles: { required: SELECTION, minItems: SELECTION }, date: { maxDate: "Not after {max}" } } };

  it("gives every field drawn with a widget the type's text for a rule it writes none for, rows included", () => {
    const result = judgeStep(typed(messages), { gear: [], rows: [{ on: "2030-01-01" }] });
    expect(result.errors).toEqual(
      expect.arrayContaining([
        { pointer: "/kind", message: SELECTION },
        { pointer: "/gear", message: SELECTION },
        { pointer: "/rows/0/choice", message: SELECTION },
        { pointer: "/rows/0/on", message: "Not after 22 November 2026" },
      ]),
    );
  });

  it("leaves a field's own errorMessage, other widgets and other rules as they were", () => {
    const errors = judgeStep(typed(messages), { plain: "toolong" }).errors;
    expect(errors).toEqual(
      expect.arrayContaining([
        { pointer: "/own", message: "Choose your own" },
        { pointer: "/port", message: "This field is required" },
        { pointer: "/plain", message: "Max length is 3" },
      ]),
    );
  });

  it("without messages, the engine's defaults apply as before", () => {
    const errors = judgeStep(typed(undefined), { gear: [] }).errors;
    expect(errors).toEqual(expect.arrayContaining([{ pointer: "/kind", message: "This field is required" }, { pointer: "/gear", message: "This field is required" }]));
  });

  it("gives a failing wizard step the type's step message when it has none, and never a form page", () => {
    const compiled = compileDefinition(typed(messages));
    expect(judgeStep(typed(messages), {}).message).toBe(SELECTION);
    expect(sectionMessage(compiled.steps.get("choices")!)).toBe(SELECTION);
    expect(sectionMessage(compiled.pages[0]!)).toBeNull();
    expect(validateSection(compiled.pages[0]!, { answers: {}, context: miniContext, named: {} }).errors).toEqual([{ pointer: "/kind", message: SELECTION }]);
    expect(sectionMessage(compileDefinition(typed({ step: SELECTION, widgets: {} })).steps.get("choices")!)).toBe(SELECTION);
    expect(judgeStep(typed(undefined), {}).message).toBeNull();
  });

  it("keeps a step's own message before the type's", () => {
    const own = typed(messages);
    own.wizard!.steps = [{ ...choices, message: "Please fill in all the required fields" }];
    expect(judgeStep(own, {}).message).toBe("Please fill in all the required fields");
  });
});

describe("widgetAt", () => {
  it("follows the ui hints as the pointer follows the answers, rows by `items`", () => {
    expect(widgetAt(choices.ui, "/kind")).toBe("tiles");
    expect(widgetAt(choices.ui, "/rows/3/on")).toBe("date");
    expect(widgetAt(choices.ui, "/plain")).toBeUndefined();
    expect(widgetAt(choices.ui, "/constructor")).toBeUndefined();
    expect(widgetAt(undefined, "/kind")).toBeUndefined();
  });
});
