import { Navigate, useNavigate } from "react-router-dom";
import type { CompiledDefinition } from "../../../engine/definition/compileDefinition.ts";
import { ApiError } from "../api/apiClient.ts";
import { useApi } from "../api/ApiProvider.tsx";
import { useSession, type CurrentTransaction } from "../store/useSession.ts";
import { resumeAddress } from "../../../engine/navigation/resumeAddress.ts";
import { WhatChanged } from "./WhatChanged.tsx";

/**
 * 'What changed since you started' at its own address in a type's wizard (decision 0041).
 * Continue tells the server the applicant has seen the changes (POST
 * /transactions/draft/{tempId}/changes-seen; staff acting for them are answered 404 and the notice
 * stays for the applicant), then opens the step or page that needs them. With nothing to show
 * (seen already: Back after Continue, a reload) the wizard opens where the draft stands.
 */
export function WhatChangedStage({ compiled, current }: { compiled: CompiledDefinition; current: CurrentTransaction }) {
  const api = useApi();
  const navigate = useNavigate();
  const token = useSession((s) => s.token);
  const changes = current.changes;
  if (!changes) return <Navigate to={`${compiled.definition.routePrefix}/${compiled.definition.stages[0]?.route ?? ""}`} replace />;
  const onContinue = async () => {
    if (token) {
      await api.post(`/transactions/draft/${encodeURIComponent(current.temp_trans_id)}/changes-seen`).catch((error: unknown) => {
        if (!(error instanceof ApiError && error.statusCode === 404)) throw error;
      });
    }
    // The address first: with the changes cleared this page would send the wizard to its first stage instead.
    navigate(resumeAddress(compiled, changes.resumeAt), { replace: true });
    const session = useSession.getState();
    if (changes.resumeAt && compiled.steps.has(changes.resumeAt)) session.setAnswers(current.answers, changes.resumeAt);
    session.setChanges(null);
  };
  return <WhatChanged title={compiled.definition.title} changes={changes} onContinue={onContinue} />;
}
