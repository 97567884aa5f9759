import { useNavigate } from "react-router-dom";
import { toast } from "../layout/toast.ts";
import { useApi } from "../api/ApiProvider.tsx";
import { useDefinitions } from "../definitions/DefinitionsProvider.tsx";
import { openDraft } from "../store/openDraft.ts";
import { whatChangedAddress } from "../wizard/whatChangedAddress.ts";
import type { TransactionSummary } from "./useTransactions.ts";

/**
 * Resumes a draft (spec 000 §4 'Drafts'): its saved answers, type, temporary id, stored step
 * (selectionCategory), version and price lock go into the session, then the type's first stage
 * opens; the wizard itself reopens at the stored step when the answers still lead there. A draft
 * the server moved to a newer version of its definition opens on 'What changed since you
 * started' first (decision 0041).
 */
export function useResumeDraft(): (draft: TransactionSummary) => Promise<void> {
  const api = useApi();
  const navigate = useNavigate();
  const definitions = useDefinitions();
  return async (draft) => {
    const summary = definitions.status === "ready" ? definitions.summaries.find((d) => d.id === draft.app_type) : undefined;
    if (!summary) {
      toast.error("This application type is no longer offered, so the draft cannot be resumed");
      return;
    }
    try {
      const changes = await openDraft(api, summary.id, draft.temp_trans_id);
      navigate(changes ? whatChangedAddress(summary.routePrefix) : `${summary.routePrefix}/${summary.stages[0]?.route ?? ""}`);
    } catch (error) {
      toast.error((error as Error).message);
    }
  };
}
