import { describe, expect, it } from "vitest";
import { miniContext, miniDefinition } from "../testing/miniDefinition.ts";
import { DOCUMENTS_MISSING, missingDocuments } from "./missingDocuments.ts";
import { requiredDocuments } from "./requiredDocuments.ts";

const needs = (answers: Record<string, unknown>) => requiredDocuments(miniDefinition, { answers, context: miniContext, named: {} });

describe("requiredDocuments", () => {
  it("lists a conditional document only when its condition holds", () => {
    expect(needs({ kind: "Commercial" }).documents.map((d) => d.key)).toEqual(["photo", "passport", "bill", "receipt"]);
    expect(needs({ kind: "Recreational" }).documents.map((d) => d.key)).toEqual(["photo", "bill", "receipt"]);
  });

  it("passes on the analyst's reason for the applicant, and the engine's trace for staff when asked", () => {
    const passport = needs({ kind: "Commercial" }).documents.find((d) => d.key === "passport");
    expect(passport?.reason).toBe("Commercial fishers show their passport.");
    expect(passport?.trace).toEqual([]);
    const traced = requiredDocuments(miniDefinition, { answers: { kind: "Commercial" }, context: miniContext, named: {} }, { trace: true }).documents.find((d) => d.key === "passport");
    expect(traced?.trace).toEqual([{ at: "/documents/items/1/when", field: "kind", op: "equals", value: "Commercial", seen: "Commercial", result: true }]);
    expect(needs({}).documents.find((d) => d.key === "photo")).not.toHaveProperty("reason");
  });

  it("reports the group rule with its members", () => {
    expect(needs({}).groups).toEqual([{ key: "ownership", name: "Proof of Ownership", rule: "atLeastOne", members: ["bill", "receipt"], trace: [] }]);
  });
});

describe("missingDocuments", () => {
  it("needs every required document and one member of each group, with the spec's message", () => {
    const commercial = needs({ kind: "Commercial" });
    expect(missingDocuments(commercial, ["photo"])).toEqual([
      { pointer: "/documents/passport", message: DOCUMENTS_MISSING },
      { pointer: "/documents/ownership", message: DOCUMENTS_MISSING },
    ]);
    expect(missingDocuments(commercial, ["photo", "passport", "receipt"])).toEqual([]);
    expect(DOCUMENTS_MISSING).toBe("All Documents must be uploaded before proceeding ");
  });
});
