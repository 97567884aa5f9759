import type { ReactNode } from "react";
import { formatDate } from "../../../engine/dates/formatDate.ts";
import type { TraceEntry } from "../../../engine/types.ts";
import { formatMoney } from "../../../engine/fees/formatMoney.ts";
import { WhyDetails } from "../wizard/WhyDetails.tsx";
import { DataTable } from "./DataTable.tsx";
import { LoadState } from "./LoadState.tsx";
import { useAdminData } from "./useAdminData.ts";

/** GET /api/admin/transactions/{id}/why (server/routes/api/admin/why.ts). */
export interface CaseWhy {
  judged_on: string;
  documents: Array<{ key: string; name: string; required: boolean; group?: string; reason?: string; trace: TraceEntry[] }>;
  fees: { currency: string; total: number; lines: Array<{ id: string; label: string; amount: number; reason?: string; trace: TraceEntry[] }> };
}

/** The analyst's words for the applicant, then the rules the engine read (behind 'why?'), or that it always applies. */
function Reasons({ reason, trace, always }: { reason?: string; trace: TraceEntry[]; always: string }): ReactNode {
  return (
    <>
      {reason && <p className="govuk-body-s govuk-!-margin-bottom-1">{reason}</p>}
      {trace.length ? <WhyDetails trace={trace} /> : <p className="govuk-body-s govuk-!-margin-bottom-0">{always}</p>}
    </>
  );
}

/**
 * 'Why these documents and fees' on a case, for staff and analysts (issue 14, decision 0021):
 * each document and fee line the engine found for the case's answers, with the definition's
 * reason the applicant saw and the engine's trace of the rule behind it. Applicants never see
 * the trace; this is where it stays available.
 */
export function WhyDocumentsAndFees({ id }: { id: number }) {
  const { data, error } = useAdminData<CaseWhy>(`/admin/transactions/${id}/why`);
  return (
    <section aria-labelledby={`why-${id}`}>
      <h3 className="govuk-heading-s" id={`why-${id}`}>
        Why these documents and fees
      </h3>
      {!data ? (
        <LoadState error={error} />
      ) : (
        <>
          <p className="govuk-body-s">The definition's rules as the engine judged this case's answers, with the fees in force on {formatDate(data.judged_on)}.</p>
          <DataTable
            caption="Documents asked for"
            rowHeader={0}
            headers={["Document", "Needed", "Why"]}
            rows={data.documents.map((d) => ({ key: d.key, cells: [d.name, d.group ? "One of a group" : d.required ? "Yes" : "Optional", <Reasons key="why" reason={d.reason} trace={d.trace} always="Asked of every application of this type." />] }))}
          />
          <DataTable
            caption="Fees charged"
            rowHeader={0}
            headers={["Fee", "Amount", "Why"]}
            rows={[
              ...data.fees.lines.map((line) => ({ key: line.id, cells: [line.label, formatMoney(Math.round(line.amount * 100)), <Reasons key="why" reason={line.reason} trace={line.trace} always="Charged on every application of this type." />] })),
              { key: "total", cells: ["Total", formatMoney(Math.round(data.fees.total * 100)), ""] },
            ]}
          />
        </>
      )}
    </section>
  );
}
