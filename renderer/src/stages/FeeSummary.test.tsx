// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { FeesTable } from "../submission/FeesTable.tsx";
import { FeeSummary } from "./FeeSummary.tsx";

afterEach(cleanup);

const working = "1,000 kg at JMD 2.00 per kg + 2,000 kg at JMD 1.50 per kg = JMD 5,000.00, capped at JMD 4,000.00";

// Both fee tables an applicant sees, in one file so CI starts jsdom once for them.
describe("the fee tables an applicant sees", () => {
  it("payment: says how a rate made its amount, under the line's reason (decision 0053)", () => {
    render(<FeeSummary fees={{ currency: "JMD", total: 500000, lines: [{ id: "filing", label: "Filing fee", amount: 100000, trace: [] }, { id: "levy", label: "Landing levy", reason: "A levy on every kilogram landed.", amount: 400000, working, trace: [] }] }} />);
    const levy = screen.getByText("Landing levy").closest("tr")!;
    expect(levy.textContent).toBe(`Landing levyA levy on every kilogram landed.How it is worked out: ${working}JMD 4,000.00`);
    expect(screen.getByText("Filing fee").closest("tr")!.textContent).toBe("Filing feeJMD 1,000.00");
  });

  it("preview, submission and case page: the rate's working under its label", () => {
    render(<FeesTable fees={{ currency: "JMD", total: 400000, lines: [{ id: "levy", label: "Landing levy", amount: 400000, working }] }} />);
    expect(screen.getByText("Landing levy").closest("tr")!.textContent).toBe(`Landing levyHow it is worked out: ${working}JMD 4,000.00`);
  });
});
