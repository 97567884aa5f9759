import { describe, expect, it } from "vitest";
import { loadDefinitions } from "../node/loadDefinitions.ts";
import { fillFromProfile } from "./fillFromProfile.ts";

const payment = loadDefinitions().loaded.find((d) => d.compiled.payment)?.compiled.payment;
if (!payment) throw new Error("no definition with a payment form");
const schema = payment.section.schema;
const marcia = { first_name_individual: "Marcia", last_name_individual: "Campbell", address: "12 Front Street, Old Harbour Bay", parish: "St.Catherine", cell_phone: "876-555-0142", email: "fisher@example.com" };

describe("the billing address prefilled from the profile (x-profile inside payment_details)", () => {
  it("fills what the profile has and leaves the rest empty", () => {
    const filled = fillFromProfile(schema, { payment_details: { payment_method: "Credit/Debit Card" } }, marcia);
    expect(filled.payment_details).toEqual({
      payment_method: "Credit/Debit Card",
      billing_address: { first_name: "Marcia", last_name: "Campbell", address_line_1: "12 Front Street, Old Harbour Bay", state: "St.Catherine", email_address: "fisher@example.com", telephone_number: "876-555-0142" },
    });
  });

  it("keeps what was answered, and skips what the section hides", () => {
    const answers = { payment_details: { billing_address: { first_name: "Card Holder", city: "Spanish Town" } } };
    expect((fillFromProfile(schema, answers, marcia).payment_details as { billing_address: object }).billing_address).toMatchObject({ first_name: "Card Holder", last_name: "Campbell", city: "Spanish Town" });
    const untouched = { payment_details: { payment_method: "Cheque" } };
    expect(fillFromProfile(schema, untouched, marcia, (path) => path === "payment_details.billing_address")).toBe(untouched);
    expect(fillFromProfile(schema, untouched, {})).toBe(untouched);
  });
});
