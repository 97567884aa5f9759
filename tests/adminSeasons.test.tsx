// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { errorSummary, inlineError } from "./support/errorSummary.ts";
import { openAs, resetPage, startAdminApp } from "./adminHarness.tsx";

/** /admin/species-seasons against the real server: the table and the season edited in place. */
let app: FastifyInstance;
let staff: string;
beforeAll(async () => {
  ({ app, staff } = await startAdminApp());
});
afterAll(async () => app.close());
afterEach(resetPage);

describe("/admin/species-seasons", () => {
  it("lists the seasons with the current year under the spec's headers", async () => {
    await openAs(app, staff, "/admin/species-seasons");
    const table = await screen.findByRole("table", { name: "Closed seasons" });
    expect(within(table).getAllByRole("columnheader").map((h) => h.textContent)).toEqual(["#", "Specie Name", "Closed Season Start Date", "Closed Season End Date", "Description", "Edit"]);
    const conch = within(table).getByRole("row", { name: /Conch/ });
    expect(within(conch).getByRole("rowheader").textContent).toBe("Conch");
    expect(conch.textContent).toMatch(/\d{1,2} \w+ 2026/);
  });

  it("edits a season in place: a blank date is refused, a saved one changes the table and closes the form", async () => {
    const user = userEvent.setup();
    await openAs(app, staff, "/admin/species-seasons");
    const edit = await screen.findByRole("button", { name: "Edit Conch" });
    await user.click(edit);
    const form = screen.getByRole("form", { name: "Edit the closed season of Conch" });
    expect(document.activeElement?.textContent).toBe("Edit the closed season of Conch");
    expect((within(form).getByLabelText("Specie Name") as HTMLInputElement).readOnly).toBe(true);
    const start = within(form).getByLabelText("Closed Season Start Date") as HTMLInputElement;
    expect(start.value).toMatch(/^2026-\d{2}-\d{2}$/);
    await user.clear(start);
    await user.click(within(form).getByRole("button", { name: "Submit" }));
    expect(errorSummary(form).links).toEqual([{ text: "Closed Season Start Date: This field is required", field: "season-start" }]);
    expect(inlineError("season-start")).toBe("This field is required");

    await user.type(start, "2026-08-01");
    await user.clear(within(form).getByLabelText("Description (Optional)"));
    await user.type(within(form).getByLabelText("Description (Optional)"), "Queen conch, closed from August");
    await user.click(within(form).getByRole("button", { name: "Submit" }));
    const row = await screen.findByRole("row", { name: /Conch 1 August 2026/ });
    expect(within(row).getByText("Queen conch, closed from August")).toBeTruthy();
    expect(screen.queryByRole("form", { name: /Edit the closed season/ })).toBeNull();
    expect(await screen.findByText("Species season updated successfully")).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: "Edit Conch" })));
    // The wizards read the same table.
    const seasons = (await app.inject({ method: "GET", url: "/api/constants/species-seasons" })).json().data as Array<{ specie_name: string; start_date: string }>;
    expect(seasons.find((s) => s.specie_name === "Conch")?.start_date).toContain("08-01");
  });
});
