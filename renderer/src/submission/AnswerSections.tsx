import type { SummarySection } from "../../../engine/summary/answerSummary.ts";
import type { Definition } from "../../../engine/types.ts";
import { changeAddress } from "./changeAddress.ts";
import { SummaryAnswer } from "./SummaryAnswer.tsx";
import { SummaryCard } from "./SummaryCard.tsx";

/** Whether a field is worked out or given rather than answered (a computed total, a value from the profile): it has nothing to change on its own. */
function readOnly(definition: Definition, sectionId: string, field: string): boolean {
  const section = [...(definition.wizard?.steps ?? []), ...definition.form.pages].find((s) => s.id === sectionId);
  const schema = section?.schema.properties[field];
  return Boolean(schema?.readOnly || schema?.["x-computed"]);
}

/**
 * Sections of the engine's answer summary as summary cards, each answer with a Change link to
 * the step or page that asks it (none beside a read-only value: what it is made of is changed instead) (`changes` false on a printed or submitted copy). The payment
 * form's answers are changed together: the payment stage is walked again from its start. The
 * definition is needed only for those links (staff's case page shows none and passes none).
 * `folded` cards start closed (a phone's check your answers, decision 0047). `carried`: the fields a
 * renewal carried over and still holds, each marked "Carried over" (decision 0070).
 */
export function AnswerSections({ definition, sections, changes, headingLevel = 3, folded = false, carried }: { definition?: Definition; sections: SummarySection[]; changes: boolean; headingLevel?: 2 | 3; folded?: boolean; carried?: Set<string> }) {
  return (
    <>
      {sections
        .filter((section) => section.rows.length > 0)
        .map((section) => (
          <SummaryCard
            key={section.id}
            id={section.id}
            title={section.title}
            headingLevel={headingLevel}
            folded={folded}
            action={changes && definition && section.stage === "payment" ? { to: changeAddress(definition, "payment") ?? "", label: "Change", hidden: section.title } : null}
            rows={section.rows.map((row) => {
              const to = changes && definition && section.stage !== "payment" && !readOnly(definition, row.sectionId, row.field) ? changeAddress(definition, row.stage, row.sectionId) : null;
              // A renewal's answer still as it carried over from the licence says so (decision 0070); one
              // the profile gives (no Change link) is the profile's, whatever the licence said.
              const value = to && carried?.has(row.field) ? (
                <>
                  <SummaryAnswer value={row.value} label={row.label} /> <strong className="govuk-tag govuk-tag--grey">Carried over</strong>
                </>
              ) : (
                <SummaryAnswer value={row.value} label={row.label} />
              );
              return { key: `${row.sectionId}/${row.field}`, label: row.label, value, change: to ? { to, hidden: row.label } : null };
            })}
          >
            {section.statement && <p className="govuk-body nfa-summary-statement">{section.statement}</p>}
          </SummaryCard>
        ))}
    </>
  );
}
