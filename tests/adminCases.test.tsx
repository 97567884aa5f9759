// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { errorSummary, inlineError } from "./support/errorSummary.ts";
import { moveCaseAs } from "../server/testing/moveCaseAs.ts";
import { submitBySlug, type Submitted } from "../server/testing/submitBySlug.ts";
import { blobStart, captureDownloads, openAs, resetPage, startAdminApp } from "./adminHarness.tsx";

/**
 * The case queue and the licences report against the real server: a licence paid by card is
 * returned for correction (a comment is required and lands in the audit trail), taken back in and
 * approved, after which the licences report offers its licence and ID card; a cash payment waits
 * for staff to confirm it.
 */
let app: FastifyInstance;
let staff: string;
let byCard: Submitted;
let byCash: Submitted;
beforeAll(async () => {
  let fisher: string;
  ({ app, staff, fisher } = await startAdminApp());
  byCard = await submitBySlug(app, fisher, "licence");
  byCash = await submitBySlug(app, fisher, "licence", "cash");
});
afterAll(async () => app.close());
afterEach(resetPage);

const move = async (user: ReturnType<typeof userEvent.setup>, status: string, transNumber: string, comment?: string) => {
  await user.click(await screen.findByRole("button", { name: `${status} for ${transNumber}` }));
  const dialog = await screen.findByRole("dialog", { name: `${status}: ${transNumber}` });
  if (comment) await user.type(within(dialog).getByRole("textbox"), comment);
  await user.click(within(dialog).getByRole("button", { name: "Confirm" }));
  return dialog;
};
const statusOf = (transNumber: string) => (screen.getByRole("rowheader", { name: transNumber }).closest("tr") as HTMLElement).children[2]?.textContent;

describe("/admin/cases", () => {
  it("returns a case for correction only with a comment, which the detailed view's history shows", async () => {
    const user = userEvent.setup();
    await openAs(app, staff, "/admin/cases");
    const dialog = await move(user, "Returned For Correction", byCard.transNumber);
    expect(errorSummary(dialog).links).toEqual([{ text: "Comment is Mandatory", field: "case-comment" }]);
    expect(inlineError("case-comment")).toBe("Comment is Mandatory");
    await user.type(within(dialog).getByRole("textbox"), "The photo of the applicant is blurred");
    await user.click(within(dialog).getByRole("button", { name: "Confirm" }));
    expect(await screen.findByText("The case is now 'Returned For Correction'")).toBeTruthy();
    await waitFor(() => expect(statusOf(byCard.transNumber)).toBe("Returned For Correction"));
    // Only the moves the server allows from there are offered.
    expect(screen.queryByRole("button", { name: `Licence Approved for ${byCard.transNumber}` })).toBeNull();

    await user.click(screen.getByRole("button", { name: `View for ${byCard.transNumber}` }));
    const view = await screen.findByRole("dialog", { name: "Transaction Detailed View" });
    const history = (await within(view).findByRole("heading", { name: "History" })).nextElementSibling as HTMLElement;
    expect(history.textContent).toContain("Returned For Correction");
    expect(history.textContent).toContain("The photo of the applicant is blurred");
  });

  it("confirms an offline payment with its receipt number", async () => {
    const user = userEvent.setup();
    await openAs(app, staff, "/admin/cases");
    expect(screen.queryByRole("button", { name: `Confirm payment for ${byCard.transNumber}` })).toBeNull();
    await user.click(await screen.findByRole("button", { name: `Confirm payment for ${byCash.transNumber}` }));
    const dialog = await screen.findByRole("dialog", { name: `Confirm payment: ${byCash.transNumber}` });
    await user.type(within(dialog).getByLabelText(/Receipt Number/), "R-2026-0042");
    await user.click(within(dialog).getByRole("button", { name: "Confirm payment" }));
    expect(await screen.findByText("Payment confirmed")).toBeTruthy();
    await waitFor(() => expect(statusOf(byCash.transNumber)).toBe("Payment Approved"));
    expect(screen.queryByRole("button", { name: `Confirm payment for ${byCash.transNumber}` })).toBeNull();
  });

  it("sends the status it showed, so a case moved meanwhile by someone else is refused with a clear message, not moved twice", async () => {
    const user = userEvent.setup();
    await openAs(app, staff, "/admin/cases");
    await waitFor(() => expect(statusOf(byCash.transNumber)).toBe("Payment Approved"));
    // Another staff member moves it while this page still shows 'Payment Approved'.
    expect((await moveCaseAs(app, staff, byCash.id, "Application In Progress")).statusCode).toBe(200);
    const dialog = await move(user, "Licence Approved", byCash.transNumber);
    expect((await within(dialog).findByRole("alert")).textContent).toContain("This case has changed: it is now 'Application In Progress', not 'Payment Approved'. Reload the case and choose again");
    expect((await app.knex("issued_certificates").where({ transaction_id: byCash.id })).length).toBe(0);
  });
});

describe("/admin/licences after an approval on /admin/cases", () => {
  it("lists the issued licence; its Documents dialog previews the licence and downloads the ID card", async () => {
    const user = userEvent.setup();
    await openAs(app, staff, "/admin/cases");
    await move(user, "Application In Progress", byCard.transNumber);
    await move(user, "Licence Approved", byCard.transNumber);
    await waitFor(() => expect(statusOf(byCard.transNumber)).toBe("Licence Approved"));
    resetPage();

    const saved = captureDownloads();
    await openAs(app, staff, "/admin/licences");
    await user.click(await screen.findByRole("button", { name: "Submit" }));
    const table = await screen.findByRole("table", { name: "Issued licences" });
    expect(within(table).getByRole("rowheader", { name: byCard.transNumber })).toBeTruthy();
    await user.click(within(table).getByRole("button", { name: `View documents of ${byCard.transNumber}` }));
    const documents = await screen.findByRole("dialog", { name: "Documents" });
    expect(within(documents).getAllByRole("button").map((b) => b.textContent)).toEqual(["Preview Licence", "Download Licence", "Preview ID Card", "Download ID Card", "Close"]);

    await user.click(within(documents).getByRole("button", { name: "Preview Licence" }));
    const frame = (await within(documents).findByTitle(`Licence ${byCard.transNumber}`)) as HTMLIFrameElement;
    expect(frame.src).toMatch(/^blob:/);
    await user.click(within(documents).getByRole("button", { name: "Download ID Card" }));
    await waitFor(() => expect(saved.map((s) => s.name)).toEqual([`id-card-${byCard.transNumber}.pdf`]));
    expect(await blobStart((saved[0] as { blob: Blob }).blob, 5)).toBe("%PDF-");
  });
});
