import { Navigate, useParams } from "react-router-dom";
import { useDefinitions } from "../../definitions/DefinitionsProvider.tsx";
import { useSession } from "../../store/useSession.ts";
import { NoteText } from "./NoteText.tsx";
import { useStartApplication } from "./useStartApplication.ts";

/**
 * The details landing page of any type (spec 000 §2 'Details landing pages'), found by the
 * definition whose detailsPath is this URL: banner, title, description, 'What you need' as the
 * definition's `details` say it (its summary, each stage, the document notes that apply to it),
 * and an apply button that starts the application as the tile does. A single-segment URL
 * that is no type's details page falls back to /application-types like every unknown route.
 */
export function DetailsPage() {
  const { detailsPage = "" } = useParams();
  const state = useDefinitions();
  const token = useSession((s) => s.token);
  const { start, starting } = useStartApplication();

  if (state.status === "loading") return <p className="govuk-body" role="status">Loading…</p>;
  const summary = state.status === "ready" ? state.summaries.find((d) => d.detailsPath === `/${detailsPage}`) : undefined;
  if (!summary) return <Navigate to="/application-types" replace />;
  const steps = summary.stages.filter((s) => s.inStepBar !== false);
  // The texts are the type's own, from its definition's `details` (decision 0038).
  const details = summary.details;
  return (
    <>
      <div className="nfa-banner" role="presentation">
        <p className="nfa-banner__kicker">National Fisheries Authority</p>
        <p className="nfa-banner__title">{summary.title}</p>
      </div>
      <h1 className="govuk-heading-xl" data-title={`${summary.title}: how to apply`}>
        {summary.title}
      </h1>
      {summary.description && <p className="govuk-body-l">{summary.description}</p>}
      <h2 className="govuk-heading-m">What you need</h2>
      {details?.summary && <p className="govuk-body">{details.summary}</p>}
      <p className="govuk-body">The application has {steps.length} steps:</p>
      <ol className="govuk-list govuk-list--number">
        {steps.map((stage) => (
          <li key={stage.id}>
            <strong>{stage.label}</strong>
            {details?.stages[stage.id] ? `: ${details.stages[stage.id]}` : ""}
          </li>
        ))}
      </ol>
      {details?.notes.map((note) => (
        <p className="govuk-body" key={note.text}>
          <NoteText note={note} />
        </p>
      ))}
      {summary.requiresLogin && !token && <p className="govuk-inset-text">You need an account to apply: you will be asked to log in first, then brought back here.</p>}
      <button type="button" className="govuk-button govuk-button--start" onClick={() => void start(summary)} disabled={starting !== null}>
        {starting === summary.id ? "Starting…" : "Apply Now"} <span className="govuk-visually-hidden">for {summary.title}</span>
      </button>
    </>
  );
}
