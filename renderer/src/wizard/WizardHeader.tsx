import { Link } from "react-router-dom";
import type { DefinitionSummary } from "../definitions/loadSummaries.ts";

/**
 * A wizard's heading: the type's title and, when it has one, the link to its details page. Drawn
 * by the wizard and, from the page's inlined list of types, while the wizard's code and the
 * definition are still on their way (docs/decisions/0029), so the heading is not the last thing
 * a slow phone paints.
 */
export function WizardHeader({ summary }: { summary: Pick<DefinitionSummary, "title" | "detailsPath"> }) {
  return (
    <div className="nfa-wizard-header">
      <h1 className="govuk-heading-xl">{summary.title}</h1>
      {summary.detailsPath && (
        // The spec's words (spec 000 §2), in the page's body text rather than the browser's own font (issue 31 item 11).
        <p className="govuk-body">
          <Link className="govuk-link" to={summary.detailsPath}>
            Click here to Learn How to Apply
          </Link>
        </p>
      )}
    </div>
  );
}
