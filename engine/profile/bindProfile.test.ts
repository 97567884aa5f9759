import { describe, expect, it } from "vitest";
import { loadDefinitions } from "../node/loadDefinitions.ts";
import { bindProfile } from "./bindProfile.ts";
import { prefillAnswers, profileFields, withVerifiedProfile } from "./profileFields.ts";

/** The first definition (schemas/types/ order) with the shared applicant page: every profile-linked field these tests name. */
const NAMED = ["first_name_individual", "last_name_individual", "middle_name_individual", "date_of_birth_individual", "nfa_registration_number", "company_name", "address", "national_registration_id"];
const compiled = loadDefinitions().loaded.find((d) => NAMED.every((f) => profileFields(d.compiled).some((p) => p.field === f)))?.compiled;
if (!compiled) throw new Error("no definition has the applicant page's profile fields");
const marcia = { applicant_type: "Individual", first_name_individual: "Marcia", last_name_individual: "Campbell", date_of_birth_individual: "1985-03-14", nfa_registration_number: "NFA-20931", address: "12 Front Street" };

describe("bindProfile ties the verified applicant fields to the profile", () => {
  it("leaves a visitor's answers alone (no profile)", () => {
    expect(bindProfile(compiled, { first_name_individual: "Anyone" }, {})).toEqual({ answers: { first_name_individual: "Anyone" }, errors: [] });
  });

  it("fills missing verified fields, keeps the profile's spelling, and leaves unverified ones to the applicant", () => {
    const { answers, errors } = bindProfile(compiled, { last_name_individual: "CAMPBELL ", address: "New address" }, marcia);
    expect(errors).toEqual([]);
    expect(answers).toMatchObject({ first_name_individual: "Marcia", last_name_individual: "Campbell", date_of_birth_individual: "1985-03-14", nfa_registration_number: "NFA-20931", address: "New address" });
  });

  it("refuses a value the profile does not have, naming it", () => {
    const { errors } = bindProfile(compiled, { middle_name_individual: "Grace", company_name: "Front Ltd" }, marcia);
    expect(errors.map((e) => e.pointer)).toEqual(["/middle_name_individual", "/company_name"]);
    expect(errors[0]?.message).toContain("not given");
  });

  it("keeps the NFA registration # an applicant with none on file gives where the wizard asks it (spec 001 §5), and still refuses the rest", () => {
    // The type whose wizard asks the NFA registration # itself (the fisher licence's pre-check).
    const licence = loadDefinitions().loaded.find((d) => [...d.compiled.steps.values()].some((step) => "nfa_registration_number" in (step.section.schema.properties ?? {})))?.compiled;
    if (!licence) throw new Error("no definition asks the NFA registration # in its wizard");
    const { nfa_registration_number: _none, ...newcomer } = marcia;
    const { answers, errors } = bindProfile(licence, { nfa_registration_number: "NFA-77001", middle_name_individual: "Grace" }, newcomer);
    expect(errors.map((e) => e.pointer)).toEqual(["/middle_name_individual"]);
    expect(answers.nfa_registration_number).toBe("NFA-77001");
    expect(withVerifiedProfile(licence, { nfa_registration_number: "NFA-77001" }, newcomer).nfa_registration_number).toBe("NFA-77001");
    expect(bindProfile(licence, { nfa_registration_number: "NFA-77001" }, marcia).errors.map((e) => e.pointer)).toEqual(["/nfa_registration_number"]);
  });

  it("gives the renderer the declared prefill", () => {
    expect(prefillAnswers(compiled, { ...marcia, nids_number: "N-1" })).toMatchObject({ first_name_individual: "Marcia", address: "12 Front Street", national_registration_id: "N-1" });
  });

  it("shows the browser the verified fields the server will take", () => {
    expect(withVerifiedProfile(compiled, { first_name_individual: "Somebody", middle_name_individual: "X", address: "Mine" }, marcia)).toEqual({ first_name_individual: "Marcia", last_name_individual: "Campbell", date_of_birth_individual: "1985-03-14", nfa_registration_number: "NFA-20931", address: "Mine" });
    expect(withVerifiedProfile(compiled, { first_name_individual: "Anyone" }, {})).toEqual({ first_name_individual: "Anyone" });
  });
});
