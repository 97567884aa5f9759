import { readFileSync } from "node:fs";
import { join } from "node:path";
import { compileDefinition, type CompiledDefinition } from "../../../engine/definition/compileDefinition.ts";
import { loadScenarios } from "../../../engine/node/loadScenarios.ts";
import type { Scenario } from "../../../engine/scenarios/Scenario.ts";
import type { Definition, EngineContext, HeldLicence } from "../../../engine/types.ts";

const ROOT = join(import.meta.dirname, "..", "..", "..");

/**
 * The id of the type defined in schemas/types/{slug}.json. Journeys name a type by its file so
 * that no code outside schemas/ spells an application-type constant (tests/typesLiveInSchemas).
 */
export function typeId(slug: string): string {
  return (JSON.parse(readFileSync(join(ROOT, "schemas", "types", `${slug}.json`), "utf8")) as { id: string }).id;
}

/** A type as the browser gets it: the definition the server serves, compiled, and the engine's context. */
export interface ApplicationType {
  definition: Definition;
  compiled: CompiledDefinition;
  context: EngineContext;
}

async function data<T>(url: string): Promise<T> {
  const answer = await fetch(url);
  if (!answer.ok) throw new Error(`GET ${url}: ${answer.status}`);
  return ((await answer.json()) as { data: T }).data;
}

/** Every type's id, title and whether it needs a login, as the server lists them. */
export function listTypes(base: string): Promise<Array<{ id: string; slug: string; title: string; requiresLogin: boolean }>> {
  return data<{ definitions: Array<{ id: string; slug: string; title: string; requiresLogin: boolean }> }>(`${base}/api/definitions`).then((d) => d.definitions);
}

/**
 * Reads a type's definition from GET /api/definitions/:type (what the page draws) and today and
 * the season windows from the server; the profile is the applicant's, with the licences on file
 * readProfile adds to it.
 */
export async function loadType(base: string, appType: string, profile: Record<string, unknown>): Promise<ApplicationType> {
  const { definition } = await data<{ definition: Definition }>(`${base}/api/definitions/${appType}`);
  const { today, windows } = await data<Pick<EngineContext, "today" | "windows">>(`${base}/api/constants/context`);
  // The licences on file, when readProfile found some, are the context's, not the profile's (issue 29).
  const { licences, ...entity } = profile;
  return { definition, compiled: compileDefinition(definition), context: { today, windows, profile: entity, ...(Array.isArray(licences) ? { licences: licences as HeldLicence[] } : {}) } };
}

/**
 * Whether a scenario was written for an applicant like this one: every profile key the scenario
 * states or the definition's conditions read (`$profile.x`) agrees with the applicant's profile;
 * registration numbers by presence, since each applicant has their own.
 */
function writtenFor(type: ApplicationType, stated: Record<string, unknown> = {}): boolean {
  const read = [...JSON.stringify(type.definition).matchAll(/\$profile\.([A-Za-z0-9_]+)/g)].map((m) => m[1] ?? "");
  const profile = type.context.profile;
  return [...new Set([...read, ...Object.keys(stated)])].every((key) => (/_number$/.test(key) ? Boolean(stated[key]) === Boolean(profile[key]) : (stated[key] ?? null) === (profile[key] ?? null)));
}

/**
 * A complete scenario of a type for this applicant (the type's context profile) on the given day
 * with the default seasons: the answers a journey gives, known complete by the scenario tests.
 * Scenarios are ordered shortest first; `nth` picks another one, so that two journeys of one type
 * take different branches.
 */
export function completeScenario(type: ApplicationType, today: string, nth = 0): Scenario {
  const appType = type.definition.id;
  const found = loadScenarios(appType)
    .map(({ scenario }) => scenario)
    .filter((s) => s.expect.complete === true && s.today === today && !s.seasons && writtenFor(type, s.profile))
    .sort((a, b) => JSON.stringify(a.answers).length - JSON.stringify(b.answers).length);
  const chosen = found[nth];
  if (!chosen) throw new Error(`${appType}: no complete scenario number ${nth + 1} for this applicant on ${today} in fixtures/scenarios/${appType} (${found.length} found)`);
  return chosen;
}
