import { useEffect, useState } from "react";
import { Dialog } from "../accounts/Dialog.tsx";

/**
 * A licence or ID card shown in the page (an embedded PDF in a dialog) rather than a new window,
 * which browsers block after a fetch, with a link to the file for browsers that cannot show a PDF
 * in a page (phones). The object URL is released when the dialog closes; the page's content
 * security policy allows blob: frames for it (decision 0020).
 */
export function CertificatePreview({ title, pdf, onClose }: { title: string; pdf: Blob; onClose: () => void }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const made = URL.createObjectURL(pdf);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [pdf]);
  return (
    <Dialog id="certificate-preview" title={title} wide onClose={onClose}>
      {url && <iframe src={url} title={title} className="nfa-certificate-frame" />}
      {/* Phone browsers often cannot show a PDF inside a page: the file itself is one tap away. */}
      {url && (
        <p className="govuk-body">
          Not showing?{" "}
          <a className="govuk-link" href={url} target="_blank" rel="noreferrer">
            Open the PDF (opens in a new tab)
          </a>
        </p>
      )}
      <button type="button" className="govuk-button govuk-button--secondary" onClick={onClose}>
        Close
      </button>
    </Dialog>
  );
}
