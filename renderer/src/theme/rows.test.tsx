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
