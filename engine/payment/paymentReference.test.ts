import { describe, expect, it } from "vitest";
import { paymentReference } from "./paymentReference.ts";

describe("the payment reference", () => {
  it("is the application's number in six digits", () => {
    expect(paymentReference(42)).toBe("NFA-APP-000042");
    expect(paymentReference(1234567)).toBe("NFA-APP-1234567");
  });
});
