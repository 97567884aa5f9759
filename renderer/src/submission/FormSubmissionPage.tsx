import { Link, Navigate, useParams } from "react-router-dom";
import { useDefinitions } from "../definitions/DefinitionsProvider.tsx";
import { useStartApplication } from "../pages/public/useStartApplication.ts";

/**
 * /form-submission/{appType} (spec 000 §2: 'Shows the application title for the type'): the
 * type's title, what happens after an application is sent, and the ways on: check its status,
 * read how to apply, or start another. An unknown type goes to /application-types.
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
      <h1 className="govuk-heading-xl">{summary.title}</h1>
      <p className="govuk-body-l">Applications for a {summary.title} are received and processed by the National Fisheries Authority.</p>
      <h2 className="govuk-heading-m">What happens next</h2>
      <ol className="govuk-list govuk-list--number">
        <li>The Authority checks your application and documents. If something needs correcting it is returned to you with a comment, under Returned For Corrections on your dashboard.</li>
        <li>Fees paid by card are confirmed at once; a transfer, debit or cheque is confirmed by the Authority.</li>
        <li>When it is approved, your licence or permit can be downloaded from your dashboard.</li>
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
            How to apply for a {summary.title}
          </Link>
        </p>
      )}
      <button type="button" className="govuk-button" onClick={() => void start(summary)} disabled={starting !== null}>
        {starting === summary.id ? "Starting…" : `Start a new ${summary.title} application`}
      </button>
    </>
  );
}
