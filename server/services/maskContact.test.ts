import { describe, expect, it } from "vitest";
import { maskEmail, maskPhone } from "./maskContact.ts";

describe("the login picker's masks (decision 0012)", () => {
  it("keeps an email's first letters and ending only", () => {
    expect(maskEmail("fisher@example.com")).toBe("f***@e***.com");
    expect(maskEmail("a@b")).toBe("a***@b***");
    expect([maskEmail(null), maskEmail("broken")]).toEqual([null, "***"]);
  });

  it("keeps a telephone number's last four digits only", () => {
    expect(maskPhone("876-555-0142")).toBe("***-***-0142");
    expect([maskPhone(""), maskPhone("12")]).toEqual([null, "***"]);
  });
});
