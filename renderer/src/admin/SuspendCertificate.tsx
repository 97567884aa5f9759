import { useState } from "react";
import { SUSPEND_REASON_REQUIRED, type SuspensionInForce } from "../../../engine/api/licenceStatusContract.ts";
import { formatDate } from "../../../engine/dates/formatDate.ts";
import { LiftSuspension } from "./LiftSuspension.tsx";
import { TextAndDayDialog } from "./TextAndDayDialog.tsx";

/** The refusal of an end day not typed whole. */
export const UNTIL_NOT_A_DATE = "Enter the day the licence is valid again as a real date, for example 27 3 2027";

/** What the control needs of a licence: its id and number, whether it stands, its suspension, its last day. */
export interface SuspendableCertificate {
  id: number;
  transactionNumber: string;
  revoked_at: string | null;
  suspension: SuspensionInForce;
  expires_on: string;
}

/**
 * Staff suspend a licence (issue 29, decision 0071) from the case page: 'Suspend licence' opens a
 * dialog asking the reason (required, shown to the holder) and, optionally, the day it is valid
 * again (GOV.UK date input); empty, it stays suspended until lifted. A suspended licence shows
 * since when, until when and why, with 'Lift suspension'. Nothing for a revoked licence.
 */
export function SuspendCertificate({ certificate, onChanged }: { certificate: SuspendableCertificate; onChanged: () => void }) {
  const [open, setOpen] = useState(false);
  if (certificate.revoked_at) return null;
  const { suspension } = certificate;
  if (suspension)
    return (
      <>
        <p className="govuk-body">
          <strong className="govuk-tag govuk-tag--yellow">Suspended</strong> since {formatDate(suspension.since.slice(0, 10))}, {suspension.until ? `until ${formatDate(suspension.until)}, when it is valid again` : "until lifted"}. Reason: {suspension.reason}
        </p>
        <LiftSuspension certificate={certificate} onLifted={onChanged} />
      </>
    );
  return (
    <>
      <button type="button" className="govuk-button govuk-button--secondary govuk-!-margin-bottom-1" onClick={() => setOpen(true)}>
        Suspend licence <span className="govuk-visually-hidden">{certificate.transactionNumber}</span>
      </button>
      {open && (
        <TextAndDayDialog
          id={`suspend-${certificate.id}`}
          title={`Suspend licence ${certificate.transactionNumber}`}
          description="The licence and its ID card are not valid while suspended: /verify, the register and the holder's licences tab say so at once. Lift the suspension to make it valid again."
          submitLabel="Suspend licence"
          path={`/admin/certificates/${certificate.id}/suspend`}
          text={{ name: "reason", label: "Reason for suspending (shown to the holder)", problem: SUSPEND_REASON_REQUIRED }}
          day={{ name: "until", label: "Valid again on", hint: `The first day the licence is valid again, by ${formatDate(certificate.expires_on)}. Leave it empty to suspend it until you lift it.`, problem: UNTIL_NOT_A_DATE }}
          failed="The licence could not be suspended"
          onDone={() => (setOpen(false), onChanged())}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
