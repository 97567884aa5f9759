import type { FastifyInstance } from "fastify";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadScenarios } from "../../../../engine/node/loadScenarios.ts";
import { TYPES_DIR } from "../../../../engine/node/paths.ts";
import type { Definition } from "../../../../engine/types.ts";
import { asNextVersion } from "../../../../engine/versions/asNextVersion.ts";
import type { StudioCheck } from "../../../services/studioCheck.ts";
import { buildApp, DEMO, tokenFor } from "../../../testing/buildApp.ts";

/** The studio's API (issue 16, decision 0035): staff edit a definition's text and see lint, scenarios, graph, difference and a preview. */
let app: FastifyInstance;
let staff: string;
let fisher: string;
const LICENCE_FILE = join(TYPES_DIR, "licence.json");
const committedText = readFileSync(LICENCE_FILE, "utf8");
const committed = JSON.parse(committedText) as Definition;
const type = committed.id;
/** The scenarios run (bases, which only others extend, are not: decision 0032). */
const scenarioCount = loadScenarios(type).length;

beforeAll(async () => {
  app = await buildApp({ PORTAL_TODAY: "2026-11-22" });
  [staff, fisher] = await Promise.all([tokenFor(app, DEMO.admin.email, DEMO.admin.password), tokenFor(app, DEMO.fisher.email, DEMO.fisher.password)]);
});
afterAll(async () => app.close());

type Checked = StudioCheck & { preview: { id: string } | null };
const check = async (source: string, token = staff) => app.inject({ method: "POST", url: `/api/studio/types/${type}/check`, headers: { authorization: token }, payload: { source } });
const checked = async (source: string): Promise<Checked> => {
  const response = await check(source);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: Checked }>().data;
};
/** The committed text edited as an analyst does: made the next version first (as new-version does), then changed. */
const edited = (change: (d: Definition) => void, { sameLabel = false } = {}): string => {
  const copy = JSON.parse(committedText) as Definition;
  const next = sameLabel ? copy : asNextVersion(copy);
  change(next);
  return JSON.stringify(next, null, 2);
};

describe("the studio's committed sources", () => {
  it("lists every definition file of schemas/types to staff, and opens one as written, $refs and all", async () => {
    const response = await app.inject({ method: "GET", url: "/api/studio/types", headers: { authorization: staff } });
    expect(response.statusCode).toBe(200);
    const types = response.json<{ data: { types: Array<{ id: string; file: string }> } }>().data.types;
    const files = readdirSync(TYPES_DIR).filter((f) => f.endsWith(".json"));
    expect(types.map((t) => t.file).sort()).toEqual(files.sort());
    const one = await app.inject({ method: "GET", url: `/api/studio/types/${type}`, headers: { authorization: staff } });
    expect(one.json().data).toMatchObject({ id: type, file: "schemas/types/licence.json", source: committedText });
    const meta = await app.inject({ method: "GET", url: "/api/studio/meta-schema", headers: { authorization: staff } });
    expect(meta.json().data.schema.properties.wizard).toBeTruthy();
  });

  it("is for staff: applicants get 403, visitors 401, an unknown type 404", async () => {
    for (const url of ["/api/studio/types", `/api/studio/types/${type}`, "/api/studio/meta-schema"]) {
      expect((await app.inject({ method: "GET", url, headers: { authorization: fisher } })).statusCode, url).toBe(403);
      expect((await app.inject({ method: "GET", url })).statusCode, url).toBe(401);
    }
    expect((await check(committedText, fisher)).statusCode).toBe(403);
    expect((await app.inject({ method: "POST", url: `/api/studio/types/${type}/check`, payload: { source: committedText } })).statusCode).toBe(401);
    expect((await app.inject({ method: "GET", url: "/api/studio/types/NO_SUCH_TYPE", headers: { authorization: staff } })).statusCode).toBe(404);
    expect((await app.inject({ method: "POST", url: "/api/studio/types/NO_SUCH_TYPE/check", headers: { authorization: staff }, payload: { source: "{}" } })).statusCode).toBe(404);
  });
});

