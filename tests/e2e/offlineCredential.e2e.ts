import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { checkAccessibility, expectNoViolations } from "./support/checkAccessibility.ts";
import { snapshot } from "./support/evidence.ts";
import { approvedLicence, qrOfDownloadedLicence, tokenOf, typeIssuingCertificate } from "./support/issuedLicence.ts";
import { journeysInChromium } from "./support/journey.ts";
import { logIn } from "./support/session.ts";

/**
 * Issue 29 'a credential that verifies offline' (decision 0067), its Done-when in Chromium at phone
 * size: the QR code read off a downloaded licence (pdftoppm, jsqr) opens /verify#<statement>; an
 * inspector's phone that opened /verify once with a signal says Valid with none (the page from the
 * service worker, the keys and the revocation list from IndexedDB); staff revoke the licence; the
 * inspector, with a signal, refreshes the list on the page; with none again, the QR code's address
 * says 'Not valid (revoked)'.
 */
const base = inject("base");
const today = inject("today");
const timed = journeysInChromium();
const PHONE = { width: 390, height: 844 };

/** The verify page's answer, once shown: the panel's heading. */
const answer = (page: Page, title: string) => page.getByRole("status").getByRole("heading", { level: 2, name: title, exact: true }).waitFor();

describe("a licence that verifies offline", () => {
  it(
    "the QR code read off a downloaded licence says Valid on the kept /verify page with no signal; after a revocation and a refresh of the list, Not valid (revoked)",
    timed("offline credential", async (open) => {
      const applicant = await open();
      await logIn(applicant, base, "fisher@example.com", "Fisher#2026");
      const staff = await open();
      await logIn(staff, base, "admin@example.com", "Admin#2026");
      const chosen = await typeIssuingCertificate(applicant, base, today);
      const { number } = await approvedLicence(applicant, staff, base, "offline-credential", chosen);
      const address = await qrOfDownloadedLicence(applicant, base, number);
      expect(address).toMatch(new RegExp(`^${base}/verify#[\\w-]+\\.[\\w-]+\\.[\\w-]+$`));

      // The inspector's phone opens /verify once with a signal: the worker takes the page, the page keeps the keys and the list.
      const inspector = await open({ serviceWorkers: "allow", viewport: PHONE });
      await inspector.goto(`${base}/verify`);
      await inspector.getByRole("heading", { level: 1, name: "Check a licence or ID card" }).waitFor();
      await expect.poll(() => inspector.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? ""), { timeout: 30_000 }).toMatch(/\/serviceWorker\.js$/);
      await inspector.getByText(/^Revocation list from .+ \(less than a day old\)\./).waitFor();
      await checkAccessibility(inspector, "verify: ready for no signal");
      await snapshot(inspector, "offline-credential", "verify-online-390");

      // No signal: the QR code's address, loaded from the worker, says Valid.
      await inspector.context().setOffline(true);
      await inspector.goto(address);
      await inspector.reload();
      await answer(inspector, "Valid");
      const particulars = await inspector.locator(".govuk-summary-list").innerText();
      expect(particulars).toContain(number);
      expect(particulars).toContain(chosen.type.definition.title);
      await inspector.getByText("No signal: refresh the list when there is one.").waitFor();
      await checkAccessibility(inspector, "verify offline: valid");
      await snapshot(inspector, "offline-credential", "valid-offline-390");

      // Staff revoke the licence (their API, not the subject here).
      const headers = { authorization: `Bearer ${await tokenOf(applicant)}` };
      const held = (await (await applicant.request.get(`${base}/api/bpm/issued-certificates`, { headers })).json()) as { data: Array<{ id: number; propertiesMap: { FLIS_TransactionId: string } }> };
      const certificateId = held.data.find((c) => c.propertiesMap.FLIS_TransactionId === number)?.id;
      const revoked = await staff.request.post(`${base}/api/admin/certificates/${certificateId}/revoke`, { headers: { authorization: `Bearer ${await tokenOf(staff)}` }, data: { reason: "Licence surrendered at the Old Harbour office" } });
      expect(revoked.status()).toBe(200);

      // With a signal the inspector refreshes the list on the page; with none again the same address says Not valid (revoked).
      await inspector.context().setOffline(false);
      await inspector.goto(`${base}/verify`);
      // The button, once the refresh the page makes on opening is done; then the list is fetched again and kept.
      const refresh = inspector.getByRole("button", { name: "Refresh the revocation list", disabled: false });
      await Promise.all([inspector.waitForResponse((response) => response.url().endsWith("/api/verify/status-list") && response.ok()), refresh.click()]);
      await refresh.waitFor();
      await inspector.context().setOffline(true);
      await inspector.goto(address);
      await inspector.reload();
      await answer(inspector, "Not valid (revoked)");
      await inspector.getByText(/^Revocation list from .+ \(less than a day old\)\./).waitFor();
      await checkAccessibility(inspector, "verify offline: revoked");
      await snapshot(inspector, "offline-credential", "revoked-offline-390");
      await inspector.context().setOffline(false);
      return `${number}: its QR code said Valid with no signal, then Not valid (revoked) after the revocation and a refresh of the list`;
    }),
  );

  expectNoViolations();
});
