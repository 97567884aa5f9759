import { describe, expect, it } from "vitest";
import type { RegisterPolicy } from "../types.ts";
import { registerValues } from "./registerValues.ts";

const policy: RegisterPolicy = {
  fields: { vesselName: ["boat.name"], registration: ["renewal_number", "boat.number", "boat.other_number"], homePort: ["boat.port"] },
  listedDaysAfterEnd: 365,
};

describe("registerValues", () => {
  it("reads each field as the first of its paths answered, trimmed", () => {
    expect(registerValues(policy, { boat: { name: " Sea Breeze ", number: "JA-F123-KN", port: "Old Harbour Bay" }, renewal_number: "" })).toEqual({ vessel_name: "Sea Breeze", registration: "JA-F123-KN", home_port: "Old Harbour Bay" });
    expect(registerValues(policy, { boat: { name: "Sea Breeze", number: "JA-F123-KN" }, renewal_number: "KN-4567" }).registration).toBe("KN-4567");
  });

  it("answers null where nothing is answered, and for a field the section leaves out", () => {
    expect(registerValues(policy, {})).toEqual({ vessel_name: null, registration: null, home_port: null });
    expect(registerValues({ ...policy, fields: { vesselName: ["boat.name"], registration: ["boat.number"] } }, { boat: { name: "A", number: "B", port: "C" } }).home_port).toBeNull();
  });

  it("reads own answers only: a path through the prototype reads nothing", () => {
    expect(registerValues({ ...policy, fields: { vesselName: ["constructor.name"], registration: ["__proto__"] } }, {})).toEqual({ vessel_name: null, registration: null, home_port: null });
  });
});
