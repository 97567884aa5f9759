import type { TransactionSummary } from "./useTransactions.ts";
import { useCorrectionRequest } from "./useCorrectionRequest.ts";

/**
 * What the NFA asked the applicant to correct on one returned application (the staff member's
 * comment on the return, issue 17), shown on the corrections tab without opening the response.
 */
export function CorrectionNote({ transaction }: { transaction: TransactionSummary }) {
  const request = useCorrectionRequest(transaction.id);
  return (
    <div className="govuk-inset-text">
      <h3 className="govuk-heading-s govuk-!-margin-bottom-1">{transaction.transaction_number ?? "Your application"}: what to correct</h3>
      <p className="govuk-body govuk-!-margin-bottom-0">{request ?? "The NFA gave no details: respond with what you can correct."}</p>
    </div>
  );
}
