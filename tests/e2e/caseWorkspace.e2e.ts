import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { applyFor } from "./support/applyFor.ts";
import { completeScenario, loadType, typeId } from "./support/applicationType.ts";
import { checkAccessibility, expectNoViolations } from "./support/checkAccessibility.ts";
import { snapshot } from "./support/evidence.ts";
import { journeysInChromium } from "./support/journey.ts";
import { moveCaseOnPage } from "./support/moveCaseOnPage.ts";
import { logIn, readProfile } from "./support/session.ts";

/**
 * The case workspace in Chromium (issue 17's first 'Done when'): staff find a submitted licence
 * by the applicant's name, filter by type, open the case, assign it to themselves and return it
 * for correction with a note; the applicant sees the note on the corrections tab (and is told by
 * the notification of the status change), answers it, and staff approve the licence. A second
 * staff session opened on the case before all this tries a move and is refused as stale.
 */
const base = inject("base");
const today = inject("today");
const timed = journeysInChromium();

const NOTE = "The photo of the applicant is blurred: upload a clear one";

/** The token a signed-in page keeps (reading back, not driving). */
const tokenOf = (page: Page) => page.evaluate(() => (JSON.parse(localStorage.getItem("nfa-portal-session") ?? "{}") as { state?: { token?: string } }).state?.token ?? "");

