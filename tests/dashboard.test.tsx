// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { FastifyInstance } from "fastify";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { errorSummary, inlineError } from "./support/errorSummary.ts";
import { TABS } from "../renderer/src/dashboard/tabs.ts";
import { useSession } from "../renderer/src/store/useSession.ts";
import { DEMO, tokenFor } from "../server/testing/buildApp.ts";
import { moveCaseAs } from "../server/testing/moveCaseAs.ts";
import { renderAt } from "./support/renderAt.tsx";
import { PNG, PDF } from "./support/sampleFiles.ts";
import { startPortal } from "./support/startPortal.ts";

/**
 * The applicant's dashboard against the real server: every tab by its `active` value, a saved
 * draft resumed into the wizard at its stored step, a correction answered with a comment and a
 * document, and an issued licence previewed and downloaded. Submission is stood in for by writing
 * a transaction number and status into the test database; staff then move the cases with the
 * admin case route, which issues the certificate on approval.
 */
let app: FastifyInstance;
let token: string;
let staff: string;
/** Application types by their slug, from schemas/types/ (code names no type constant). */
const typeId = (slug: string) => (JSON.parse(readFileSync(join(import.meta.dirname, "..", "schemas", "types", `${slug}.json`), "utf8")) as { id: string }).id;
const LETTERS = typeId("general-administration");
const PERMIT = typeId("permit");

const inject = (method: "GET" | "POST", url: string, payload?: object) => app.inject({ method, url, headers: { authorization: token }, ...(payload ? { payload } : {}) });

/** A temporary transaction of the fisher with answers saved as a draft; answers its temporary id. */
async function draft(appType: string, answers: Record<string, unknown>, step?: string): Promise<string> {
  const tempId = (await inject("POST", "/api/transactions/temp", { app_type: appType })).json().data.temp_trans_id as string;
  const saved = await inject("POST", `/api/applications/save-application?app_type=${appType}`, { ...answers, temp_trans_id: tempId, app_type: appType, launchCase: false, ...(step ? { selectionCategory: step } : {}) });
  expect(saved.statusCode).toBe(200);
  return tempId;
}

/** A saved application as if submitted: a transaction number and a status; answers its id. */
async function decide(tempId: string, status: string, number: string): Promise<number> {
  await app.knex("transactions").where({ temp_trans_id: tempId }).update({ status, trans_number: number, submitted_on: "2026-11-02 14:00:00" });
  return (await app.knex("transactions").where({ temp_trans_id: tempId }).first()).id;
}

/** Staff move a case on (and approving issues the certificate). */
async function move(id: number, status: string, comment?: string) {
  const moved = await moveCaseAs(app, staff, id, status, comment);
  expect(moved.statusCode).toBe(200);
}

beforeAll(async () => {
  app = await startPortal();
  token = await tokenFor(app, DEMO.fisher.email, DEMO.fisher.password);
  staff = await tokenFor(app, DEMO.admin.email, DEMO.admin.password);
  // Fields the letters definition knows: a save keeps no others (decision 0015).
  const letter = { type_of_letter_requested: "Consulate Letter", first_name: "Marcia", last_name: "Campbell" };
  const received = "Application Received by the NFA";
  await decide(await draft(LETTERS, letter), received, "NFA-2026-900001");
  // Approved before certificates existed: granted, but with no document to offer.
  await decide(await draft(LETTERS, letter), "Licence Approved", "NFA-2026-900002");
  await move(await decide(await draft(LETTERS, letter), received, "NFA-2026-900003"), "Returned For Correction", "Please attach the letter from your consulate.");
  const approved = await decide(await draft(LETTERS, letter), received, "NFA-2026-900004");
  await move(approved, "Application In Progress");
  await move(approved, "Licence Approved");
  await draft(PERMIT, { type_of_permit: "Crew Member (Industrial Vessel)", type_of_transaction: "New Permit" }, "crew-vessel-names");
});
afterEach(() => cleanup());
afterAll(async () => app.close());

async function open(path: string) {
  const profile = (await inject("GET", "/api/users/profile")).json().data;
  useSession.setState({ token, profile, current: null });
  renderAt(path, { validatorsFrom: app });
}

/** The first answer of a fresh app waits on the definitions and the transactions list. */
/** The tab's own heading comes first (a section inside it may repeat the name, as Picture Identification does). */
const tabHeading = async (name: string) => (await screen.findAllByRole("heading", { level: 2, name }))[0];

