import type { StudioScenario } from "../../../engine/studio/StudioCheck.ts";

/** The type's scenarios run against the edit: failures first, each with what the engine said instead. */
export function ScenarioResults({ scenarios }: { scenarios: StudioScenario[] }) {
  const failed = scenarios.filter((s) => !s.passed);
  return (
    <div className="nfa-studio-scenarios">
      <p className="govuk-body" role="status">
        <strong>{scenarios.length - failed.length} passed, {failed.length} failed</strong> of {scenarios.length} scenarios
      </p>
      {failed.length > 0 && (
        <ul className="govuk-list nfa-studio-failures" aria-label="Failing scenarios">
          {failed.map((s) => (
            <li key={s.name}>
              <strong className="nfa-studio-fail">FAIL</strong> {s.title} <span className="govuk-hint govuk-!-display-inline">({s.file})</span>
              <ul className="govuk-list govuk-body-s">
                {s.diffs.map((d, i) => (
                  <li key={i}>{d}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
      <details className="govuk-details">
        <summary className="govuk-details__summary">
          <span className="govuk-details__summary-text">Every scenario</span>
        </summary>
        <div className="govuk-details__text">
          <ul className="govuk-list govuk-body-s">
            {scenarios.map((s) => (
              <li key={s.name}>
                <strong className={s.passed ? "nfa-studio-pass" : "nfa-studio-fail"}>{s.passed ? "PASS" : "FAIL"}</strong> {s.title}
              </li>
            ))}
          </ul>
        </div>
      </details>
    </div>
  );
}
