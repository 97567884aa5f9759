// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { errorSummary, inlineError } from "./support/errorSummary.ts";
import { statusDisplay } from "../renderer/src/status/statusLabels.ts";
import { renderAt } from "./support/renderAt.tsx";
import { resetPortal } from "./support/resetPortal.ts";
import { startPortal } from "./support/startPortal.ts";

/**
 * The public status check (spec 000 §2 'Status check', §4, §8): the header's 'Application Status'
 * dialog and /transaction-status, against the real server's GET /api/transactions/status/:number.
 */
let app: FastifyInstance;
// Types named by their routes: no code outside schemas/ names a type id (typesLiveInSchemas.test.ts).
const ROWS = [
  { trans_number: "NFA-2026-900001", route: "/application/licence", status: "Licence Approved" },
  { trans_number: "NFA-2026-900002", route: "/application/fishing-vessel", status: "Application Received by the NFA" },
  { trans_number: "NFA-2026-900003", route: "/application/permit", status: "Awaiting Inspection" },
  { trans_number: "NFA-2026-900004", route: "/application/aquaculture-fisher", status: "Case Closed" },
];

beforeAll(async () => {
  app = await startPortal();
  const definitions = (await app.inject({ method: "GET", url: "/api/definitions" })).json().data.definitions as Array<{ id: string; routePrefix: string }>;
  const typeOf = (route: string) => definitions.find((d) => d.routePrefix === route)?.id;
  await app.knex("transactions").insert(ROWS.map(({ route, ...r }, i) => ({ ...r, app_type: typeOf(route), temp_trans_id: `status-test-${i}`, definition_version: "1.0.0", submitted_on: "2026-02-02 15:00:00" })));
});
afterAll(async () => app.close());
afterEach(resetPortal);

describe("status labels", () => {
  it("maps the statuses the spec lists to display text and shows others raw", () => {
    expect(statusDisplay("Application Received by the NFA")).toEqual({ label: "Application Received", tone: "green" });
    expect(statusDisplay("Return (to Applicant) for Corrections/Clarification").label).toBe("Returned For Correction");
    expect(statusDisplay("Awaiting Inspection")).toEqual({ label: "Awaiting Inspection", tone: "grey" });
  });
});

describe("the 'Application Status' dialog from the header", () => {
  it("checks a number, warns 'Transaction Number Not Found', and gives focus back when closed", async () => {
    const user = userEvent.setup();
    renderAt("/home", { where: true });
    const opener = screen.getByRole("button", { name: "Check Your Application Status" });
    await user.click(opener);
    const dialog = screen.getByRole("dialog", { name: "Application Status" });
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    const field = within(dialog).getByLabelText("Transaction Number");
    expect(document.activeElement).toBe(field);

    await user.click(within(dialog).getByRole("button", { name: "Check Status" }));
    const summary = errorSummary(dialog);
    expect(summary.links).toEqual([{ text: "Transaction Number: This field is required", field: field.id }]);
    expect(inlineError(field.id)).toBe("This field is required");

    await user.type(field, "NFA-2026-123456");
    expect(within(dialog).queryByText("This field is required")).toBeNull();
    await user.click(within(dialog).getByRole("button", { name: "Check Status" }));
    expect((await within(dialog).findByRole("alert")).textContent).toContain("Transaction Number Not Found");

    await user.clear(field);
    await user.type(field, "NFA-2026-900001{Enter}");
    const table = await within(dialog).findByRole("table", { name: "Application status" });
    const cells = within(table).getAllByRole("cell").map((c) => c.textContent);
    expect(cells).toEqual(["2 February 2026", "NFA-2026-900001", "Fisher Licence", "Licence Approved", "View Licence"]);
    expect(within(table).getByRole("link", { name: "View Licence" }).getAttribute("href")).toBe("/profile?active=licence-permit-tab");

    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(document.activeElement).toBe(opener);
  });
});

describe("/transaction-status", () => {
  it("checks the number in ?id= at once: a received application, mapped, with NA for the licence", async () => {
    renderAt("/transaction-status?id=NFA-2026-900002", { where: true });
    // The status page loads in its own chunk (decision 0027): it is awaited once.
    expect(await screen.findByRole("heading", { name: "Check Your Application Status", level: 1 })).toBeTruthy();
    const table = await screen.findByRole("table", { name: "Application status" });
    expect(within(table).getAllByRole("cell").map((c) => c.textContent)).toEqual(["2 February 2026", "NFA-2026-900002", "Fishing Vessel Licence", "Application Received", "NA"]);
    expect((screen.getByLabelText("Transaction Number") as HTMLInputElement).value).toBe("NFA-2026-900002");
  });

  it("shows View Licence for Case Closed, an unmapped status raw, and 'Transaction Number Not Found' for an unknown number", async () => {
    const user = userEvent.setup();
    renderAt("/transaction-status?id=NFA-2026-900004", { where: true });
    expect(within(await screen.findByRole("table", { name: "Application status" })).getByRole("link", { name: "View Licence" })).toBeTruthy();

    const field = screen.getByLabelText("Transaction Number");
    await user.clear(field);
    await user.type(field, "NFA-2026-900003{Enter}");
    await waitFor(() => expect(screen.getByTestId("where").textContent).toBe("/transaction-status?id=NFA-2026-900003"));
    const table = await screen.findByRole("table", { name: "Application status" });
    await waitFor(() => expect(within(table).getAllByRole("cell")[1]?.textContent).toBe("NFA-2026-900003"));
    expect(within(table).getAllByRole("cell")[3]?.textContent).toBe("Awaiting Inspection");
    expect(within(table).getAllByRole("cell")[4]?.textContent).toBe("NA");

    await user.clear(screen.getByLabelText("Transaction Number"));
    await user.type(screen.getByLabelText("Transaction Number"), "NFA-0000-000000{Enter}");
    expect((await screen.findByRole("alert")).textContent).toContain("Transaction Number Not Found");
    expect(screen.queryByRole("table", { name: "Application status" })).toBeNull();
  });
});
