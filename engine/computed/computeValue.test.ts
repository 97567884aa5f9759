import { describe, expect, it } from "vitest";
import type { SectionSchema } from "../types.ts";
import { applyComputed } from "./applyComputed.ts";
import { monthsBetween } from "./computeValue.ts";

describe("monthsBetween (spec 001: duration in whole months)", () => {
  it("counts whole months, one less when the end's day of month is earlier than the start's", () => {
    expect(monthsBetween("2026-01-15", "2026-04-15")).toBe(3);
    expect(monthsBetween("2026-01-15", "2026-04-14")).toBe(2);
    expect(monthsBetween("2025-11-30", "2026-02-28")).toBe(2);
    expect(monthsBetween("2026-01-15", "2026-01-20")).toBe(0);
  });

  it("is empty until both dates are given and the end is after the start", () => {
    expect(monthsBetween("2026-01-15", undefined)).toBeUndefined();
    expect(monthsBetween("2026-04-15", "2026-01-15")).toBeUndefined();
    expect(monthsBetween("2026-04-15", "2026-04-15")).toBeUndefined();
  });
});

const schema: SectionSchema = {
  type: "object",
  properties: {
    particulars: {
      type: "object",
      properties: {
        start: { type: "string", format: "date" },
        end: { type: "string", format: "date" },
        duration: { type: "integer", "x-computed": { op: "monthsBetween", from: "start", to: "end" } },
      },
    },
    rows: { type: "array", items: { type: "object", properties: { output_kg: { type: "number" } } } },
    units: { type: "integer", "x-computed": { op: "count", rows: "rows", field: "output_kg" } },
    total: { type: "number", "x-computed": { op: "sum", rows: "rows", field: "output_kg" } },
  },
};

describe("applyComputed", () => {
  it("works out nested and top-level computed fields, ignoring the values sent", () => {
    const answers = { particulars: { start: "2026-01-15", end: "2026-07-20", duration: 99 }, rows: [{ output_kg: 0.1 }, {}, { output_kg: 0.2 }], units: 7, total: 1 };
    expect(applyComputed([schema], answers)).toEqual({
      particulars: { start: "2026-01-15", end: "2026-07-20", duration: 6 },
      rows: [{ output_kg: 0.1 }, {}, { output_kg: 0.2 }],
      units: 2,
      total: 0.3,
    });
  });

  it("removes a computed value that cannot be worked out, and returns the same object when nothing changes", () => {
    expect(applyComputed([schema], { particulars: { start: "2026-01-15", duration: 4 }, units: 3 })).toEqual({ particulars: { start: "2026-01-15" } });
    expect(applyComputed([schema], { rows: [] })).toEqual({ rows: [], units: 0, total: 0 });
    const settled = { particulars: { start: "2026-01-15" } };
    expect(applyComputed([schema], settled)).toBe(settled);
  });
});
