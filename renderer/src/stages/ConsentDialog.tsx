import { useEffect, useRef } from "react";

/**
 * 'Acknowledgement Statement of Privacy Notice' (spec 000 §2 Preview): a modal dialog; 'I Consent &
 * Submit' submits, 'I don't Consent' saves a draft instead. Focus moves into it and Escape closes it.
 */
export function ConsentDialog({ open, busy, onConsent, onDecline, onClose }: { open: boolean; busy: boolean; onConsent: () => void; onDecline: () => void; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // jsdom and old browsers lack showModal: the open attribute still shows the dialog.
    if (open && !dialog.open) {
      if (typeof dialog.showModal === "function") dialog.showModal();
      else dialog.setAttribute("open", "");
    }
    if (!open && dialog.open) {
      if (typeof dialog.close === "function") dialog.close();
      else dialog.removeAttribute("open");
    }
  }, [open]);
  return (
    <dialog ref={ref} className="nfa-dialog" aria-labelledby="consent-title" onCancel={onClose}>
      <h2 className="govuk-heading-m" id="consent-title">
        Acknowledgement Statement of Privacy Notice
      </h2>
      <p className="govuk-body">
        The National Fisheries Authority will use the personal data in this application to process it, to issue and manage licences, and as the law requires. Your rights as a data subject are set out in the <a className="govuk-link" href="/privacy-policy">privacy notice</a>, under the Data Protection Act, 2020.
      </p>
      <div className="govuk-button-group">
        <button type="button" className="govuk-button" onClick={onConsent} disabled={busy}>
          I Consent &amp; Submit
        </button>
        <button type="button" className="govuk-button govuk-button--secondary" onClick={onDecline} disabled={busy}>
          I don't Consent
        </button>
      </div>
    </dialog>
  );
}
