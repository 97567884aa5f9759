import { useState, type MouseEvent } from "react";
import { downloadBlob } from "../dashboard/downloadBlob.ts";
import { fetchSubmissionPdf, submissionPdfPath } from "./fetchSubmissionPdf.ts";

/**
 * 'Download your submission (PDF)': the PDF the server makes from the definition. A link (its
 * address is the PDF's) whose click fetches it with the session's token and saves it; a failure
 * is said beside it.
 */
export function DownloadSubmissionLink({ transNumber, tempTransId }: { transNumber: string; tempTransId?: string }) {
  const [state, setState] = useState<"idle" | "busy" | string>("idle");
  const download = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (state === "busy") return;
    setState("busy");
    fetchSubmissionPdf(transNumber, tempTransId)
      .then((pdf) => {
        downloadBlob(pdf, `submission-${transNumber}.pdf`);
        setState("idle");
      })
      .catch((error: Error) => setState(error.message));
  };
  return (
    <>
      <a className="govuk-link" href={submissionPdfPath(transNumber, tempTransId)} onClick={download} aria-busy={state === "busy"}>
        Download your submission (PDF)
      </a>
      {state !== "idle" && state !== "busy" && (
        <span className="govuk-error-message nfa-inline-error" role="alert">
          {state}
        </span>
      )}
    </>
  );
}
