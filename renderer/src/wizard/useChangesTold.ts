import { useNavigate } from "react-router-dom";
import type { VersionChanges } from "../../../engine/versions/versionChanges.ts";
import { useApi } from "../api/ApiProvider.tsx";
import { openDraft } from "../store/openDraft.ts";
import { useSession } from "../store/useSession.ts";
import { whatChangedAddress } from "./whatChangedAddress.ts";

/**
 * What the wizard does when a save, submit or payment answers that the rules changed since the
 * applicant started (decision 0041): the server moved the draft, so its answers, version and
 * prices are read back into the session (a type without login has no draft to read: only its
 * version is noted), the changes are kept to show, and 'What changed since you started' opens
 * unless `show` is false (a save on the way out: the server keeps them for the resume). Never
 * rejects.
 */
export function useChangesTold(routePrefix: string, appType: string): (changes: VersionChanges, show?: boolean) => Promise<void> {
  const api = useApi();
  const navigate = useNavigate();
  return async (changes, show = true) => {
    const { token, current } = useSession.getState();
    if (!current) return;
    // Unread (offline), the answers stay as sent: the server moves them again on the next save.
    if (token) await openDraft(api, appType, current.temp_trans_id).catch(() => undefined);
    const session = useSession.getState();
    // Logged out meanwhile (a 401 went to /login): nothing is left to show.
    if (!session.current) return;
    if (session.current.definition_version !== changes.to) session.setVersion(changes.to);
    session.setChanges(changes);
    if (show) navigate(whatChangedAddress(routePrefix));
  };
}
