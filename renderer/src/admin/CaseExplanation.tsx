import type { Explanation } from "../../../engine/explain/Explanation.ts";
import { ExplainedItem, ExplainedSection } from "../explain/ExplainedList.tsx";
import { LoadState } from "./LoadState.tsx";
import { useAdminData } from "./useAdminData.ts";

/**
 * The engine's explanation of a case in words (GET /api/admin/cases/{id}/explanation, decision
 * 0033), for the officer handling an appeal: each fee line charged or not and why, each document
 * asked for or not and why, and the steps the applicant's answers skipped, and why.
 */
export function CaseExplanation({ id }: { id: number }) {
  const { data, error } = useAdminData<{ explanation: Explanation }>(`/admin/cases/${id}/explanation`);
  if (!data) return <LoadState error={error} />;
  const { explanation } = data;
  const skipped = explanation.steps.filter((s) => s.outcome === "notAsked");
  return (
    <>
      <p className="govuk-body">
        Judged on {explanation.today}: fees of {explanation.fees.total}.
      </p>
      <ExplainedSection title="Fees" count={explanation.fees.lines.length}>
        {explanation.fees.lines.map((line) => (
          <ExplainedItem key={line.id} item={line} outcome={line.outcome} extra={line.amount ?? undefined} />
        ))}
      </ExplainedSection>
      <ExplainedSection title="Documents" count={explanation.documents.length}>
        {explanation.documents.map((document) => (
          <ExplainedItem key={document.id} item={document} outcome={document.outcome} />
        ))}
      </ExplainedSection>
      <ExplainedSection title="Skipped steps" count={skipped.length}>
        {skipped.map((step) => (
          <ExplainedItem key={step.id} item={step} outcome={step.outcome} />
        ))}
      </ExplainedSection>
    </>
  );
}
