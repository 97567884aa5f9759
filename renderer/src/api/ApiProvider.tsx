import { createContext, useContext, useMemo, useRef, type ReactNode } from "react";
import { useNavigate } from "react-router-dom";
import { useSession } from "../store/useSession.ts";
import { createApiClient, type ApiClient } from "./apiClient.ts";

const ApiContext = createContext<ApiClient | null>(null);

/** Provides the API client: the stored token attached, and any 401 sends the user to /login. */
export function ApiProvider({ children }: { children: ReactNode }) {
  // useNavigate changes with every location; the client must not, or everything built on it reloads.
  const navigate = useRef(useNavigate());
  navigate.current = useNavigate();
  const api = useMemo(
    () =>
      createApiClient({
        token: () => useSession.getState().token,
        onUnauthorized: () => {
          useSession.getState().logout();
          navigate.current("/login", { replace: true });
        },
      }),
    [],
  );
  return <ApiContext.Provider value={api}>{children}</ApiContext.Provider>;
}

/** The API client of the surrounding ApiProvider. */
export function useApi(): ApiClient {
  const api = useContext(ApiContext);
  if (!api) throw new Error("useApi needs an ApiProvider");
  return api;
}
