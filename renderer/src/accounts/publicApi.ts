import { useMemo } from "react";
import { createApiClient, type ApiClient } from "../api/apiClient.ts";

/**
 * A client for the sign-in calls. A 401 from /users/login means a wrong user name or password,
 * not an expired session, so it must show the server's message on the page (spec 000 §8 'Login
 * 401') rather than clear the session and redirect as the shared client does.
 */
export function usePublicApi(): ApiClient {
  return useMemo(() => createApiClient({ token: () => null, onUnauthorized: () => undefined, fetch: (input, init) => globalThis.fetch(input, init) }), []);
}
