import { useNavigate } from "react-router-dom";
import { toast } from "sonner";
import { useApi } from "../api/ApiProvider.tsx";
import { useDefinitions } from "../definitions/DefinitionsProvider.tsx";
import { useSession } from "../store/useSession.ts";
import type { TransactionSummary } from "./useTransactions.ts";

/**
 * Resumes a draft (spec 000 §4 'Drafts'): its saved answers, type, temporary id and stored step
 * (selectionCategory) go into the session, then the type's first stage opens; the wizard itself
 * reopens at the stored step when the answers still lead there.
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
      const { transaction } = await api.get<{ transaction: TransactionSummary }>(`/transactions/draft/${encodeURIComponent(draft.temp_trans_id)}`);
      const answers = transaction.application_details ?? {};
      const session = useSession.getState();
      session.startTransaction(summary.id, transaction.temp_trans_id, answers);
      session.setAnswers(answers, transaction.selectionCategory ?? null);
      navigate(`${summary.routePrefix}/${summary.stages[0]?.route ?? ""}`);
    } catch (error) {
      toast.error((error as Error).message);
    }
  };
}
