// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { addDays } from "../engine/dates/calendarDays.ts";
import { formatDate } from "../engine/dates/formatDate.ts";
import { licensedVessel, registerTypes, type LicensedVessel } from "../server/testing/licensedVessel.ts";
import { openAs, resetPage, startAdminApp, TODAY } from "./adminHarness.tsx";

/**
 * /admin/licences's Status filter against the real server (decision 0071, later): staff choose
 * Suspended and see every suspended licence, each with a Suspended tag and until when, and not a
 * valid one. The licences are of the first type that declares a register (from schemas/).
 */
let app: FastifyInstance;
let staff: string;
let suspended: LicensedVessel;
let ending: LicensedVessel;
let valid: LicensedVessel;
const ENDS = addDays(TODAY, 5);
beforeAll(async () => {
  ({ app, staff } = await startAdminApp());
  const type = registerTypes(app)[0];
  if (!type) throw new Error("no type in schemas/types declares a register");
  suspended = await licensedVessel(app, staff, type, "Tagged Suspended", "TS-1");
  ending = await licensedVessel(app, staff, type, "Tagged Ending", "TS-2");
  valid = await licensedVessel(app, staff, type, "Tagged Valid", "TS-3");
  for (const [vessel, payload] of [
    [suspended, { reason: "Unpaid fine" }],
    [ending, { reason: "Logbook missing", until: ENDS }],
  ] as const) {
    const answer = await app.inject({ method: "POST", url: `/api/admin/certificates/${vessel.certificateId}/suspend`, headers: { authorization: staff }, payload });
    expect(answer.statusCode, answer.body).toBe(200);
  }
}, 240_000);
afterAll(async () => app.close());
afterEach(resetPage);

describe("/admin/licences by status", () => {
  it("asks for status=suspended when staff choose Suspended, and tags each listed licence Suspended with until when", async () => {
    const user = userEvent.setup();
    const fetched = vi.spyOn(globalThis, "fetch");
    await openAs(app, staff, "/admin/licences");
    const status = await screen.findByLabelText("Status");
    expect(within(status).getAllByRole("option").map((o) => o.textContent)).toEqual(["All", "Valid", "Suspended", "Expired", "Revoked"]);
    await user.selectOptions(status, "Suspended");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    const table = await screen.findByRole("table", { name: "Issued licences" });
    const asked = fetched.mock.calls.map(([input]) => String(input)).filter((url) => url.includes("/admin/licences?"));
    expect(asked).toHaveLength(1);
    expect(new URL(asked[0] as string, "http://portal").searchParams.get("status")).toBe("suspended");

    const rowOf = (vessel: LicensedVessel) => within(table).getByRole("rowheader", { name: vessel.submitted.transNumber }).closest("tr") as HTMLElement;
    expect(within(table).queryByRole("rowheader", { name: valid.submitted.transNumber })).toBeNull();
    const tag = within(rowOf(suspended)).getByText("Suspended", { selector: "strong" });
    expect(tag.className).toBe("govuk-tag govuk-tag--yellow");
    expect(rowOf(suspended).textContent).toContain("Suspended until lifted");
    expect(rowOf(ending).textContent).toContain(`Suspended until ${formatDate(ENDS)}`);
  });

  it("tags a valid licence Valid when staff list them all", async () => {
    const user = userEvent.setup();
    await openAs(app, staff, "/admin/licences");
    await user.click(await screen.findByRole("button", { name: "Submit" }));
    const table = await screen.findByRole("table", { name: "Issued licences" });
    const row = within(table).getByRole("rowheader", { name: valid.submitted.transNumber }).closest("tr") as HTMLElement;
    expect(within(row).getByText("Valid", { selector: "strong" }).className).toBe("govuk-tag govuk-tag--green");
  });
});
