import { describe, expect, it } from "vitest";
import { contextFor, loadDefinitions } from "../node/loadDefinitions.ts";
import { loadScenarios, scenarioContext } from "../node/loadScenarios.ts";
import { DRAFT_CHOICES, draftProgress } from "./draftProgress.ts";

const licence = loadDefinitions().loaded.find((d) => d.definition.slug === "licence");
const context = contextFor("2026-11-22", { nfa_registration_number: "NFA-20931", applicant_type: "Individual" });

describe("draftProgress: what tells one draft from another", () => {
  it("names the choices made so far in the order asked, leaving out yes/no gates, and the step the draft resumes at", () => {
    if (!licence) throw new Error("licence.json does not load");
    const answers = { have_nfa_reg_number: "Yes", licence_type: "Commercial Fishing", commercial_category: "Artisanal" };
    expect(draftProgress(licence.compiled, answers, null, context)).toEqual({
      choices: [
        { label: "Licence Type", value: "Commercial Fishing" },
        { label: "Commercial Category", value: "Artisanal" },
      ],
      reached: "Type of Transaction",
    });
  });

  it("resumes at the stored step while the answers still lead there, else at the first step missing", () => {
    if (!licence) throw new Error("licence.json does not load");
    const answers = { have_nfa_reg_number: "Yes", licence_type: "Commercial Fishing", commercial_category: "Artisanal" };
    expect(draftProgress(licence.compiled, answers, "licence-type", context).reached).toBe("Type of Licence");
    expect(draftProgress(licence.compiled, { ...answers, licence_type: "Recreational Fishing" }, "commercial-category", context).reached).not.toBe("Commercial Category");
  });

  it("describes a complete draft of every type with a wizard by its choices, and says it stands after the form", () => {
    for (const { definition, compiled } of loadDefinitions().loaded.filter((d) => d.definition.wizard)) {
      const scenario = loadScenarios(definition.id)
        .map((s) => s.scenario)
        .find((s) => s.expect.complete);
      if (!scenario) throw new Error(`${definition.slug}: no complete scenario`);
      const progress = draftProgress(compiled, scenario.answers, null, scenarioContext(scenario));
      expect(progress.choices.length, definition.slug).toBeGreaterThan(0);
      expect(progress.choices.length, definition.slug).toBeLessThanOrEqual(DRAFT_CHOICES);
      const after = definition.stages.find((s) => ["documents", "payment", "preview"].includes(s.id));
      expect(progress.reached, definition.slug).toBe(after?.label);
    }
  });
});
