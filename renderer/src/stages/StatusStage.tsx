import { useEffect } from "react";
import { Link } from "react-router-dom";
import type { FieldError } from "../../../engine/types.ts";

/**
 * The status screen (spec 000 §2, §4): 'Successful' with the transaction number, or 'Application
 * Failed to be Submitted' with what the server refused and a link to the drafts. The browser's Back
 * button is held here, so a submitted application is not reopened by accident.
 */
export function StatusStage({ transactionNumber, failure }: { transactionNumber: string | null; failure: { message: string; errors: FieldError[] } | null }) {
  useEffect(() => {
    const hold = () => window.history.pushState(null, "", window.location.href);
    hold();
    window.addEventListener("popstate", hold);
    return () => window.removeEventListener("popstate", hold);
  }, []);
  if (transactionNumber) {
    return (
      <div className="govuk-panel govuk-panel--confirmation">
        <h2 className="govuk-panel__title">Successful</h2>
        <div className="govuk-panel__body">
          Your transaction number
          <br />
          <strong>{transactionNumber}</strong>
        </div>
        <p className="govuk-body nfa-panel-note">
          Keep this number to <Link to={`/transaction-status?id=${encodeURIComponent(transactionNumber)}`}>check your application status</Link>.
        </p>
      </div>
    );
  }
  return (
    <div role="alert">
      <h2 className="govuk-heading-l">Application Failed to be Submitted</h2>
      <p className="govuk-body">Status: Draft. {failure?.message}</p>
      {failure?.errors.length ? (
        <ul className="govuk-list govuk-list--bullet">
          {failure.errors.map((e) => (
            <li key={`${e.pointer}${e.message}`}>{e.message}</li>
          ))}
        </ul>
      ) : null}
      <p className="govuk-body">
        Your answers are saved. <Link to="/profile?active=draft-applications-tab">Open your draft applications</Link> to finish it.
      </p>
    </div>
  );
}
