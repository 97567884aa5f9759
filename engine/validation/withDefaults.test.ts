import { describe, expect, it } from "vitest";
import { miniContext } from "../testing/miniDefinition.ts";
import type { Section } from "../types.ts";
import { withDefaults } from "./withDefaults.ts";

/** A carrier step as spec 002 §3 has it: the carrier type defaults to Artisanal Carrier, which shows the vessel type. */
const carrier: Section = {
  id: "vessel-type",
  title: "Vessel Type",
  schema: {
    type: "object",
    required: ["carrier_type", "vessel_type"],
    properties: {
      licence: { type: "string", enum: ["Carrier", "Other"] },
      carrier_type: { type: "string", enum: ["Artisanal Carrier", "Industrial Carrier"], default: "Artisanal Carrier" },
      vessel_type: { type: "string", enum: ["Canoe", "Decked"], default: "Canoe" },
      rows: { type: "array", items: { type: "object", properties: { a: { type: "string" } } }, default: [{}] },
    },
  },
  show: {
    carrier_type: { field: "licence", op: "equals", value: "Carrier" },
    vessel_type: { field: "carrier_type", op: "equals", value: "Artisanal Carrier" },
  },
};
const scope = (answers: Record<string, unknown>) => ({ answers, context: miniContext, named: {} });

describe("withDefaults", () => {
  it("fills the default of a shown, unanswered field, and what it shows takes its own default", () => {
    const { answers, filled, hidden } = withDefaults(carrier, scope({ licence: "Carrier" }), "/s");
    expect(filled).toEqual({ carrier_type: "Artisanal Carrier", vessel_type: "Canoe" });
    expect(answers).toMatchObject({ licence: "Carrier", carrier_type: "Artisanal Carrier", vessel_type: "Canoe" });
    expect(hidden).toEqual([]);
  });

  it("gives a hidden field no default, and never replaces an answer", () => {
    expect(withDefaults(carrier, scope({ licence: "Other" }), "/s").filled).toEqual({});
    const industrial = withDefaults(carrier, scope({ licence: "Carrier", carrier_type: "Industrial Carrier" }), "/s");
    expect(industrial.filled).toEqual({});
    expect(industrial.hidden).toEqual(["vessel_type"]);
  });

  it("treats a blank answer as unanswered, and a list seeded with an empty row as no answer to fill in", () => {
    const { filled } = withDefaults(carrier, scope({ licence: "Carrier", carrier_type: " ", vessel_type: "Decked" }), "/s");
    expect(filled).toEqual({ carrier_type: "Artisanal Carrier" });
    expect(filled).not.toHaveProperty("rows");
  });
});
