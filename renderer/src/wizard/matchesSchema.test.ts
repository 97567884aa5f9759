import { describe, expect, it } from "vitest";
import { matchesSchema } from "./matchesSchema.ts";

describe("matchesSchema (RJSF's branch choice, no compiled code)", () => {
  it("follows if/then/else on a sibling, const, enum, required and nested properties", () => {
    const row = { type: "object", properties: { serial: { type: "string" } }, if: { properties: { known: { const: "Known" } } }, then: { required: ["serial"] } } as const;
    expect(matchesSchema(row as never, { known: "Known" })).toBe(false);
    expect(matchesSchema(row as never, { known: "Known", serial: "S1" })).toBe(true);
    expect(matchesSchema(row as never, { known: "Unknown" })).toBe(true);
    expect(matchesSchema({ enum: ["a", "b"] }, "c")).toBe(false);
    expect(matchesSchema({ type: "array", items: { type: "string", maxLength: 2 }, minItems: 1 }, ["ab"])).toBe(true);
    expect(matchesSchema({ type: "array", items: { type: "string", maxLength: 2 }, minItems: 1 }, [])).toBe(false);
    expect(matchesSchema({ anyOf: [{ required: ["a"] }, { required: ["b"] }] } as never, { b: 1 })).toBe(true);
    expect(matchesSchema({ type: "integer" }, 1.5)).toBe(false);
    expect(matchesSchema({ type: "number", minimum: 0.001 }, 0)).toBe(false);
  });
});
