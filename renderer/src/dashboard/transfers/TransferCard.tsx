import { useState } from "react";
import type { LicenceTransfer, TransferStep } from "../../../../engine/api/licenceTransferContract.ts";
import { ConfirmDialog } from "../ConfirmDialog.tsx";
import { TransferParticulars } from "./TransferParticulars.tsx";
import { TransferTag } from "./TransferTag.tsx";

/** The question each party's step asks before it is taken, and its button. */
const ASK: Partial<Record<TransferStep, { title: string; question: string; label: string; warning?: boolean }>> = {
  confirm: { title: "Confirm the transfer", question: "Once the NFA approves it, the licence is yours and you are responsible for it as its holder.", label: "Yes, confirm the transfer" },
  decline: { title: "Decline the transfer", question: "The licence stays with its holder, and this transfer ends.", label: "Yes, decline it", warning: true },
  withdraw: { title: "Withdraw the transfer", question: "The licence stays yours, and the new owner can no longer confirm this transfer.", label: "Yes, withdraw it", warning: true },
};

/** A transfer's card title, from this party's side and by whether it has passed. */
const cardTitle = (t: LicenceTransfer): string => {
  if (t.status === "approved") return t.direction === "incoming" ? "Licence transferred to you" : "Licence you transferred";
  return t.direction === "incoming" ? "Licence offered to you" : "Licence you are transferring";
};

/**
 * One transfer on the dashboard as a GOV.UK summary card: its status, its particulars and what
 * this party may do now: the new owner confirm (after a warning, as a deliberate act) or decline,
 * the holder withdraw while it is open. Each step asks once more before it is taken.
 */
export function TransferCard({ transfer: t, busy, onStep }: { transfer: LicenceTransfer; busy: boolean; onStep: (step: TransferStep) => Promise<boolean> }) {
  const [asking, setAsking] = useState<TransferStep | null>(null);
  const steps: TransferStep[] = t.direction === "incoming" ? (t.status === "awaiting_new_owner" ? ["confirm", "decline"] : []) : t.status === "awaiting_new_owner" || t.status === "awaiting_approval" ? ["withdraw"] : [];
  const ask = asking ? ASK[asking] : undefined;
  return (
    <div className="govuk-summary-card">
      <div className="govuk-summary-card__title-wrapper">
        <h4 className="govuk-summary-card__title">
          {cardTitle(t)}: {t.licence_number}
        </h4>
        <TransferTag status={t.status} />
      </div>
      <div className="govuk-summary-card__content">
        <TransferParticulars transfer={t} />
        {t.reason && <p className="govuk-body">Reason given by the NFA: {t.reason}</p>}
        {steps.includes("confirm") && (
          <div className="govuk-warning-text">
            <span className="govuk-warning-text__icon" aria-hidden="true">
              !
            </span>
            <strong className="govuk-warning-text__text">
              <span className="govuk-visually-hidden">Warning</span>
              Confirm only if you are taking over this vessel from {t.from_name}. Once the NFA approves the transfer, the licence is yours and no longer theirs.
            </strong>
          </div>
        )}
        {steps.length > 0 && (
          <div className="govuk-button-group">
            {steps.map((step) => (
              <button key={step} type="button" className={`govuk-button${step === "confirm" ? "" : " govuk-button--secondary"}`} disabled={busy} onClick={() => setAsking(step)}>
                {ASK[step]?.title} <span className="govuk-visually-hidden">of licence {t.licence_number}</span>
              </button>
            ))}
          </div>
        )}
      </div>
      {asking && ask && (
        <ConfirmDialog
          id={`transfer-${t.id}-${asking}`}
          title={`${ask.title} of licence ${t.licence_number}`}
          question={ask.question}
          confirmLabel={ask.label}
          warning={ask.warning}
          onConfirm={async () => {
            await onStep(asking);
            setAsking(null);
          }}
          onClose={() => setAsking(null)}
        />
      )}
    </div>
  );
}
