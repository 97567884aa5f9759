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

describe("repeatable rows", () => {
  const schema: RJSFSchema = { type: "object", properties: { engines: { type: "array", title: "Engine Details", items: { type: "object", title: "Engine", properties: { make_manufacturer: { type: "string", title: "Make / Manufacturer" } } } } } };

  it("offer Delete only while more than one row exists, naming the row, by keyboard", async () => {
    draw(schema, {}, { engines: [{ make_manufacturer: "Yamaha" }] });
    expect(screen.queryByRole("button", { name: /Delete row/ })).toBeNull();
    screen.getByRole("button", { name: "Add Engine" }).focus();
    await userEvent.keyboard("{Enter}");
    expect(screen.getAllByRole("button", { name: /Delete row/ }).map((b) => b.getAttribute("aria-label"))).toEqual(["Delete row 1", "Delete row 2"]);
    screen.getByRole("button", { name: "Delete row 1" }).focus();
    await userEvent.keyboard("{Enter}");
    expect(screen.queryByRole("button", { name: /Delete row/ })).toBeNull();
    expect(screen.getAllByLabelText(/Make \/ Manufacturer/)).toHaveLength(1);
  });
});

describe("showWhen", () => {
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
