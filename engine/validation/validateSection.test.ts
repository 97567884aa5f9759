import { describe, expect, it } from "vitest";
import { compileDefinition } from "../definition/compileDefinition.ts";
import { miniContext, miniDefinition } from "../testing/miniDefinition.ts";
import type { Definition } from "../types.ts";
import { validateSection } from "./validateSection.ts";

/** A one-page definition with a repeatable table whose rows carry their own rules. */
const withTable: Definition = {
  ...miniDefinition,
  wizard: undefined,
  documents: undefined,
  fees: undefined,
  form: {
    previewTitle: "Preview",
    pages: [
      {
        id: "engines",
        title: "Engines",
        schema: {
          type: "object",
          required: ["engine_details"],
          properties: {
            engine_details: {
              type: "array",
              minItems: 1,
              errorMessage: { minItems: "Atleast one Engine is required", required: "Atleast one Engine is required" },
              items: {
                type: "object",
                required: ["make_manufacturer", "engine_serial_number_available"],
                properties: {
                  make_manufacturer: { type: "string", maxLength: 100, errorMessage: { required: "This is required", maxLength: "Max length is 100" } },
                  engine_serial_number_available: { type: "string", enum: ["Known", "Unknown"] },
                  engine_serial_number: { type: "string", errorMessage: { required: "This is required" } },
                  weight_kg: { type: "number", minimum: 0.001, errorMessage: { minimum: "Weight must be greater than 0" } },
                },
                if: { properties: { engine_serial_number_available: { const: "Known" } } },
                then: { required: ["engine_serial_number"] },
              },
            },
          },
        },
      },
    ],
  },
};
const compiled = compileDefinition(withTable);
const judge = (answers: Record<string, unknown>) => validateSection(compiled.pages[0]!, { answers, context: miniContext, named: {} });

describe("validateSection on repeatable rows", () => {
  it("needs at least one row, with the list's own message", () => {
    expect(judge({}).errors).toEqual([{ pointer: "/engine_details", message: "Atleast one Engine is required" }]);
  });

  it("uses each field's message for a rule inside its row's if/then", () => {
    const result = judge({ engine_details: [{ make_manufacturer: "Yamaha", engine_serial_number_available: "Known" }, { engine_serial_number_available: "Unknown", weight_kg: 0 }] });
    expect(result.errors).toEqual([
      { pointer: "/engine_details/0/engine_serial_number", message: "This is required" },
      { pointer: "/engine_details/1/make_manufacturer", message: "This is required" },
      { pointer: "/engine_details/1/weight_kg", message: "Weight must be greater than 0" },
    ]);
  });

  it("passes complete rows", () => {
    expect(judge({ engine_details: [{ make_manufacturer: "Yamaha", engine_serial_number_available: "Known", engine_serial_number: "Y-1", weight_kg: 0.001 }] }).valid).toBe(true);
  });
});
