// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { submitBySlug, type Submitted } from "../server/testing/submitBySlug.ts";
import { blobStart, captureDownloads, openAs, resetPage, startAdminApp } from "./adminHarness.tsx";

/** /admin/transactions against the real server: filters, months, results, detailed view, download. */
let app: FastifyInstance;
let staff: string;
let submitted: Submitted;
/** The twelve months' figures by type before this test submitted: the demo licences' applications (decision 0072). */
let figuresBefore: Array<{ by_type: Array<{ app_type: string; count: number }> }>;
beforeAll(async () => {
  let fisher: string;
  ({ app, staff, fisher } = await startAdminApp());
  figuresBefore = (await app.inject({ method: "GET", url: "/api/admin/transactions/months", headers: { authorization: staff } })).json().data.months;
  submitted = await submitBySlug(app, fisher, "licence");
});
afterAll(async () => app.close());
afterEach(resetPage);

const filters = () => screen.getByRole("form", { name: "Report filters" });

describe("/admin/transactions", () => {
  it("labels twelve month buttons Month-Year from this month back, and shows a month's data", async () => {
    const user = userEvent.setup();
    await openAs(app, staff, "/admin/transactions");
    const nav = await screen.findByRole("group", { name: "Transactions by month" });
    await waitFor(() => expect(within(nav).getAllByRole("button")).toHaveLength(12));
    const labels = within(nav).getAllByRole("button").map((b) => b.textContent);
    expect(labels.slice(0, 3)).toEqual(["November-2026", "October-2026", "September-2026"]);
    expect(labels[11]).toBe("December-2025");
    const november = within(nav).getByRole("button", { name: "November-2026" });
    await user.click(november);
    expect(await screen.findByRole("table", { name: "Transactions of November-2026" })).toBeTruthy();
    expect(november.getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByRole("rowheader", { name: submitted.transNumber })).toBeTruthy();
  });

  it("draws the twelve months by type as a titled picture, switchable to fees, with the same figures in a table", async () => {
    const user = userEvent.setup();
    await openAs(app, staff, "/admin/transactions");
    const chart = await screen.findByRole("img", { name: /^Applications by type, December-2025 to November-2026/ });
    const title = String(app.definitions.get(submitted.appType)?.definition.title);
    // One bar piece for each month and type with applications: those before this test's, and its own one.
    const earlier = figuresBefore[0]?.by_type.find((t) => t.app_type === submitted.appType)?.count ?? 0;
    expect(chart.querySelectorAll("rect")).toHaveLength(figuresBefore.flatMap((m) => m.by_type).length + (earlier ? 0 : 1));
    const figures = screen.getByRole("table", { name: "Applications by type, December-2025 to November-2026" });
    const row = within(figures).getAllByRole("row").find((r) => r.textContent?.includes(title));
    expect(row?.textContent).toBe(`November-2026${title}${earlier + 1}`);
    await user.click(screen.getByRole("radio", { name: "Fees (JMD)" }));
    expect(await screen.findByRole("img", { name: /^Fees \(JMD\) by type/ })).toBeTruthy();
    const fees = screen.getByRole("table", { name: /^Fees \(JMD\) by type/ });
    expect(within(fees).getAllByRole("row").find((r) => r.textContent?.includes(title))?.textContent).toMatch(new RegExp(`^November-2026${title}JMD [1-9][\\d,]*$`));
  });

  it("requires the application type and shows the category only for a commercial licence type", async () => {
    const user = userEvent.setup();
    await openAs(app, staff, "/admin/transactions");
    await user.click(await screen.findByRole("button", { name: "Submit" }));
    const type = within(filters()).getByLabelText("Application Type");
    expect(within(filters()).getByText("This field is required")).toBeTruthy();
    expect(type.getAttribute("aria-invalid")).toBe("true");

    await user.selectOptions(type, "Fisher Licence");
    expect(within(filters()).queryByLabelText(/Licence Category/)).toBeNull();
    await user.selectOptions(within(filters()).getByLabelText(/Licence Type/), "Commercial Fishing");
    expect(within(filters()).getByLabelText(/Licence Category/)).toBeTruthy();
    await user.selectOptions(within(filters()).getByLabelText(/Licence Type/), "Recreational Fishing");
    expect(within(filters()).queryByLabelText(/Licence Category/)).toBeNull();

    await user.selectOptions(type, "Fishing Vessel Licence");
    await user.selectOptions(within(filters()).getByLabelText(/Licence Type/), "Recreational");
    expect(within(filters()).getByLabelText(/Recreational Licence Type/)).toBeTruthy();
    expect(within(filters()).queryByLabelText(/Licence Category/)).toBeNull();
  });

  it("finds the submitted licence by its filters, opens its detailed view from the eye button, and downloads the report", async () => {
    const user = userEvent.setup();
    const saved = captureDownloads();
    await openAs(app, staff, "/admin/transactions");
    await user.selectOptions(await screen.findByLabelText("Application Type"), "Fisher Licence");
    await user.click(within(filters()).getByRole("checkbox", { name: "Application Received by the NFA" }));
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByText("1 transaction(s) found")).toBeTruthy();
    const results = screen.getByRole("table", { name: "Results for Fisher Licence" });
    expect(within(results).getByRole("rowheader", { name: submitted.transNumber })).toBeTruthy();

    await user.click(within(results).getByRole("button", { name: `View ${submitted.transNumber}` }));
    const dialog = await screen.findByRole("dialog", { name: "Transaction Detailed View" });
    expect(document.activeElement?.textContent).toBe("Transaction Detailed View");
    expect(await within(dialog).findByText(submitted.transNumber)).toBeTruthy();
    expect(within(dialog).getByRole("table", { name: "Payments" }).textContent).toContain("Credit/Debit Card");
    expect(within(dialog).getByText("Payment Reference").nextElementSibling?.textContent).toMatch(/^NFA-APP-\d{6}$/);
    expect(within(dialog).getByRole("table", { name: "Payments" }).textContent).toMatch(/JMD \d{1,3}(,\d{3})*\.\d{2}/);
    expect(within(dialog).getByRole("heading", { name: "History" })).toBeTruthy();
    // Staff see why the engine asked for each document and fee: the applicant's reason and the rule behind it (decision 0021).
    const fees = await within(dialog).findByRole("table", { name: "Fees charged" });
    expect(within(fees).getAllByRole("row").length).toBeGreaterThan(2);
    expect(within(fees).getAllByText("why?").length).toBeGreaterThan(0);
    expect(fees.textContent).toContain("Fee set by the NFA fee schedule.");
    expect(within(dialog).getByRole("table", { name: "Documents asked for" }).textContent).toContain("To confirm who you are.");
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();

    await user.click(screen.getByRole("button", { name: "Download Report" }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toBe("transactions-report-2026-11-22.xlsx");
    expect(saved[0]?.blob.type).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    // An .xlsx is a zip: it starts with PK.
    expect(await blobStart((saved[0] as { blob: Blob }).blob, 2)).toBe("PK");
    expect(await screen.findByText("File downloaded successfully")).toBeTruthy();
  });
});
