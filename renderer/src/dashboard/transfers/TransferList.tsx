import { ErrorSummaryBox } from "../../theme/ErrorSummaryBox.tsx";
import { TRANSFERS_SECTION } from "./TransfersProvider.tsx";
import { TransferCard } from "./TransferCard.tsx";
import { useMyTransfers } from "./TransfersProvider.tsx";
import { useTransferStep } from "./useTransferStep.ts";

/**
 * 'Licence transfers' on the licences tab (decision 0069): every transfer of the applicant's
 * licences both ways, newest first, whatever became of it, so each holder's history keeps a
 * licence that passed between them; the new owner confirms or declines here, the holder withdraws.
 */
export function TransferList() {
  const transfers = useMyTransfers();
  const step = useTransferStep(() => transfers?.reload());
  if (transfers?.status !== "ready" || !transfers.value.transfers.length) return null;
  return (
    <section id={TRANSFERS_SECTION} aria-labelledby={`${TRANSFERS_SECTION}-title`}>
      <h3 className="govuk-heading-m" id={`${TRANSFERS_SECTION}-title`}>
        Licence transfers
      </h3>
      <ErrorSummaryBox problems={step.failure ? [{ message: step.failure }] : []} attempt={step.attempt} />
      {transfers.value.transfers.map((t) => (
        <TransferCard key={t.id} transfer={t} busy={step.busy} onStep={(name) => step.take(t.id, name)} />
      ))}
    </section>
  );
}
