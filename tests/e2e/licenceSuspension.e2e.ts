import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import type { IssuedCertificate } from "../../engine/api/certificateContract.ts";
import { addDays } from "../../engine/dates/calendarDays.ts";
import { formatDate } from "../../engine/dates/formatDate.ts";
import { checkAccessibility } from "./support/checkAccessibility.ts";
import { snapshot } from "./support/evidence.ts";
import { issueLicences } from "./support/issueLicences.ts";
import { tokenOf, typeIssuingCertificate } from "./support/issuedLicence.ts";
import { journeysInChromium } from "./support/journey.ts";
import { logIn } from "./support/session.ts";

/**
 * Issue 29, decision 0071, in Chromium: the demo fisher holds a licence of the first type of the
 * tiles that issues one (issued as staff issue them; no type is named here). Staff, on the case
 * page, try to suspend it with no reason (the error summary says so), then suspend it until a day;
 * the fisher, on a phone, sees it Suspended on the licences tab, until when and why, with no Renew.
 * Staff vary it; the fisher sees the banner on their dashboard and acknowledges it; staff see it
 * acknowledged and lift the suspension. Every screen is checked by axe and for sideways overflow, and kept.
 */
const base = inject("base");
const today = inject("today");
const FISHER = { email: "fisher@example.com", password: "Fisher#2026" };
const ADMIN = { email: "admin@example.com", password: "Admin#2026" };
const LICENCES = "/profile?active=licence-permit-tab";
const VARIATION = "From the day it applies, this licence also requires a working VHF radio on board.";

const timed = journeysInChromium();

/** Looks at a screen: axe, nothing sticking out sideways, and a screenshot kept as evidence. */
const look = async (page: Page, stage: string) => {
  await checkAccessibility(page, `licence suspension: ${stage}`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), `${stage}: nothing sticks out sideways`).toBeLessThanOrEqual(0);
  await snapshot(page, "licence-suspension", stage);
};

/** The holder's newest licence of `appType` that is neither revoked nor suspended, as their licences tab lists it. */
async function standingLicence(page: Page, appType: string): Promise<IssuedCertificate> {
  const listed = ((await (await page.request.get(`${base}/api/bpm/issued-certificates`, { headers: { authorization: `Bearer ${await tokenOf(page)}` } })).json()) as { data: IssuedCertificate[] }).data;
  const found = listed.find((c) => c.app_type === appType && !c.revoked_at && !c.suspension);
  if (!found) throw new Error(`the fisher holds no standing licence of ${appType}`);
  return found;
}

describe("a licence that lives after issue", () => {
  it(
    "suspended by staff shows as Suspended to its holder; varied by staff, the holder acknowledges it",
    timed("licence suspension and variation", async (open) => {
      const holder = await open({ viewport: { width: 390, height: 844 } });
      await logIn(holder, base, FISHER.email, FISHER.password);
      const chosen = await typeIssuingCertificate(holder, base, today);
      await issueLicences(base, FISHER, [chosen.type.definition.id], today);
      const licence = await standingLicence(holder, chosen.type.definition.id);
      const number = licence.propertiesMap.FLIS_TransactionId;

      // Staff suspend it from its case page: first with no reason, then until a day.
      const staff = await open({ viewport: { width: 1280, height: 900 } });
      await logIn(staff, base, ADMIN.email, ADMIN.password);
      await staff.goto(`${base}/admin/cases/${licence.transaction_id}`);
      await staff.getByRole("button", { name: `Suspend licence ${number}` }).click();
      const dialog = staff.getByRole("dialog");
      await dialog.getByRole("button", { name: "Suspend licence" }).click();
      await expect.poll(() => dialog.getByRole("alert").innerText()).toContain("Enter the reason for suspending the licence");
      await look(staff, "1-staff-no-reason");
      await dialog.getByLabel("Reason for suspending (shown to the holder)").fill("Safety equipment not inspected");
      const [year, month, day] = addDays(today, 10).split("-");
      const until = dialog.getByRole("group", { name: /Valid again on/ });
      await until.getByLabel("Day").fill(String(Number(day)));
      await until.getByLabel("Month").fill(String(Number(month)));
      await until.getByLabel("Year").fill(String(year));
      await look(staff, "2-staff-suspends");
      await dialog.getByRole("button", { name: "Suspend licence" }).click();
      const section = staff.getByRole("region", { name: "Licence issued" });
      await expect.poll(() => section.innerText()).toContain(`until ${formatDate(addDays(today, 10))}, when it is valid again`);
      await look(staff, "3-staff-suspended");

      // The holder sees it suspended, until when and why, with no Renew.
      await holder.goto(`${base}${LICENCES}`);
      // The row whose own number cell is this licence's: another licence's row may name it too ("Renewed: see licence N").
      const row = holder.getByRole("row").filter({ has: holder.getByRole("cell", { name: number, exact: true }) });
      await expect.poll(() => row.innerText()).toContain("Suspended");
      expect(await row.innerText()).toContain(`Valid again on ${formatDate(addDays(today, 10))}. Reason: Safety equipment not inspected`);
      expect(await row.getByRole("button", { name: /^Renew/ }).count()).toBe(0);
      await row.scrollIntoViewIfNeeded();
      await look(holder, "4-holder-suspended");

      // Staff vary it; the holder acknowledges the variation from the banner on their dashboard.
      await staff.getByRole("button", { name: `Vary licence ${number}` }).click();
      await dialog.getByLabel(/What changes in the licence's conditions/).fill(VARIATION);
      await dialog.getByRole("button", { name: "Vary licence" }).click();
      await expect.poll(() => section.innerText()).toContain("Not acknowledged yet");
      await holder.goto(`${base}/profile`);
      const banner = holder.getByRole("region", { name: "Important" }).filter({ hasText: "read and acknowledge" });
      await expect.poll(() => banner.innerText()).toContain(`Licence ${number} was varied on`);
      expect(await banner.innerText()).toContain(VARIATION);
      await look(holder, "5-holder-variation-banner");
      await banner.getByRole("button", { name: `I have read it: acknowledge the variation of licence ${number}` }).click();
      await expect.poll(() => banner.count()).toBe(0);
      await holder.goto(`${base}${LICENCES}`);
      await expect.poll(() => row.innerText()).toContain("You acknowledged it on");
      await row.scrollIntoViewIfNeeded();
      await look(holder, "6-holder-acknowledged");

      // Staff see it acknowledged, and lift the suspension.
      await staff.reload();
      await expect.poll(() => section.innerText()).toContain("Acknowledged");
      await section.getByRole("button", { name: `Lift suspension of licence ${number}` }).click();
      await dialog.getByRole("button", { name: "Lift suspension" }).click();
      await expect.poll(() => section.innerText()).not.toContain("Suspended since");
      await look(staff, "7-staff-lifted");
      return `licence ${number} of ${chosen.type.definition.title} suspended, varied, acknowledged and lifted`;
    }),
  );
});