/** What each tab shows of the fisher's data, beyond its heading. */
const EXPECTED: Record<(typeof TABS)[number]["id"], () => Promise<unknown>> = {
  "home-tab": async () => expect(screen.getByRole("button", { name: "Update Applicant Information" })).toBeTruthy(),
  "profile-tab": async () => expect(screen.getByRole("group", { name: "Does the applicant have a picture identification?" })).toBeTruthy(),
  "transactions-tab": async () => {
    const table = await screen.findByRole("table", { name: "Your applications" });
    expect(within(table).getByText("NFA-2026-900001")).toBeTruthy();
    expect(within(table).queryByText("Draft")).toBeNull();
  },
  "licence-permit-tab": async () => {
    const issued = await screen.findByRole("table", { name: "Issued licences and permits" });
    expect(within(issued).getByText("NFA-2026-900004")).toBeTruthy();
    const waiting = await screen.findByRole("table", { name: "Granted, document not issued yet" });
    expect(within(waiting).getByText("NFA-2026-900002")).toBeTruthy();
    expect(within(waiting).getByText("Licence document: available when issued by the NFA.")).toBeTruthy();
  },
  "draft-applications-tab": async () => expect(await screen.findByRole("button", { name: "Resume draft Permits" })).toBeTruthy(),
  "corrections-applications-tab": async () => expect(await screen.findByRole("button", { name: "Respond to NFA-2026-900003" })).toBeTruthy(),
  "notifications-tab": async () => {
    const messages = await screen.findByRole("list", { name: "Messages from the NFA" });
    const returned = within(messages).getByRole("heading", { level: 3, name: "Application NFA-2026-900003 returned for correction" });
    const item = returned.closest("li") as HTMLElement;
    expect(within(item).getByText("Please attach the letter from your consulate.")).toBeTruthy();
    expect(within(item).getByText(/^Sent on/).textContent).toMatch(/^Sent on \d{1,2} [A-Z][a-z]+ \d{4} by email$/);
    expect(within(messages).getByRole("heading", { level: 3, name: "Application NFA-2026-900004 approved" })).toBeTruthy();
  },
  "data-protection-tab": async () => expect(screen.getByText(/Your rights under the Data Protection Act, 2020/)).toBeTruthy(),
};

