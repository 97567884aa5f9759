import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { toast } from "sonner";
import { useApi } from "../api/ApiProvider.tsx";
import { useDefinitions } from "../definitions/DefinitionsProvider.tsx";
import type { DefinitionSummary } from "../definitions/loadDefinition.ts";
import { prefillFromProfile } from "../store/prefillFromProfile.ts";
import { useSession } from "../store/useSession.ts";

/** The route of a type's first stage, e.g. /application/licence/licence-type. */
export const firstStageRoute = (d: DefinitionSummary) => `${d.routePrefix}/${d.stages[0]?.route ?? ""}`;

/**
 * /application-types: one tile per application type with a wizard (the notice of violation has its
 * own page). A tile starts an application as spec 000 §2 says: login gate, temporary id, the
 * previous selection cleared, then the first step.
 */
export function ApplicationTypesPage() {
  const state = useDefinitions();
  const api = useApi();
  const navigate = useNavigate();
  const token = useSession((s) => s.token);
  const [starting, setStarting] = useState<string | null>(null);

  async function start(summary: DefinitionSummary) {
    if (summary.requiresLogin && !token) {
      useSession.getState().rememberUrl("/application-types");
      navigate("/login");
      return;
    }
    setStarting(summary.id);
    try {
      const { temp_trans_id } = await api.post<{ temp_trans_id: string }>("/transactions/temp", { app_type: summary.id });
      useSession.getState().startTransaction(summary.id, temp_trans_id, prefillFromProfile(useSession.getState().profile));
      navigate(firstStageRoute(summary));
    } catch (error) {
      toast.error((error as Error).message);
    } finally {
      setStarting(null);
    }
  }

  if (state.status === "loading") return <p className="govuk-body" role="status">Loading the application types…</p>;
  if (state.status === "failed") return <p className="govuk-error-message" role="alert">The application types could not be loaded: {state.message}</p>;
  const tiles = state.summaries.filter((d) => d.stages.some((s) => s.id === "type"));
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
