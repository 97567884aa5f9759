import { Link } from "react-router-dom";
import type { TransactionSummary } from "./useTransactions.ts";

/** The 'View' link of a transaction row, named by its number for screen readers. */
export function ViewLink({ row }: { row: TransactionSummary }) {
  return (
    <Link className="govuk-link" to={`/view-transaction?id=${row.id}`} aria-label={`View application ${row.transaction_number ?? ""}`.trim()}>
      View
    </Link>
  );
}
