import { _ } from "ajv";
import standaloneCode from "ajv/dist/standalone/index.js";
import { createAjv } from "../../engine/definition/createAjv.ts";
import { sectionsWithPointers } from "../../engine/definition/compileDefinition.ts";
import { inlineLists } from "../../engine/definition/inlineLists.ts";
import type { Definition } from "../../engine/types.ts";
import { ROOT } from "../config.ts";

/**
 * One definition's validators as ajv standalone code (not yet bundled): the costly part, compiled
 * with the engine's own ajv setup; the studio makes it in a worker (decision 0043).
 */
export function validatorSource(definition: Definition): string {
  const ajv = createAjv({ code: { source: true, esm: true, formats: _`require("ajv-formats/dist/formats").fullFormats` } });
  const sections = sectionsWithPointers(definition);
  const exports: Record<string, string> = {};
  sections.forEach(({ section }, i) => {
    ajv.addSchema({ ...inlineLists(section.schema), $id: `urn:section:${i}` });
    exports[`s${i}`] = `urn:section:${i}`;
  });
  const map = sections.map(({ at }, i) => `${JSON.stringify(at)}: s${i}`).join(", ");
  return `${standaloneCode(ajv, exports)}\nexport const validators = { ${map} };\n`;
}

/** Bundles validatorSource's code with what it requires into one self-contained ES module (esbuild works in a process of its own). */
export async function bundleValidators(source: string): Promise<string> {
  // Loaded on first use: only the browser's validator requests need the bundler.
  const { build } = await import("esbuild");
  const bundled = await build({ stdin: { contents: source, resolveDir: ROOT, loader: "js" }, bundle: true, format: "esm", platform: "browser", minify: true, write: false, legalComments: "none" });
  return bundled.outputFiles[0]?.text ?? "";
}

/**
 * The browser's validators for one definition, precompiled here with the engine's own ajv setup
 * (ajv standalone code) and bundled by esbuild into one self-contained ES module. The browser
 * imports it instead of compiling, so the portal's content security policy can forbid eval, and
 * both sides run the very same validation code. Exports `validators`: section pointer -> function.
 */
export async function validatorModule(definition: Definition): Promise<string> {
  return bundleValidators(validatorSource(definition));
}
