import { describe, expect, it } from "vitest";
import { miniDefinition } from "../testing/miniDefinition.ts";
import type { Definition } from "../types.ts";
import { lintDefinition } from "./lintDefinition.ts";

const lint = (renewal: unknown) => lintDefinition({ ...structuredClone(miniDefinition), renewal: renewal as Definition["renewal"] }, ["Conch"]);

describe("the renewal section (decision 0070)", () => {
  it("passes answers the type asks", () => {
    expect(lint({ answers: { transaction: "Renewal" }, licenceNumber: "number", carryOver: ["kind", "category", "name"] })).toEqual([]);
  });

  it("names each answer, number field and carried answer the type never asks, with did you mean", () => {
    expect(lint({ answers: { transacton: "Renewal" }, licenceNumber: "numbr", carryOver: ["kind", "nmae"] }).map((i) => [i.code, i.pointer, i.message])).toEqual([
      ["unknown-field", "/renewal/answers/transacton", 'renewal names "transacton", which this type never asks; did you mean "transaction"?'],
      ["unknown-field", "/renewal/licenceNumber", 'renewal names "numbr", which this type never asks; did you mean "number"?'],
      ["unknown-field", "/renewal/carryOver/1", 'renewal names "nmae", which this type never asks; did you mean "name"?'],
    ]);
  });

  it("refuses by the meta-schema a renewal that carries nothing and a key it does not know", () => {
    const pointers = (renewal: unknown) => lint(renewal).map((issue) => [issue.code, issue.pointer]);
    expect(pointers({ carryOver: [] })).toEqual([["schema", "/renewal/carryOver"]]);
    expect(pointers({ carryOver: ["kind"], carry: ["name"] })).toEqual([["schema", "/renewal"]]);
  });
});
