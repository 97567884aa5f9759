import { toast } from "../layout/toast.ts";
import type { VersionChanges } from "../../../engine/versions/versionChanges.ts";
import type { ApiClient } from "../api/apiClient.ts";
import { useSession } from "../store/useSession.ts";
import { onSent, refreshOutbox, sendOutbox } from "./outbox.ts";
import type { OutboxItem } from "./outboxItem.ts";

/**
 * What the session learns when the server acknowledges an item: the draft's revision and version,
 * what changed since the applicant started (shown when they next open it), and a submit's
 * transaction number, which is only then shown (never one made up on the phone).
 */
function learn(item: OutboxItem, answer: Record<string, unknown>): void {
  const session = useSession.getState();
  if (typeof answer.draft_revision === "number") session.setRevision(item.tempTransId, answer.draft_revision);
  const current = session.current?.temp_trans_id === item.tempTransId;
  if (current && item.kind === "save" && typeof answer.definition_version === "string") session.setVersion(answer.definition_version);
  if (current && item.kind === "save" && answer.version_changes) session.setChanges(answer.version_changes as VersionChanges);
  if (item.kind === "submit" && typeof answer.transNumber === "string") {
    if (current) session.setSubmitted(answer.transNumber);
    toast.success(`${item.title} sent. Transaction number: ${answer.transNumber}`);
  }
}

/**
 * Sends `owner`'s outbox now and whenever the signal returns or the page becomes visible again;
 * answers the function that stops listening.
 */
export function runOutbox(api: ApiClient, owner: string): () => void {
  const send = () => {
    if (navigator.onLine) void sendOutbox(api, owner).catch(() => undefined);
  };
  const visible = () => document.visibilityState === "visible" && send();
  const stopLearning = onSent(learn);
  window.addEventListener("online", send);
  document.addEventListener("visibilitychange", visible);
  void refreshOutbox(owner)
    .then(send)
    .catch(() => undefined);
  return () => {
    stopLearning();
    window.removeEventListener("online", send);
    document.removeEventListener("visibilitychange", visible);
  };
}
