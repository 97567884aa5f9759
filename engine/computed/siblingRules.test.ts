import { describe, expect, it } from "vitest";
import type { FieldSchema } from "../types.ts";
import { applyComputed } from "./applyComputed.ts";
import { isDisabled } from "./siblingRules.ts";

const serial: FieldSchema = { type: "string", "x-disabledWhen": { field: "available", op: "equals", value: "Unknown" } };
const engines: FieldSchema = { type: "object", properties: { engines: { type: "array", items: { type: "object", properties: { available: { type: "string" }, serial } } } } };

describe("x-disabledWhen", () => {
  it("reads the fields beside the field", () => {
    expect(isDisabled(serial, { available: "Unknown" })).toBe(true);
    expect(isDisabled(serial, { available: "Known" })).toBe(false);
    expect(isDisabled({ type: "string" }, { available: "Unknown" })).toBe(false);
  });

  it("empties a disabled field in each row on its own, and leaves the rest as they are", () => {
    const answers = { engines: [{ available: "Unknown", serial: "typed before" }, { available: "Known", serial: "A-1" }] };
    expect(applyComputed([engines], answers)).toEqual({ engines: [{ available: "Unknown" }, { available: "Known", serial: "A-1" }] });
    const kept = { engines: [{ available: "Known", serial: "A-1" }] };
    expect(applyComputed([engines], kept)).toBe(kept);
  });
});
