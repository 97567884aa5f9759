import { useContext, useEffect, useState } from "react";
import type { CompiledDefinition } from "../../../engine/definition/compileDefinition.ts";
import type { EngineContext } from "../../../engine/types.ts";
import { useApi } from "../api/ApiProvider.tsx";
import { ImportModuleContext } from "../definitions/ImportModuleContext.ts";
import { loadDefinition, type DefinitionSummary } from "../definitions/loadDefinition.ts";

type Loaded = { status: "loading" } | { status: "ready"; compiled: CompiledDefinition; context: EngineContext } | { status: "failed"; message: string };

/**
 * A type's compiled definition and the engine context the browser judges with: today and the
 * season windows from the server, and the applicant's profile.
 */
export function useCompiledDefinition(summary: DefinitionSummary | undefined, profile: Record<string, unknown>, givenImport?: (url: string) => Promise<unknown>): Loaded {
  const api = useApi();
  const fromContext = useContext(ImportModuleContext);
  const importModule = givenImport ?? fromContext;
  const [loaded, setLoaded] = useState<Loaded>({ status: "loading" });
  const id = summary?.id;
  useEffect(() => {
    if (!summary) return;
    let live = true;
    setLoaded({ status: "loading" });
    Promise.all([loadDefinition(api, summary, importModule), api.get<Pick<EngineContext, "today" | "windows">>("/constants/context")])
      .then(([compiled, { today, windows }]) => live && setLoaded({ status: "ready", compiled, context: { today, windows, profile } }))
      .catch((error: Error) => live && setLoaded({ status: "failed", message: error.message }));
    return () => {
      live = false;
    };
    // Reload only when the type changes; the profile is read once per visit.
  }, [api, id]);
  return loaded;
}
