import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadDefinition } from "./loadDefinitions.ts";
import { SCHEMAS } from "./paths.ts";

/** A scratch schemas tree whose common/ and lists/ are the real ones, for a broken copy of a definition. */
const scratch = mkdtempSync(join(tmpdir(), "short-equality-"));
mkdirSync(join(scratch, "types"));
for (const name of ["common", "lists", "definition.schema.json"]) symlinkSync(join(SCHEMAS, name), join(scratch, name));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

type Json = Record<string, unknown>;
const TYPES = join(SCHEMAS, "types");

/** The first definition of schemas/types with a named condition written as a short equality (decision 0036). */
function withShortEquality(): { definition: Json; condition: string } {
  for (const name of readdirSync(TYPES).filter((f) => f.endsWith(".json")).sort()) {
    const definition = JSON.parse(readFileSync(join(TYPES, name), "utf8")) as Json;
    const named = (definition.conditions ?? {}) as Record<string, Json>;
    const condition = Object.keys(named).find((k) => "equals" in (named[k] ?? {}) && Object.keys(named[k] ?? {}).length === 2);
    if (condition) return { definition, condition };
  }
  throw new Error("no definition of schemas/types writes a named condition as a short equality");
}

describe("a short equality's mistakes are reported where they are written", () => {
  it("places a value no field offers at the `equals` of the short equality, line and column", () => {
    const { definition, condition } = withShortEquality();
    const named = definition.conditions as Record<string, Json>;
    named[condition] = { ...named[condition], equals: "No such option" };
    // Written out, one key a line, so the leaf's opening brace and its `equals` are on different lines.
    const text = JSON.stringify(definition, null, 2);
    const file = join(scratch, "types", "broken.json");
    writeFileSync(file, text);
    const { loaded, issues } = loadDefinition(file);
    expect(loaded).toBeNull();
    const issue = issues.find((i) => i.pointer === `/conditions/${condition}/value`);
    const lines = text.split("\n");
    const line = lines.findIndex((l) => l.includes('"equals": "No such option"'));
    expect(issue).toMatchObject({ code: "unknown-enum-value", line: line + 1, column: (lines[line] ?? "").indexOf('"equals"') + 1 });
  });
});
