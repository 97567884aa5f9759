import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { decodeQr } from "../../server/testing/decodeQr.ts";
import { pdfToPng } from "../../server/testing/pdfToPng.ts";
import { applyFor } from "./support/applyFor.ts";
import { completeScenario, loadType, typeId } from "./support/applicationType.ts";
import { checkAccessibility, expectNoViolations } from "./support/checkAccessibility.ts";
import { snapshot } from "./support/evidence.ts";
import { journeysInChromium } from "./support/journey.ts";
import { logIn, readProfile } from "./support/session.ts";

/**
 * Issue 17 in Chromium: a fisher licence is submitted in the browser and approved by staff; the
 * applicant downloads it, the QR code read off the PDF (drawn by pdftoppm) opens /verify/<code>,
 * which says 'Valid'; staff revoke the licence with the 'Revoke licence' control on
 * /admin/licences; the same address then says 'Revoked'. Axe runs on every page met.
 */
const base = inject("base");
const today = inject("today");

const timed = journeysInChromium();

/** The session token the page keeps (readProfile reads it the same way): for moving the case by API, not the subject here. */
const tokenOf = (page: Page) => page.evaluate(() => (JSON.parse(localStorage.getItem("nfa-portal-session") ?? "{}") as { state?: { token?: string } }).state?.token ?? "");

/** Moves a case as staff by API, with the status it shows now (decision 0014). */
async function moveByApi(page: Page, id: number, status: string): Promise<void> {
  const headers = { authorization: `Bearer ${await tokenOf(page)}` };
  const detail = (await (await page.request.get(`${base}/api/admin/transactions/${id}`, { headers })).json()) as { data: { transaction: { status: string } } };
  const moved = await page.request.post(`${base}/api/admin/cases/${id}/status`, { headers, data: { status, expected_status: detail.data.transaction.status } });
  expect(moved.status(), `move to ${status}`).toBe(200);
}

describe("verification", () => {
  it(
    "the QR code on a licence opens /verify, which says Valid, then Revoked after staff revoke it",
    timed("verify a licence", async (open) => {
      const applicant = await open();
      await logIn(applicant, base, "fisher@example.com", "Fisher#2026");
      const type = await loadType(base, typeId("licence"), await readProfile(applicant, base));
      const scenario = completeScenario(type, today, 0);
      const number = await applyFor({ page: applicant, base, name: "verified-licence", type, scenario, way: "card" });
      const { id } = ((await (await applicant.request.get(`${base}/api/transactions/status/${number}`)).json()) as { data: { transaction: { id: number } } }).data.transaction;

      const admin = await open();
      await logIn(admin, base, "admin@example.com", "Admin#2026");
      await moveByApi(admin, id, "Application In Progress");
      await moveByApi(admin, id, "Licence Approved");

      await applicant.goto(`${base}/profile?active=licence-permit-tab`);
      await applicant.getByRole("table", { name: "Issued licences and permits" }).waitFor();
      const [download] = await Promise.all([applicant.waitForEvent("download"), applicant.getByRole("button", { name: `Download Licence ${number}` }).click()]);
      const address = decodeQr(pdfToPng(readFileSync(await download.path())));
      expect(address).toMatch(new RegExp(`^${base}/verify/[2-9A-HJ-NP-Z]{5}-[2-9A-HJ-NP-Z]{5}$`));

      // Whoever scans it: a visitor with no session.
      const inspector = await open();
      await inspector.goto(address as string);
      await inspector.getByRole("heading", { level: 2, name: "Valid" }).waitFor();
      await expect(inspector.locator(".govuk-summary-list").innerText()).resolves.toContain("Fisher Licence");
      await checkAccessibility(inspector, "verify: valid");
      await snapshot(inspector, "verified-licence", "valid");

      await admin.goto(`${base}/admin/licences`);
      await admin.getByLabel("Transaction Number").fill(number);
      await admin.getByRole("button", { name: "Submit" }).click();
      const table = admin.getByRole("table", { name: "Issued licences" });
      await table.getByRole("button", { name: `Revoke licence ${number}` }).click();
      const dialog = admin.getByRole("dialog", { name: `Revoke licence ${number}` });
      await dialog.getByLabel("Reason for revoking (kept in the case history)").fill("Vessel sold; licence surrendered at the Old Harbour office");
      await checkAccessibility(admin, "admin: revoke licence");
      await dialog.getByRole("button", { name: "Revoke licence" }).click();
      await dialog.waitFor({ state: "detached" });
      await table.getByText(/^Revoked /).waitFor();
      await checkAccessibility(admin, "admin: licences, one revoked");
      await snapshot(admin, "verified-licence", "admin-revoked");

      await inspector.goto(address as string);
      await inspector.getByRole("heading", { level: 2, name: "Revoked" }).waitFor();
      await checkAccessibility(inspector, "verify: revoked");
      await snapshot(inspector, "verified-licence", "revoked");
      return `${number}: QR code ${address} said Valid, then Revoked after the staff revocation`;
    }),
  );
});

expectNoViolations();
