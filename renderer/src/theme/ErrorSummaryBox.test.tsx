// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ErrorSummaryBox, type Problem } from "./ErrorSummaryBox.tsx";

afterEach(cleanup);

function Form({ problems, attempt }: { problems: Problem[]; attempt: number }) {
  return (
    <>
      <ErrorSummaryBox problems={problems} attempt={attempt} />
      <fieldset id="choice">
        <legend>Applicant Type</legend>
        <input type="radio" id="choice-0" name="choice" aria-label="Individual" />
      </fieldset>
      <input id="email" aria-label="Email" />
    </>
  );
}

const required: Problem = { message: "This field is required", field: "choice", name: "Applicant Type" };

describe("the one error summary", () => {
  it("takes focus at a refused submit and links each problem to its field, led by the field's name", () => {
    const { rerender } = render(<Form problems={[]} attempt={0} />);
    rerender(<Form problems={[required, { message: "Email not valid", field: "email", name: "Email" }, { message: "The server said no" }]} attempt={1} />);
    const summary = screen.getByRole("alert");
    expect(document.activeElement).toBe(summary);
    expect(screen.getAllByRole("link").map((a) => a.textContent)).toEqual(["Applicant Type: This field is required", "Email not valid"]);
    expect(summary.textContent).toContain("The server said no");
    fireEvent.click(screen.getByRole("link", { name: "Applicant Type: This field is required" }));
    expect(document.activeElement?.id).toBe("choice-0");
  });

  it("never takes focus while the form is typed in, even when its problems come back", () => {
    const { rerender } = render(<Form problems={[required]} attempt={1} />);
    screen.getByLabelText("Email").focus();
    rerender(<Form problems={[]} attempt={1} />);
    rerender(<Form problems={[required]} attempt={1} />);
    expect(document.activeElement?.id).toBe("email");
    rerender(<Form problems={[required]} attempt={2} />);
    expect(document.activeElement).toBe(screen.getByRole("alert"));
  });
});
