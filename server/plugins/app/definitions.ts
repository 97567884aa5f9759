import { readdirSync } from "node:fs";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { buildContext } from "../../../engine/buildContext.ts";
import type { CompiledDefinition } from "../../../engine/definition/compileDefinition.ts";
import { definitionHash } from "../../../engine/node/definitionHash.ts";
import { loadHistory } from "../../../engine/node/loadHistory.ts";
import { defaultSeasons, loadDefinitions } from "../../../engine/node/loadDefinitions.ts";
import { SCHEMAS } from "../../../engine/node/paths.ts";
import type { EngineContext, HeldLicence } from "../../../engine/types.ts";
import { inForce, versionOrder } from "../../../engine/versions/inForce.ts";
import type { Config } from "../../config.ts";
import { lintFailure, readDefinitionsBundle } from "../../services/definitionsBundle.ts";
import { recordVersions, type DefinitionVersion } from "../../services/definitionVersions.ts";

/** The definitions the server judges with: every version of every type, and which is in force today. */
export interface DefinitionRegistry {
  /** The type's version in force today (decision 0041): what a new application starts on. */
  get(appType: string): CompiledDefinition | undefined;
  /** One exact version of a type, in force or not (a draft's, a submitted case's); undefined when never served here. */
  version(appType: string, version: string): CompiledDefinition | undefined;
  /** The type's versions the files hold, oldest first (the chain drafts are moved along). */
  versions(appType: string): CompiledDefinition[];
  /** The type's versions scheduled after the one in force today (`effectiveFrom` still ahead). */
  scheduled(appType: string): CompiledDefinition[];
  /** Every type's version in force today. */
  all(): CompiledDefinition[];
  /** A short hash of the in-force version's resolved JSON (or of the version given), so clients can cache it. */
  hash(appType: string, version?: string): string;
  /** The engine context for today, the stored seasons and a profile. */
  /** The engine's context on `today` for this profile and, when given, the licences on file (issue 29). */
  context(profile: Record<string, unknown>, today?: string, licences?: HeldLicence[]): Promise<EngineContext>;
  /** The day applications are judged on: PORTAL_TODAY when set, else today in Jamaica. */
  today(): string;
  /** The day an application submitted at `instant` was judged on: PORTAL_TODAY when set, else that day in Jamaica. */
  dayOf(instant: Date): string;
  /** The version's validators module as the build precompiled it; undefined when compiled at start. */
  precompiledValidators(appType: string, version?: string): string | undefined;
}

declare module "fastify" {
  interface FastifyInstance {
    definitions: DefinitionRegistry;
  }
}

/** Jamaica's date today (UTC-5, no daylight saving): the day closed seasons and fee dates are judged on. */
export const todayInJamaica = (now = new Date()): string => new Date(now.getTime() - 5 * 3_600_000).toISOString().slice(0, 10);

const key = (appType: string, version: string) => `${appType}@${version}`;

/**
 * Loads every definition in schemas/types/ through the engine's loader and the earlier versions
 * kept in schemas/history/ (decision 0041); a definition that does not lint stops the server at
 * start (better than judging applications by a broken rule). The built server takes the types from
 * its build instead when schemas/ is unchanged since (decision 0026). Every version is recorded in
 * the database, which refuses a label that names another text. Which version is in force is
 * worked out from today's date on each call (a lookup per day, not a re-read), so a version whose
 * `effectiveFrom` is tomorrow takes over at midnight with no restart.
 */
export default fp(
  async function definitions(app: FastifyInstance, opts: { config: Pick<Config, "today" | "definitionsBundle" | "schemasDir"> }) {
    const dir = opts.config.schemasDir ?? SCHEMAS;
    const bundle = opts.config.definitionsBundle && dir === SCHEMAS ? await readDefinitionsBundle(opts.config.definitionsBundle) : null;
    if (opts.config.definitionsBundle && !bundle) app.log.warn("schemas/ changed since the build: linting and compiling the definitions at start (npm run build makes this start fast again)");
    const typeFiles = dir === SCHEMAS ? undefined : readdirSync(join(dir, "types")).filter((f) => f.endsWith(".json")).sort().map((f) => join(dir, "types", f));
    const { loaded, issues } = bundle ? { loaded: bundle.loaded, issues: [] } : loadDefinitions(typeFiles);
    if (issues.length) throw lintFailure(issues);
    const served: DefinitionVersion[] = [...loaded, ...loadHistory(join(dir, "history"))].map(({ definition, compiled }) => ({ compiled, hash: definitionHash(definition) }));
    const archived = await recordVersions(app.knex, served);
    const byVersion = new Map([...archived, ...served].map((v) => [key(v.compiled.definition.id, v.compiled.definition.version), v]));
    const chains = new Map<string, DefinitionVersion[]>();
    for (const v of served) chains.set(v.compiled.definition.id, [...(chains.get(v.compiled.definition.id) ?? []), v]);
    for (const [id, versions] of chains) chains.set(id, versionOrder(versions.map((v) => ({ version: v, definition: v.compiled.definition }))).map((o) => o.version));
    const defaults = defaultSeasons();
    const today = () => opts.config.today ?? todayInJamaica();
    // The versions in force, worked out once a day: finding a type's version costs a lookup (issue 24).
    let inForceOn: { day: string; byType: Map<string, DefinitionVersion>; all: CompiledDefinition[] } | null = null;
    const current = () => {
      // Asked of the registry, not the closure: a test moves the day of a running server with it.
      const day = registry.today();
      if (inForceOn?.day !== day) {
        const byType = new Map<string, DefinitionVersion>();
        for (const [id, versions] of chains) {
          // inForce reads `definition`; the version chosen is the chain's own entry, so scheduled() finds its place in the chain.
          const chosen = inForce(versions.map((v) => ({ version: v, definition: v.compiled.definition })), day)?.version ?? versions[0];
          if (chosen) byType.set(id, chosen);
        }
        inForceOn = { day, byType, all: [...byType.values()].map((v) => v.compiled) };
      }
      return inForceOn;
    };
    const validators = new Map(bundle ? [...bundle.validators].map(([id, code]) => [key(id, bundle.loaded.find((l) => l.definition.id === id)?.definition.version ?? ""), code]) : []);
    const registry: DefinitionRegistry = {
      today,
      dayOf: (instant: Date) => opts.config.today ?? todayInJamaica(instant),
      get: (appType: string) => current().byType.get(appType)?.compiled,
      version: (appType: string, version: string) => byVersion.get(key(appType, version))?.compiled,
      versions: (appType: string) => (chains.get(appType) ?? []).map((v) => v.compiled),
      scheduled: (appType: string) => {
        const chain = chains.get(appType) ?? [];
        const now = current().byType.get(appType);
        return now ? chain.slice(chain.indexOf(now) + 1).map((v) => v.compiled) : [];
      },
      all: () => current().all,
      hash: (appType: string, version?: string) => (version ? byVersion.get(key(appType, version)) : current().byType.get(appType))?.hash.slice(0, 16) ?? "",
      precompiledValidators: (appType: string, version?: string) => validators.get(key(appType, version ?? current().byType.get(appType)?.compiled.definition.version ?? "")),
      context: async (profile: Record<string, unknown>, day = registry.today(), licences?: HeldLicence[]) => {
        return buildContext({ today: day, defaults, seasons: [...(await app.seasons.rows())], profile, ...(licences ? { licences } : {}) });
      },
    };
    app.decorate("definitions", registry);
  },
  { name: "definitions", dependencies: ["db", "seasons"] },
);
