// @vitest-environment jsdom
import Form from "@rjsf/core";
import type { RJSFSchema } from "@rjsf/utils";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { govukTemplates, govukWidgets } from "../theme/govukTheme.ts";
import { engineValidator } from "../wizard/engineValidator.ts";

afterEach(cleanup);
// The widget loads the map (Leaflet) lazily. Loaded here first, while jsdom is up: left to the
// render, its import could finish after the file's jsdom was torn down, and Leaflet reading
// `window` then failed the run with an unhandled error (a flake on a loaded machine).
beforeAll(async () => {
  await import("../map/FishingAreaMap.tsx");
});

const AREAS = [
  { value: "Pedro Bank", lat: 17.05, lng: -77.8, description: "Large offshore bank" },
  { value: "Morant Bank", lat: 17.4, lng: -76, description: "Offshore bank south-east of Morant Point" },
];

function MapStep() {
  const [data, setData] = useState<Record<string, unknown>>({});
  const schema = { type: "object", required: ["fishing_area"], properties: { fishing_area: { type: "array", title: "Fishing Area", uniqueItems: true, items: { type: "string", enum: AREAS.map((a) => a.value), "x-list": { items: AREAS } } } } } as RJSFSchema;
  return (
    <>
      <Form schema={schema} uiSchema={{ fishing_area: { "ui:widget": "fishingAreaMap" }, "ui:submitButtonOptions": { norender: true } }} formData={data} validator={engineValidator} templates={govukTemplates} widgets={govukWidgets} idPrefix="root" onChange={({ formData }) => setData(formData as Record<string, unknown>)}>
        <></>
      </Form>
      <output data-testid="value">{JSON.stringify(data.fishing_area ?? null)}</output>
    </>
  );
}

describe("fishing-area map widget (issue 14: the map and the list work together)", () => {
  it("draws the map first, then the areas as checkboxes in the question's group, and says what the area chosen is", async () => {
    render(<MapStep />);
    const group = screen.getByRole("group", { name: "Fishing Area" });
    const list = group.querySelector(".nfa-area-list") as HTMLElement;
    // The map (or its loading line) comes before the list in the group.
    expect(group.textContent?.indexOf("map")).toBeLessThan(group.textContent?.indexOf("Pedro Bank") ?? 0);
    expect(within(list).getAllByRole("checkbox")).toHaveLength(2);
    expect(group.textContent).toContain("0 of 2 areas chosen.");
    await userEvent.click(within(list).getByRole("checkbox", { name: "Morant Bank" }));
    expect(screen.getByTestId("value").textContent).toBe('["Morant Bank"]');
    expect(group.textContent).toContain("Morant Bank: Offshore bank south-east of Morant Point (chosen)");
    await userEvent.click(within(list).getByRole("checkbox", { name: "Morant Bank" }));
    expect(screen.getByTestId("value").textContent).toBe("[]");
  });
});
