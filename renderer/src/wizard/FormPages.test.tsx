// @vitest-environment jsdom
// vitest: own modules (it asserts no toast is shown, and a toast another file left pending would be)
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { Toaster } from "sonner";
import { afterEach, describe, expect, it } from "vitest";
import { contextFor, loadDefinitions } from "../../../engine/node/loadDefinitions.ts";
import type { Answers } from "../../../engine/types.ts";
import { fieldName } from "./ErrorSummary.tsx";
import { FormPages } from "./FormPages.tsx";

afterEach(cleanup);
const { loaded } = loadDefinitions();
const letters = loaded.find((d) => d.definition.slug === "general-administration")?.compiled;
if (!letters) throw new Error("the letters definition did not load");

function Harness({ initial }: { initial: Answers }) {
  const [answers, setAnswers] = useState<Answers>(initial);
  const [pageId, setPageId] = useState(letters!.pages[0]!.section.id);
  const [done, setDone] = useState(false);
  return done ? <p>Form done</p> : <FormPages key={pageId} compiled={letters!} context={contextFor("2026-11-22", {})} answers={answers} pageId={pageId} onPage={setPageId} onAnswers={setAnswers} onFinish={() => setDone(true)} onBack={() => undefined} onSave={() => undefined} />;
}

const filled = { type_of_letter_requested: "Consulate Letter", first_name: "Devon", last_name: "Brown", telephone_number: "876-555-0177", address: "4 Bay Road", purpose_of_letter: "Visa", date_required: "2026-12-15" };

describe("FormPages", () => {
  it("shows page 1 with the transaction details and '(Optional)' labels, and refuses Next with the spec's messages", async () => {
    render(<Harness initial={{ ...filled, purpose_of_letter: "x".repeat(501), telephone_number: "8765550" }} />);
    expect(screen.getByRole("heading", { name: "Letters & Other Services" })).toBeTruthy();
    expect(screen.getByText("Type of Letter Requested")).toBeTruthy();
    expect(screen.getByLabelText("Middle Name (Optional)")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    const summary = screen.getByRole("alert");
    expect(within(summary).getByText("Max length is 500")).toBeTruthy();
    expect(within(summary).getByText("Format should be 123-456-7890")).toBeTruthy();
  });

  it("names each field in the error summary, since the spec's messages are alike, under the page's message and with no toast", async () => {
    render(
      <>
        <Toaster />
        <Harness initial={{ ...filled, declaration_details: undefined, accept_understand_above: undefined }} />
      </>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.querySelector("[data-sonner-toast]")).toBeNull();
    // Spec 000 §5: a missing signature on page 2 gives 'Fill all the mandatory fields'.
    expect(within(screen.getByRole("alert")).getByRole("heading").textContent).toBe("Fill all the mandatory fields");
    const links = within(screen.getByRole("alert")).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual([
      "Name: This is required",
      "Address: This is required",
      "I have read and understood the above: This is required",
      "Upload Signature: Atleast one field is required from below",
    ]);
    expect(links[0]?.getAttribute("href")).toBe("#root_declaration_details_name");
  });

  it("formats the phone as it is typed", async () => {
    render(<Harness initial={{ ...filled, telephone_number: undefined }} />);
    await userEvent.type(screen.getByLabelText("Telephone Number"), "8765550177");
    expect((screen.getByLabelText("Telephone Number") as HTMLInputElement).value).toBe("876-555-0177");
  });

  it("needs a signature on the Declaration of Knowledge before leaving the form", async () => {
    render(<Harness initial={{ ...filled, declaration_details: { name: "Devon Brown", address: "4 Bay Road" }, accept_understand_above: true }} />);
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByRole("heading", { name: "Declaration of Knowledge - Form" })).toBeTruthy();
    // One of the two is needed, so neither is marked '(Optional)' (ui:options.neededBy), and the hint says so.
    expect(screen.getByLabelText("Upload Signature")).toBeTruthy();
    expect(screen.getByRole("group", { name: "Draw Signature" })).toBeTruthy();
    expect(screen.queryByText(/Signature \(Optional\)/)).toBeNull();
    expect(screen.getByText(/one of the two is needed/)).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(within(screen.getByRole("alert")).getByText("Atleast one field is required from below")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Previous" }));
    expect(screen.getByRole("heading", { name: "Letters & Other Services" })).toBeTruthy();
  });
});

describe("fieldName", () => {
  const schema = { type: "object", properties: { engines: { type: "array", items: { type: "object", properties: { make: { type: "string", title: "Engine Make" } } } }, untitled: { type: "string" } } } as const;
  it("names a row's field with its row, and nothing without a title", () => {
    expect(fieldName(schema, "/engines/1/make")).toBe("Engine Make, row 2");
    expect(fieldName(schema, "/untitled")).toBeUndefined();
    expect(fieldName(undefined, "/engines/0/make")).toBeUndefined();
  });
});

describe("Gender / Type of Business on the applicant page (issue 31 item 11, decision 0051)", () => {
  const licence = loaded.find((d) => d.definition.slug === "licence")?.compiled;
  const page = licence?.pages.find((p) => "gender_type_of_business" in p.section.schema.properties);
  const title = page?.section.schema.properties.gender_type_of_business?.title ?? "";
  const offered = (applicantType: string) => {
    cleanup();
    render(<FormPages compiled={licence!} context={contextFor("2026-11-22", { applicant_type: applicantType })} answers={{}} pageId={page!.section.id} onPage={() => undefined} onAnswers={() => undefined} onFinish={() => undefined} onBack={() => undefined} onSave={() => undefined} />);
    return within(screen.getByRole("group", { name: new RegExp(`^${title.replace(/[/()]/g, "\\$&")}`) }))
      .getAllByRole("radio")
      .map((radio) => radio.getAttribute("value"));
  };

  it("offers an individual Male and Female, and a company Business, with no option greyed out", () => {
    expect(offered("Individual")).toEqual(["Male", "Female"]);
    expect(offered("Company")).toEqual(["Business"]);
  });
});
