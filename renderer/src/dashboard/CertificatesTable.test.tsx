// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { CertificatesTable } from "./CertificatesTable.tsx";
import type { IssuedCertificate } from "./useIssuedCertificates.ts";

afterEach(cleanup);

const licence = (id: number, expires: string, more: Partial<IssuedCertificate>): IssuedCertificate => ({
  id,
  transaction_id: id,
  app_type: "T",
  caseType: "FLIS_T",
  has_id_card: false,
  propertiesMap: { FLIS_TransactionId: `NFA-${id}`, FLIS_Licence: "Fisher Licence", FLIS_DateofIssue: "2026-07-01", FLIS_DateofExpiration: expires },
  revoked_at: null,
  ...more,
});
/** The status cell's words, without its folded History (LicenceHistory). */
const statusOf = (id: number) => {
  const cell = within(screen.getByRole("row", { name: new RegExp(`NFA-${id}`) })).getAllByRole("cell")[5]!.cloneNode(true) as HTMLElement;
  cell.querySelector("details")?.remove();
  return cell.textContent;
};

describe("the holder's licences (decision 0055)", () => {
  it("say how long each has left, and what to do when its renewal is due", () => {
    render(
      <CertificatesTable
        certificates={[
          licence(1, "2027-06-30", { days_left: 214, renewal_due: false }),
          licence(2, "2026-12-20", { days_left: 22, renewal_due: true }),
          licence(3, "2026-11-29", { days_left: 1, renewal_due: true }),
          licence(4, "2026-11-01", { days_left: -27, renewal_due: false }),
          licence(5, "2027-06-30", { days_left: 214, renewal_due: false, revoked_at: "2026-11-20T10:00:00Z" }),
          licence(6, "2026-12-20", { days_left: 22, renewal_due: true, suspension: { since: "2026-11-20T10:00:00Z", until: "2026-12-01", reason: "Unpaid fine" } }),
          licence(7, "2027-06-30", { days_left: 214, renewal_due: false, suspension: { since: "2026-11-20T10:00:00Z", until: null, reason: "Logbook missing" } }),
        ]}
      />,
    );
    expect(statusOf(1)).toBe("Valid214 days left");
    expect(statusOf(2)).toBe("Expires in 22 daysRenew before 20 December 2026: apply for the same type and answer that it is a renewal.");
    expect(statusOf(3)).toContain("Expires in 1 day");
    expect(statusOf(4)).toBe("Expired");
    expect(statusOf(5)).toBe("Revoked");
    // Suspended (decision 0071): until when and why, and no word of renewing meanwhile.
    expect(statusOf(6)).toBe("SuspendedValid again on 1 December 2026. Reason: Unpaid fine");
    expect(statusOf(7)).toBe("SuspendedNot valid until the NFA lifts the suspension. Reason: Logbook missing");
  });
});
