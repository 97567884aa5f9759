import type { ReactNode } from "react";

/** The attribute that marks a page still loading: TitleAndFocus leaves title and focus alone while it is in main, and the footer is not drawn (styles/loading.css). */
export const PAGE_LOADING_ATTRIBUTE = "data-page-loading";

/**
 * A page's loading line under the page's own heading (docs/decisions/0029): what is drawn while
 * its code or data is on its way. The heading is the page's largest paint on a phone, so it is
 * drawn at once; title and focus wait for the page itself, as with a bare loading line.
 */
export function PageLoading({ heading, text }: { heading: ReactNode; text: string }) {
  return (
    <div {...{ [PAGE_LOADING_ATTRIBUTE]: "" }}>
      {heading}
      <p className="govuk-body" role="status">
        {text}
      </p>
    </div>
  );
}
