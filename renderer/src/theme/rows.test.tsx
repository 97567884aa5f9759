// @vitest-environment jsdom
import Form from "@rjsf/core";
import type { RJSFSchema, UiSchema } from "@rjsf/utils";
import validator from "@rjsf/validator-ajv8";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { govukTemplates, govukWidgets } from "./govukTheme.ts";

afterEach(cleanup);

const draw = (schema: RJSFSchema, uiSchema: UiSchema, formData: unknown) =>
  render(<Form schema={schema} uiSchema={{ ...uiSchema, "ui:submitButtonOptions": { norender: true } }} formData={formData} validator={validator} templates={govukTemplates} widgets={govukWidgets} />);

const schema: RJSFSchema = { type: "object", properties: { engines: { type: "array", title: "Engine Details", items: { type: "object", title: "Engine", properties: { make_manufacturer: { type: "string", title: "Make / Manufacturer" } } } } } };

describe("repeatable rows", () => {
  it("offer Delete only while more than one row exists, naming the row, by keyboard", async () => {
    draw(schema, {}, { engines: [{ make_manufacturer: "Yamaha" }] });
    expect(screen.queryByRole("button", { name: /Delete Engine/ })).toBeNull();
    screen.getByRole("button", { name: "Add Engine" }).focus();
    await userEvent.keyboard("{Enter}");
    expect(screen.getAllByRole("button", { name: /Delete Engine/ }).map((b) => b.getAttribute("aria-label"))).toEqual(["Delete Engine 1", "Delete Engine 2"]);
    screen.getByRole("button", { name: "Delete Engine 1" }).focus();
    await userEvent.keyboard("{Enter}");
    expect(screen.queryByRole("button", { name: /Delete Engine/ })).toBeNull();
    expect(screen.getAllByLabelText(/Make \/ Manufacturer/)).toHaveLength(1);
  });
});

describe("a row's heading (issue 31 item 11)", () => {
  it("names the row by its items' title, 'Row' only when they have none", () => {
    const untitled: RJSFSchema = { type: "object", properties: { rows: { type: "array", items: { type: "object", properties: { note: { type: "string", title: "Note" } } } } } };
    draw(schema, {}, { engines: [{}, {}] });
    expect(screen.getByText("Engine 2")).toBeTruthy();
    expect(screen.queryByText("Row 1")).toBeNull();
    cleanup();
    draw(untitled, {}, { rows: [{}] });
    expect(screen.getByText("Row 1")).toBeTruthy();
  });

  it("gives each row of fields one heading, its fieldset's legend, not 'Row 1' above 'Consignment lines-1 1' (issue 26)", () => {
    const lines: RJSFSchema = { type: "object", required: ["consignment_lines"], properties: { consignment_lines: { type: "array", title: "Consignment lines", items: { type: "object", properties: { species: { type: "string", title: "Species" } } } } } };
    const { container } = draw(lines, {}, { consignment_lines: [{}, {}] });
    const legends = [...container.querySelectorAll("legend")].map((legend) => legend.textContent);
    expect(legends).toEqual(["Consignment lines", "Row 1", "Row 2"]);
    expect(container.textContent).not.toMatch(/Consignment lines-\d/);
  });
});

describe("groups of a long object's fields (issue 31 item 6)", () => {
  it("draw each group as a fieldset under its legend, in the groups' order", () => {
    const vessel: RJSFSchema = { type: "object", properties: { vessel: { type: "object", title: "Vessel Features", properties: { name: { type: "string", title: "Name of Vessel" }, hull: { type: "string", title: "Hull Colour" }, length: { type: "number", title: "Length (metres)" } } } } };
    const ui: UiSchema = { vessel: { "ui:options": { groups: [{ title: "Size", fields: ["length"] }, { title: "Registration", fields: ["name", "hull"] }] } } };
    draw(vessel, ui, {});
    const groups = screen.getAllByRole("group").filter((g) => g.querySelector("legend")?.textContent !== "Vessel Features");
    expect(groups.map((g) => [g.querySelector("legend")?.textContent, [...g.querySelectorAll("label")].map((l) => l.textContent)])).toEqual([
      ["Size", ["Length (metres) (Optional)"]],
      ["Registration", ["Name of Vessel (Optional)", "Hull Colour (Optional)"]],
    ]);
  });
});

describe("showWhen", () => {
  it("with showWhenValue, draws the serial number only once 'Known' is chosen", async () => {
    const engine: RJSFSchema = { type: "object", properties: { engine: { type: "object", title: "Engine", properties: { available: { type: "string", title: "Do you know the engine's serial number?", enum: ["Known", "Unknown"] }, serial: { type: "string", title: "Serial number" } } } } };
    const ui: UiSchema = { engine: { available: { "ui:widget": "radio" }, serial: { "ui:options": { showWhen: "available", showWhenValue: "Known" } } } };
    draw(engine, ui, {});
    expect(screen.queryByLabelText(/Serial number/)).toBeNull();
    await userEvent.click(screen.getByRole("radio", { name: "Unknown" }));
    expect(screen.queryByLabelText(/Serial number/)).toBeNull();
    await userEvent.click(screen.getByRole("radio", { name: "Known" }));
    expect(screen.getByLabelText(/Serial number/)).toBeTruthy();
  });

  it("draws a group's types only once the group is ticked", async () => {
    const schema: RJSFSchema = { type: "object", properties: { food_fish: { type: "object", title: "Food Fish", properties: { isEnabled: { type: "boolean", title: "Food Fish" }, sub_categories: { type: "array", title: "Types of Food Fish", uniqueItems: true, items: { type: "string", enum: ["Tilapia", "Carp"] } } } } } };
    const ui: UiSchema = { food_fish: { isEnabled: { "ui:widget": "checkbox" }, sub_categories: { "ui:widget": "checkboxes", "ui:options": { showWhen: "isEnabled" } } } };
    draw(schema, ui, {});
    expect(screen.queryByText("Tilapia")).toBeNull();
    await userEvent.click(screen.getByRole("checkbox", { name: /Food Fish/ }));
    expect(screen.getByRole("checkbox", { name: "Tilapia" })).toBeTruthy();
  });
});

describe("spacing of nested fields (issue 14: the declaration's and the billing address's fields touched)", () => {
  it("leaves only the last field of a nested object to GOV.UK's zero-margin rule for a last form group", () => {
    const schema: RJSFSchema = { type: "object", properties: { billing_address: { type: "object", title: "Billing Address", properties: { first_name: { type: "string", title: "First Name" }, last_name: { type: "string", title: "Last Name" }, city: { type: "string", title: "City" } } } } };
    draw(schema, {}, {});
    // govuk-frontend: `.govuk-form-group .govuk-form-group:last-of-type { margin-bottom: 0 }`.
    const zeroed = [...document.querySelectorAll(".govuk-form-group .govuk-form-group:last-of-type")];
    expect(zeroed.map((group) => group.querySelector("label")?.textContent)).toEqual(["City (Optional)"]);
  });
});
