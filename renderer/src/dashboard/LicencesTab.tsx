import { CertificatesTable } from "./CertificatesTable.tsx";
import { isGranted } from "./statuses.ts";
import { LicenceTransfers } from "./transfers/LicenceTransfers.tsx";
import { useTransferredAway } from "./transfers/TransfersProvider.tsx";
import { TransactionsState } from "./TransactionsState.tsx";
import { TransactionsTable } from "./TransactionsTable.tsx";
import { useIssuedCertificates } from "./useIssuedCertificates.ts";
import { useTransactions } from "./useTransactions.ts";
import { ViewLink } from "./ViewLink.tsx";

/**
 * 'Licences/Permits Granted': the issued licences and permits with their documents, then any
 * application the NFA approved or closed whose document has not been issued yet, which says so
 * plainly instead of offering a download.
 */
export function LicencesTab() {
  const state = useTransactions();
  const certificates = useIssuedCertificates();
  const transferredAway = useTransferredAway();
  if (certificates === null) return <p className="govuk-body" role="status">Loading your licences and permits…</p>;
  // A licence transferred to a new owner was issued: its document is theirs now (decision 0069).
  const issued = new Set([...certificates.map((c) => c.propertiesMap.FLIS_TransactionId), ...transferredAway]);
  return (
    <TransactionsState state={state}>
      {(transactions) => {
        const waiting = transactions.filter((t) => isGranted(t.status) && !issued.has(t.transaction_number ?? ""));
        return (
          <>
            {certificates.length ? <CertificatesTable certificates={certificates} /> : !waiting.length && <p className="govuk-body">You have no licences or permits granted yet.</p>}
            {waiting.length > 0 && (
              <TransactionsTable
                caption="Granted, document not issued yet"
                rows={waiting}
                date="submitted"
                empty=""
                action={(row) => (
                  <>
                    <ViewLink row={row} />
                    <p className="govuk-body-s govuk-!-margin-bottom-0">Licence document: available when issued by the NFA.</p>
                  </>
                )}
              />
            )}
            <LicenceTransfers />
          </>
        );
      }}
    </TransactionsState>
  );
}
