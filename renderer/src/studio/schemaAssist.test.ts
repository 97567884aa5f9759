// @vitest-environment jsdom
import { CompletionContext, type CompletionResult } from "@codemirror/autocomplete";
import { json } from "@codemirror/lang-json";
import { EditorState } from "@codemirror/state";
import { EditorView } from "@codemirror/view";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { schemaCompletion } from "./schemaAssist.ts";
import { descriptionAt, schemaAt, type SchemaNode } from "./schemaAt.ts";

/** The committed meta-schema, as GET /api/studio/meta-schema serves it. */
const meta = JSON.parse(readFileSync(join(import.meta.dirname, "..", "..", "..", "schemas", "definition.schema.json"), "utf8")) as SchemaNode & { $defs: Record<string, SchemaNode> };
const complete = (text: string): CompletionResult | null => {
  const pos = text.indexOf("|");
  const state = EditorState.create({ doc: text.replace("|", ""), extensions: [json()] });
  return schemaCompletion(() => meta)(new CompletionContext(state, pos, true)) as CompletionResult | null;
};
const labels = (result: CompletionResult | null) => result?.options.map((o) => o.label) ?? [];

describe("completion and hover from the meta-schema", () => {
  it("follows $refs and arrays to a wizard step's keys, leaving out those already written", () => {
    // A step's keys: those written out (stepKeys) and the `$ref` a shared step is taken by (decision 0030).
    const stepKeys = [...new Set([...Object.keys(meta.$defs.stepKeys?.properties ?? {}), ...Object.keys(meta.$defs.step?.properties ?? {})])];
    expect(stepKeys.length).toBeGreaterThan(3);
    const result = complete('{ "wizard": { "steps": [ { "id": "a", "title": "A", | } ] } }');
    expect(labels(result).sort()).toEqual(stepKeys.filter((k) => k !== "id" && k !== "title").sort());
    const next = result?.options.find((o) => o.label === "next");
    expect(next?.info).toBe(meta.$defs.stepKeys?.properties?.next?.description ?? schemaAt(meta, ["wizard", "steps", 0, "next"])[0]?.description);
    // Typed after a quote the editor closed: the letters filter the keys, and choosing one takes the closing quote too.
    const doc = '{ "sl" }';
    const typed = complete('{ "sl|" }');
    expect(typed?.from).toBe(3);
    const view = new EditorView({ doc, extensions: [json()] });
    const slug = typed?.options.find((o) => o.label === "slug");
    if (typeof slug?.apply !== "function") throw new Error("no apply for slug");
    slug.apply(view, slug, 3, 5);
    expect(view.state.doc.toString()).toBe('{ "slug":  }');
    view.destroy();
  });

  it("offers the top level's keys at the top level, and a key being typed after its quote is filtered by its letters", () => {
    const result = complete('{ "sl| }');
    expect(labels(result)).toEqual(expect.arrayContaining(Object.keys(meta.properties ?? {}).filter((k) => k !== "sl")));
    expect(result?.from).toBe(3);
  });

  it("offers the values a place names: a stage's ids, true and false for autoAdvance", () => {
    expect(labels(complete('{ "stages": [ { "id": | } ] }'))).toEqual((meta.$defs.stage?.properties?.id?.enum ?? []).map((v) => JSON.stringify(v)));
    expect(labels(complete('{ "wizard": { "steps": [ { "autoAdvance": | } ] } }'))).toEqual(["true", "false"]);
  });

  it("offers a fee rate's keys inside a dated entry, with the words an analyst reads (decision 0053)", () => {
    const result = complete('{ "fees": { "lines": [ { "id": "levy", "amounts": [ { "from": "2026-01-01", "rate": { "quantity": "total_kg", | } } ] } ] } }');
    expect(labels(result).sort()).toEqual(["bands", "cap", "minimum", "unit"]);
    expect(result?.options.find((o) => o.label === "cap")?.info).toBe(meta.$defs.feeRate?.properties?.cap?.description);
    expect(labels(complete('{ "fees": { "lines": [ { "amounts": [ { | } ] } ] } }')).sort()).toEqual(["amount", "from", "rate"]);
    expect(descriptionAt(meta, ["fees", "lines", 0, "amounts", 0, "rate", "bands", 0, "centsPerUnit"])).toBe("The price of one unit in this band, in integer cents of JMD (200 is JMD 2.00 per kg).");
  });

  it("describes a key for the hover", () => {
    expect(descriptionAt(meta, ["wizard", "steps", 0, "autoAdvance"])).toBe(meta.$defs.stepKeys?.properties?.autoAdvance?.description);
    expect(descriptionAt(meta, ["fees"])).toBe(meta.properties?.fees?.description);
  });
});
