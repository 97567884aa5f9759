import type { DiffEntry } from "../../../engine/diff/definitionDiff.ts";
import type { OutcomeChange } from "../../../engine/diff/outcomeChanges.ts";

const KINDS = { step: "Step", edge: "Arrow", field: "Field", document: "Document", fee: "Fee line" } as const;
const verdict = (passed: boolean | null) => (passed === null ? "not run" : passed ? "passes" : "fails");

function Outcomes({ outcomes, label }: { outcomes: OutcomeChange[]; label: string }) {
  return (
    <ul className="govuk-list govuk-body-s" aria-label={label}>
      {outcomes.map((o) => (
        <li key={o.name}>
          <strong>{o.name}</strong>: {o.passedBefore === o.passedAfter ? `${verdict(o.passedAfter)}, as before` : `${verdict(o.passedBefore)} before, ${verdict(o.passedAfter)} now`}
          {o.changes.length > 0 && (
            <ul className="govuk-list govuk-body-s">
              {o.changes.map((c, j) => (
                <li key={j}>{c}</li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * The semantic difference from the committed definition, in words and JMD (issue 26): first the
 * scenarios whose verdict the edit flips (what the analyst must look at), then what the edit
 * changes, then, folded, the scenarios that pass or fail as before although what they compute
 * changed.
 */
export function DefinitionDiffView({ diff, outcomes }: { diff: DiffEntry[]; outcomes: OutcomeChange[] }) {
  if (!diff.length && !outcomes.length) return <p className="govuk-body">No difference from the committed definition.</p>;
  const flipped = outcomes.filter((o) => o.passedBefore !== o.passedAfter);
  const same = outcomes.filter((o) => o.passedBefore === o.passedAfter);
  return (
    <div className="nfa-studio-diff">
      <h3 className="govuk-heading-s">Scenarios whose result changes</h3>
      {flipped.length ? <Outcomes outcomes={flipped} label="Scenarios whose result changes" /> : <p className="govuk-body-s">None: every scenario passes or fails as before.</p>}
      {diff.length > 0 && (
        <>
          <h3 className="govuk-heading-s">What the edit changes</h3>
          <ul className="govuk-list govuk-body-s" aria-label="What the edit changes">
            {diff.map((entry, i) => (
              <li key={i} className={`nfa-studio-diff__${entry.change}`}>
                <strong>
                  {KINDS[entry.kind]} {entry.change}: {entry.name}
                </strong>{" "}
                <code className="nfa-studio-diff__id">{entry.id}</code>
                {entry.details.length > 0 && (
                  <ul className="govuk-list govuk-body-s">
                    {entry.details.map((d, j) => (
                      <li key={j}>{d}</li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      {same.length > 0 && (
        <details className="govuk-details">
          <summary className="govuk-details__summary">
            <span className="govuk-details__summary-text">
              {same.length} scenario{same.length === 1 ? "" : "s"} {same.length === 1 ? "passes or fails" : "pass or fail"} as before, with a different walk, documents or fees
            </span>
          </summary>
          <div className="govuk-details__text">
            <Outcomes outcomes={same} label="Scenarios with the same result" />
          </div>
        </details>
      )}
    </div>
  );
}
