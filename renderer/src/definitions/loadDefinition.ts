import type { ValidateFunction } from "ajv";
import { compileDefinition, type CompiledDefinition } from "../../../engine/definition/compileDefinition.ts";
import type { Definition } from "../../../engine/types.ts";
import type { ApiClient } from "../api/apiClient.ts";
import type { DefinitionSummary } from "./loadSummaries.ts";

export type { DefinitionSummary } from "./loadSummaries.ts";

const CACHE_PREFIX = "nfa-definition:";

/**
 * One type's definition, compiled for the browser: the JSON cached in localStorage by its version
 * hash, and the validators imported from the module the server precompiled (no eval here). By
 * default the version in force; `version` names another, the one a draft is held under (decision
 * 0041), cached under its label since a published version never changes.
 */
export async function loadDefinition(api: ApiClient, summary: DefinitionSummary, importModule: (url: string) => Promise<unknown> = (url) => import(/* @vite-ignore */ url), version = summary.version): Promise<CompiledDefinition> {
  const inForce = version === summary.version;
  const key = inForce ? `${CACHE_PREFIX}${summary.id}` : `${CACHE_PREFIX}${summary.id}@${version}`;
  let kept: { hash: string; definition: Definition } | null = null;
  try {
    const cached = JSON.parse(localStorage.getItem(key) ?? "null") as { hash: string; definition: Definition } | null;
    if (cached && (!inForce || cached.hash === summary.hash)) kept = cached;
  } catch {
    localStorage.removeItem(key);
  }
  if (!kept) {
    kept = await api.get<{ hash: string; definition: Definition }>(`/definitions/${summary.id}${inForce ? "" : `?version=${encodeURIComponent(version)}`}`);
    try {
      localStorage.setItem(key, JSON.stringify(kept));
    } catch {
      // A full localStorage only costs a refetch next time.
    }
  }
  const query = inForce ? `v=${summary.hash}` : `version=${encodeURIComponent(version)}&v=${kept.hash}`;
  const module = (await importModule(`/api/definitions/${summary.id}/validators.js?${query}`)) as { validators: Record<string, ValidateFunction> };
  return compileDefinition(kept.definition, (_schema, at) => {
    const validate = module.validators[at];
    if (!validate) throw new Error(`the precompiled validators of ${summary.id} have no section ${at}`);
    return validate;
  });
}
