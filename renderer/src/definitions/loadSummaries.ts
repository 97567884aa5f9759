import type { Stage, WhatHappensNext } from "../../../engine/types.ts";
import type { ApiClient } from "../api/apiClient.ts";
import type { DetailsPageText } from "../../../engine/details/detailsPageText.ts";

/** What the tiles and routes need of every type, from GET /api/definitions. */
export interface DefinitionSummary {
  id: string;
  slug: string;
  title: string;
  /** The tile's position (spec 000 §1's order); the server lists the types in it. */
  order: number;
  description: string | null;
  routePrefix: string;
  requiresLogin: boolean;
  detailsPath: string | null;
  stages: Stage[];
  /** What the applicant is told after submitting (docs/decisions/0018); null when the type says nothing. */
  whatHappensNext: WhatHappensNext | null;
  /** What its details landing page says (decision 0038); null when the type says nothing. */
  details: DetailsPageText | null;
  version: string;
  hash: string;
}

/**
 * Every application type the server offers. Kept apart from loadDefinition (which compiles a
 * definition with the engine) so the tiles and menus load without the engine and ajv.
 */
export async function loadSummaries(api: ApiClient): Promise<DefinitionSummary[]> {
  return (await api.get<{ definitions: DefinitionSummary[] }>("/definitions")).definitions;
}
