import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StudioCheck } from "../services/studioCheck.ts";
import { buildApp, DEMO, tokenFor } from "../testing/buildApp.ts";
import { studioSources, type StudioSource } from "../testing/studioSources.ts";

/**
 * Issue 25 finding 1, stopped before any work is done: the two edits the attacker sent are refused
 * as located lint issues (decision 0043), in the studio as in `npm run engine -- check`.
 * - `$ref`s that double at each level (1.2 KB of text, 2^levels parts once inlined) stop at the
 *   bound on what resolving produces, at the definition's own `$ref` that started it.
 * - A `pattern` with a repetition inside a repetition is flagged where it is written, file,
 *   line and column, before any answer is run through it.
 */
let app: FastifyInstance;
let staff: string;
let sources: StudioSource[];

beforeAll(async () => {
  app = await buildApp({ PORTAL_TODAY: "2026-11-22" });
  staff = await tokenFor(app, DEMO.admin.email, DEMO.admin.password);
  sources = await studioSources(app, staff);
});
afterAll(async () => app.close());

const checked = async (id: string, text: string): Promise<StudioCheck & { preview: { id: string } | null }> => {
  const response = await app.inject({ method: "POST", url: `/api/studio/types/${id}/check`, headers: { authorization: staff }, payload: { source: text } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};

/** 1-based line and column of the first occurrence of `needle` in `text`. */
function where(text: string, needle: string): { line: number; column: number } {
  const lines = text.slice(0, text.indexOf(needle)).split("\n");
  return { line: lines.length, column: (lines.at(-1)?.length ?? 0) + 1 };
}

describe("the studio refuses the edits that froze the portal, as located issues (issue 25)", () => {
  it("stops $refs that double at each level at the definition's own $ref, with its line and column", async () => {
    const { id, file, source } = sources[0] as StudioSource;
    const self = file.split("/").at(-1) as string;
    // Each level refers to the next one twice: 2^16 parts once inlined, past the bound of 10,000 $refs (engine/refs/resolveRefs.ts).
    const levels = 16;
    const doubled: Record<string, unknown> = { ...source, doubled: { $ref: `${self}#/level0` } };
    for (let i = 0; i < levels; i += 1) doubled[`level${i}`] = [{ $ref: `${self}#/level${i + 1}` }, { $ref: `${self}#/level${i + 1}` }];
    doubled[`level${levels}`] = { title: "a part" };
    const text = JSON.stringify(doubled, null, 2);
    expect(text.length - JSON.stringify(source, null, 2).length).toBeLessThan(4_000);

    const data = await checked(id, text);
    expect(data.issues).toEqual([
      {
        code: "ref",
        file,
        pointer: "/doubled/$ref",
        ...where(text, `"$ref": "${self}#/level0"`),
        message: `This definition brings in more than 10,000 parts once its $refs are inlined, through this $ref ("${self}#/level0"): the parts it brings in refer to other parts over and over. Refer to each shared part fewer times.`,
      },
    ]);
    expect(data.scenarios).toBeNull();
    expect(data.preview).toBeNull();
  });

  it("flags a pattern with a repetition inside a repetition at its file, line and column, and runs no answer through it", async () => {
    // A field no scenario answers: before the lint, this check would have passed it silently rather than hung.
    const fields = sources.flatMap((s) => s.fields.map((field) => ({ ...s, field })));
    const target = fields.find((f) => f.field.longestAnswer === "") ?? fields[0];
    if (!target) throw new Error("no committed definition has a text field of its own");
    target.field.schema.pattern = "^.(((.+)+)+)+!$";
    const text = JSON.stringify(target.source, null, 2);
    delete target.field.schema.pattern;

    const data = await checked(target.id, text);
    const flagged = data.issues.filter((i) => i.code === "slow-pattern");
    const message = "This pattern can take exponential time on some answers (nested repetition such as (a+)+). Rewrite it without a repetition inside a repetition.";
    expect(flagged).toEqual([{ code: "slow-pattern", file: target.file, pointer: expect.stringMatching(/\/pattern$/), ...where(text, '"pattern": "^.(((.+)+)+)+!$"'), message }]);
    expect(data.scenarios).toBeNull();
  });

  it("lets the committed definitions' own patterns through", async () => {
    for (const { id, source } of sources) expect((await checked(id, JSON.stringify(source, null, 2))).issues.filter((i) => i.code === "slow-pattern"), id).toEqual([]);
  });
});
