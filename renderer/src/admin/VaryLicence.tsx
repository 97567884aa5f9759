import { useState } from "react";
import { VARIATION_TEXT_REQUIRED, type LicenceVariation } from "../../../engine/api/licenceVariationContract.ts";
import { formatDate } from "../../../engine/dates/formatDate.ts";
import { TextAndDayDialog } from "./TextAndDayDialog.tsx";

/** The refusal of a first day not typed whole. */
export const FROM_NOT_A_DATE = "Enter the day the variation applies from as a real date, for example 1 12 2026";

/**
 * A licence's variations on the case page (decision 0071): each with its day, its words and
 * whether the holder has acknowledged it, then 'Vary licence', a dialog asking what changes
 * (required, the holder reads it) and the day it applies from (GOV.UK date input; today when
 * empty). Nothing can be varied on a revoked licence.
 */
export function VaryLicence({ certificate, onVaried }: { certificate: { id: number; transactionNumber: string; revoked_at: string | null; expires_on: string; variations: LicenceVariation[] }; onVaried: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      {certificate.variations.length > 0 && (
        <div className="nfa-break-words">
          {certificate.variations.map((v) => (
            <p key={v.id} className="govuk-body-s">
              <strong>Varied on {formatDate(v.varied_on)}</strong>, from {formatDate(v.from)}: {v.text} <strong className={`govuk-tag govuk-tag--${v.acknowledged_on ? "green" : "grey"}`}>{v.acknowledged_on ? `Acknowledged ${formatDate(v.acknowledged_on)}` : "Not acknowledged yet"}</strong>
            </p>
          ))}
        </div>
      )}
      {!certificate.revoked_at && (
        <button type="button" className="govuk-button govuk-button--secondary govuk-!-margin-bottom-1" onClick={() => setOpen(true)}>
          Vary licence <span className="govuk-visually-hidden">{certificate.transactionNumber}</span>
        </button>
      )}
      {open && (
        <TextAndDayDialog
          id={`vary-${certificate.id}`}
          title={`Vary licence ${certificate.transactionNumber}`}
          description="The holder is told at once and asked to read and acknowledge the variation; it is printed with the licence. A variation cannot be withdrawn: correct it with another."
          submitLabel="Vary licence"
          path={`/admin/certificates/${certificate.id}/vary`}
          text={{ name: "text", label: "What changes in the licence's conditions (the holder reads this)", problem: VARIATION_TEXT_REQUIRED }}
          day={{ name: "from", label: "Applies from", hint: `Today or later, by ${formatDate(certificate.expires_on)}. Leave it empty for today.`, problem: FROM_NOT_A_DATE }}
          failed="The licence could not be varied"
          onDone={() => (setOpen(false), onVaried())}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
