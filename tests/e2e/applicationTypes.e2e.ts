import { describe, expect, inject, it } from "vitest";
import { applyFor } from "./support/applyFor.ts";
import { completeScenario, listTypes, loadType, typeId } from "./support/applicationType.ts";
import { expectNoViolations } from "./support/checkAccessibility.ts";
import { journeysInChromium } from "./support/journey.ts";
import type { PaymentWay } from "./support/payFees.ts";
import { register, type Newcomer } from "./support/register.ts";
import { logIn, readProfile } from "./support/session.ts";

/**
 * A new individual registers (an NFA number of their own, the consent signed on the pad) and then
 * takes every type that needs a login from its tile on /application-types to a transaction number,
 * driven only through the page by one generic driver: each wizard step and form page is answered
 * from a complete scenario written for an applicant like them, with the widget the definition
 * names (served at GET /api/definitions/:type). Nothing here names a type's fields. The Fisher
 * Licence pays with a declined card first and then 'Try Again'; the Permit pays by bank transfer
 * with a proof of payment.
 */
const base = inject("base");
const today = inject("today");
const WAYS: Record<string, PaymentWay> = { [typeId("licence")]: "declined card", [typeId("permit")]: "bank transfer" };
const types = (await listTypes(base)).filter((t) => t.requiresLogin);
const stamp = String(Date.now());
const newcomer: Newcomer = { firstName: "Kerry-Ann", lastName: "Walters", email: `kerry-ann.${stamp}@example.com`, phone: "876-555-0123", password: "Kerry#2026", nfaNumber: `NFA-${stamp.slice(-6)}` };
let registered = false;

const timed = journeysInChromium();

describe("a new individual, then every type that needs a login, from its tile to a transaction number", () => {
  it(
    "registers with an NFA number, a drawn signature and consent",
    timed("register with an NFA number", async (open) => {
      const page = await open();
      await register(page, base, newcomer);
      await logIn(page, base, newcomer.email, newcomer.password);
      const profile = await readProfile(page, base);
      expect(profile).toMatchObject({ applicant_type: "Individual", nfa_registration_number: newcomer.nfaNumber, domicile: "Local" });
      registered = true;
      return `${newcomer.email} registered as ${newcomer.nfaNumber}`;
    }),
  );

  for (const summary of types) {
    it(
      summary.title,
      timed(summary.title, async (open) => {
        if (!registered) throw new Error("the newcomer's registration failed: see the journey before");
        const page = await open();
        await logIn(page, base, newcomer.email, newcomer.password);
        const type = await loadType(base, summary.id, await readProfile(page, base));
        const scenario = completeScenario(type, today);
        const way = WAYS[summary.id] ?? "card";
        const number = await applyFor({ page, base, name: summary.slug, type, scenario, way });
        expect(number).toMatch(/^NFA-\d{4}-\d{6}$/);
        const status = (await (await fetch(`${base}/api/transactions/status/${number}`)).json()) as { data: { transaction: { app_type: string } } };
        expect(status.data.transaction.app_type).toBe(summary.id);
        return `${number} (scenario '${scenario.name}', paid by ${way})`;
      }),
      240_000,
    );
  }
});

expectNoViolations();
