import type { createAjv as compilingAjv } from "../../../engine/definition/createAjv.ts";

/**
 * What the browser build has in place of engine/definition/createAjv.ts (vite.config.ts swaps the
 * module): the browser judges answers with the validators the server precompiled for each type
 * (loadDefinition, GET /api/definitions/{type}/validators.js) and compiles none itself, since the
 * content security policy forbids it. So ajv's compiler and ajv-formats stay out of the bundle
 * (issue 15, docs/decisions/0027); reaching this is a programming error, said plainly.
 */
export const createAjv: typeof compilingAjv = () => {
  throw new Error("The browser compiles no validators: compile a definition with the server's precompiled validators (loadDefinition)");
};
