import type { ApiClient } from "../api/apiClient.ts";
import type { DefinitionSummary } from "../definitions/loadDefinition.ts";
import { useSession } from "../store/useSession.ts";
import { ownerOf } from "./useOutbox.ts";

interface Started {
  temp_trans_id: string;
  definition_version?: string;
  draft_revision?: number;
}

/**
 * Starts an application as the current one, with an id made on this phone (decision 0063): sent
 * at once with a signal; with none, kept in the outbox and sent first when the signal returns, the
 * application filled meanwhile under the version of the definition the phone has. A browser
 * without `crypto.randomUUID` (a page not served securely) has the server make the id, as before.
 */
export async function startOnDevice(api: ApiClient, summary: DefinitionSummary, prefill: Record<string, unknown>): Promise<void> {
  const session = useSession.getState();
  if (typeof crypto.randomUUID !== "function") {
    const started = await api.post<Started>("/transactions/temp", { app_type: summary.id });
    session.startTransaction(summary.id, started.temp_trans_id, prefill, started.definition_version, started.draft_revision ?? 0);
    return;
  }
  const id = crypto.randomUUID();
  // The outbox (and IndexedDB's code) loads only when an application starts.
  const { deliver } = await import("./outbox.ts");
  const sent = await deliver<Started>(api, { owner: ownerOf(session.profile), tempTransId: id, appType: summary.id, title: summary.title, kind: "start", label: "Application started", request: { path: "/transactions/temp", body: { app_type: summary.id, temp_trans_id: id } } });
  if (sent.kept) session.startTransaction(summary.id, id, prefill, summary.version, 0);
  else session.startTransaction(summary.id, sent.data.temp_trans_id, prefill, sent.data.definition_version, sent.data.draft_revision ?? 0);
}
