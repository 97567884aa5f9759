import { describe, expect, it } from "vitest";
import { openingTab } from "./openingTab.ts";

describe("the tab the dashboard opens on without ?active=", () => {
  it("is the applications tab right after a submit, not an empty 'Licences/Permits Granted'", () => {
    expect(openingTab(["Application Received by the NFA", "Draft"])).toBe("transactions-tab");
  });

  it("is the applications tab while one is with the NFA, even beside a licence granted earlier", () => {
    expect(openingTab(["Licence Approved", "Application Received by the NFA"])).toBe("transactions-tab");
  });

  it("is the spec's 'Licences/Permits Granted' once all that was sent is granted, and when there is nothing at all", () => {
    expect(openingTab(["Licence Approved", "Case Closed", "Draft"])).toBe("licence-permit-tab");
    expect(openingTab([])).toBe("licence-permit-tab");
  });

  it("is the corrections tab while an application waits for the applicant's answer, and the drafts when only drafts exist", () => {
    expect(openingTab(["Licence Approved", "Returned For Correction"])).toBe("corrections-applications-tab");
    expect(openingTab(["Draft"])).toBe("draft-applications-tab");
  });
});
