import type { Page, Route } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { KEPT_ON_PHONE, PAYMENT_NEEDS_SIGNAL, READY_TO_SEND } from "../../renderer/src/offline/outboxWords.ts";
import { completeScenario, listTypes, loadType, typeId } from "./support/applicationType.ts";
import { openTile } from "./support/applyFor.ts";
import { answerForm } from "./support/answerForm.ts";
import { checkAccessibility, expectNoViolations } from "./support/checkAccessibility.ts";
import { snapshot } from "./support/evidence.ts";
import { fileFor } from "./support/files.ts";
import { journeysInChromium } from "./support/journey.ts";
import { keptForOffline } from "./support/offline.ts";
import { payFees } from "./support/payFees.ts";
import { readScreen } from "./support/screen.ts";
import { logIn, readProfile } from "./support/session.ts";
import { uploadDocuments } from "./support/uploadDocuments.ts";

/**
 * Issue 27's whole journey, phone size, Chromium's own offline switch. After one visit with a
 * signal the network is cut; the applicant starts the licence, answers every wizard step and form
 * page (the signature drawn on the pad), attaches the documents, is told payment needs a
 * connection, closes the page and opens it again: everything is kept and waits in the outbox.
 * The signal returns and the outbox sends it: the server holds the application once, with its
 * documents. Online, the applicant pays and submits. On the way, an upload and the submit lose
 * their answer after the server acted (the connection dropped mid-request): each is sent again by
 * the outbox and the server answers the same document and the same transaction number.
 */
const base = inject("base");
const today = inject("today");
const timed = journeysInChromium();
const PHONE = { width: 390, height: 844 };
const NAME = "offline-application";

/** The session the page keeps (renderer/src/store/useSession.ts). */
const session = (page: Page) => page.evaluate(() => (JSON.parse(localStorage.getItem("nfa-portal-session") ?? "{}") as { state: { token: string; current: { temp_trans_id: string } } }).state);

/** GET on the portal's API as the signed-in applicant. */
async function asApplicant<T>(page: Page, path: string): Promise<{ status: number; data: T }> {
  const { token } = await session(page);
  const answer = await page.request.get(`${base}/api${path}`, { headers: { authorization: `Bearer ${token}` } });
  return { status: answer.status(), data: ((await answer.json()) as { data: T }).data };
}

/** Lets the first request `matches` reach the server, then drops its answer as a lost signal would; answers what the server said. */
function dropFirstAnswer(page: Page, url: string, matches: (route: Route) => boolean): Promise<Record<string, unknown>> {
  return new Promise((resolve) => {
    let dropped = false;
    void page.route(url, async (route) => {
      if (dropped || !matches(route)) return route.continue();
      dropped = true;
      const reached = await route.fetch();
      resolve((await reached.json()) as Record<string, unknown>);
      await route.abort("internetdisconnected");
    });
  });
}

