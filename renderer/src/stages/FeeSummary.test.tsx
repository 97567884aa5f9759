// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { FeeSummary } from "./FeeSummary.tsx";

afterEach(cleanup);

describe("the fee table an applicant sees", () => {
  it("says how a rate made its amount, under the line's reason (decision 0053)", () => {
    const working = "1,000 kg at JMD 2.00 per kg + 2,000 kg at JMD 1.50 per kg = JMD 5,000.00, capped at JMD 4,000.00";
    render(<FeeSummary fees={{ currency: "JMD", total: 500000, lines: [{ id: "filing", label: "Filing fee", amount: 100000, trace: [] }, { id: "levy", label: "Landing levy", reason: "A levy on every kilogram landed.", amount: 400000, working, trace: [] }] }} />);
    const levy = screen.getByText("Landing levy").closest("tr")!;
    expect(levy.textContent).toBe(`Landing levyA levy on every kilogram landed.How it is worked out: ${working}JMD 4,000.00`);
    expect(screen.getByText("Filing fee").closest("tr")!.textContent).toBe("Filing feeJMD 1,000.00");
  });
});