/** Screenshots of a staff page at a desktop width and a phone's. */
async function atTwoWidths(page: Page, stage: string): Promise<void> {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await snapshot(page, "case-workspace", `${stage}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/**
 * The applicant is told (decision 0038): the status change put a message to
 * the applicant in the outbox (email, or SMS to their phone) whose subject or body holds the
 * transaction number and the staff note, and the dashboard's Notifications tab shows the same message.
 */
async function expectApplicantNotified(applicant: Page, staffToken: string, contacts: string[], number: string, note: string): Promise<void> {
  // The mail goes out just after the move commits (decision 0038): read the outbox until it is there, for a few seconds.
  const toldWithNote = async () => {
    const outbox = await applicant.request.get(`${base}/api/dev/outbox`, { headers: { authorization: `Bearer ${staffToken}` } });
    expect(outbox.status(), "GET /api/dev/outbox").toBe(200);
    const messages = ((await outbox.json()) as { data: { messages: Array<{ recipient: string; subject: string; body: string }> } }).data.messages;
    return { messages, found: messages.some((m) => contacts.includes(m.recipient) && `${m.subject}\n${m.body}`.includes(number) && `${m.subject}\n${m.body}`.includes(note)) };
  };
  let read = await toldWithNote();
  for (let tries = 0; !read.found && tries < 20; tries += 1) {
    await applicant.waitForTimeout(250);
    read = await toldWithNote();
  }
  expect(read.found, `a message to ${contacts.join(" or ")} naming ${number} with the staff note, among ${JSON.stringify(read.messages.slice(0, 5))}`).toBe(true);
  // The dashboard's Notifications tab lists the same message.
  await applicant.goto(`${base}/profile?active=notifications-tab`);
  await applicant.getByRole("heading", { name: "Notifications", exact: true }).waitFor();
  await applicant.getByRole("list", { name: "Messages from the NFA" }).getByText(note).first().waitFor();
}

describe("the case workspace", () => {
  it(
    "staff find a case by name and type, assign it, return it with a note the applicant sees and answers, then approve it; a stale second session is refused",
    timed("case workspace", async (open) => {
      const applicant = await open();
      await logIn(applicant, base, "fisher@example.com", "Fisher#2026");
      const profile = await readProfile(applicant, base);
      const type = await loadType(base, typeId("licence"), profile);
      const number = await applyFor({ page: applicant, base, name: "case-workspace", type, scenario: completeScenario(type, today, 0), way: "card" });

      const staff = await open();
      await staff.setViewportSize({ width: 1280, height: 900 });
      await logIn(staff, base, "admin@example.com", "Admin#2026");
      await staff.goto(`${base}/admin/cases`);
      await staff.getByRole("heading", { name: "Case Processing", level: 1 }).waitFor();
      await staff.getByLabel("Transaction number or applicant name").fill("campbell");
      await staff.getByLabel("Application type").selectOption({ label: type.definition.title });
      await staff.getByRole("button", { name: "Search" }).click();
      await staff.waitForURL((url) => url.searchParams.get("q") === "campbell" && url.searchParams.get("app_type") === type.definition.id);
      const link = staff.getByRole("table", { name: "Cases" }).getByRole("link", { name: number, exact: true });
      await link.waitFor();
      // Every row found is the type filtered for, once the search's answer replaces the whole queue
      // shown first (which lists the demo licence holder's cases of other types too, decision 0072).
      const types = async () => new Set(await staff.getByRole("table", { name: "Cases" }).locator("tbody tr td:nth-child(3)").allTextContents());
      await expect.poll(types, { timeout: 15_000 }).toEqual(new Set([type.definition.title]));
      await checkAccessibility(staff, "admin: case queue, searched");
      await atTwoWidths(staff, "queue");
      const address = `${base}${await link.getAttribute("href")}`;

      // A second staff session opens the case now and keeps the page while the first one works it.
      const stale = await open();
      await logIn(stale, base, "admin@example.com", "Admin#2026");
      await stale.goto(address);
      await stale.getByRole("form", { name: "Move the case" }).waitFor();

      await link.click();
      await staff.getByRole("heading", { level: 1, name: new RegExp(`^${number}: Marcia Campbell`) }).waitFor();
      await staff.getByRole("button", { name: "Assign to me" }).click();
      await staff.getByText("The case is assigned to Simone Grant").first().waitFor();
      await staff.getByRole("region", { name: "History" }).getByText(/Assigned by Simone Grant: Assigned to Simone Grant/).waitFor();
      // The documents are previewed and the engine's explanation is there in words.
      await staff.getByRole("region", { name: "Documents" }).locator("img, iframe").first().waitFor();
      await staff.getByRole("region", { name: "Why these fees, documents and steps" }).getByText(/^Fees \(\d+\)$/).waitFor();
      await checkAccessibility(staff, "admin: case page");
      await atTwoWidths(staff, "case-page");

      // A return without a comment is refused on the page, then made with the note.
      const form = staff.getByRole("form", { name: "Move the case" });
      await form.getByRole("radio", { name: "Returned For Correction" }).check();
      await form.getByRole("button", { name: "Move case" }).click();
      await form.getByRole("alert").getByText("Comment is Mandatory").waitFor();
      await checkAccessibility(staff, "admin: case page, comment missing");
      await moveCaseOnPage(staff, "Returned For Correction", "Returned For Correction", NOTE);
      await staff.getByRole("region", { name: "History" }).getByText(NOTE, { exact: false }).waitFor();

      // The applicant sees the note on the corrections tab.
      await applicant.goto(`${base}/profile?active=corrections-applications-tab`);
      const note = applicant.locator(".govuk-inset-text", { hasText: `${number}: what to correct` });
      await note.getByText(NOTE).waitFor();
      await checkAccessibility(applicant, "dashboard: corrections tab with the NFA's note");
      await snapshot(applicant, "case-workspace", "corrections-tab");
      await expectApplicantNotified(applicant, await tokenOf(staff), [String(profile.email ?? "fisher@example.com"), String(profile.cell_phone ?? "")].filter(Boolean), number, NOTE);

      // The applicant answers the correction.
      await applicant.goto(`${base}/profile?active=corrections-applications-tab`);
      await applicant.getByRole("button", { name: `Respond to ${number}` }).click();
      const dialog = applicant.getByRole("dialog", { name: "Respond to Correction Request" });
      await dialog.getByLabel("Comment").fill("A clear photo is uploaded with this answer.");
      await dialog.getByRole("button", { name: "Submit Response" }).click();
      await applicant.getByText("Your response has been sent to the NFA").first().waitFor();

      // Staff see the answer, take the case in and approve the licence.
      await staff.reload();
      await staff.getByRole("region", { name: "History" }).getByText(/A clear photo is uploaded with this answer\./).waitFor();
      await moveCaseOnPage(staff, "Application In Progress", "In Progress");
      await moveCaseOnPage(staff, "Licence Approved", "Licence Approved");

      // The second session still shows the case as it was: its move is refused as stale, then it reloads.
      const staleForm = stale.getByRole("form", { name: "Move the case" });
      await staleForm.getByRole("radio", { name: "Application In Progress", exact: true }).check();
      await staleForm.getByRole("button", { name: "Move case" }).click();
      await staleForm.getByRole("alert").getByText("This case has changed: it is now 'Licence Approved', not 'Application Received by the NFA'. Reload the case and choose again").waitFor();
      await checkAccessibility(stale, "admin: case page, stale move refused");
      await snapshot(stale, "case-workspace", "stale-move");
      await staleForm.getByRole("button", { name: "Reload the case" }).click();
      await stale.locator(".govuk-summary-list__row", { hasText: "Status" }).first().getByText("Licence Approved", { exact: true }).waitFor();
      return `${number} found by name and type, assigned, returned with a note the applicant saw and answered, approved; the stale session was refused`;
    }),
  );
});

expectNoViolations();
