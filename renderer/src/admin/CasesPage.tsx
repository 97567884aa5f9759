import { useState } from "react";
import { toast } from "sonner";
import { CaseMoveDialog } from "./CaseMoveDialog.tsx";
import { ConfirmPaymentDialog } from "./ConfirmPaymentDialog.tsx";
import { LoadState } from "./LoadState.tsx";
import { ReportTable, type ReportRow } from "./ReportTable.tsx";
import { TransactionDetailDialog } from "./TransactionDetailDialog.tsx";
import { useAdminData } from "./useAdminData.ts";

type Case = ReportRow & { payment_pending: boolean; next_statuses: string[] };
type Doing = { kind: "move"; row: Case; status: string } | { kind: "pay"; row: Case } | { kind: "view"; row: Case };

const ACTION = "govuk-button govuk-button--secondary govuk-!-margin-bottom-1";

/**
 * /admin/cases (issue 7: case processing, which the spec does not show; decision 0007): the queue
 * of submitted applications, oldest first; each moves only to the statuses the server allows
 * next, a return for correction says why, an offline payment is confirmed here, and View opens
 * the detailed view with the case's audit trail.
 */
export function CasesPage() {
  const { data, error, reload } = useAdminData<{ msg: string; cases: Case[] }>("/admin/cases");
  const [doing, setDoing] = useState<Doing | null>(null);
  if (!data) return <LoadState error={error} />;
  const done = async (msg: string) => {
    toast.success(msg);
    setDoing(null);
    await reload();
  };
  return (
    <>
      <h1 className="govuk-heading-xl">Case Processing</h1>
      <p className="govuk-body">Applications submitted to the Authority, oldest first. Move each to its next status; a return for correction tells the applicant what to correct, and approving a licence issues it.</p>
      <p className="govuk-body" role="status">
        {data.msg}
      </p>
      <ReportTable
        caption="Submitted applications"
        rows={data.cases}
        action={(row) => {
          const item = row as Case;
          // The space sits outside the hidden text so accessible names keep it ('Case Closed for …').
          const forCase = (
            <>
              {" "}
              <span className="govuk-visually-hidden">for {item.transaction_number}</span>
            </>
          );
          return (
            <div className="nfa-admin-actions">
              <button type="button" className={ACTION} onClick={() => setDoing({ kind: "view", row: item })}>
                View{forCase}
              </button>
              {item.payment_pending && (
                <button type="button" className="govuk-button govuk-!-margin-bottom-1" onClick={() => setDoing({ kind: "pay", row: item })}>
                  Confirm payment{forCase}
                </button>
              )}
              {item.next_statuses.map((status) => (
                <button key={status} type="button" className={ACTION} onClick={() => setDoing({ kind: "move", row: item, status })}>
                  {status}
                  {forCase}
                </button>
              ))}
            </div>
          );
        }}
      />
      {doing?.kind === "move" && <CaseMoveDialog caseId={doing.row.id} transactionNumber={doing.row.transaction_number} from={doing.row.status} status={doing.status} onClose={() => setDoing(null)} onMoved={done} />}
      {doing?.kind === "pay" && <ConfirmPaymentDialog caseId={doing.row.id} transactionNumber={doing.row.transaction_number} from={doing.row.status} onClose={() => setDoing(null)} onConfirmed={done} />}
      {doing?.kind === "view" && <TransactionDetailDialog id={doing.row.id} onClose={() => setDoing(null)} />}
    </>
  );
}
