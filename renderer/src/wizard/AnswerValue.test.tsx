// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { FieldSchema } from "../../../engine/types.ts";
import { AnswerValue, hasContent } from "./AnswerValue.tsx";

afterEach(cleanup);

const gear: FieldSchema = {
  type: "object",
  title: "Gear Information",
  properties: {
    traps: { type: "object", title: "Traps", properties: { isChecked: { type: "boolean", title: "Traps" }, number_of_gears: { type: "integer", title: "Number of Gear" } } },
    nets: { type: "object", title: "Nets", properties: { isChecked: { type: "boolean", title: "Nets" }, number_of_gears: { type: "integer", title: "Number of Gear" } } },
  },
};
const owners: FieldSchema = { type: "array", items: { type: "object", properties: { name_of_owner: { type: "string", title: "Name of Owner" }, share: { type: "number", title: "Share", "x-unit": "%" } } } };

describe("AnswerValue", () => {
  it("writes out a keyed table with only what was ticked, under the fields' labels", () => {
    const { container } = render(<AnswerValue value={{ traps: { isChecked: true, number_of_gears: 12 }, nets: { isChecked: false } }} field={gear} />);
    expect(container.textContent).toBe("TrapsTrapsYesNumber of Gear12");
    expect(container.textContent).not.toContain("Nets");
  });

  it("numbers the rows of a list and shows units", () => {
    const { container } = render(<AnswerValue value={[{ name_of_owner: "Marcia Campbell", share: 60 }, {}, { name_of_owner: "Andre Williams", share: 40 }]} field={owners} />);
    expect([...container.querySelectorAll("li")].map((li) => li.textContent)).toEqual(["Name of OwnerMarcia CampbellShare60 %", "Name of OwnerAndre WilliamsShare40 %"]);
  });

  it("shows a file inside an object as an image or says it is attached, never its data URL", () => {
    const png = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";
    const owner: FieldSchema = { type: "object", properties: { name_of_owner: { type: "string", title: "Name of Owner" }, signature: { type: "string", title: "Signature of Owner" } } };
    const { container, getByRole } = render(<AnswerValue value={[{ name_of_owner: "Marcia Campbell", signature: png }, { name_of_owner: "Andre Williams", letter: "data:application/pdf;base64,JVBERi0xLjQK" }]} field={{ type: "array", items: owner }} />);
    expect(getByRole("img", { name: "Signature of Owner" }).getAttribute("src")).toBe(png);
    expect(container.textContent).toContain("A file is attached.");
    expect(container.textContent).not.toContain("data:");
  });

  it("names an upload in the spec's shape {name, content, contentType}, never writing out its content", () => {
    const certificate = { name: "maj-certificate.pdf", content: "JVBERi0xLjQK", contentType: "application/pdf" };
    const { container } = render(<AnswerValue value={[{ vessel_name: "Sea Breeze", maj_registration_certificate: certificate }]} field={{ type: "array", items: { type: "object", properties: { vessel_name: { type: "string", title: "Vessel Name" }, maj_registration_certificate: { title: "MAJ Registration Certificate", "x-file": { accept: [".pdf"] } } } } }} />);
    expect(container.textContent).toBe("Vessel NameSea BreezeMAJ Registration Certificatemaj-certificate.pdf");
  });

  it("knows an unticked table has nothing to show", () => {
    expect(hasContent({ traps: { isChecked: false }, nets: {} })).toBe(false);
    expect(hasContent(["Traps"])).toBe(true);
  });

  it("writes dates and times as the portal does everywhere, not as stored", () => {
    const { container, rerender } = render(<AnswerValue value="2026-08-08" field={{ type: "string", format: "date" }} />);
    expect(container.textContent).toBe("8 August 2026");
    rerender(<AnswerValue value="2026-08-08T15:05" field={{ type: "string", format: "date-time" }} />);
    expect(container.textContent).toBe("8 August 2026, 3:05pm");
  });
});
