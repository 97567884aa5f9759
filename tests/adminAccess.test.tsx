// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { openAs, profileOf, resetPage, startAdminApp, where } from "./adminHarness.tsx";

/** Who may open the admin area, its round tiles and links, and the G2G cards. */
let app: FastifyInstance;
let staff: string;
let fisher: string;
beforeAll(async () => {
  ({ app, staff, fisher } = await startAdminApp());
});
afterAll(async () => app.close());
afterEach(resetPage);

describe("who may open the admin area", () => {
  it("tells an applicant plainly on every staff page", async () => {
    for (const path of ["/admin", "/admin/transactions", "/admin/cases", "/admin/users"]) {
      await openAs(app, fisher, path);
      expect((await screen.findByRole("alert")).textContent).toContain("You are not allowed to view this page");
      resetPage();
    }
  });

  it("sends a visitor to log in", async () => {
    await openAs(app, null, "/admin/species-seasons");
    await waitFor(() => expect(where()).toBe("/login"));
  });

  it("shows the server's refusal when the data is refused", async () => {
    // The guard reads the stored profile; one that claims staff still meets the server's 403.
    const profile = await profileOf(app, fisher);
    await openAs(app, fisher, "/admin/species-seasons", { ...profile, user: { ...(profile.user as object), role: "staff" } });
    expect((await screen.findByRole("alert")).textContent).toBe("You are not allowed to do this");
  });
});

describe("/admin", () => {
  it("shows staff three round tiles and the other staff pages", async () => {
    await openAs(app, staff, "/admin");
    await screen.findByRole("heading", { name: "Admin", level: 1 });
    const tiles = screen.getByRole("list", { name: "Admin sections" });
    expect(within(tiles).getAllByRole("link").map((a) => a.getAttribute("href"))).toEqual(["/admin/species-seasons", "/admin/transactions", "/admin/licences"]);
    for (const name of ["Case processing", "Users", "Supporting officers", "Government agencies (G2G)", "Definitions studio"]) expect(screen.getByRole("link", { name })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Supporting officers" }).getAttribute("href")).toBe("/admin/supporting-officer?showAssociatedEntities=yes");
  });
});

describe("/admin/g2g", () => {
  it("shows the three agencies, each GENERAL with an address and more to read", async () => {
    const user = userEvent.setup();
    await openAs(app, staff, "/admin/g2g");
    const cards = (await screen.findAllByText("GENERAL")).map((tag) => tag.closest("li") as HTMLElement);
    expect(cards).toHaveLength(3);
    expect(cards.map((card) => within(card).getByRole("heading").textContent)).toEqual(["Maritime Authority of Jamaica", "Jamaica Defence Force Coast Guard", "Fisheries Compliance Monitoring Unit"]);
    const more = within(cards[1] as HTMLElement).getByText(/View More/);
    const details = more.closest("details") as HTMLDetailsElement;
    expect(details.open).toBe(false);
    await user.click(more);
    expect(details.open).toBe(true);
    expect(within(details).getByText(/Patrols Jamaica's waters/)).toBeTruthy();
  });
});
