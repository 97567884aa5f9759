import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import { useApi } from "../api/ApiProvider.tsx";
import { inlinedSummaries } from "./inlinedSummaries.ts";
import { loadSummaries, type DefinitionSummary } from "./loadSummaries.ts";

type State = { status: "loading" } | { status: "ready"; summaries: DefinitionSummary[] } | { status: "failed"; message: string };
const DefinitionsContext = createContext<State>({ status: "loading" });

/** Loads the list of application types once (from the page when the server inlined it); routes, tiles and step bars come from it. */
export function DefinitionsProvider({ children }: { children: ReactNode }) {
  const api = useApi();
  const [state, setState] = useState<State>(() => {
    const inlined = inlinedSummaries();
    return inlined ? { status: "ready", summaries: inlined } : { status: "loading" };
  });
  const ready = state.status === "ready";
  useEffect(() => {
    if (ready) return;
    let live = true;
    loadSummaries(api)
      .then((summaries) => live && setState({ status: "ready", summaries }))
      .catch((error: Error) => live && setState({ status: "failed", message: error.message }));
    return () => {
      live = false;
    };
  }, [api]);
  return <DefinitionsContext.Provider value={state}>{children}</DefinitionsContext.Provider>;
}

/** The application types, or the loading/failed state. */
export const useDefinitions = () => useContext(DefinitionsContext);
