import { useCallback } from "react";
import { Link, useParams } from "react-router-dom";
import { toast } from "../layout/toast.ts";
import type { CaseFile } from "../../../engine/cases/caseFileContract.ts";
import { formatDate } from "../../../engine/dates/formatDate.ts";
import { StatusBadge } from "../status/StatusBadge.tsx";
import { AnswerSections } from "../submission/AnswerSections.tsx";
import { FeesTable } from "../submission/FeesTable.tsx";
import { CaseAssignForm } from "./CaseAssignForm.tsx";
import { CaseDocuments } from "./CaseDocuments.tsx";
import { CaseExplanation } from "./CaseExplanation.tsx";
import { CaseHistory } from "./CaseHistory.tsx";
import { CaseMoveForm } from "./CaseMoveForm.tsx";
import { CasePaymentForm } from "./CasePaymentForm.tsx";
import { CasePayments } from "./CasePayments.tsx";
import { LoadState } from "./LoadState.tsx";
import { RevokeCertificate } from "./RevokeCertificate.tsx";
import { SuspendCertificate } from "./SuspendCertificate.tsx";
import { VaryLicence } from "./VaryLicence.tsx";
import { useAdminData } from "./useAdminData.ts";
import type { CaseEventsAnswer } from "../../../engine/api/caseEventContract.ts";

/** A titled part of the case page. */
function Part({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="govuk-!-margin-bottom-4">
      <h2 className="govuk-heading-m" id={id}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * /admin/cases/{id}, a case on its own page (issue 17, decision 0037): the application as
 * check-your-answers, the documents previewed, payments, the history and the engine's
 * explanation on the left; assigning, confirming an offline payment and moving it on the right.
 * Each action reloads the case and its history.
 */
export function CasePage() {
  const id = Number(useParams().id);
  const file = useAdminData<CaseFile>(`/admin/cases/${id}`);
  const history = useAdminData<CaseEventsAnswer>(`/bpm/case/${id}/events`);
  const { reload: reloadFile } = file;
  const { reload: reloadHistory } = history;
  const reload = useCallback(async () => void (await Promise.all([reloadFile(), reloadHistory()])), [reloadFile, reloadHistory]);
  const done = async (msg: string) => {
    toast.success(msg);
    await reload();
  };
  if (!file.data)
    return (
      <>
        <h1 className="govuk-heading-xl">Case</h1>
        <LoadState error={file.error} />
      </>
    );
  const { case: row, summary, documents, payments, staff, certificate, version } = file.data;
  const names = new Map(summary.documents.map((d) => [d.key, d.name]));
  return (
    <>
      <Link className="govuk-back-link" to="/admin/cases">
        Back to the case queue
      </Link>
      <span className="govuk-caption-l">{row.application_type}</span>
      <h1 className="govuk-heading-xl" data-title={`Case ${row.transaction_number}`}>
        {row.transaction_number}: {row.name_of_applicant || "applicant not named"}
      </h1>
      <dl className="govuk-summary-list">
        {[
          ["Status", <StatusBadge key="status" status={row.status} />],
          ["Submitted On", `${formatDate(row.submitted_on)} (${row.age_days === 1 ? "1 day" : `${row.age_days} days`} ago)`],
          ["Assigned To", row.assigned_to?.name ?? "Not assigned"],
          ["Payment Reference", row.payment_reference],
          // The definition that judged it, frozen with it: what staff see is what the applicant was shown (decision 0041).
          ["Judged By", `Version ${version.label} of the ${row.application_type} rules, on ${formatDate(version.judged_on)}`],
        ].map(([key, value]) => (
          <div className="govuk-summary-list__row" key={String(key)}>
            <dt className="govuk-summary-list__key">{key}</dt>
            <dd className="govuk-summary-list__value">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="govuk-body nfa-case-jump">
        <a className="govuk-link" href="#case-actions">
          Assign or move this case
        </a>
      </p>
      <div className="nfa-case-layout">
        <div>
          <Part id="case-application" title="Application">
            <AnswerSections sections={summary.sections} changes={false} />
            <FeesTable fees={summary.fees} />
          </Part>
          <Part id="case-documents" title="Documents">
            <CaseDocuments documents={documents} names={names} />
          </Part>
          <Part id="case-payments" title="Payments">
            <CasePayments payments={payments} />
          </Part>
          <Part id="case-history" title="History">
            {history.data ? <CaseHistory events={history.data.events} /> : <LoadState error={history.error} />}
          </Part>
          <Part id="case-why" title="Why these fees, documents and steps">
            <CaseExplanation id={id} />
          </Part>
        </div>
        <div className="nfa-case-actions" id="case-actions">
          <section aria-labelledby="case-assign">
            <h2 className="govuk-heading-m" id="case-assign">
              Assign
            </h2>
            <CaseAssignForm key={`${row.assigned_to?.id ?? "none"}`} row={row} staff={staff} onDone={done} />
          </section>
          {row.payment_pending && (
            <section aria-labelledby="case-pay">
              <h2 className="govuk-heading-m" id="case-pay">
                Offline payment
              </h2>
              <CasePaymentForm row={row} onDone={done} />
            </section>
          )}
          <section aria-labelledby="case-move">
            <h2 className="govuk-heading-m" id="case-move">
              Move the case
            </h2>
            <p className="govuk-body">
              Now: <StatusBadge status={row.status} />
            </p>
            <CaseMoveForm key={row.status} row={row} onDone={done} onReload={reload} />
          </section>
          {certificate && (
            <section aria-labelledby="case-licence">
              <h2 className="govuk-heading-m" id="case-licence">
                Licence issued
              </h2>
              {certificate.revoke_reason && <p className="govuk-body">Revoked because: {certificate.revoke_reason}</p>}
              <SuspendCertificate certificate={{ ...certificate, transactionNumber: row.transaction_number }} onChanged={() => void reload()} />{" "}
              <RevokeCertificate certificate={{ id: certificate.id, transactionNumber: row.transaction_number, revoked_at: certificate.revoked_at }} onRevoked={() => void reload()} />
              <h3 className="govuk-heading-s">Variations</h3>
              <VaryLicence certificate={{ ...certificate, transactionNumber: row.transaction_number }} onVaried={() => void reload()} />
            </section>
          )}
        </div>
      </div>
    </>
  );
}
