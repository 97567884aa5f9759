import { describe, expect, it } from "vitest";
import { miniDefinition } from "../testing/miniDefinition.ts";
import type { Definition } from "../types.ts";
import { lintDefinition } from "./lintDefinition.ts";

const withRegister = (register: unknown): Definition => ({ ...structuredClone(miniDefinition), register: register as Definition["register"] });
const lint = (register: unknown) => lintDefinition(withRegister(register), ["Conch"]);

describe("the register section (decision 0066)", () => {
  it("passes paths the type asks", () => {
    expect(lint({ fields: { vesselName: ["name"], registration: ["number"], homePort: ["port"] }, listedDaysAfterEnd: 365 })).toEqual([]);
  });

  it("names a path the type never asks, with did you mean", () => {
    expect(lint({ fields: { vesselName: ["name"], registration: ["numbr"] }, listedDaysAfterEnd: 0 })).toEqual([{ code: "unknown-field", pointer: "/register/fields/registration/0", message: 'register.fields.registration names "numbr", which this type never asks; did you mean "number"?' }]);
  });

  it("refuses by the meta-schema a field it does not know, a missing name or number, and a negative number of days", () => {
    const pointers = (register: unknown) => lint(register).map((issue) => [issue.code, issue.pointer]);
    expect(pointers({ fields: { vesselName: ["name"], registration: ["number"], owner: ["name"] }, listedDaysAfterEnd: 30 })).toEqual([["schema", "/register/fields"]]);
    expect(pointers({ fields: { vesselName: ["name"] }, listedDaysAfterEnd: 30 })).toEqual([["schema", "/register/fields"]]);
    expect(pointers({ fields: { vesselName: [], registration: ["number"] }, listedDaysAfterEnd: 30 })).toEqual([["schema", "/register/fields/vesselName"]]);
    expect(pointers({ fields: { vesselName: ["name"], registration: ["number"] }, listedDaysAfterEnd: -1 })).toEqual([["schema", "/register/listedDaysAfterEnd"]]);
  });
});
