import { formatMoney } from "../../../engine/fees/formatMoney.ts";
import { formatDateTime } from "../../../engine/dates/formatDate.ts";
import { Dialog } from "../accounts/Dialog.tsx";
import { ApplicationAnswers } from "../dashboard/ApplicationAnswers.tsx";
import { StatusBadge } from "../status/StatusBadge.tsx";
import { CaseHistory } from "./CaseHistory.tsx";
import { DataTable } from "./DataTable.tsx";
import { LoadState } from "./LoadState.tsx";
import { useTransactionDetail } from "./useTransactionDetail.ts";
import { WhyDocumentsAndFees } from "./WhyDocumentsAndFees.tsx";

/**
 * 'Transaction Detailed View' (spec 000 §2 /admin/transactions): the transaction, its payments,
 * documents, the application's answers, the audit trail of the case, and why the engine asked for
 * its documents and fees (the trace applicants never see, decision 0021).
 */
export function TransactionDetailDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const { detail, fields, error } = useTransactionDetail(id);
  const t = detail?.transaction;
  return (
    <Dialog id="transaction-detailed-view" title="Transaction Detailed View" onClose={onClose} wide>
      {!detail || !t ? (
        <LoadState error={error} />
      ) : (
        <>
          <dl className="govuk-summary-list">
            {[
              ["Transaction Number", t.transaction_number],
              ["Payment Reference", t.payment_reference],
              ["Status", <StatusBadge key="status" status={t.status} />],
              ["Submitted On", formatDateTime(t.submitted_on) || null],
              ["NFA Registration Number", detail.applicant?.nfa_registration_number],
            ].map(([key, value]) => (
              <div className="govuk-summary-list__row" key={String(key)}>
                <dt className="govuk-summary-list__key">{key}</dt>
                <dd className="govuk-summary-list__value">{value ?? "NA"}</dd>
              </div>
            ))}
          </dl>
          <h3 className="govuk-heading-s">History</h3>
          <CaseHistory events={detail.events} />
          <h3 className="govuk-heading-s">Payments</h3>
          {detail.payments.length ? (
            <DataTable caption="Payments" headers={["Payment Method", "Amount", "Status", "Date"]} rows={detail.payments.map((p) => ({ key: p.id, cells: [p.payment_method, p.amount === undefined ? "NA" : formatMoney(Math.round(p.amount * 100), p.currency ?? "JMD"), p.status, formatDateTime(p.created_at)] }))} />
          ) : (
            <p className="govuk-body">No payments.</p>
          )}
          <h3 className="govuk-heading-s">Documents</h3>
          {detail.documents.length ? (
            <ul className="govuk-list">
              {detail.documents.map((d) => (
                <li key={d.id}>{d.file_name}</li>
              ))}
            </ul>
          ) : (
            <p className="govuk-body">No documents.</p>
          )}
          <h3 className="govuk-heading-s">Application</h3>
          <ApplicationAnswers answers={t.application_details} fields={fields} />
          <WhyDocumentsAndFees id={id} />
        </>
      )}
      <button type="button" className="govuk-button govuk-button--secondary" onClick={onClose}>
        Close
      </button>
    </Dialog>
  );
}