describe("the applicant's dashboard", () => {
  it.each(TABS)("renders $id as its tab $label", async ({ id, label }) => {
    await open(`/profile?active=${id}`);
    await tabHeading(label);
    expect(screen.getByRole("link", { name: label }).getAttribute("aria-current")).toBe("page");
    await EXPECTED[id]();
  });

  it("opens, without ?active=, on the tab that needs the applicant (an application returned for corrections), under the applicant's summary", async () => {
    // Decision 0047: the spec's 'Licences/Permits Granted' unless something else has more for the applicant.
    await open("/profile");
    await tabHeading("Returned For Corrections");
    const summary = screen.getByRole("region", { name: "Applicant Details" });
    for (const value of ["Marcia Campbell", "NFA-20931", "Individual", "123-456-789", "E100001"]) expect(within(summary).getByText(value)).toBeTruthy();
  });

  it("resumes a saved draft in the wizard at its stored step", async () => {
    const user = userEvent.setup();
    await open("/profile?active=draft-applications-tab");
    await user.click(await screen.findByRole("button", { name: "Resume draft Permits" }));
    await screen.findByRole("heading", { name: "Vessel Names" });
    const current = useSession.getState().current;
    expect(current).toMatchObject({ appType: PERMIT, step: "crew-vessel-names", answers: { type_of_permit: "Crew Member (Industrial Vessel)" } });
  });

  it("tells drafts apart: the type, the choices made, when last saved and the step reached", async () => {
    await open("/profile?active=draft-applications-tab");
    const card = (await screen.findByRole("heading", { level: 3, name: "Permits" })).closest(".govuk-summary-card") as HTMLElement;
    const rows = Object.fromEntries([...card.querySelectorAll(".govuk-summary-list__row")].map((row) => [row.querySelector("dt")?.textContent, row.querySelector("dd")?.textContent]));
    expect(rows).toMatchObject({ "Type of Permit": "Crew Member (Industrial Vessel)", "Type of Transaction": "New Permit", "Step reached": "Vessel Names" });
    expect(rows["Last saved"]).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}, \d{1,2}:\d{2}[ap]m$/);
  });

  it("deletes a draft after asking, and lists it no more", async () => {
    const user = userEvent.setup();
    const tempId = await draft(LETTERS, { type_of_letter_requested: "Consulate Letter" });
    await open("/profile?active=draft-applications-tab");
    const title = (await screen.findAllByRole("heading", { level: 3, name: "Other Services" }))[0];
    const card = title?.closest(".govuk-summary-card") as HTMLElement;
    await user.click(within(card).getByRole("button", { name: "Delete draft Other Services" }));
    const dialog = screen.getByRole("dialog", { name: "Delete this draft?" });
    expect(dialog.textContent).toContain("Other Services, Consulate Letter");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect((await inject("GET", `/api/transactions/draft/${tempId}`)).statusCode).toBe(200);
    await user.click(within(card).getByRole("button", { name: "Delete draft Other Services" }));
    await user.click(within(screen.getByRole("dialog", { name: "Delete this draft?" })).getByRole("button", { name: "Delete draft" }));
    await screen.findByText("Draft deleted");
    await waitFor(() => expect(screen.queryByRole("heading", { level: 3, name: "Other Services" })).toBeNull());
    expect((await inject("GET", `/api/transactions/draft/${tempId}`)).statusCode).toBe(404);
    expect(screen.getByRole("heading", { level: 3, name: "Permits" })).toBeTruthy();
  });

  it("answers a correction request with a comment and a document", async () => {
    const user = userEvent.setup();
    await open("/profile?active=corrections-applications-tab");
    // What the NFA asked is on the tab itself, before responding (issue 17).
    const note = (await screen.findByRole("heading", { level: 3, name: "NFA-2026-900003: what to correct" })).parentElement as HTMLElement;
    await waitFor(() => expect(within(note).getByText("Please attach the letter from your consulate.")).toBeTruthy());
    await user.click(await screen.findByRole("button", { name: "Respond to NFA-2026-900003" }));
    const dialog = screen.getByRole("dialog", { name: "Respond to Correction Request" });
    expect(await within(dialog).findByText("Please attach the letter from your consulate.")).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Submit Response" }));
    expect(errorSummary(dialog).links).toEqual([{ text: "Comment is Mandatory", field: "correction-comment" }]);
    expect(inlineError("correction-comment")).toBe("Comment is Mandatory");
    await user.type(within(dialog).getByLabelText("Comment"), "The vessel registration number is now corrected.");
    await user.upload(within(dialog).getByLabelText("Supporting Documents (Optional)"), new File([PDF], "registration.pdf", { type: "application/pdf" }));
    await within(dialog).findByText("registration.pdf");
    await user.click(within(dialog).getByRole("button", { name: "Submit Response" }));
    await screen.findByText("Your response has been sent to the NFA");
    await waitFor(() => expect(screen.queryByRole("button", { name: "Respond to NFA-2026-900003" })).toBeNull());
    const row = await app.knex("transactions").where({ trans_number: "NFA-2026-900003" }).first();
    expect(row.status).toBe("Application Received by the NFA");
    const documents = await app.knex("documents").where({ temp_trans_id: row.temp_trans_id, document_type: "CORRECTION_SUPPORTING_DOCUMENTS" });
    expect(documents.map((d: { file_name: string }) => d.file_name)).toEqual(["registration.pdf"]);
  });

  it("saves the profile photo at once and updates the applicant's information", async () => {
    const user = userEvent.setup();
    await open("/profile?active=home-tab");
    await user.upload(await screen.findByLabelText("Upload Profile Photo"), new File([PNG], "me.png", { type: "image/png" }));
    await screen.findByText("Profile photo updated successfully");
    expect(await screen.findByRole("img", { name: "Profile photo of Marcia Campbell" })).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Update Applicant Information" }));
    const form = screen.getByRole("form", { name: "Update Applicant Information" });
    const address = within(form).getByLabelText("Address");
    await user.clear(address);
    await user.type(address, "14 Front Street, Old Harbour Bay");
    await user.click(within(form).getByRole("checkbox", { name: "Secondary" }));
    await user.click(within(form).getByRole("button", { name: "Update Applicant Information" }));
    await screen.findByText("Applicant information updated successfully");
    await waitFor(() => expect(within(screen.getByRole("region", { name: "Applicant Details" })).getByText(/14 Front Street/)).toBeTruthy());
  });

  it("shows one application with its answers and documents, ready to print", async () => {
    const user = userEvent.setup();
    await open("/profile?active=transactions-tab");
    await user.click(await screen.findByRole("link", { name: "View application NFA-2026-900001" }));
    const details = await screen.findByRole("heading", { level: 2, name: "Application Details" });
    expect(details).toBeTruthy();
    expect(screen.getByText("NFA-2026-900001")).toBeTruthy();
    expect(screen.getByText("Marcia")).toBeTruthy();
    expect(screen.getByText("Consulate Letter")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Print or Save as PDF" })).toBeTruthy();
    expect(await screen.findByText("No documents were uploaded with this application.")).toBeTruthy();
  });

  it("previews and downloads an issued licence", async () => {
    const user = userEvent.setup();
    const made: Blob[] = [];
    // jsdom has no object URLs: record the PDFs handed to the browser instead.
    URL.createObjectURL = (blob: Blob) => {
      made.push(blob);
      return `blob:test/${made.length}`;
    };
    URL.revokeObjectURL = () => undefined;
    await open("/profile?active=licence-permit-tab");
    await user.click(await screen.findByRole("button", { name: "Preview Licence NFA-2026-900004" }));
    const preview = await screen.findByRole("dialog", { name: "Licence NFA-2026-900004" });
    expect(await within(preview).findByTitle("Licence NFA-2026-900004")).toBeTruthy();
    await user.click(within(preview).getByRole("button", { name: "Close" }));
    await user.click(screen.getByRole("button", { name: "Download Licence NFA-2026-900004" }));
    await screen.findByText("File downloaded successfully");
    expect(made.map((b) => b.type)).toEqual(["application/pdf", "application/pdf"]);
    expect(made[1]!.size).toBeGreaterThan(0);
  });
});
