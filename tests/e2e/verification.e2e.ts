import { describe, expect, inject, it } from "vitest";
import { typeId, loadType, completeScenario } from "./support/applicationType.ts";
import { checkAccessibility, expectNoViolations } from "./support/checkAccessibility.ts";
import { snapshot } from "./support/evidence.ts";
import { approvedLicence, qrOfDownloadedLicence, tokenOf } from "./support/issuedLicence.ts";
import { journeysInChromium } from "./support/journey.ts";
import { logIn, readProfile } from "./support/session.ts";

/**
 * Issue 17 in Chromium: a fisher licence is submitted in the browser and approved by staff; the
 * applicant downloads it, the QR code read off the PDF (drawn by pdftoppm) opens /verify with the
 * licence's signed statement (decision 0067), which says 'Valid'; staff revoke the licence with the
 * 'Revoke licence' control on /admin/licences; the same address then says 'Not valid (revoked)',
 * and the code printed under the QR code, typed at /verify, 'Revoked'. Axe runs on every page met.
 */
const base = inject("base");
const today = inject("today");

const timed = journeysInChromium();

describe("verification", () => {
  it(
    "the QR code on a licence opens /verify, which says Valid, then Not valid (revoked) after staff revoke it; its code says Revoked",
    timed("verify a licence", async (open) => {
      const applicant = await open();
      await logIn(applicant, base, "fisher@example.com", "Fisher#2026");
      const type = await loadType(base, typeId("licence"), await readProfile(applicant, base));
      const admin = await open();
      await logIn(admin, base, "admin@example.com", "Admin#2026");
      const { number } = await approvedLicence(applicant, admin, base, "verified-licence", { type, scenario: completeScenario(type, today, 0) });
      const address = await qrOfDownloadedLicence(applicant, base, number);
      expect(address).toMatch(new RegExp(`^${base}/verify#[\\w-]+\\.[\\w-]+\\.[\\w-]+$`));
      const certificates = (await (await applicant.request.get(`${base}/api/bpm/issued-certificates`, { headers: { authorization: `Bearer ${await tokenOf(applicant)}` } })).json()) as { data: Array<{ verification_code: string; propertiesMap: { FLIS_TransactionId: string } }> };
      const code = certificates.data.find((c) => c.propertiesMap.FLIS_TransactionId === number)?.verification_code as string;

      // Whoever scans it: a visitor with no session.
      const inspector = await open();
      await inspector.goto(address);
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

      // Opened again with a signal, the page fetches the list anew.
      await inspector.reload();
      await inspector.getByRole("heading", { level: 2, name: "Not valid (revoked)" }).waitFor();
      await checkAccessibility(inspector, "verify: revoked");
      await snapshot(inspector, "verified-licence", "revoked");
      await inspector.goto(`${base}/verify/${code}`);
      await inspector.getByRole("heading", { level: 2, name: "Revoked" }).waitFor();
      await snapshot(inspector, "verified-licence", "revoked-by-code");
      return `${number}: QR code said Valid, then Not valid (revoked) after the staff revocation; its code ${code} Revoked`;
    }),
  );
});

expectNoViolations();
