import type { JwkSet } from "../../../engine/certificates/compactJws.ts";
import { keep } from "./keptForVerifying.ts";
import { readStatusList } from "./readStatusList.ts";

/** What the page says when the keys or the list could not be fetched. */
export const REFRESH_FAILED = "The revocation list could not be fetched. Check the connection and try again.";

/**
 * Fetches the Authority's keys, its revocation list and its suspension list (GET /api/verify/keys,
 * /api/verify/status-list, /api/verify/suspension-list) and keeps them on the phone, the lists only
 * once their signatures hold under those keys (decisions 0067, 0071). Answers the message to show
 * when it failed, else null.
 */
export async function refreshKept(): Promise<string | null> {
  try {
    const [keysAnswer, listAnswer, suspensionAnswer] = await Promise.all([fetch("/api/verify/keys"), fetch("/api/verify/status-list"), fetch("/api/verify/suspension-list")]);
    if (!keysAnswer.ok || !listAnswer.ok || !suspensionAnswer.ok) return REFRESH_FAILED;
    const keys = (await keysAnswer.json()) as JwkSet;
    const [statusList, suspensionList] = await Promise.all([listAnswer.text(), suspensionAnswer.text()]);
    if (!Array.isArray(keys.keys) || !(await readStatusList(statusList, keys)) || !(await readStatusList(suspensionList, keys, "suspension"))) return REFRESH_FAILED;
    await keep({ keys, statusList, suspensionList });
    return null;
  } catch {
    return REFRESH_FAILED;
  }
}
