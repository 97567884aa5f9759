import type { FastifyInstance } from "fastify";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadDefinitions } from "../../../../engine/node/loadDefinitions.ts";
import { SCHEMAS } from "../../../../engine/node/paths.ts";
import { buildApp } from "../../../testing/buildApp.ts";

/** Spec 000 §1 lists the twelve types in this order and with these names ("Other Services, i.e. letters"). */
const SPEC_000_LIST = [
  "Fisher Licence",
  "Fishing Vessel Licence",
  "Permits",
  "Aquaculture Fish Farmer Licence",
  "Aquaculture Fishing Vessel Licence",
  "Aquaculture Facility Licence",
  "Authorizations",
  "Quota and Fishing Rights",
  "Closed Season Declarations",
  "Landing Catch Declaration",
  "Other Services",
  "Fisher Worker ID",
];

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp();
});
afterAll(async () => app.close());

describe("the application types in the spec's order and names", () => {
  it("GET /api/definitions lists the twelve types as spec 000 §1 does, the notice of violation after them", async () => {
    const answer = await app.inject({ method: "GET", url: "/api/definitions" });
    const listed = answer.json<{ data: { definitions: Array<{ title: string; order: number; requiresLogin: boolean }> } }>().data.definitions;
    // The spec's twelve, in its order and with its names; a type an analyst adds (issue 16) may stand anywhere its `order` puts it.
    expect(listed.filter((d) => SPEC_000_LIST.includes(d.title)).map((d) => d.title)).toEqual(SPEC_000_LIST);
    const notice = listed.findIndex((d) => !d.requiresLogin);
    expect(notice).toBeGreaterThan(Math.max(...SPEC_000_LIST.map((title) => listed.findIndex((d) => d.title === title))));
    expect(listed.map((d) => d.order)).toEqual([...listed.map((d) => d.order)].sort((a, b) => a - b));
  });

  it("a definition claiming a position another holds is refused, naming both files", () => {
    const { loaded, issues } = loadDefinitions();
    expect(issues).toEqual([]);
    const first = loaded[0];
    const last = loaded.at(-1);
    if (!first || !last) throw new Error("no definitions");
    // A copy of the last type (another id) moved to the first position, beside the shared fragments it refers to.
    const dir = mkdtempSync(join(tmpdir(), "order-"));
    for (const shared of ["common", "lists", "definition.schema.json"]) symlinkSync(join(SCHEMAS, shared), join(dir, shared));
    mkdirSync(join(dir, "types"));
    const copy = join(dir, "types", "copy.json");
    writeFileSync(copy, JSON.stringify({ ...(JSON.parse(readFileSync(last.file, "utf8")) as object), id: "ORDER_CLASH_COPY", order: first.definition.order }, null, 2));
    try {
      const clash = loadDefinitions([first.file, copy]);
      expect(clash.issues.map((i) => [i.code, i.file.endsWith("copy.json"), i.pointer])).toEqual([["duplicate-order", true, "/order"]]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
