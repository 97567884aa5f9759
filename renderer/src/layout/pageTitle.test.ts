// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { pageTitle } from "./pageTitle.ts";

const main = (html: string) => {
  const element = document.createElement("main");
  element.innerHTML = html;
  return element;
};

describe("pageTitle", () => {
  it("names a page by its h1 and the portal", () => {
    expect(pageTitle(main("<h1>Frequently Asked Questions</h1><h2>Accounts</h2>"))).toBe("Frequently Asked Questions – NFA Licensing Portal");
  });

  it("puts the current step's heading first, leaving out an error summary's and a dialog's", () => {
    const wizard = main(`<h1>Fisher Licence</h1><div data-title-source=""><div class="govuk-error-summary"><h2>There is a problem</h2></div><dialog><h2>Consent</h2></dialog><section><h2 id="step-title">Type of Species</h2></section></div>`);
    expect(pageTitle(wizard)).toBe("Error: Type of Species – Fisher Licence – NFA Licensing Portal");
  });

  it("takes the h1's data-title where pages share an h1, and says nothing while there is no heading", () => {
    expect(pageTitle(main(`<h1 data-title="Fisher Licence: how to apply">Fisher Licence</h1>`))).toBe("Fisher Licence: how to apply – NFA Licensing Portal");
    expect(pageTitle(main(`<p role="status">Loading…</p>`))).toBeNull();
  });
});
