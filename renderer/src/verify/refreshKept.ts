import type { JwkSet } from "../../../engine/certificates/compactJws.ts";
import { keep } from "./keptForVerifying.ts";
import { readStatusList } from "./readStatusList.ts";

/** What the page says when the keys or the list could not be fetched. */
export const REFRESH_FAILED = "The revocation list could not be fetched. Check the connection and try again.";

/**
 * Fetches the Authority's keys and its revocation list (GET /api/verify/keys, /api/verify/status-list)
 * and keeps them on the phone, the list only once its signature holds under those keys (decision
 * 0067). Answers the message to show when it failed, else null.
 */
export async function refreshKept(): Promise<string | null> {
  try {
    const [keysAnswer, listAnswer] = await Promise.all([fetch("/api/verify/keys"), fetch("/api/verify/status-list")]);
    if (!keysAnswer.ok || !listAnswer.ok) return REFRESH_FAILED;
    const keys = (await keysAnswer.json()) as JwkSet;
    const statusList = await listAnswer.text();
    if (!Array.isArray(keys.keys) || !(await readStatusList(statusList, keys))) return REFRESH_FAILED;
    await keep({ keys, statusList });
    return null;
  } catch {
    return REFRESH_FAILED;
  }
}