describe("applying with no signal", () => {
  it(
    "keeps an application filled offline, sends it once when the signal returns, then pays and submits online",
    timed(NAME, async (open) => {
      const first = await open({ serviceWorkers: "allow", viewport: PHONE });
      await logIn(first, base, "fisher@example.com", "Fisher#2026");
      const type = await loadType(base, typeId("licence"), await readProfile(first, base));
      const scenario = completeScenario(type, today);
      await keptForOffline(first, base);

      // No signal: the licence is started and filled in on the phone alone.
      const context = first.context();
      await context.setOffline(true);
      await first.reload();
      await first.getByText("You are offline").waitFor();
      await openTile(first, base, type);
      let screen = await answerForm({ page: first, name: NAME, type, answers: scenario.answers });
      expect(screen.kind, `after the form: '${screen.title}'`).toBe("documents");
      await first.getByText(KEPT_ON_PHONE).first().waitFor();
      screen = await uploadDocuments(first, NAME, type, undefined, "On this phone: ");
      expect(screen.kind).toBe("payment");
      await first.getByText(PAYMENT_NEEDS_SIGNAL).first().waitFor();
      await checkAccessibility(first, "offline: payment waits for a signal");
      await snapshot(first, NAME, "payment-needs-signal-390");
      const tempId = (await session(first)).current.temp_trans_id;

      // The page is closed and opened again, still with no signal: everything is kept.
      const page = await context.newPage();
      await first.close();
      await page.goto(`${base}/outbox`);
      await page.getByRole("heading", { name: "Saved on this phone", level: 1 }).waitFor();
      const rows = page.getByRole("region", { name: type.definition.title }).locator(".govuk-summary-list__row");
      await expect.poll(() => rows.count()).toBeGreaterThan(1);
      const waiting = (await rows.allInnerTexts()).filter((t) => t.includes("Waiting to send"));
      // The start, one save for all the answers (a burst of edits is one save), then each file attached.
      expect(waiting[0]).toContain("Application started");
      expect(waiting.filter((t) => t.includes("Answers saved")).length).toBe(1);
      const files = (type.definition.documents?.items ?? []).map((item) => fileFor(item.key, item.accept).name);
      const kept = waiting.filter((t) => files.some((f) => t.includes(f))).length;
      expect(kept).toBeGreaterThan(0);
      expect(waiting.length).toBe(2 + kept);
      await checkAccessibility(page, "offline: the outbox");
      await snapshot(page, NAME, "outbox-waiting-390");
      expect((await session(page)).current.temp_trans_id).toBe(tempId);
      expect(await page.getByText("Ready to send").count()).toBe(0);

      // The signal returns: the outbox sends it, once.
      await context.setOffline(false);
      await page.getByText("Nothing is waiting to be sent.").waitFor({ timeout: 60_000 });
      await snapshot(page, NAME, "outbox-sent-390");
      const draft = await asApplicant<{ transaction: { temp_trans_id: string; application_details: Record<string, unknown> } }>(page, `/transactions/draft/${tempId}`);
      expect(draft.status).toBe(200);
      expect(Object.keys(draft.data.transaction.application_details).length).toBeGreaterThan(3);
      const uploads = await asApplicant<{ records: unknown[] }>(page, `/documents/uploaded-documents/${tempId}`);
      expect(uploads.data.records.length).toBe(kept);

      // Online again: an upload whose answer is lost is sent again by the outbox, and stored once.
      await page.getByRole("link", { name: "Continue this application" }).click();
      await page.getByRole("heading", { name: /Part 1 of/ }).or(page.locator("#payment-title")).first().waitFor();
      const documentsRoute = type.definition.stages.find((s) => s.id === "documents")?.route;
      await page.goto(`${base}${type.definition.routePrefix}/${documentsRoute}`);
      await page.getByRole("heading", { name: "Supporting Documents" }).waitFor();
      const lostUpload = dropFirstAnswer(page, "**/api/documents/upload", () => true);
      const extra = fileFor("extra-evidence", [".pdf"]);
      await page.getByLabel("Add another document (Optional)").setInputFiles(extra);
      const stored = await lostUpload;
      await page.getByRole("listitem").filter({ hasText: extra.name }).getByRole("button", { name: /Remove/ }).waitFor();
      await expect.poll(async () => (await asApplicant<{ records: Array<{ file_name: string; id: number }> }>(page, `/documents/uploaded-documents/${tempId}`)).data.records.filter((r) => r.file_name === extra.name).map((r) => r.id), { timeout: 30_000 }).toEqual([(stored.data as { id: number }).id]);
      await page.getByRole("button", { name: "Next" }).click();

      // Payment, then a submit whose answer is lost: sent again, one transaction number.
      screen = await readScreen(page);
      screen = await payFees(page, NAME, type, scenario.answers, "card");
      expect(screen.kind).toBe("preview");
      const lostSubmit = dropFirstAnswer(page, "**/api/applications/save-application*", (route) => (route.request().postDataJSON() as { launchCase?: boolean }).launchCase === true);
      await page.getByRole("button", { name: "Submit your Application to NFA" }).first().click();
      await page.getByRole("dialog").getByRole("button", { name: "I Consent & Submit" }).click();
      const submitted = (await lostSubmit).data as { transNumber: string };
      await page.getByRole("heading", { name: "Successful" }).waitFor({ timeout: 30_000 });
      const number = await page.locator(".govuk-panel__body strong").textContent();
      expect(number).toBe(submitted.transNumber);
      await snapshot(page, NAME, "submitted-390");
      const status = await page.request.get(`${base}/api/transactions/status/${number}`);
      expect(status.status()).toBe(200);
      const after = await asApplicant<{ records: unknown[] }>(page, `/documents/uploaded-documents/${tempId}`);
      expect(after.data.records.length).toBe(kept + 1);
      return `${type.definition.title} filled offline (${kept} documents kept), sent once, paid and submitted online as ${number}`;
    }),
    300_000,
  );

  it(
    "submits with no signal: 'Ready to send' and no number, then the number once the outbox has sent it",
    timed(`${NAME}-submit`, async (open) => {
      const page = await open({ serviceWorkers: "allow", viewport: PHONE });
      await logIn(page, base, "fisher@example.com", "Fisher#2026");
      const profile = await readProfile(page, base);
      // A type that asks no fee: it can be submitted with no signal (payment needs one).
      const listed = (await listTypes(base)).filter((t) => t.requiresLogin);
      const types = await Promise.all(listed.map((t) => loadType(base, t.id, profile)));
      const type = types.find((t) => t.definition.stages.some((s) => s.id === "preview") && !t.definition.stages.some((s) => s.id === "payment"));
      if (!type) throw new Error("no type that needs a login submits without a payment stage");
      const scenario = completeScenario(type, today);
      await keptForOffline(page, base);
      await page.context().setOffline(true);
      await openTile(page, base, type);
      let screen = await answerForm({ page, name: `${NAME}-submit`, type, answers: scenario.answers });
      if (screen.kind === "documents") screen = await uploadDocuments(page, `${NAME}-submit`, type, undefined, "On this phone: ");
      expect(screen.kind).toBe("preview");
      await page.getByRole("button", { name: "Submit your Application to NFA" }).first().click();
      await page.getByRole("dialog").getByRole("button", { name: "I Consent & Submit" }).click();
      await page.getByRole("heading", { name: "Ready to send" }).waitFor();
      await page.getByText(READY_TO_SEND).first().waitFor();
      expect(await page.locator(".govuk-panel").count()).toBe(0);
      await checkAccessibility(page, "offline: ready to send");
      await snapshot(page, `${NAME}-submit`, "ready-to-send-390");

      await page.context().setOffline(false);
      await page.getByRole("heading", { name: "Successful" }).waitFor({ timeout: 60_000 });
      const number = await page.locator(".govuk-panel__body strong").textContent();
      expect(number).toMatch(/^NFA-\d{4}-\d{6}$/);
      const status = await page.request.get(`${base}/api/transactions/status/${number}`);
      expect(status.status()).toBe(200);
      await snapshot(page, `${NAME}-submit`, "sent-390");
      return `${type.definition.title} submitted offline, sent as ${number}`;
    }),
    240_000,
  );
});

expectNoViolations();
