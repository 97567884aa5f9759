import type { VersionChanges } from "../../../engine/versions/versionChanges.ts";
import type { ApiClient } from "../api/apiClient.ts";
import type { TransactionSummary } from "../dashboard/useTransactions.ts";
import { useSession } from "./useSession.ts";

/**
 * Reads a draft back from the server (GET /transactions/draft/{tempId}, spec 000 §4 'Drafts') into
 * the session as the current application: its answers, stored step, the version they are held
 * under and the prices a paid draft keeps. A draft written under an earlier version is moved to the
 * one in force as it is read (decision 0041); answers what changed, when the applicant has not
 * seen it yet, else null.
 */
export async function openDraft(api: ApiClient, appType: string, tempTransId: string): Promise<VersionChanges | null> {
  const { transaction } = await api.get<{ transaction: TransactionSummary }>(`/transactions/draft/${encodeURIComponent(tempTransId)}`);
  const changes = transaction.version_changes ?? null;
  useSession.getState().resumeTransaction(appType, {
    temp_trans_id: transaction.temp_trans_id,
    answers: transaction.application_details ?? {},
    step: transaction.selectionCategory ?? null,
    definition_version: transaction.definition_version ?? null,
    prices: transaction.prices ?? null,
    changes,
    draft_revision: transaction.draft_revision ?? null,
    renewal: transaction.renewal ?? null,
  });
  return changes;
}
