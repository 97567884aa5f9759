import { useEffect, useState } from "react";
import { Dialog } from "../accounts/Dialog.tsx";
import { useApi } from "../api/ApiProvider.tsx";

interface Detail {
  transaction: { transaction_number: string | null; status: string; app_type: string; submitted_on: string | null; application_details: Record<string, unknown> };
  applicant: Record<string, unknown> | null;
  payments: Array<{ payment_method?: string; status?: string; amount?: number; created_at?: string }>;
  documents: Array<{ id: number; file_name: string; document_type: string }>;
  events: Array<{ action: string; status: string | null; comment: string | null; created_at: string; by_role?: string | null }>;
}

const text = (value: unknown): string => (value === null || value === undefined ? "" : typeof value === "object" ? JSON.stringify(value) : String(value));

/** 'Transaction Detailed View' (spec 000 §2 /admin/transactions): the application, its payments, documents and audit trail. */
export function TransactionDetailDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const api = useApi();
  const [detail, setDetail] = useState<Detail | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    api.get<Detail>(`/admin/transactions/${id}`).then(setDetail, (error: Error) => setFailure(error.message));
  }, [api, id]);
  return (
    <Dialog id="transaction-detailed-view" title="Transaction Detailed View" onClose={onClose} wide>
      {failure && <p className="govuk-error-message">{failure}</p>}
      {!detail && !failure && <p className="govuk-body" role="status">Loading…</p>}
      {detail && (
        <>
          <dl className="govuk-summary-list">
            {[
              ["Transaction Number", detail.transaction.transaction_number],
              ["Status", detail.transaction.status],
              ["Submitted On", detail.transaction.submitted_on],
              ...Object.entries(detail.transaction.application_details).filter(([, v]) => v !== null && typeof v !== "object"),
            ].map(([key, value]) => (
              <div className="govuk-summary-list__row" key={String(key)}>
                <dt className="govuk-summary-list__key">{String(key)}</dt>
                <dd className="govuk-summary-list__value">{text(value)}</dd>
              </div>
            ))}
          </dl>
          <h3 className="govuk-heading-s">Documents</h3>
          {detail.documents.length ? (
            <ul className="govuk-list">{detail.documents.map((d) => <li key={d.id}>{d.file_name}</li>)}</ul>
          ) : (
            <p className="govuk-body">No documents.</p>
          )}
          <h3 className="govuk-heading-s">History</h3>
          <ol className="govuk-list govuk-list--number">
            {detail.events.map((event, i) => (
              <li key={i}>
                {event.created_at}: {event.action}
                {event.status ? ` (${event.status})` : ""}
                {event.by_role ? ` by ${event.by_role}` : ""}
                {event.comment ? `: ${event.comment}` : ""}
              </li>
            ))}
          </ol>
          <button type="button" className="govuk-button govuk-button--secondary" onClick={onClose}>
            Close
          </button>
        </>
      )}
    </Dialog>
  );
}
