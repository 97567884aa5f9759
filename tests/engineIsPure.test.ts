import { ESLint } from "eslint";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "..");
const eslint = new ESLint({ cwd: ROOT });
const lint = async (code: string, file: string) => {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, file) });
  return (result?.messages ?? []).map((m) => m.message);
};

describe("the engine core stays framework-free (the lint rule proves it)", () => {
  it.each([
    ['import React from "react";', "React"],
    ['import { Form } from "@rjsf/core";', "RJSF"],
    ['import { create } from "zustand";', "zustand"],
    ['import Fastify from "fastify";', "Fastify"],
    ['import multipart from "@fastify/multipart";', "Fastify"],
    ['import knex from "knex";', "database"],
    ['import L from "leaflet";', "Leaflet"],
    ['import { readFileSync } from "node:fs";', "Node built-ins"],
    ['import { thing } from "../server/app.ts";', "one way"],
  ])("refuses %s in engine/", async (code, word) => {
    const messages = await lint(`${code}\nexport const x = 1;\n`, "engine/conditions/sample.ts");
    expect(messages.join(" ")).toContain(word);
  });

  it("refuses hidden inputs in engine/: new Date(), Date.now(), Math.random(), eval", async () => {
    const messages = await lint("export const a = new Date();\nexport const b = Date.now();\nexport const c = Math.random();\nexport const d = eval('1');\n", "engine/fees/sample.ts");
    expect(messages.filter((m) => /No (new Date|Date\.now|Math\.random|eval)/.test(m))).toHaveLength(4);
  });

  it("allows Node in engine/node/ and pure code in the core", async () => {
    expect(await lint('import { readFileSync } from "node:fs";\nexport const r = readFileSync;\n', "engine/node/sample.ts")).toEqual([]);
    expect(await lint('import type { Definition } from "../types.ts";\nexport const d: Definition | null = null;\n', "engine/conditions/sample.ts")).toEqual([]);
  });
});
