import { describe, expect, it } from "vitest";
import { applyClears } from "./applyClears.ts";

const ui = {
  fishery_type_a: { "ui:options": { clears: ["fishery_type_b"] } },
  fishery_type_b: { "ui:options": { clears: ["fishery_type_a"] } },
  target_fish: { food_fish: { isEnabled: { "ui:options": { clears: ["sub_categories"] } } } },
};

describe("applyClears", () => {
  it("choosing fishery type A clears B, and the other way round", () => {
    expect(applyClears(ui, { fishery_type_b: "Conch" }, { fishery_type_a: "Reef Fish", fishery_type_b: "Conch" })).toEqual({ fishery_type_a: "Reef Fish" });
    expect(applyClears(ui, { fishery_type_a: "Reef Fish" }, { fishery_type_a: "Reef Fish", fishery_type_b: "Conch" })).toEqual({ fishery_type_b: "Conch" });
  });

  it("unticking a group clears its types, in a nested object", () => {
    const before = { target_fish: { food_fish: { isEnabled: true, sub_categories: ["Tilapia"] } } };
    expect(applyClears(ui, before, { target_fish: { food_fish: { isEnabled: false, sub_categories: ["Tilapia"] } } })).toEqual({ target_fish: { food_fish: { isEnabled: false } } });
  });

  it("leaves the answers alone when the clearing field did not change", () => {
    const next = { fishery_type_a: "Reef Fish", other: 1 };
    expect(applyClears(ui, { fishery_type_a: "Reef Fish" }, next)).toBe(next);
  });
});
