import { useEffect, useState } from "react";
import { Dialog } from "../accounts/Dialog.tsx";

/**
 * A licence or ID card shown in the page (an embedded PDF in a dialog) rather than a new window,
 * which browsers block after a fetch. The object URL is released when the dialog closes.
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
      <button type="button" className="govuk-button govuk-button--secondary" onClick={onClose}>
        Close
      </button>
    </Dialog>
  );
}