describe("POST /api/studio/types/{appType}/check", () => {
  it("runs the committed definition clean: no issues, every scenario passing, no difference", async () => {
    const data = await checked(committedText);
    expect(data.issues).toEqual([]);
    expect(data.scenarios).toHaveLength(scenarioCount);
    expect(data.scenarios?.filter((s) => !s.passed)).toEqual([]);
    expect(data.diff).toEqual([]);
    expect(data.outcomes).toEqual([]);
    // The graph: every step, page, document and fee line, and edges walked by scenarios.
    const nodes = data.graph?.nodes.map((n) => n.id) ?? [];
    for (const step of committed.wizard?.steps ?? []) if ("id" in step) expect(nodes).toContain(`step:${step.id}`);
    expect(nodes.filter((n) => n.startsWith("page:"))).toHaveLength(committed.form.pages.length);
    expect(nodes.filter((n) => n.startsWith("document:"))).toHaveLength(committed.documents?.items.length ?? 0);
    expect(nodes.filter((n) => n.startsWith("fee:"))).toHaveLength(committed.fees?.lines.length ?? 0);
    expect(data.graph?.edges.some((e) => e.kind === "next" && e.walkedBy.length > 0)).toBe(true);
  });

  it("refuses an oversized edit with a 4xx that says the limit, never a 5xx", async () => {
    const long = await check(" ".repeat(1_000_001));
    expect(long.statusCode).toBe(400);
    const huge = await app.inject({ method: "POST", url: `/api/studio/types/${type}/check`, headers: { authorization: staff, "content-type": "application/json" }, payload: JSON.stringify({ source: "x".repeat(2_100_000) }) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().data.msg).toBe("The definition is too large: at most 1 MB of text");
  });

  it("locates a JSON syntax error at its line and column in the edited text, saying which comma to add as engine check does", async () => {
    // Drop the comma after the id's line: the next line's key is then unexpected.
    const lines = committedText.split("\n");
    const at = lines.findIndex((l) => l.includes(`"id": "${type}",`));
    lines[at] = lines[at]!.replace(/,$/, "");
    const data = await checked(lines.join("\n"));
    expect(data.issues).toHaveLength(1);
    const next = lines[at + 1]!;
    expect(data.issues[0]).toMatchObject({ code: "json", file: "schemas/types/licence.json", line: at + 2, column: next.indexOf('"') + 1 });
    expect(data.issues[0]?.message).toBe(`not valid JSON at line ${at + 2}, column ${next.indexOf('"') + 1}: a comma is missing between two items: add a comma after line ${at + 1}, column ${lines[at]!.length}`);
    expect(data.scenarios).toBeNull();
  });

  it("reports a lint issue of the edit at its line and column", async () => {
    const source = edited((d) => {
      const step = d.wizard?.steps.find((s) => "id" in s && s.next.length > 0);
      if (step) step.next[step.next.length - 1]!.goto = "no-such-step";
    });
    const data = await checked(source);
    const issue = data.issues.find((i) => i.code === "unknown-goto");
    expect(issue).toBeTruthy();
    expect(source.split("\n")[(issue?.line ?? 0) - 1]).toContain("no-such-step");
  });

  it("resolves $refs only inside schemas/: another file of the machine is refused, a missing one named, no server path shown", async () => {
    for (const [ref, said] of [["../../package.json", "only files under schemas/ can be referenced"], ["../common/no-such-fragment.json", "there is no file schemas/common/no-such-fragment.json"]] as const) {
      const data = await checked(edited((d) => Object.assign(d, { whatHappensNext: { $ref: ref } })));
      expect(data.issues.map((i) => i.message).join("\n"), ref).toContain(said);
      expect(data.issues[0]).toMatchObject({ code: "ref", file: "schemas/types/licence.json" });
      expect(JSON.stringify(data)).not.toContain(TYPES_DIR);
      expect(data.preview).toBeNull();
    }
  });

  it("shows the scenarios a fee change breaks first, and says the change in JMD by its day", async () => {
    const line = committed.fees?.lines.find((l) => "amounts" in l && l.amounts.some((a) => "amount" in a));
    if (!line || !("amounts" in line)) throw new Error("no fee line with a fixed amount");
    const source = edited((d) => {
      const mine = d.fees?.lines.find((l) => "id" in l && l.id === line.id);
      if (mine) mine.amounts = mine.amounts.map((a) => ("amount" in a ? { ...a, amount: a.amount + 100_00 } : a));
    });
    const data = await checked(source);
    expect(data.issues).toEqual([]);
    const failing = data.scenarios?.filter((s) => !s.passed) ?? [];
    expect(failing.length).toBeGreaterThan(0);
    for (const scenario of failing) expect(scenario.diffs.join(" "), scenario.name).toMatch(/fee/);
    // Written independently of the engine's formatting: "JMD 1,500.00", "1 January 2026".
    const jmd = (cents: number) => `JMD ${new Intl.NumberFormat("en-US", { minimumFractionDigits: 2 }).format(cents / 100)}`;
    const day = (iso: string) => new Date(`${iso}T12:00:00Z`).toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
    const said = line.amounts.flatMap((a) => ("amount" in a ? [`Amount from ${day(a.from)}: ${jmd(a.amount)} → ${jmd(a.amount + 100_00)}`] : []));
    expect(data.diff).toEqual([{ kind: "fee", change: "changed", id: line.id, name: line.label, details: said }]);
    expect(data.outcomes?.map((o) => o.name)).toEqual(expect.arrayContaining(failing.map((s) => s.name)));
    // The scenarios whose verdict flips come first, each saying what its fees now come to.
    const flips = data.outcomes?.findIndex((o) => o.passedBefore === o.passedAfter) ?? -1;
    const flipped = flips === -1 ? (data.outcomes ?? []) : (data.outcomes ?? []).slice(0, flips);
    expect(flipped.map((o) => o.name).sort()).toEqual(failing.map((s) => s.name).sort());
    for (const o of flipped) expect(o.changes.join("\n"), o.name).toMatch(/^Total fees: JMD [\d,]+\.\d\d → JMD [\d,]+\.\d\d$/m);
  });

  it("says a changed condition in the operator words the explanation uses, not as code", async () => {
    // A leaf "field is value", as written in full ({field, op: "equals", value}) or short ({field, equals}).
    type Leaf = { field: string; op?: string; value?: unknown; equals?: unknown };
    const isLeaf = (c: unknown): c is Leaf => typeof c === "object" && c !== null && "field" in c && ((c as Leaf).op === "equals" || "equals" in c);
    const document = committed.documents?.items.find((d) => "key" in d && isLeaf(d.when));
    if (!document || !("key" in document) || !isLeaf(document.when)) throw new Error("no document asked for under a plain equals condition");
    const data = await checked(
      edited((d) => {
        const mine = d.documents?.items.find((i) => "key" in i && i.key === document.key);
        if (mine && "key" in mine && isLeaf(mine.when)) mine.when = { field: mine.when.field, op: "notEquals", value: mine.when.value ?? mine.when.equals } as never;
      }),
    );
    const entry = data.diff?.find((e) => e.kind === "document" && e.id === document.key);
    expect(entry?.name).toBe(document.name);
    const line = entry?.details.find((d) => d.startsWith("Asked for when: ")) ?? "";
    const words = /^Asked for when: (.+) is (.+) → (.+) is not (.+)$/.exec(line);
    expect(words, line).not.toBeNull();
    expect(words?.[1]).toBe(words?.[3]);
    expect(words?.[2]).toBe(words?.[4]);
    // The field by its title, not its name in the file; no operator written as code.
    expect(words?.[1]).not.toBe(document.when.field);
    expect(line).not.toMatch(/notEquals|==|!=/);
  });

  it("refuses a changed text under the committed label, as engine check does, and names a breaking change of a new label that no migration covers", async () => {
    const line = committed.fees?.lines.find((l) => "amounts" in l);
    const raise = (d: Definition) => {
      const mine = d.fees?.lines.find((l) => "id" in l && l.id === line?.id);
      if (mine) mine.amounts = mine.amounts.map((a) => ("amount" in a ? { ...a, amount: a.amount + 100_00 } : a));
    };
    const inPlace = await checked(edited(raise, { sameLabel: true }));
    expect(inPlace.issues.map((i) => i.code)).toEqual(["version-unchanged"]);
    expect(inPlace.issues[0]).toMatchObject({ file: "schemas/types/licence.json", line: committedText.split("\n").findIndex((l) => l.includes('"version"')) + 1 });
    expect(inPlace.issues[0]?.message).toContain("npm run engine -- new-version");
    // A field removed in the next version with no migration: breaking-field-removed, with the fix.
    // An optional field of the file's own made required in the next version with no migration: breaking-newly-required, with the fix (`ask` or `default`).
    type Part = { id?: string; schema?: { properties?: Record<string, unknown>; required?: string[] } };
    const parts = (d: Definition) => [...(d.wizard?.steps ?? []), ...d.form.pages] as Part[];
    const optional = (p: Part) => Object.keys(p.schema?.properties ?? {}).find((n) => !(p.schema?.required ?? []).includes(n));
    const part = parts(committed).find((p) => p.id && optional(p));
    const field = part && optional(part);
    if (!part || !field) throw new Error("no optional field in the file's own steps and pages");
    const madeRequired = await checked(edited((d) => {
      const mine = parts(d).find((p) => p.id === part.id);
      if (mine?.schema) mine.schema.required = [...(mine.schema.required ?? []), field];
    }));
    expect(madeRequired.issues.map((i) => i.code), JSON.stringify(madeRequired.issues.map((i) => `${i.code} ${i.message}`))).toEqual(["breaking-newly-required"]);
  });

  it("lists an added step, its edges and fields in the difference, and serves it for the live preview", async () => {
    const source = edited((d) => {
      const last = d.wizard?.steps.find((s) => "id" in s && s.next.some((r) => r.goto === "$end"));
      if (!last) throw new Error("no last step");
      for (const rule of last.next) if (rule.goto === "$end") rule.goto = "studio-extra";
      d.wizard?.steps.push({ id: "studio-extra", title: "Anything else", schema: { type: "object", properties: { studio_note: { type: "string", title: "Anything else we should know" } } }, next: [{ goto: "$end" }] });
    });
    const data = await checked(source);
    expect(data.issues).toEqual([]);
    expect(data.diff).toEqual(expect.arrayContaining([
      expect.objectContaining({ kind: "step", change: "added", id: "studio-extra", name: "Anything else", details: ['Title: "Anything else"', "Asks: Anything else we should know"] }),
      expect.objectContaining({ kind: "edge", change: "added", id: "studio-extra -> $end", name: "Anything else to the form" }),
      expect.objectContaining({ kind: "field", change: "added", id: "studio-extra / studio_note", name: "Anything else / Anything else we should know" }),
    ]));
    expect(data.diff?.some((e) => e.kind === "edge" && e.change === "removed" && e.id.endsWith("-> $end"))).toBe(true);
    expect(data.graph?.nodes.find((n) => n.id === "step:studio-extra")?.label).toBe("Anything else");
    // The live preview: the edited definition and its validators, for this user only.
    const id = data.preview?.id ?? "";
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    const preview = await app.inject({ method: "GET", url: `/api/studio/previews/${id}`, headers: { authorization: staff } });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data.definition.wizard.steps.map((s: { id: string }) => s.id)).toContain("studio-extra");
    expect((await app.inject({ method: "GET", url: `/api/studio/previews/${id}`, headers: { authorization: fisher } })).statusCode).toBe(403);
    const module = await app.inject({ method: "GET", url: `/api/studio/previews/${id}/validators.js` });
    expect(module.statusCode).toBe(200);
    expect(module.headers["content-type"]).toContain("text/javascript");
    expect(module.body).toContain("validators");
    expect((await app.inject({ method: "GET", url: `/api/studio/previews/${"0".repeat(32)}/validators.js` })).statusCode).toBe(404);
    // The served definition is untouched.
    const served = await app.inject({ method: "GET", url: `/api/definitions/${type}` });
    expect(served.json().data.definition.wizard.steps.map((s: { id: string }) => s.id)).not.toContain("studio-extra");
  });
});
