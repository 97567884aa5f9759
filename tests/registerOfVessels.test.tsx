// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { formatDate } from "../engine/dates/formatDate.ts";
import { DEMO, tokenFor } from "../server/testing/buildApp.ts";
import { licensedVessel, registerTypes, type LicensedVessel } from "../server/testing/licensedVessel.ts";
import { renderAt } from "./support/renderAt.tsx";
import { resetPortal } from "./support/resetPortal.ts";
import { startPortal } from "./support/startPortal.ts";

/*
 * Issue 29, decision 0066: /register-of-vessels against the real server. Two vessels of the types
 * that declare a register (from schemas/) are licensed, one revoked; a visitor with no login finds
 * them from the footer, searches by part of a name and by a number typed loosely, filters by
 * status, is told when nothing matches, and pages with links that keep the search in the address.
 */
const TODAY = "2026-11-22";
let app: FastifyInstance;
let breeze: LicensedVessel;
let spray: LicensedVessel;
/** The vessels listed before this test licensed its own (the demo data's, decision 0072), and how many of them are valid. */
let before: string[];
let validBefore: number;
beforeAll(async () => {
  app = await startPortal({ PORTAL_TODAY: TODAY });
  const admin = await tokenFor(app, DEMO.admin.email, DEMO.admin.password);
  const listed = (await app.inject({ method: "GET", url: "/api/register/vessels?page_size=50" })).json().data.vessels as Array<{ vessel_name: string; status: string }>;
  before = listed.map((v) => v.vessel_name);
  validBefore = listed.filter((v) => v.status === "valid").length;
  const [type] = registerTypes(app);
  if (!type) throw new Error("no type in schemas/types declares a register");
  breeze = await licensedVessel(app, admin, type, "Sea Breeze", "JA-F1234-KN");
  spray = await licensedVessel(app, admin, type, "Sea Spray", "KN-5678");
  const revoked = await app.inject({ method: "POST", url: `/api/admin/certificates/${spray.certificateId}/revoke`, headers: { authorization: admin }, payload: { reason: "Surrendered" } });
  expect(revoked.statusCode).toBe(200);
}, 120_000);
afterAll(async () => app.close());
afterEach(resetPortal);

const where = () => screen.getByTestId("where").textContent;
/** The register's rows as shown, less the vessels listed before this test's (`before`): each cell's text, the vessel's name first. */
const rows = () =>
  within(screen.getByRole("table", { name: /^Licensed vessels/ }))
    .getAllByRole("row")
    .slice(1)
    .map((row) => Array.from(row.querySelectorAll("th, td"), (cell) => cell.textContent))
    .filter(([name]) => !before.includes(String(name)));
/** How many vessels the page says it lists, `kind` ("valid ") before the noun. */
const counted = (n: number, kind = "") => `${n} ${kind}licensed vessel${n === 1 ? "" : "s"}`;
/** Waits for the page's own status line (role=status in the main content) to say `text`. */
const found = async (text: string | RegExp) => waitFor(() => expect(within(document.getElementById("main-content") as HTMLElement).getByRole("status").textContent).toMatch(text));

describe("/register-of-vessels", () => {
  it("is linked from the footer, lists every licensed vessel with its licence and status, and no one's name", async () => {
    const user = userEvent.setup();
    renderAt("/home", { where: true });
    await user.click(await screen.findByRole("link", { name: "Register of Licensed Vessels" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Register of licensed vessels" })).toBeTruthy();
    await found(counted(before.length + 2));
    expect(screen.getByText(/stays listed for a year after it ended/)).toBeTruthy();
    const stored = await app.knex("issued_certificates").where({ id: breeze.certificateId }).first("properties");
    const licence = JSON.parse(String(stored?.properties)).propertiesMap as { FLIS_TypeCategoryofLicenseVessel: string | null; FLIS_DateofExpiration: string };
    expect(rows()).toEqual([
      ["Sea Breeze", "JA-F1234-KN", expect.any(String), `${breeze.type.title}${licence.FLIS_TypeCategoryofLicenseVessel ?? ""}`, formatDate(TODAY), formatDate(licence.FLIS_DateofExpiration), "Valid"],
      ["Sea Spray", "KN-5678", expect.any(String), expect.stringContaining(spray.type.title), formatDate(TODAY), formatDate(licence.FLIS_DateofExpiration), `Revokedsince ${formatDate(TODAY)}`],
    ]);
    // Each cell carries its column's name for the phone's stacked cards.
    expect(within(screen.getByRole("table")).getByRole("rowheader", { name: "Sea Breeze" }).getAttribute("data-label")).toBe("Vessel name");
    const main = document.getElementById("main-content")?.textContent ?? "";
    const holder = [breeze.submitted.answers.first_name_individual, breeze.submitted.answers.last_name_individual].filter(Boolean).join(" ");
    expect(holder.length).toBeGreaterThan(0);
    expect(main).not.toContain(holder);
    expect(main).not.toContain(breeze.submitted.transNumber);
  });

  it("searches by part of a name or a number typed loosely, keeps the search in the address, and filters by status", async () => {
    const user = userEvent.setup();
    renderAt("/register-of-vessels", { where: true });
    await found(counted(before.length + 2));
    const field = screen.getByLabelText("Vessel name or registration number");
    await user.type(field, "breeze");
    await user.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() => expect(where()).toBe("/register-of-vessels?q=breeze"));
    await found("1 licensed vessel matching ‘breeze’");
    expect(rows().map((r) => r[0])).toEqual(["Sea Breeze"]);

    await user.clear(screen.getByLabelText("Vessel name or registration number"));
    await user.type(screen.getByLabelText("Vessel name or registration number"), "kn 5678");
    await user.click(screen.getByRole("button", { name: "Search" }));
    await found("1 licensed vessel matching ‘kn 5678’");
    expect(rows().map((r) => r[0])).toEqual(["Sea Spray"]);

    await user.clear(screen.getByLabelText("Vessel name or registration number"));
    await user.selectOptions(screen.getByLabelText("Licence status"), "Valid");
    await user.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() => expect(where()).toBe("/register-of-vessels?status=valid"));
    await found(counted(validBefore + 1, "valid "));
    expect(rows().map((r) => r[0])).toEqual(["Sea Breeze"]);
  });

  it("says when nothing matches, and offers the way back from a page past the end", async () => {
    renderAt("/register-of-vessels?q=kraken", { where: true });
    await found("No licensed vessels matching ‘kraken’ on the register. Check the spelling, or search for part of the name or number.");
    expect(screen.queryByRole("table")).toBeNull();
    expect((screen.getByLabelText("Vessel name or registration number") as HTMLInputElement).value).toBe("kraken");
    resetPortal();

    const user = userEvent.setup();
    renderAt("/register-of-vessels?q=sea&page=2", { where: true });
    await found("2 licensed vessels matching ‘sea’");
    const pages = screen.getByRole("navigation", { name: "Pages of the register" });
    expect(pages.textContent).toContain("No vessels on page 2, page 2 of 1");
    expect(within(pages).queryByRole("link", { name: "Next page" })).toBeNull();
    await user.click(within(pages).getByRole("link", { name: "Previous page" }));
    await waitFor(() => expect(where()).toBe("/register-of-vessels?q=sea"));
    await waitFor(() => expect(rows().map((r) => r[0])).toEqual(["Sea Breeze", "Sea Spray"]));
    expect(screen.queryByRole("navigation", { name: "Pages of the register" })).toBeNull();
  });
});
