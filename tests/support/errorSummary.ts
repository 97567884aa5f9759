import { expect } from "vitest";

/** One link of an error summary: what it reads and the id of the field it leads to. */
export interface SummaryLink {
  text: string;
  field: string;
}

/**
 * The GOV.UK error summary inside `scope` as a user meets it after a refused submit (issue 14 'One
 * way to show errors'): it must have focus, and each link must lead to a field on the page. Answers
 * its title and its lines (links as `{text, field}`, other lines as their text).
 */
export function errorSummary(scope: ParentNode = document): { title: string; links: SummaryLink[]; lines: string[] } {
  const summary = scope.querySelector<HTMLElement>(".govuk-error-summary");
  expect(summary, "an error summary is shown").toBeTruthy();
  const box = summary as HTMLElement;
  expect(document.activeElement, "the error summary has focus").toBe(box);
  const links = Array.from(box.querySelectorAll<HTMLAnchorElement>(".govuk-error-summary__list a")).map((a) => ({ text: a.textContent ?? "", field: (a.getAttribute("href") ?? "").slice(1) }));
  for (const link of links) expect(document.getElementById(link.field), `the field ${link.field} linked from the summary`).toBeTruthy();
  return { title: box.querySelector(".govuk-error-summary__title")?.textContent ?? "", links, lines: Array.from(box.querySelectorAll(".govuk-error-summary__list li")).map((li) => li.textContent ?? "") };
}

/**
 * The inline GOV.UK error of a field (by its control's or fieldset's id): the message after the
 * visually hidden 'Error:', in a form group marked with the error class, named by the control's
 * aria-describedby. Null when the field shows no error.
 */
export function inlineError(id: string): string | null {
  const message = document.getElementById(`${id}__error`);
  if (!message) return null;
  expect(message.classList.contains("govuk-error-message")).toBe(true);
  expect(message.querySelector(".govuk-visually-hidden")?.textContent).toBe("Error:");
  expect(message.closest(".govuk-form-group")?.classList.contains("govuk-form-group--error"), `the form group of ${id} is marked`).toBe(true);
  const control = document.getElementById(id);
  expect(control?.getAttribute("aria-describedby") ?? "", `${id} is described by its error`).toContain(`${id}__error`);
  return (message.textContent ?? "").replace(/^Error:\s*/, "");
}
