import type { ReactNode } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { formatSubmitted } from "../status/formatSubmitted.ts";
import { StatusBadge } from "../status/StatusBadge.tsx";
import { ApplicationAnswers } from "./ApplicationAnswers.tsx";
import { NotificationList } from "./NotificationList.tsx";
import { isDraft } from "./statuses.ts";
import { tabPath } from "./tabs.ts";
import { UploadedDocuments } from "./UploadedDocuments.tsx";
import { useTransactionView } from "./useTransactionView.ts";
import { useTypeTitle } from "./useTypeTitle.ts";

/**
 * /view-transaction?id= (spec 000 §2 'Transaction view'): one application with its status, every
 * answer and its documents, laid out to print. The server has no transcript document yet, so the
 * copy to keep is this page printed or saved as PDF from the browser.
 */
export function TransactionViewPage() {
  const [params] = useSearchParams();
  const state = useTransactionView(Number(params.get("id")));
  const title = useTypeTitle();
  if (state.status === "loading") return <p className="govuk-body" role="status">Loading the application…</p>;
  if (state.status === "failed") {
    return (
      <>
        <p className="govuk-error-message" role="alert">
          The application could not be shown: {state.message}
        </p>
        <Link className="govuk-link" to={tabPath("transactions-tab")}>
          Back to your applications
        </Link>
      </>
    );
  }
  const { transaction: t, fields } = state;
  const rows: Array<[string, ReactNode]> = [
    ["Transaction #", t.transaction_number ?? "Not submitted"],
    ["Application Type", title(t.app_type)],
    ["Type of Transaction", typeof t.type_of_transaction === "string" ? t.type_of_transaction : "NA"],
    ["Status", <StatusBadge key="status" status={t.status} />],
    ["Date Submitted", formatSubmitted(t.submitted_on ?? "")],
    ["Last Updated", formatSubmitted(t.updated_at)],
  ];
  return (
    <article aria-labelledby="transaction-view-title">
      <Link className="govuk-back-link nfa-no-print" to={tabPath(isDraft(t.status) ? "draft-applications-tab" : "transactions-tab")}>
        Back to your applications
      </Link>
      <h1 className="govuk-heading-xl" id="transaction-view-title" data-title={`${title(t.app_type)}: your application`}>
        {title(t.app_type)}
      </h1>
      <dl className="govuk-summary-list">
        {rows.map(([label, value]) => (
          <div className="govuk-summary-list__row" key={label}>
            <dt className="govuk-summary-list__key">{label}</dt>
            <dd className="govuk-summary-list__value">{value}</dd>
          </div>
        ))}
      </dl>
      <button type="button" className="govuk-button govuk-button--secondary nfa-no-print" onClick={() => window.print()}>
        Print or Save as PDF
      </button>
      <h2 className="govuk-heading-l">Application Details</h2>
      <ApplicationAnswers answers={t.application_details ?? {}} fields={fields} />
      <h2 className="govuk-heading-l">Documents</h2>
      <UploadedDocuments tempTransId={t.temp_trans_id} />
      {!isDraft(t.status) && (
        <>
          <h2 className="govuk-heading-l">Messages about this application</h2>
          <NotificationList transactionId={t.id} />
        </>
      )}
    </article>
  );
}
