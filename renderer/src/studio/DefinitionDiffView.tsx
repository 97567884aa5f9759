import type { DiffEntry } from "../../../engine/diff/definitionDiff.ts";
import type { OutcomeChange } from "../../../engine/diff/outcomeChanges.ts";

const KINDS = { step: "Step", edge: "Arrow", field: "Field", document: "Document", fee: "Fee line" } as const;
const verdict = (passed: boolean | null) => (passed === null ? "not run" : passed ? "passes" : "fails");

/** The semantic difference from the committed definition, and the scenarios whose outcome it changes. */
export function DefinitionDiffView({ diff, outcomes }: { diff: DiffEntry[]; outcomes: OutcomeChange[] }) {
  if (!diff.length && !outcomes.length) return <p className="govuk-body">No difference from the committed definition.</p>;
  return (
    <div className="nfa-studio-diff">
      {diff.length > 0 && (
        <ul className="govuk-list govuk-body-s" aria-label="What the edit changes">
          {diff.map((entry, i) => (
            <li key={i} className={`nfa-studio-diff__${entry.change}`}>
              <strong>
                {KINDS[entry.kind]} {entry.change}:
              </strong>{" "}
              <code>{entry.id}</code>
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
      )}
      {outcomes.length > 0 && (
        <>
          <h3 className="govuk-heading-s">Scenarios whose outcome changes</h3>
          <ul className="govuk-list govuk-body-s" aria-label="Scenarios whose outcome changes">
            {outcomes.map((o) => (
              <li key={o.name}>
                <strong>{o.name}</strong>: {verdict(o.passedBefore)} before, {verdict(o.passedAfter)} now
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
        </>
      )}
    </div>
  );
}
