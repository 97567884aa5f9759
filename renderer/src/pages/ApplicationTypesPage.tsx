import { useDefinitions } from "../definitions/DefinitionsProvider.tsx";
import { PageLoading } from "../layout/PageLoading.tsx";
import { StepBar } from "../wizard/StepBar.tsx";
import { WizardHeader } from "../wizard/WizardHeader.tsx";
import { useStartApplication } from "./public/useStartApplication.ts";

export { firstStageRoute } from "./public/useStartApplication.ts";

/**
 * /application-types: one tile per application type with a wizard (the notice of violation has its
 * own page), in the order the server lists them: each definition's `order`, spec 000 §1's list. A tile starts an application as spec 000 §2 says: login gate, temporary id, the
 * previous selection cleared, then the first step. While it starts, the wizard's frame (its
 * heading and step bar) is drawn at once: a slow phone showed the tiles unchanged for seconds
 * after Apply (issue 31 item 10).
 */
export function ApplicationTypesPage() {
  const state = useDefinitions();
  const { start, starting } = useStartApplication();

  if (state.status === "loading") return <p className="govuk-body" role="status">Loading the application types…</p>;
  if (state.status === "failed") return <p className="govuk-error-message" role="alert">The application types could not be loaded: {state.message}</p>;
  // Every type an applicant starts with an account, with or without a wizard (a form-only type starts on its form,
  // decision 0061); a visitor's type without a wizard (the violation notice) has a link of its own below.
  const tiles = state.summaries.filter((d) => d.requiresLogin || d.stages.some((s) => s.id === "type"));
  const opening = tiles.find((d) => d.id === starting);
  if (opening)
    return (
      <PageLoading
        heading={
          <>
            <WizardHeader summary={opening} />
            <StepBar stages={opening.stages} current={opening.stages[0]?.id ?? "type"} />
          </>
        }
        text="Starting…"
      />
    );
  return (
    <>
      <h1 className="govuk-heading-xl">Apply to the National Fisheries Authority</h1>
      <p className="govuk-body-l">Choose what you want to apply for. You can save your application and continue later.</p>
      <ul className="nfa-tiles" aria-label="Application types">
        {tiles.map((d) => (
          <li key={d.id} className="nfa-tile">
            <h2 className="govuk-heading-m">{d.title}</h2>
            {d.description && <p className="govuk-body">{d.description}</p>}
            <button type="button" className="govuk-button" onClick={() => void start(d)} disabled={starting !== null} aria-label={`Apply for ${d.title}`}>
              {starting === d.id ? "Starting…" : "Apply"}
            </button>
          </li>
        ))}
      </ul>
      <p className="govuk-body">
        Saw a breach of the fisheries laws? <a className="govuk-link" href="/application/submit-violation-notice">Report a violation</a> (no account needed).
      </p>
    </>
  );
}
