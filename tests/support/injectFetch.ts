import type { FastifyInstance } from "fastify";
import { sectionsWithPointers } from "../../engine/definition/compileDefinition.ts";

/**
 * A `fetch` that answers from the real Fastify app through `app.inject`, so component tests drive
 * the renderer against the real server, database and engine without a network.
 */
export function injectFetch(app: FastifyInstance): typeof fetch {
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.pathname + input.search : input.url;
    const headers = Object.fromEntries(Object.entries((init?.headers ?? {}) as Record<string, string>));
    const response = await app.inject({ method: (init?.method ?? "GET") as "GET", url, headers, ...(init?.body ? { payload: String(init.body) } : {}) });
    return new Response(response.statusCode === 204 || response.statusCode === 304 ? null : response.body, { status: response.statusCode, headers: response.headers as Record<string, string> });
  }) as typeof fetch;
}

/**
 * The browser's validators module for a test DOM: the same validators compiled here with the
 * engine's ajv setup (esbuild, which bundles the real module, cannot run inside jsdom; the real
 * module's equivalence is proven by server/routes/api/definitions/validators.test.ts).
 */
export function injectImport(app: FastifyInstance) {
  return async (url: string): Promise<unknown> => {
    const type = /\/api\/definitions\/([^/]+)\/validators\.js/.exec(url)?.[1] ?? "";
    // `?version=` names a version a draft is held under (decision 0041); the version in force otherwise.
    const version = new URL(url, "http://portal").searchParams.get("version");
    const compiled = version ? app.definitions.version(type, version) : app.definitions.get(type);
    if (!compiled) throw new Error(`no definition ${type}`);
    const validators = Object.fromEntries(sectionsWithPointers(compiled.definition).map(({ at }) => [at, [...compiled.steps.values(), ...compiled.pages, ...(compiled.payment ? [compiled.payment] : [])].find((s) => s.at === at)?.validate]));
    return { validators };
  };
}
