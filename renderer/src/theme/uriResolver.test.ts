import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import uriResolver from "./uriResolver.ts";

// fast-uri itself, by its file: what the shim stands in for in the client build (vite.config.ts).
const fastUri = createRequire(import.meta.url)("../../../node_modules/fast-uri/index.js") as { resolve(base: string, ref: string): string; equal(a: string, b: string): boolean };

describe("uriResolver: what RJSF asks of fast-uri, with the browser's URL", () => {
  const resolved: Array<[string, string]> = [
    ["https://nfa.example/schemas/licence.json", "#/$defs/address"],
    ["https://nfa.example/schemas/licence.json#/properties", "#/$defs/address"],
    ["https://nfa.example/schemas/licence.json", "lists/parishes.json"],
    ["https://nfa.example/schemas/types/licence.json", "../lists/parishes.json#/items"],
    ["https://nfa.example/schemas/licence.json", "https://other.example/schema.json"],
    ["", "#/definitions/row"],
  ];
  it.each(resolved)("resolves %j against %j as fast-uri does", (base, ref) => {
    expect(uriResolver.resolve(base, ref)).toBe(fastUri.resolve(base, ref));
  });

  const compared: Array<[string, string]> = [
    ["https://nfa.example/schemas/licence.json", "https://nfa.example/schemas/licence.json#"],
    ["https://NFA.example/schemas/licence.json", "https://nfa.example/schemas/licence.json"],
    ["https://nfa.example/a.json", "https://nfa.example/b.json"],
    ["#/definitions/row", "#/definitions/row"],
    ["#/definitions/row", "#/definitions/other"],
  ];
  it.each(compared)("compares %j and %j as fast-uri does", (a, b) => {
    expect(uriResolver.equal(a, b)).toBe(fastUri.equal(a, b));
  });
});
