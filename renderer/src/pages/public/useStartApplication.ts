import { useState } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { useApi } from "../../api/ApiProvider.tsx";
import { showError } from "../../layout/showError.ts";
import type { DefinitionSummary } from "../../definitions/loadDefinition.ts";
import { startOnDevice } from "../../offline/startOnDevice.ts";
import { prefillFromProfile } from "../../store/prefillFromProfile.ts";
import { useSession } from "../../store/useSession.ts";

/** The route of a type's first stage, e.g. /application/licence/licence-type. */
export const firstStageRoute = (d: DefinitionSummary) => `${d.routePrefix}/${d.stages[0]?.route ?? ""}`;

/**
 * Starts an application as spec 000 §2 'Starting an application' says, for the tiles of
 * /application-types and the apply button of every details page alike: a type that needs login
 * sends a visitor to /login (coming back to this page after), otherwise a temporary transaction
 * id is made on the phone and sent, or kept to send when there is no signal (issue 27), the
 * previous selection is cleared and the first step opens.
 */
export function useStartApplication(): { start: (summary: DefinitionSummary) => Promise<void>; starting: string | null } {
  const api = useApi();
  const navigate = useNavigate();
  const location = useLocation();
  const token = useSession((s) => s.token);
  const [starting, setStarting] = useState<string | null>(null);

  async function start(summary: DefinitionSummary) {
    if (summary.requiresLogin && !token) {
      useSession.getState().rememberUrl(location.pathname + location.search);
      navigate("/login");
      return;
    }
    setStarting(summary.id);
    // The wizard's code is asked for beside the temporary id, not after it (issue 31 item 10).
    void import("../../wizard/WizardPage.tsx");
    try {
      await startOnDevice(api, summary, prefillFromProfile(useSession.getState().profile));
      navigate(firstStageRoute(summary));
    } catch (error) {
      showError((error as Error).message);
    } finally {
      setStarting(null);
    }
  }

  return { start, starting };
}
