// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { errorSummary, inlineError } from "./support/errorSummary.ts";
import { moveCaseAs } from "../server/testing/moveCaseAs.ts";
import { submitBySlug, type Submitted } from "../server/testing/submitBySlug.ts";
import { blobStart, captureDownloads, openAs, resetPage, startAdminApp, where } from "./adminHarness.tsx";

/**
 * The case queue, a case's page and the licences report against the real server (issue 17's
 * workspace): cases found by name and opened by their number; a licence paid by card is returned
 * for correction (a comment is required and lands in the history), assigned, taken back in and
 * approved, after which the licences report offers its licence and ID card; a cash payment waits
 * for staff to confirm it on the case's page; a stale move is refused and the case reloaded.
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

/** Opens a case's page from the queue: its transaction number is the link. */
const openCase = async (user: ReturnType<typeof userEvent.setup>, transNumber: string) => {
  await user.click(await screen.findByRole("link", { name: transNumber }));
  await screen.findByRole("heading", { level: 1, name: new RegExp(`^${transNumber}`) });
};
/** Moves the open case through the page's one control: a status, a comment, one button. */
const move = async (user: ReturnType<typeof userEvent.setup>, status: string, comment?: string) => {
  const form = await screen.findByRole("form", { name: "Move the case" });
  await user.click(within(form).getByRole("radio", { name: status }));
  if (comment) await user.type(within(form).getByRole("textbox"), comment);
  await user.click(within(form).getByRole("button", { name: "Move case" }));
  return form;
};
/** The status the case page shows, as its badge words it ('In Progress'). */
const shownStatus = () => (screen.getByText("Status", { selector: "dt" }).nextElementSibling as HTMLElement).textContent;

describe("/admin/cases", () => {
  it("finds cases by the applicant's name and opens one by its transaction number", async () => {
    const user = userEvent.setup();
    await openAs(app, staff, "/admin/cases");
    await user.type(await screen.findByLabelText("Transaction number or applicant name"), "marcia");
    await user.click(screen.getByRole("button", { name: "Search" }));
    expect(await screen.findByText("2 case(s) in the queue")).toBeTruthy();
    const table = screen.getByRole("table", { name: "Cases" });
    expect(within(table).getAllByRole("rowheader").map((h) => h.textContent)).toEqual([byCard.transNumber, byCash.transNumber]);
    // Sorted the other way by its column's header (the queue starts by Submitted On, oldest first):
    // one click, then the table the portal answers (a loaded machine answers the queue slowly).
    const submittedOn = () => within(screen.getByRole("table", { name: "Cases" })).getByRole("columnheader", { name: /Submitted On/ });
    expect(submittedOn().getAttribute("aria-sort")).toBe("ascending");
    await user.click(within(table).getByRole("button", { name: /Submitted On/ }));
    await waitFor(() => expect(submittedOn().getAttribute("aria-sort")).toBe("descending"), { timeout: 5_000 });
    await waitFor(() => expect(within(screen.getByRole("table", { name: "Cases" })).getAllByRole("rowheader").map((h) => h.textContent)).toEqual([byCash.transNumber, byCard.transNumber]), { timeout: 5_000 });
    await openCase(user, byCard.transNumber);
    expect(where()).toBe(`/admin/cases/${byCard.id}`);
  });

  it("returns a case for correction only with a comment, which the history shows", async () => {
    const user = userEvent.setup();
    await openAs(app, staff, `/admin/cases/${byCard.id}`);
    const form = await move(user, "Returned For Correction");
    expect(errorSummary(form).links).toEqual([{ text: "Comment is Mandatory", field: "case-comment" }]);
    expect(inlineError("case-comment")).toBe("Comment is Mandatory");
    await user.type(within(form).getByRole("textbox"), "The photo of the applicant is blurred");
    await user.click(within(form).getByRole("button", { name: "Move case" }));
    expect(await screen.findByText("The case is now 'Returned For Correction'")).toBeTruthy();
    await waitFor(() => expect(shownStatus()).toBe("Returned For Correction"));
    // Only the moves the server allows from there are offered.
    expect(within(screen.getByRole("form", { name: "Move the case" })).getAllByRole("radio").map((r) => (r as HTMLInputElement).value)).toEqual(["Application In Progress", "Case Closed"]);
    const history = screen.getByRole("region", { name: "History" });
    await waitFor(() => expect(history.textContent).toContain("The photo of the applicant is blurred"));
  });

  it("assigns the case to oneself in one click, recorded in the history", async () => {
    const user = userEvent.setup();
    await openAs(app, staff, `/admin/cases/${byCard.id}`);
    await user.click(await screen.findByRole("button", { name: "Assign to me" }));
    expect(await screen.findByText("The case is assigned to Simone Grant")).toBeTruthy();
    await waitFor(() => expect(screen.getByRole("region", { name: "History" }).textContent).toContain("Assigned by Simone Grant: Assigned to Simone Grant"));
  });

  it("confirms an offline payment with its receipt number, shown with who confirmed it", async () => {
    const user = userEvent.setup();
    await openAs(app, staff, `/admin/cases/${byCash.id}`);
    const form = await screen.findByRole("form", { name: "Confirm the payment" });
    await user.type(within(form).getByLabelText(/Receipt Number/), "R-2026-0042");
    await user.click(within(form).getByRole("button", { name: "Confirm payment" }));
    expect(await screen.findByText("Payment confirmed")).toBeTruthy();
    await waitFor(() => expect(shownStatus()).toBe("Payment Approved"));
    const payments = screen.getByRole("table", { name: "Payments made for this application" });
    expect(within(payments).getByText("R-2026-0042")).toBeTruthy();
    expect(within(payments).getByText(/^Simone Grant, /)).toBeTruthy();
    expect(screen.queryByRole("form", { name: "Confirm the payment" })).toBeNull();
  });

  it("sends the status it showed, so a case moved meanwhile by someone else is refused with a clear message and can be reloaded", async () => {
    const user = userEvent.setup();
    await openAs(app, staff, `/admin/cases/${byCash.id}`);
    await waitFor(() => expect(shownStatus()).toBe("Payment Approved"));
    // Another staff member moves it while this page still shows 'Payment Approved'.
    expect((await moveCaseAs(app, staff, byCash.id, "Application In Progress")).statusCode).toBe(200);
    const form = await move(user, "Licence Approved");
    expect((await within(form).findByRole("alert")).textContent).toContain("This case has changed: it is now 'Application In Progress', not 'Payment Approved'. Reload the case and choose again");
    expect((await app.knex("issued_certificates").where({ transaction_id: byCash.id })).length).toBe(0);
    await user.click(within(form).getByRole("button", { name: "Reload the case" }));
    await waitFor(() => expect(shownStatus()).toBe("In Progress"));
  });
});

describe("/admin/licences after an approval on /admin/cases", () => {
  it("lists the issued licence; its Documents dialog previews the licence and downloads the ID card", async () => {
    const user = userEvent.setup();
    await openAs(app, staff, `/admin/cases/${byCard.id}`);
    await move(user, "Application In Progress");
    await waitFor(() => expect(shownStatus()).toBe("In Progress"));
    await move(user, "Licence Approved");
    await waitFor(() => expect(shownStatus()).toBe("Licence Approved"));
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
