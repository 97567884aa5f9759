import type { FastifyInstance } from "fastify";
import { readsLicences } from "../../engine/licences/readsLicences.ts";
import type { EngineContext, HeldLicence } from "../../engine/types.ts";
import { licencesOf } from "./licencesOf.ts";
import type { Identity } from "./login.ts";
import { profileOf } from "./profileOf.ts";

/** Whether some version of one of these types has a rule on the licences on file (`$licences`, `$suspendedLicences`). */
const anyReadsLicences = (app: FastifyInstance, appTypes: string[]) => appTypes.some((type) => [app.definitions.get(type), ...app.definitions.versions(type)].some((compiled) => compiled !== undefined && readsLicences(compiled.definition)));

/**
 * The licences on file for the entity, looked up only when a version of one of `appTypes` reads
 * them (issue 29): the other types pay nothing for a rule they do not have.
 */
export function licencesForTypes(app: FastifyInstance, appTypes: string[], entityId: number | null | undefined): Promise<HeldLicence[] | undefined> {
  return anyReadsLicences(app, appTypes) ? licencesOf(app.knex, entityId) : Promise.resolve(undefined);
}

/**
 * The engine's context for the signed-in applicant judging applications of `appTypes`: today, the
 * seasons, their profile and, when those types have rules on them, the licences on file.
 */
export async function applicantContext(app: FastifyInstance, identity: Identity | null, appTypes: string[]): Promise<EngineContext> {
  const [profile, licences] = await Promise.all([profileOf(app.knex, identity), licencesForTypes(app, appTypes, identity?.entityId)]);
  return app.definitions.context(profile, undefined, licences);
}
