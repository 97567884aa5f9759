/** The portal's name, last in every page title. */
export const SITE_NAME = "NFA Licensing Portal";

/** Headings that never name the page: an error summary's "There is a problem", banners, dialogs. */
const NOT_A_PART = ".govuk-error-summary, .govuk-notification-banner, dialog, [role='alertdialog']";

const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, " ").trim() ?? "";

/**
 * The heading that says where the applicant is inside a page: the first h2 of the element marked
 * `data-title-source` (the wizard's stage, the dashboard's tab), leaving out error summaries,
 * banners and dialogs. Null when the page has no such part.
 */
export function partHeading(main: ParentNode): HTMLElement | null {
  const source = main.querySelector("[data-title-source]");
  if (!source) return null;
  return [...source.querySelectorAll<HTMLElement>("h2")].find((h) => !h.closest(NOT_A_PART)) ?? null;
}

/**
 * The document title a page earns from its own headings (GOV.UK's pattern, docs/decisions/0017):
 * "<part heading> – <h1> – NFA Licensing Portal", the h1's `data-title` standing in for its text
 * where several pages share an h1, and "Error: " first while an error summary is shown. Null
 * while the page has no heading yet (still loading), so the title is left as it was.
 */
export function pageTitle(main: ParentNode): string | null {
  const h1 = main.querySelector<HTMLElement>("h1");
  const parts = [text(partHeading(main)), h1?.dataset.title ?? text(h1)].filter(Boolean);
  if (!parts.length) return null;
  const unique = parts.filter((part, i) => part !== parts[i - 1]);
  const error = main.querySelector(".govuk-error-summary") ? "Error: " : "";
  return `${error}${[...unique, SITE_NAME].join(" – ")}`;
}
