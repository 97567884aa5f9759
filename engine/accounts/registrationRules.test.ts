import { describe, expect, it } from "vitest";
import { checkDateOfBirth, officerFieldErrors, yearsBeforeDay } from "./registrationRules.ts";

describe("the registration rules shared by the form and the server", () => {
  it("counts years back as a calendar does, 29 February falling to 1 March", () => {
    expect(yearsBeforeDay("2026-11-22", 16)).toBe("2010-11-22");
    expect(yearsBeforeDay("2024-02-29", 1)).toBe("2023-03-01");
  });

  it("wants an applicant at least 16 years old, born after the default minimum", () => {
    expect(checkDateOfBirth("2010-11-22", "2026-11-22")).toBeNull();
    expect(checkDateOfBirth("2010-11-23", "2026-11-22")).toBe("Date must be on or before 22 November 2010");
    expect(checkDateOfBirth("1801-11-22", "2026-11-22")).toBe("Date must be after 22 November 1801");
  });

  it("refuses a half-typed or impossible date from the date input's boxes as of the wrong format", () => {
    expect(checkDateOfBirth("1990-02-31", "2026-11-22")).toBe("The format is not correct");
    expect(checkDateOfBirth("1990--05", "2026-11-22")).toBe("The format is not correct");
    expect(checkDateOfBirth("90-05-05", "2026-11-22")).toBe("The format is not correct");
  });

  it("asks the officer's name and email for any role but Not Applicable", () => {
    expect(officerFieldErrors({ supporting_officer_role: "Not Applicable" })).toEqual({});
    expect(officerFieldErrors({})).toEqual({});
    expect(officerFieldErrors({ supporting_officer_role: "Cashier", supporting_officer_name: " ", supporting_officer_email: "a@" })).toEqual({ supporting_officer_name: "This field is required", supporting_officer_email: "Email not valid" });
  });
});
