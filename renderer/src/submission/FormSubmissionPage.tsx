import { Link, Navigate, useParams } from "react-router-dom";
import { useDefinitions } from "../definitions/DefinitionsProvider.tsx";
import { useStartApplication } from "../pages/public/useStartApplication.ts";
import { WhatHappensNext } from "./WhatHappensNext.tsx";

/**
 * /form-submission/{appType} (spec 000 §2: 'Shows the application title for the type'): the
 * type's title and description, what happens after an application is sent (the definition's
 * `whatHappensNext`, docs/decisions/0018), and the ways on:
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
      {summary.whatHappensNext && <WhatHappensNext next={summary.whatHappensNext} />}
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
