import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { decodeQr } from "../../../server/testing/decodeQr.ts";
import { pdfToPng } from "../../../server/testing/pdfToPng.ts";
import { applyFor } from "./applyFor.ts";
import { completeScenario, listTypes, loadType, type ApplicationType } from "./applicationType.ts";
import type { Scenario } from "../../../engine/scenarios/Scenario.ts";
import type { Definition } from "../../../engine/types.ts";
import { readProfile } from "./session.ts";

/** The session token the page keeps (readProfile reads it the same way): for calls by API that are not the subject of a test. */
export const tokenOf = (page: Page) => page.evaluate(() => (JSON.parse(localStorage.getItem("nfa-portal-session") ?? "{}") as { state?: { token?: string } }).state?.token ?? "");

/** Moves a case as the staff member logged in on `page`, by API, with the status it shows now (decision 0014). */
export async function moveByApi(page: Page, base: string, id: number, status: string): Promise<void> {
  const headers = { authorization: `Bearer ${await tokenOf(page)}` };
  const detail = (await (await page.request.get(`${base}/api/admin/transactions/${id}`, { headers })).json()) as { data: { transaction: { status: string } } };
  const moved = await page.request.post(`${base}/api/admin/cases/${id}/status`, { headers, data: { status, expected_status: detail.data.transaction.status } });
  expect(moved.status(), `move to ${status}`).toBe(200);
}

/**
 * The first type of the tiles whose definition `has` what a test needs (a `certificate` section, a
 * `register` section) and that has a complete scenario for the applicant logged in on `page`: no
 * test names a type. `what` names the need in the error when no type meets it.
 */
export async function firstTypeWhere(page: Page, base: string, today: string, has: (definition: Definition) => boolean, what: string): Promise<{ type: ApplicationType; scenario: Scenario }> {
  const profile = await readProfile(page, base);
  for (const listed of (await listTypes(base)).filter((t) => t.requiresLogin)) {
    const type = await loadType(base, listed.id, profile);
    if (!has(type.definition)) continue;
    try {
      return { type, scenario: completeScenario(type, today, 0) };
    } catch {
      // No scenario written for an applicant like this one: the next type.
    }
  }
  throw new Error(`no type ${what} with a scenario for this applicant`);
}

/** The first type of the tiles that issues a certificate (its definition's `certificate` section), as firstTypeWhere. */
export const typeIssuingCertificate = (page: Page, base: string, today: string) => firstTypeWhere(page, base, today, (definition) => Boolean(definition.certificate), "issues a certificate");

/**
 * A licence applied for in the browser by the applicant on `applicant` (the scenario's answers,
 * paid by card) and approved by the staff member on `staff` by API. Answers its transaction number and id.
 */
export async function approvedLicence(applicant: Page, staff: Page, base: string, name: string, chosen: { type: ApplicationType; scenario: Scenario }): Promise<{ number: string; id: number }> {
  const number = await applyFor({ page: applicant, base, name, type: chosen.type, scenario: chosen.scenario, way: "card" });
  const { id } = ((await (await applicant.request.get(`${base}/api/transactions/status/${number}`)).json()) as { data: { transaction: { id: number } } }).data.transaction;
  await moveByApi(staff, base, id, "Application In Progress");
  await moveByApi(staff, base, id, "Licence Approved");
  return { number, id };
}

/** Downloads the licence from the holder's list of licences, as the holder does, and reads its QR code off the PDF drawn by pdftoppm. */
export async function qrOfDownloadedLicence(applicant: Page, base: string, number: string): Promise<string> {
  await applicant.goto(`${base}/profile?active=licence-permit-tab`);
  await applicant.getByRole("table", { name: "Issued licences and permits" }).waitFor();
  const [download] = await Promise.all([applicant.waitForEvent("download"), applicant.getByRole("button", { name: `Download Licence ${number}` }).click()]);
  const address = decodeQr(pdfToPng(readFileSync(await download.path())));
  if (!address) throw new Error(`no QR code read off the licence ${number}`);
  return address;
}
