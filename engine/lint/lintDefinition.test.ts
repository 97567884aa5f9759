import { describe, expect, it } from "vitest";
import { miniDefinition } from "../testing/miniDefinition.ts";
import type { Definition } from "../types.ts";
import { lintDefinition } from "./lintDefinition.ts";

const windows = ["Conch"];
const edit = (change: (d: Definition) => void): Definition => {
  const copy = structuredClone(miniDefinition);
  change(copy);
  return copy;
};
const codes = (d: unknown) => lintDefinition(d, windows).map((i) => [i.code, i.pointer]);
const steps = (d: Definition) => d.wizard?.steps ?? [];

describe("lintDefinition", () => {
  it("passes a sound definition", () => {
    expect(lintDefinition(miniDefinition, windows)).toEqual([]);
  });

  it("reports meta-schema errors at their pointer: a missing property, a wrong type", () => {
    expect(codes(edit((d) => delete (d as Partial<Definition>).title))).toEqual([["schema", ""]]);
    expect(lintDefinition(edit((d) => delete (d as Partial<Definition>).title), windows)[0]?.message).toBe('missing required property "title"');
    expect(codes(edit((d) => ((d as unknown as Record<string, unknown>).requiresLogin = "yes")))).toEqual([["schema", "/requiresLogin"]]);
    expect(codes(edit((d) => ((steps(d)[1] as unknown as Record<string, unknown>).nxt = [])))).toEqual([["schema", "/wizard/steps/1"]]);
  });

  it("finds the engine's words where an applicant reads prose: a step's description, a reason", () => {
    expect(codes(edit((d) => (steps(d)[1]!.description = "Asked when the kind is Commercial.")))).toContainEqual(["engine-words", "/wizard/steps/1/description"]);
    expect(codes(edit((d) => (d.documents!.items[1]!.reason = "Needed when kind is set (named condition recreational).")))).toContainEqual(["engine-words", "/documents/items/1/reason"]);
    expect(codes(edit((d) => (d.fees!.lines[0]!.reason = "The recreational fee.")))).toEqual([]);
  });

  it("takes $licences compared by includes or excludes with a type's id, and nothing else (issue 29)", () => {
    const blockedUnless = (when: unknown) => edit((d) => (steps(d)[1]!.blocks = [{ when: when as never, message: "You need a licence first" }]));
    expect(codes(blockedUnless({ field: "$licences", op: "excludes", value: "SOME_TYPE" }))).toEqual([]);
    expect(codes(blockedUnless({ not: { field: "$licences", op: "includes", value: "SOME_TYPE" } }))).toEqual([]);
    expect(codes(blockedUnless({ field: "$licences", op: "equals", value: "SOME_TYPE" }))).toContainEqual(["licences-condition", "/wizard/steps/1/blocks/0/when"]);
    expect(codes(blockedUnless({ field: "$licences", op: "includes", value: ["SOME_TYPE"] }))).toContainEqual(["licences-condition", "/wizard/steps/1/blocks/0/when"]);
    expect(codes(blockedUnless({ field: "$licence", op: "includes", value: "SOME_TYPE" }))).toContainEqual(["schema", "/wizard/steps/1/blocks/0/when/field"]);
    // $suspendedLicences (decision 0073) takes the same comparisons.
    expect(codes(blockedUnless({ field: "$suspendedLicences", op: "includes", value: "SOME_TYPE" }))).toEqual([]);
    expect(codes(blockedUnless({ field: "$suspendedLicences", op: "notEquals", value: "SOME_TYPE" }))).toContainEqual(["licences-condition", "/wizard/steps/1/blocks/0/when"]);
  });

  it("finds a goto to no step", () => {
    expect(codes(edit((d) => (steps(d)[2]!.next = [{ goto: "nowhere" }])))).toContainEqual(["unknown-goto", "/wizard/steps/2/next/0/goto"]);
  });

  it("finds an unreachable step", () => {
    expect(codes(edit((d) => (steps(d)[1]!.next = [{ goto: "transaction" }])))).toContainEqual(["unreachable-step", "/wizard/steps/2"]);
  });

  it("finds a rule list without a fallback", () => {
    expect(codes(edit((d) => (steps(d)[1]!.next = [{ when: { condition: "recreational" }, goto: "transaction" }])))).toContainEqual(["no-fallback", "/wizard/steps/1/next/0"]);
  });

  it("finds a condition value no field offers", () => {
    expect(codes(edit((d) => (d.conditions = { recreational: { field: "kind", op: "equals", value: "Recreation" } })))).toContainEqual(["unknown-enum-value", "/conditions/recreational/value"]);
  });

  it("finds a condition reading a field never asked before it", () => {
    expect(codes(edit((d) => (steps(d)[1]!.next = [{ when: { field: "category", op: "equals", value: "Artisanal" }, goto: "transaction" }, { goto: "category" }])))).toContainEqual([
      "field-not-asked-before",
      "/wizard/steps/1/next/0/when/field",
    ]);
  });

  it("finds an unknown field, named condition and window", () => {
    const broken = edit((d) => {
      d.fees!.lines[0]!.when = { all: [{ field: "colour", op: "isSet" }, { condition: "nope" }, { field: "$today", op: "inWindow", value: "Octopus" }] };
    });
    expect(codes(broken).sort()).toEqual([
      ["unknown-condition", "/fees/lines/0/when/all/1/condition"],
      ["unknown-field", "/fees/lines/0/when/all/0/field"],
      ["unknown-window", "/fees/lines/0/when/all/2/value"],
    ]);
  });

  it("finds duplicate ids, unknown groups, and show or required naming no field", () => {
    const broken = edit((d) => {
      steps(d)[2]!.id = "kind";
      d.documents!.items[2]!.group = "nope";
      steps(d)[3]!.show = { numbr: { field: "transaction", op: "isSet" } };
      d.form.pages[0]!.schema.required = ["nam"];
    });
    expect(codes(broken)).toEqual(
      expect.arrayContaining([
        ["duplicate-id", "/wizard/steps/2/id"],
        ["unknown-group", "/documents/items/2/group"],
        ["unknown-field", "/wizard/steps/3/show/numbr"],
        ["unknown-field", "/form/pages/0/schema/required/0"],
      ]),
    );
  });

  it("finds computed fields naming no sibling or no row field", () => {
    const broken = edit((d) => {
      const properties = d.form.pages[0]!.schema.properties;
      properties.months = { type: "integer", "x-computed": { op: "monthsBetween", from: "start", to: "name" } };
      properties.total = { type: "number", "x-computed": { op: "sum", rows: "name", field: "kg" } };
    });
    expect(codes(broken).filter(([code]) => code === "unknown-field")).toEqual([
      ["unknown-field", "/form/pages/0/schema/properties/months/x-computed"],
      ["unknown-field", "/form/pages/0/schema/properties/total/x-computed"],
    ]);
  });

  it("finds an x-disabledWhen reading anything but the fields beside it", () => {
    const broken = edit((d) => {
      const properties = d.form.pages[0]!.schema.properties;
      properties.serial = { type: "string", "x-disabledWhen": { all: [{ field: "name", op: "isNotSet" }, { field: "$today", op: "gt", value: "2026-01-01" }, { condition: "recreational" }, { field: "kind", op: "isSet" }] } };
    });
    expect(codes(broken).filter(([, pointer]) => String(pointer).includes("x-disabledWhen"))).toEqual([
      ["unknown-field", "/form/pages/0/schema/properties/serial/x-disabledWhen/all/1/field"],
      ["unknown-condition", "/form/pages/0/schema/properties/serial/x-disabledWhen/all/2/condition"],
      ["unknown-field", "/form/pages/0/schema/properties/serial/x-disabledWhen/all/3/field"],
    ]);
  });
});
