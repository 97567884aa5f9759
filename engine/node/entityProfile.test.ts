import { describe, expect, it } from "vitest";
import { prefillAnswers, profileFields } from "../profile/profileFields.ts";
import { entityProfile } from "./entityProfile.ts";
import { loadDefinitions } from "./loadDefinitions.ts";

/*
 * Issue 31 item 5: the picture identification given at registration was asked again, blank, on
 * the application form. Every definition whose form asks the picture ID's type, number and expiry
 * now starts them from the registration's answers.
 */
const PICTURE_ID = ["type_of_picture_identification", "picture_identification_number", "picture_expiry_date"];
const asking = loadDefinitions().loaded.filter((d) => PICTURE_ID.every((f) => profileFields(d.compiled).some((p) => p.field === f)));
const registered = (pictureId: Record<string, string>) => ({ id: 7, applicant_type: "Individual", details: JSON.stringify({ first_name_individual: "Marcia", entity_picture_identification: pictureId }) });

describe("the picture identification given at registration", () => {
  it("is asked by the application forms of some definitions", () => {
    expect(asking.length).toBeGreaterThan(0);
  });

  it("prefills the application form's picture ID fields", () => {
    const profile = entityProfile(registered({ picture_identification: "Yes", type_of_picture_identification: "Passport", picture_identification_number: "A1234567", picture_expiry_date: "2030-01-31" }));
    for (const { compiled } of asking) {
      expect(prefillAnswers(compiled, profile), compiled.definition.slug).toMatchObject({ type_of_picture_identification: "Passport", picture_identification_number: "A1234567", picture_expiry_date: "2030-01-31" });
    }
  });

  it("prefills nothing for an applicant who registered without picture ID", () => {
    const profile = entityProfile(registered({ picture_identification: "No", picture_identification_type_for_no: "Statutory Certificate" }));
    for (const { compiled } of asking) for (const field of PICTURE_ID) expect(prefillAnswers(compiled, profile)[field], field).toBeUndefined();
  });
});
