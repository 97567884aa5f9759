import { useEffect } from "react";
import { useApi } from "../api/ApiProvider.tsx";
import { useSession } from "../store/useSession.ts";

/**
 * Loads the profile when a token is held without one (a token restored from storage by an older
 * version, or set by another tab), so the header can greet the user and name the entity.
 * A 401 here logs out through the API client.
 */
export function useLoadProfile(): void {
  const api = useApi();
  const token = useSession((s) => s.token);
  const missing = useSession((s) => s.profile === null);
  useEffect(() => {
    if (!token || !missing) return;
    let live = true;
    api
      .get<Record<string, unknown>>("/users/profile")
      .then((profile) => live && useSession.getState().token === token && useSession.getState().setProfile(profile))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [api, token, missing]);
}
