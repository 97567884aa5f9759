import { describe, expect, it } from "vitest";
import { formatPhone } from "./formatPhone.ts";

describe("formatPhone", () => {
  it.each([
    ["876", "876"],
    ["8765", "876-5"],
    ["876555", "876-555"],
    ["8765550142", "876-555-0142"],
    ["(876) 555-0142 ext", "876-555-0142"],
    ["87655501429999", "876-555-0142"],
  ])("%s becomes %s", (input, expected) => {
    expect(formatPhone(input)).toBe(expected);
  });
});
