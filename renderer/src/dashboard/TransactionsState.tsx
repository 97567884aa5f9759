import type { ReactNode } from "react";
import type { TransactionSummary, useTransactions } from "./useTransactions.ts";

/** The loading and failure states of the transactions list, then the tab's own content. */
export function TransactionsState({ state, children }: { state: ReturnType<typeof useTransactions>; children: (transactions: TransactionSummary[]) => ReactNode }) {
  if (state.status === "loading") return <p className="govuk-body" role="status">Loading your applications…</p>;
  if (state.status === "failed") return <p className="govuk-error-message" role="alert">Your applications could not be loaded: {state.message}</p>;
  return <>{children(state.value.transactions)}</>;
}
