import type { ValidateFunction } from "ajv";
import { compileDefinition, type CompiledDefinition } from "../../../engine/definition/compileDefinition.ts";
import type { Definition } from "../../../engine/types.ts";
import type { ApiClient } from "../api/apiClient.ts";
import type { DefinitionSummary } from "./loadSummaries.ts";

export type { DefinitionSummary } from "./loadSummaries.ts";

const CACHE_PREFIX = "nfa-definition:";

/**
 * One type's definition, compiled for the browser: the JSON cached in localStorage by its version
 * hash, and the validators imported from the module the server precompiled (no eval here).
 */
export async function loadDefinition(api: ApiClient, summary: DefinitionSummary, importModule: (url: string) => Promise<unknown> = (url) => import(/* @vite-ignore */ url)): Promise<CompiledDefinition> {
  const key = `${CACHE_PREFIX}${summary.id}`;
  let definition: Definition | null = null;
  try {
    const cached = JSON.parse(localStorage.getItem(key) ?? "null") as { hash: string; definition: Definition } | null;
    if (cached?.hash === summary.hash) definition = cached.definition;
  } catch {
    localStorage.removeItem(key);
  }
  if (!definition) {
    const fetched = await api.get<{ hash: string; definition: Definition }>(`/definitions/${summary.id}`);
    definition = fetched.definition;
    try {
      localStorage.setItem(key, JSON.stringify(fetched));
    } catch {
      // A full localStorage only costs a refetch next time.
    }
  }
  const module = (await importModule(`/api/definitions/${summary.id}/validators.js?v=${summary.hash}`)) as { validators: Record<string, ValidateFunction> };
  return compileDefinition(definition, (_schema, at) => {
    const validate = module.validators[at];
    if (!validate) throw new Error(`the precompiled validators of ${summary.id} have no section ${at}`);
    return validate;
  });
}
