import { useContext, useEffect, useState } from "react";
import type { CompiledDefinition } from "../../../engine/definition/compileDefinition.ts";
import type { EngineContext, HeldLicence } from "../../../engine/types.ts";
import { readsLicences } from "../../../engine/licences/readsLicences.ts";
import type { ApiClient } from "../api/apiClient.ts";
import { useSession } from "../store/useSession.ts";
import { useApi } from "../api/ApiProvider.tsx";
import { ImportModuleContext } from "../definitions/ImportModuleContext.ts";
import { loadDefinition, type DefinitionSummary } from "../definitions/loadDefinition.ts";

type Loaded = { status: "loading" } | { status: "ready"; compiled: CompiledDefinition; context: EngineContext } | { status: "failed"; message: string };

/**
 * A type's compiled definition and the engine context the browser judges with: today and the
 * season windows from the server, the applicant's profile and the licences on file for them (the
 * session's profile carries them, issue 29). `version` names the version of the
 * definition to judge by (a draft's own, decision 0041); the version in force when absent.
 */
export function useCompiledDefinition(summary: DefinitionSummary | undefined, profile: Record<string, unknown>, givenImport?: (url: string) => Promise<unknown>, version?: string | null): Loaded {
  const api = useApi();
  const fromContext = useContext(ImportModuleContext);
  const importModule = givenImport ?? fromContext;
  const [loaded, setLoaded] = useState<Loaded>({ status: "loading" });
  const id = summary?.id;
  // No version is the version in force: a first save naming it changes nothing, and reloads nothing.
  const wanted = version ?? summary?.version;
  useEffect(() => {
    if (!summary) return;
    let live = true;
    setLoaded({ status: "loading" });
    // A version the server no longer serves (a session older than its database) gives way to the one in force: the server moves the draft on its next save.
    const definition = loadDefinition(api, summary, importModule, version ?? summary.version).catch((error: Error) => (version && version !== summary.version ? loadDefinition(api, summary, importModule) : Promise.reject(error)));
    Promise.all([definition, api.get<Pick<EngineContext, "today" | "windows">>("/constants/context")])
      .then(async ([compiled, { today, windows }]) => {
        const licences = readsLicences(compiled.definition) ? await licencesOnFile(api) : [];
        if (live) setLoaded({ status: "ready", compiled, context: { today, windows, profile, licences } });
      })
      .catch((error: Error) => live && setLoaded({ status: "failed", message: error.message }));
    return () => {
      live = false;
    };
    // Reload only when the type or its version changes; the profile is read once per visit.
  }, [api, id, wanted]);
  return loaded;
}

/**
 * The licences on file for the signed-in applicant, for a type whose rules read them (issue 29):
 * asked for again with the profile, since one may have been issued since the session began; with
 * no signal (or signed out), the ones the session last had.
 */
async function licencesOnFile(api: ApiClient): Promise<HeldLicence[]> {
  const kept = () => (useSession.getState().profile?.licences as HeldLicence[] | undefined) ?? [];
  if (!useSession.getState().token) return [];
  try {
    const { licences } = await api.get<{ licences?: HeldLicence[] }>("/users/profile");
    // Only the licences are taken: the rest of the session's profile (the entity chosen) stays as it is.
    const profile = useSession.getState().profile;
    if (profile && licences) useSession.getState().setProfile({ ...profile, licences });
    return licences ?? kept();
  } catch {
    return kept();
  }
}
