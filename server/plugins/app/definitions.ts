import { createHash } from "node:crypto";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { buildContext } from "../../../engine/buildContext.ts";
import type { CompiledDefinition } from "../../../engine/definition/compileDefinition.ts";
import { defaultSeasons, loadDefinitions } from "../../../engine/node/loadDefinitions.ts";
import type { EngineContext } from "../../../engine/types.ts";
import type { Config } from "../../config.ts";
import { lintFailure, readDefinitionsBundle } from "../../services/definitionsBundle.ts";

/** The definitions the server judges with, loaded and linted once at start. */
export interface DefinitionRegistry {
  get(appType: string): CompiledDefinition | undefined;
  all(): CompiledDefinition[];
  /** A short hash of a definition's resolved JSON, so clients can cache it. */
  hash(appType: string): string;
  /** The engine context for today, the stored seasons and a profile. */
  context(profile: Record<string, unknown>, today?: string): Promise<EngineContext>;
  /** The day applications are judged on: PORTAL_TODAY when set, else today in Jamaica. */
  today(): string;
  /** The day an application submitted at `instant` was judged on: PORTAL_TODAY when set, else that day in Jamaica. */
  dayOf(instant: Date): string;
  /** The type's validators module as the build precompiled it; undefined when the definitions were compiled at start. */
  precompiledValidators(appType: string): string | undefined;
}

declare module "fastify" {
  interface FastifyInstance {
    definitions: DefinitionRegistry;
  }
}

/** Jamaica's date today (UTC-5, no daylight saving): the day closed seasons and fee dates are judged on. */
export const todayInJamaica = (now = new Date()): string => new Date(now.getTime() - 5 * 3_600_000).toISOString().slice(0, 10);

/**
 * Loads every definition in schemas/types/ through the engine's loader; a definition that does
 * not lint stops the server at start (better than judging applications by a broken rule). The
 * built server takes them from its build instead when schemas/ is unchanged since (linted and
 * compiled there, decision 0026).
 */
export default fp(
  async function definitions(app: FastifyInstance, opts: { config: Pick<Config, "today" | "definitionsBundle"> }) {
    const bundle = opts.config.definitionsBundle ? await readDefinitionsBundle(opts.config.definitionsBundle) : null;
    if (opts.config.definitionsBundle && !bundle) app.log.warn("schemas/ changed since the build: linting and compiling the definitions at start (npm run build makes this start fast again)");
    const { loaded, issues } = bundle ? { loaded: bundle.loaded, issues: [] } : loadDefinitions();
    if (issues.length) throw lintFailure(issues);
    const byType = new Map(loaded.map((d) => [d.definition.id, d.compiled]));
    const hashes = new Map(loaded.map((d) => [d.definition.id, createHash("sha256").update(JSON.stringify(d.definition)).digest("hex").slice(0, 16)]));
    const defaults = defaultSeasons();
    const today = () => opts.config.today ?? todayInJamaica();
    app.decorate("definitions", {
      today,
      dayOf: (instant: Date) => opts.config.today ?? todayInJamaica(instant),
      get: (appType: string) => byType.get(appType),
      all: () => [...byType.values()],
      hash: (appType: string) => hashes.get(appType) ?? "",
      precompiledValidators: (appType: string) => bundle?.validators.get(appType),
      context: async (profile: Record<string, unknown>, day = today()) => {
        return buildContext({ today: day, defaults, seasons: [...(await app.seasons.rows())], profile });
      },
    });
  },
  { name: "definitions", dependencies: ["db", "seasons"] },
);
