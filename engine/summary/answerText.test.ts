import { describe, expect, it } from "vitest";
import type { FieldSchema } from "../types.ts";
import { answerLines, answerText } from "./answerText.ts";

const text = (value: unknown, field?: FieldSchema) => {
  const shown = answerText(value, field);
  return shown ? answerLines(shown) : null;
};

describe("answers written out for reading", () => {
  it("shows dates, Yes/No, units, money and choice labels as an applicant reads them", () => {
    expect(text("2026-08-08", { type: "string", format: "date" })).toEqual(["8 August 2026"]);
    expect(text(true, { type: "boolean" })).toEqual(["Yes"]);
    expect(text(false, { type: "boolean" })).toEqual(["No"]);
    expect(text(18250.5, { type: "number", "x-unit": "Kg" })).toEqual(["18,250.5 Kg"]);
    expect(text(38500000, { type: "number", "x-unit": "JMD" })).toEqual(["JMD 38,500,000.00"]);
    expect(text("pb", { type: "string", "x-list": { id: "areas", title: "Areas", items: [{ value: "pb", label: "Pedro Bank" }] } })).toEqual(["Pedro Bank"]);
    expect(text(["Traps", "Nets"], { type: "array", items: { type: "string" } })).toEqual(["Traps, Nets"]);
  });

  it("names files instead of printing their contents, and keeps pictures as pictures", () => {
    expect(answerText("data:image/png;base64,iVBORw0KGgo=", undefined)).toEqual({ kind: "image", text: "Image attached", src: "data:image/png;base64,iVBORw0KGgo=" });
    expect(text("data:application/pdf;name=permit%20copy.pdf;base64,JVBERi0=")).toEqual(["permit copy.pdf"]);
    expect(text("data:application/pdf;base64,JVBERi0=")).toEqual(["File attached"]);
    expect(text({ name: "certificate.pdf", content: "JVBERi0=", contentType: "application/pdf" })).toEqual(["certificate.pdf"]);
  });

  it("writes tables as labelled rows and keyed tables without unticked rows or redundant ticks", () => {
    const gear: FieldSchema = { type: "object", title: "Gear", properties: { traps: { type: "object", title: "Traps", properties: { isChecked: { type: "boolean", title: "Used" }, number_of_gears: { type: "integer", title: "Number of Gears" } } }, nets: { type: "object", title: "Nets", properties: { isChecked: { type: "boolean", title: "Used" } } } } };
    expect(text({ traps: { isChecked: true, number_of_gears: 12 }, nets: { isChecked: false } }, gear)).toEqual(["Traps", "  Number of Gears: 12"]);
    const owners: FieldSchema = { type: "array", items: { type: "object", title: "Owner", properties: { name: { type: "string", title: "Name" }, since: { type: "string", title: "Since", format: "date" } } } };
    expect(text([{ name: "Ann", since: "2020-01-02" }, {}, { name: "Bo" }], owners)).toEqual(["Owner 1", "  Name: Ann", "  Since: 2 January 2020", "Owner 2", "  Name: Bo"]);
  });

  it("has nothing to show for an unanswered field or an empty table", () => {
    expect(answerText(undefined, undefined)).toBeNull();
    expect(answerText("", undefined)).toBeNull();
    expect(answerText([], undefined)).toBeNull();
    expect(answerText({ nets: { isChecked: false } }, undefined)).toBeNull();
  });
});
