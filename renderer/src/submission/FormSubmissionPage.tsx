import { Link, Navigate, useParams } from "react-router-dom";
import { useDefinitions } from "../definitions/DefinitionsProvider.tsx";
import type { DefinitionSummary } from "../definitions/loadDefinition.ts";
import { useStartApplication } from "../pages/public/useStartApplication.ts";

/** What happens after an application of this type is sent, from its stages and login rule. */
function nextSteps(summary: DefinitionSummary): string[] {
  const steps = ["The Authority checks your application and documents. If something needs correcting it is returned to you with a comment."];
  if (summary.stages.some((s) => s.id === "payment")) steps.push("Fees paid by card are confirmed at once; a transfer, debit or cheque is confirmed by the Authority.");
  steps.push(
    summary.requiresLogin
      ? "Corrections asked for appear under Returned For Corrections on your dashboard; what is issued to you (a licence, permit, ID card or letter) can be downloaded there."
      : "Keep the transaction number shown after you submit: it is how you follow the progress.",
  );
  return steps;
}

/**
 * /form-submission/{appType} (spec 000 §2: 'Shows the application title for the type'): the
 * type's title and description, what happens after an application is sent, and the ways on:
 * check a status, read how to apply, or start an application. An unknown type goes to
 * /application-types, as unknown routes do.
 */
export function FormSubmissionPage() {
  const { appType = "" } = useParams();
  const state = useDefinitions();
  const { start, starting } = useStartApplication();
  if (state.status === "loading") return <p className="govuk-body" role="status">Loading…</p>;
  const summary = state.status === "ready" ? state.summaries.find((d) => d.id === appType) : undefined;
  if (!summary) return <Navigate to="/application-types" replace />;
  return (
    <>
      <h1 className="govuk-heading-xl" data-title={`${summary.title}: what happens next`}>
        {summary.title}
      </h1>
      <p className="govuk-body-l">{summary.description}</p>
      <h2 className="govuk-heading-m">What happens next</h2>
      <ol className="govuk-list govuk-list--number">
        {nextSteps(summary).map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p className="govuk-body">
        <Link className="govuk-link" to="/transaction-status">
          Check your application status
        </Link>{" "}
        with your transaction number at any time.
      </p>
      {summary.detailsPath && (
        <p className="govuk-body">
          <Link className="govuk-link" to={summary.detailsPath}>
            Click here to Learn How to Apply
          </Link>
        </p>
      )}
      <button type="button" className="govuk-button" onClick={() => void start(summary)} disabled={starting !== null}>
        {starting === summary.id ? "Starting…" : `Apply Now for ${summary.title}`}
      </button>
    </>
  );
}
