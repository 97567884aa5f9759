import { useState } from "react";
import { ErrorMessage } from "../../theme/ErrorMessage.tsx";
import { SIGNATURE_ACCEPT } from "../../widgets/SignatureUploadWidget.tsx";
import { Dialog } from "../Dialog.tsx";
import { ErrorSummaryBox } from "../../theme/ErrorSummaryBox.tsx";
import { FileField } from "../fields/FileField.tsx";
import { MESSAGES } from "../messages.ts";
import { DrawnSignature } from "./DrawnSignature.tsx";

/**
 * 'Customer Acknowledgement Statement of Privacy Notice Statement' (spec 000 §2 /register step 5):
 * the privacy notice, the data subject's rights under the Data Protection Act, 2020, and the
 * retention periods (spec 000 §9), then I Consent or I Don't Consent. Consent needs an uploaded
 * signature image or a drawn one ('Please put your signature before submitting'); the uploaded
 * image is sent when both are given.
 */
export function PrivacyConsentDialog(props: { busy: boolean; failure: string | null; onConsent(signature: string): void; onDecline(): void }) {
  const { busy, failure, onConsent, onDecline } = props;
  const [drawn, setDrawn] = useState("");
  const [uploaded, setUploaded] = useState("");
  const [missing, setMissing] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const signature = uploaded || drawn;
  const problems = [...(missing && !signature ? [{ message: MESSAGES.signatureMissing, field: "consent-signature-upload" }] : []), ...(failure ? [{ message: failure }] : [])];
  return (
    <Dialog id="privacy-consent" title="Customer Acknowledgement Statement of Privacy Notice Statement" onClose={onDecline} wide>
      <ErrorSummaryBox problems={problems} attempt={`${attempt}:${failure ?? ""}`} />
      <p className="govuk-body">
        The National Fisheries Authority collects the personal data in this registration to create and manage your account, to process your applications, and to issue and administer licences, permits and identification cards, as the law requires.
      </p>
      <p className="govuk-body">
        As a data subject under the Data Protection Act, 2020 you have the right to be told how your data is used, to see the data held about you, to have it corrected, and to object to its use. Records are kept for about 7 years while active and archived for up to 20 years. Read the full{" "}
        <a className="govuk-link" href="/privacy-policy" target="_blank" rel="noreferrer">
          privacy notice (opens in a new tab)
        </a>
        .
      </p>
      <p className="govuk-body">By consenting and signing you confirm that you have read and understood the privacy notice.</p>
      {/* One signature is needed, drawn or uploaded: the error sits over both (the summary links to the upload, which a keyboard reaches). */}
      <div className={missing && !signature ? "govuk-form-group govuk-form-group--error" : undefined}>
        <ErrorMessage id="consent-signature" errors={missing && !signature ? [MESSAGES.signatureMissing] : []} />
        <DrawnSignature id="consent-signature-pad" onChange={setDrawn} />
        <FileField id="consent-signature-upload" label="Or upload an image of your signature" accept={SIGNATURE_ACCEPT} hint={`Accepted: ${SIGNATURE_ACCEPT.join(", ")}.`} value={uploaded} error={null} onChange={setUploaded} required />
      </div>
      <div className="govuk-button-group">
        <button
          type="button"
          className="govuk-button"
          disabled={busy}
          aria-describedby={missing && !signature ? "consent-signature__error" : undefined}
          onClick={() => {
            setAttempt((n) => n + 1);
            if (!signature) return setMissing(true);
            onConsent(signature);
          }}
        >
          I Consent
        </button>
        <button type="button" className="govuk-button govuk-button--secondary" disabled={busy} onClick={onDecline}>
          I Don't Consent
        </button>
      </div>
    </Dialog>
  );
}
