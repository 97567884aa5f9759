// @vitest-environment jsdom
import Form from "@rjsf/core";
import type { ErrorSchema, RJSFSchema, UiSchema } from "@rjsf/utils";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { govukTemplates, govukWidgets } from "../theme/govukTheme.ts";
import { engineValidator } from "../wizard/engineValidator.ts";

afterEach(cleanup);

/** One field drawn with the portal's theme, its value shown for assertions. */
function One({ schema, uiSchema, errors }: { schema: RJSFSchema; uiSchema?: UiSchema; errors?: string[] }) {
  const [data, setData] = useState<Record<string, unknown>>({});
  return (
    <>
      <Form
        schema={{ type: "object", required: schema.required ?? [], properties: { field: schema } } as RJSFSchema}
        uiSchema={{ field: uiSchema ?? {}, "ui:submitButtonOptions": { norender: true } }}
        formData={data}
        validator={engineValidator}
        templates={govukTemplates}
        widgets={govukWidgets}
        extraErrors={(errors ? { field: { __errors: errors } } : {}) as ErrorSchema}
        idPrefix="root"
        experimental_defaultFormStateBehavior={{ constAsDefaults: "never" }}
        onChange={({ formData }) => setData(formData as Record<string, unknown>)}
      >
        <></>
      </Form>
      <output data-testid="value">{JSON.stringify(data.field ?? null)}</output>
    </>
  );
}
const value = () => JSON.parse(screen.getByTestId("value").textContent ?? "null");

describe("select widget", () => {
  it("is labelled, offers an empty first choice, disables switched-off options and links its error", async () => {
    render(<One schema={{ type: "string", title: "Region", enum: ["North", "South"] }} uiSchema={{ "ui:widget": "select", "ui:enumDisabled": ["South"] }} errors={["You must select Region before proceeding to the next step"]} />);
    const select = screen.getByLabelText("Region (Optional)") as HTMLSelectElement;
    expect(select.options[0]?.textContent).toBe("Choose…");
    expect((select.options[2] as HTMLOptionElement).disabled).toBe(true);
    expect(select.getAttribute("aria-describedby")).toBe("root_field__error");
    expect(document.getElementById("root_field__error")?.textContent).toContain("You must select Region before proceeding to the next step");
    await userEvent.selectOptions(select, "North");
    expect(value()).toBe("North");
  });
});

describe("phone widget", () => {
  it("formats digits as 123-456-7890 while typing", async () => {
    render(<One schema={{ type: "string", title: "Cell Phone" }} uiSchema={{ "ui:widget": "phone" }} />);
    await userEvent.type(screen.getByLabelText("Cell Phone (Optional)"), "876 555 0142");
    expect(value()).toBe("876-555-0142");
  });
});

describe("tiles widget (multiple)", () => {
  it("toggles checkboxes from the keyboard with Space", async () => {
    render(<One schema={{ type: "array", title: "Gear", uniqueItems: true, items: { type: "string", enum: ["Traps", "Nets"] } }} uiSchema={{ "ui:widget": "tiles" }} />);
    await userEvent.tab();
    await userEvent.keyboard(" ");
    expect(value()).toEqual(["Traps"]);
    await userEvent.tab();
    await userEvent.keyboard(" ");
    expect(value()).toEqual(["Traps", "Nets"]);
    await userEvent.keyboard(" ");
    expect(value()).toEqual(["Traps"]);
  });
});

describe("checkbox widget", () => {
  it("records true when ticked and nothing when unticked", async () => {
    render(<One schema={{ type: "boolean", title: "I have read and understood the above", const: true, required: [] } as RJSFSchema} uiSchema={{ "ui:widget": "checkbox" }} />);
    const box = screen.getByRole("checkbox", { name: "I have read and understood the above" });
    await userEvent.click(box);
    expect(value()).toBe(true);
    await userEvent.click(box);
    expect(value()).toBeNull();
  });
});

describe("action button widget", () => {
  it("records true when pressed, and a second press does not take it back (no toggle)", async () => {
    render(<One schema={{ type: "boolean", title: "Apply for a Fisher Licence" }} uiSchema={{ "ui:widget": "actionButton" }} />);
    await userEvent.click(screen.getByRole("button", { name: "Apply for a Fisher Licence" }));
    expect(value()).toBe(true);
    await userEvent.click(screen.getByRole("button", { name: "Apply for a Fisher Licence" }));
    expect(value()).toBe(true);
  });
});

describe("file and signature upload widgets", () => {
  it("refuses a wrong type and an empty file with the spec's messages, and keeps an accepted file as a data URL", async () => {
    render(<One schema={{ type: "string", title: "Upload Signature" }} uiSchema={{ "ui:widget": "signatureUpload" }} />);
    const input = screen.getByLabelText("Upload Signature (Optional)");
    await userEvent.upload(input, new File(["%PDF"], "sig.pdf", { type: "application/pdf" }), { applyAccept: false });
    expect(await screen.findByText("Only .jpg, .jpeg, .png files are accepted")).toBeTruthy();
    await userEvent.upload(input, new File([], "empty.png", { type: "image/png" }));
    expect(await screen.findByText("File size should be greater than 0 KB and less then 20 MB")).toBeTruthy();
    await userEvent.upload(input, new File([new Uint8Array([137, 80, 78, 71])], "sig.png", { type: "image/png" }));
    await waitFor(() => expect(String(value())).toMatch(/^data:image\/png;base64,/));
    await userEvent.click(screen.getByRole("button", { name: "Remove file" }));
    expect(value()).toBeNull();
  });

  it("keeps an upload declaring x-file as the spec's {name, content, contentType}, its name shown (spec 001 §3)", async () => {
    const schema = { type: "string", title: "MAJ Registration Certificate", "x-file": { accept: [".pdf", ".jpg", ".jpeg", ".png"] } } as RJSFSchema;
    render(<One schema={schema} uiSchema={{ "ui:widget": "file" }} />);
    const input = screen.getByLabelText("MAJ Registration Certificate (Optional)");
    expect(input.getAttribute("accept")).toBe(".pdf,.jpg,.jpeg,.png");
    await userEvent.upload(input, new File(["%PDF-1.4\n"], "MAJ certificate.PDF", { type: "application/pdf" }));
    await waitFor(() => expect(value()).toEqual({ name: "MAJ certificate.PDF", content: btoa("%PDF-1.4\n"), contentType: "application/pdf" }));
    expect(screen.getByText("MAJ certificate.PDF")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Remove file" }));
    expect(value()).toBeNull();
  });
});

describe("signature pad widget", () => {
  it("offers the upload instead where the browser cannot draw, and a Clear button", async () => {
    render(<One schema={{ type: "string", title: "Draw Signature" }} uiSchema={{ "ui:widget": "signaturePad" }} />);
    expect(await screen.findByText("Drawing is not available in this browser: please upload an image of your signature instead.")).toBeTruthy();
    expect(screen.getByRole("img", { name: "Signature drawing area, empty" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Clear signature" })).toBeTruthy();
  });
});
