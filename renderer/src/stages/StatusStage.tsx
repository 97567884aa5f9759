import { useEffect } from "react";
import { Link } from "react-router-dom";
import type { FieldError, WhatHappensNext as Next } from "../../../engine/types.ts";
import { tabPath } from "../dashboard/tabs.ts";
import { DownloadSubmissionLink } from "../submission/DownloadSubmissionLink.tsx";
import { WhatHappensNext } from "../submission/WhatHappensNext.tsx";

export interface StatusStageProps {
  transactionNumber: string | null;
  failure: { message: string; errors: FieldError[] } | null;
  /** What happens after a submit, from the type's definition (docs/decisions/0018). */
  next: Next | null;
  /** The application's temporary id, the key to its PDF when it was made without login. */
  tempTransId?: string;
  /** Submitted with no signal: the submit waits in the outbox, and no number exists yet (issue 27). */
  readyToSend?: boolean;
}

/**
 * The status screen (spec 000 §2, §4): on success GOV.UK's confirmation panel with 'Successful'
 * and the transaction number, then what happens next and when (from the definition), the
 * submission as a PDF and the way to the dashboard; on failure 'Application Failed to be
 * Submitted' with what the server refused and a link to the drafts; submitted with no signal,
 * 'Ready to send' and never a number until the server gave one (issue 27). The browser's Back button is
 * held here, so a submitted application is not reopened by accident.
 */
export function StatusStage({ transactionNumber, failure, next, tempTransId, readyToSend = false }: StatusStageProps) {
  useEffect(() => {
    const hold = () => window.history.pushState(null, "", window.location.href);
    hold();
    window.addEventListener("popstate", hold);
    return () => window.removeEventListener("popstate", hold);
  }, []);
  if (transactionNumber) {
    return (
      <div className="nfa-confirmation">
        <div className="govuk-panel govuk-panel--confirmation">
          <h2 className="govuk-panel__title">Successful</h2>
          <div className="govuk-panel__body">
            Your transaction number
            <br />
            <strong>{transactionNumber}</strong>
          </div>
        </div>
        <p className="govuk-body">
          We have received your application. Keep your transaction number: you need it to <Link className="govuk-link" to={`/transaction-status?id=${encodeURIComponent(transactionNumber)}`}>check your application status</Link>.
        </p>
        <p className="govuk-body">
          <DownloadSubmissionLink transNumber={transactionNumber} tempTransId={tempTransId} />
        </p>
        {next && <WhatHappensNext next={next} />}
        <p className="govuk-body">
          <Link className="govuk-link" to={tabPath("transactions-tab")}>
            Go to your dashboard
          </Link>{" "}
          to follow this and your other applications.
        </p>
      </div>
    );
  }
  if (readyToSend) {
    return (
      <div role="status">
        <h2 className="govuk-heading-l">Ready to send</h2>
        <p className="govuk-body">Your application is kept on this phone. It will be sent when you are back online: you do not need to do anything, but keep this phone and come back to the portal when you have a signal.</p>
        <p className="govuk-body">You will get your transaction number once the National Fisheries Authority has received it.</p>
        <p className="govuk-body">
          <Link className="govuk-link" to="/outbox">
            See what is waiting on this phone
          </Link>
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
