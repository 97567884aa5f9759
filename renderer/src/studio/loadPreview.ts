import type { ValidateFunction } from "ajv";
import { compileDefinition, type CompiledDefinition } from "../../../engine/definition/compileDefinition.ts";
import type { Definition } from "../../../engine/types.ts";
import type { ApiClient } from "../api/apiClient.ts";

/**
 * An edited definition kept by the server for the live preview, compiled as the wizard compiles a
 * served one (loadDefinition): the JSON from GET /api/studio/previews/{id} and the validators from
 * the module the server precompiled for it, so the browser compiles nothing (decision 0027).
 */
export async function loadPreview(api: ApiClient, id: string, importModule: (url: string) => Promise<unknown>): Promise<CompiledDefinition> {
  const [{ definition }, module] = await Promise.all([api.get<{ hash: string; definition: Definition }>(`/studio/previews/${id}`), importModule(`/api/studio/previews/${id}/validators.js`) as Promise<{ validators: Record<string, ValidateFunction> }>]);
  return compileDefinition(definition, (_schema, at) => {
    const validate = module.validators[at];
    if (!validate) throw new Error(`the preview's validators have no section ${at}`);
    return validate;
  });
}
