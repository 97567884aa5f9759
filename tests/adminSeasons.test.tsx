// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { errorSummary } from "./support/errorSummary.ts";
import { buildApp, DEMO, tokenFor } from "../server/testing/buildApp.ts";
import { openAs, resetPage, startAdminApp } from "./adminHarness.tsx";
import { injectFetch } from "./support/injectFetch.ts";

/** /admin/species-seasons against the real server: the table and the season edited in place. */
let app: FastifyInstance;
let staff: string;
beforeAll(async () => {
  ({ app, staff } = await startAdminApp());
});
afterAll(async () => app.close());
afterEach(resetPage);

const conchRow = async () => within(await screen.findByRole("table", { name: "Closed seasons" })).getByRole("row", { name: /Conch/ });
const cells = (row: HTMLElement) => within(row).getAllByRole("cell").map((c) => c.textContent);
const storedConch = async (server: FastifyInstance) => server.knex("species_seasons").where({ specie_name: "Conch" }).first("start_date", "end_date", "description");

describe("/admin/species-seasons", () => {
  it("lists the seasons under the spec's headers", async () => {
    await openAs(app, staff, "/admin/species-seasons");
    const table = await screen.findByRole("table", { name: "Closed seasons" });
    expect(within(table).getAllByRole("columnheader").map((h) => h.textContent)).toEqual(["#", "Specie Name", "Closed Season Start Date", "Closed Season End Date", "Description", "Edit"]);
    const conch = within(table).getByRole("row", { name: /Conch/ });
    expect(within(conch).getByRole("rowheader").textContent).toBe("Conch");
  });

  it("shows conch's closed season as a real range on 22 November 2026: 8 August 2026 – 28 February 2027, not an end before the start", async () => {
    await openAs(app, staff, "/admin/species-seasons");
    const [, start, end] = cells(await conchRow());
    expect(`${start} – ${end}`).toBe("8 August 2026 – 28 February 2027");
  });

  it("shows the season ending in a leap year's February as ending on the 29th, with the right years", async () => {
    const later = await buildApp({ PORTAL_TODAY: "2027-09-01" });
    try {
      globalThis.fetch = injectFetch(later);
      await openAs(later, await tokenFor(later, DEMO.admin.email, DEMO.admin.password), "/admin/species-seasons");
      const [, start, end] = cells(await conchRow());
      expect(`${start} – ${end}`).toBe("8 August 2027 – 29 February 2028");
    } finally {
      globalThis.fetch = injectFetch(app);
      await later.close();
    }
  });

  it("an unchanged Submit keeps the stored month-days exactly: 02-29 stays 02-29", async () => {
    const before = await storedConch(app);
    expect(before?.end_date).toBe("02-29");
    const user = userEvent.setup();
    await openAs(app, staff, "/admin/species-seasons");
    await user.click(await screen.findByRole("button", { name: "Edit Conch" }));
    await user.click(within(screen.getByRole("form", { name: "Edit the closed season of Conch" })).getByRole("button", { name: "Submit" }));
    expect(await screen.findByText("Species season updated successfully")).toBeTruthy();
    expect(await storedConch(app)).toEqual(before);
    // The form shows the stored day and month, not a date of some year.
    await user.click(await screen.findByRole("button", { name: "Edit Conch" }));
    const end = within(await screen.findByRole("form", { name: "Edit the closed season of Conch" })).getByRole("group", { name: "Closed Season End Date" });
    expect([within(end).getByLabelText("Day"), within(end).getByLabelText("Month")].map((box) => (box as HTMLInputElement).value)).toEqual(["29", "2"]);
  });

  it("edits a season in place: a blank or impossible day is refused, a saved one changes the table and closes the form", async () => {
    const user = userEvent.setup();
    await openAs(app, staff, "/admin/species-seasons");
    const edit = await screen.findByRole("button", { name: "Edit Conch" });
    await user.click(edit);
    const form = screen.getByRole("form", { name: "Edit the closed season of Conch" });
    expect(document.activeElement?.textContent).toBe("Edit the closed season of Conch");
    expect((within(form).getByLabelText("Specie Name") as HTMLInputElement).readOnly).toBe(true);
    const start = within(form).getByRole("group", { name: "Closed Season Start Date" });
    const day = within(start).getByLabelText("Day") as HTMLInputElement;
    const month = within(start).getByLabelText("Month") as HTMLInputElement;
    expect([day.value, month.value]).toEqual(["8", "8"]);
    await user.clear(day);
    await user.clear(month);
    await user.click(within(form).getByRole("button", { name: "Submit" }));
    expect(errorSummary(form).links).toEqual([{ text: "Closed Season Start Date: This field is required", field: "season-start" }]);
    expect(within(start).getByText("This field is required")).toBeTruthy();
    expect(start.getAttribute("aria-describedby")).toContain("season-start__error");

    await user.type(day, "31");
    await user.type(month, "9");
    await user.click(within(form).getByRole("button", { name: "Submit" }));
    expect(within(start).getByText("Not a valid date")).toBeTruthy();

    await user.clear(day);
    await user.type(day, "1");
    await user.clear(within(form).getByLabelText("Description (Optional)"));
    await user.type(within(form).getByLabelText("Description (Optional)"), "Queen conch, closed from September");
    await user.click(within(form).getByRole("button", { name: "Submit" }));
    const row = await screen.findByRole("row", { name: /Conch 1 September 2026/ });
    expect(within(row).getByText("Queen conch, closed from September")).toBeTruthy();
    expect(screen.queryByRole("form", { name: /Edit the closed season/ })).toBeNull();
    expect(await screen.findByText("Species season updated successfully")).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: "Edit Conch" })));
    // The wizards read the same table.
    const seasons = (await app.inject({ method: "GET", url: "/api/constants/species-seasons" })).json().data as Array<{ specie_name: string; start_date: string }>;
    expect(seasons.find((s) => s.specie_name === "Conch")?.start_date).toContain("09-01");
  });
});
