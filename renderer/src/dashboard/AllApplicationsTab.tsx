import { isDraft } from "./statuses.ts";
import { TransactionsState } from "./TransactionsState.tsx";
import { TransactionsTable } from "./TransactionsTable.tsx";
import { useTransactions } from "./useTransactions.ts";
import { ViewLink } from "./ViewLink.tsx";

/** 'View All Applications': every submitted application; drafts are listed only under their own tab (spec 000 §4). */
export function AllApplicationsTab() {
  const state = useTransactions();
  return (
    <TransactionsState state={state}>
      {(transactions) => <TransactionsTable caption="Your applications" rows={transactions.filter((t) => !isDraft(t.status))} date="submitted" empty="You have not submitted any applications yet." action={(row) => <ViewLink row={row} />} />}
    </TransactionsState>
  );
}
