import { createRequire } from "node:module";
import type { FastifyServerOptions } from "fastify";

/** A compiled validator or serializer, as Fastify's compilers return them. */
export type Compiled = ((...args: unknown[]) => unknown) & { [property: string]: unknown };
/** Compiles one route's schema (Fastify passes the schema, method, url and part or status). */
type Compile = (route: object) => Compiled;
/** What Fastify's `schemaController.compilersFactory` takes for validators and serializers. */
type CompilersFactory = (externalSchemas: unknown, serverOptions: unknown) => Compile;

// Fastify's own default compilers, from the very copies Fastify requires (they are its dependencies).
const fromFastify = createRequire(createRequire(import.meta.url).resolve("fastify"));
const validators = (fromFastify("@fastify/ajv-compiler") as () => CompilersFactory)();
const serializers = (fromFastify("@fastify/fast-json-stringify-compiler") as () => CompilersFactory)();

/**
 * A function that compiles itself when first called or inspected, then behaves as the compiled
 * one. Fastify reads two properties of a validator: `schemaEnv` (ajv's: then it passes the request
 * as the parent data, so coercion of a whole part lands on the request) and `errors` after a
 * failure; both read through to the compiled function, so it is called exactly as it would be.
 */
export function compiledOnFirstUse(compile: () => Compiled): Compiled {
  let compiled: Compiled | undefined;
  const get = () => (compiled ??= compile());
  const deferred = function (this: unknown, ...args: unknown[]) {
    return get().apply(this, args);
  } as Compiled;
  for (const property of ["schemaEnv", "errors"]) Object.defineProperty(deferred, property, { get: () => get()[property] });
  return deferred;
}

/**
 * Defers each compile of a factory's compiler to its first use. A headers schema is refused at
 * start: Fastify lowercases header names in it only for its own compiler, and would not here.
 */
const deferring =
  (factory: CompilersFactory): CompilersFactory =>
  (externalSchemas, serverOptions) => {
    const compile = factory(externalSchemas, serverOptions);
    return (route) => {
      if ((route as { httpPart?: string }).httpPart === "headers") throw new Error("a headers schema is not lowercased by the lazy compilers (server/lazySchemaCompilers.ts): check the header in the handler");
      return compiledOnFirstUse(() => compile(route));
    };
  };

/**
 * Fastify's default validator and serializer compilers (ajv, fast-json-stringify, with the
 * server's `ajv` options), each route's compiled on its first request instead of all at start:
 * they were a third of the built server's start (decision 0026). The same compilers on the same
 * schemas, so every answer is the same; `lazySchemaCompilers.test.ts` still compiles every
 * route's schemas at once, so a broken schema fails a test, not a request.
 */
export function lazySchemaController(): NonNullable<FastifyServerOptions["schemaController"]> {
  return { compilersFactory: { buildValidator: deferring(validators), buildSerializer: deferring(serializers) } } as NonNullable<FastifyServerOptions["schemaController"]>;
}
