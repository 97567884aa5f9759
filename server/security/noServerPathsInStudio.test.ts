import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROOT } from "../../engine/node/paths.ts";
import { buildApp, DEMO, tokenFor } from "../testing/buildApp.ts";
import { studioSources, type StudioSource } from "../testing/studioSources.ts";

/**
 * Issue 25 finding 5: a studio message showed where the server is installed (`$ref cycle through
 * /…/schemas/…`). Every studio answer names files as the repository does (schemas/…), whatever
 * the edit: a $ref cycle, a missing file, a folder, a file outside schemas/, text that is not
 * JSON, a schema ajv refuses, and the answers of a clean check, its preview and impact replay.
 */
let app: FastifyInstance;
let staff: string;
let source: StudioSource;
const folders = [...new Set([ROOT, process.cwd()])];

beforeAll(async () => {
  app = await buildApp({ PORTAL_TODAY: "2026-11-22" });
  staff = await tokenFor(app, DEMO.admin.email, DEMO.admin.password);
  source = (await studioSources(app, staff))[0] as StudioSource;
});
afterAll(async () => app.close());

const post = (url: string, payload: object) => app.inject({ method: "POST", url, headers: { authorization: staff }, payload });
const edited = (extra: Record<string, unknown>) => JSON.stringify({ ...source.source, ...extra }, null, 2);

describe("no studio answer shows the server's folders (issue 25)", () => {
  it("names the file of a $ref cycle, a missing file, a folder and a file outside schemas/ as the repository does", async () => {
    const self = source.file.split("/").at(-1) as string;
    const edits: Array<[string, string]> = [
      [edited({ whatHappensNext: { $ref: self } }), `$ref cycle through ${source.file}#`],
      [edited({ whatHappensNext: { $ref: "../common/no-such-fragment.json" } }), "there is no file schemas/common/no-such-fragment.json"],
      [edited({ whatHappensNext: { $ref: "../common" } }), "schemas/common is a folder, not a file"],
      [edited({ whatHappensNext: { $ref: "../../package.json" } }), "only files under schemas/ can be referenced"],
      [`${edited({})}\n}`, ""],
      [edited({ wizard: { ...(source.source.wizard as object), steps: [{ id: "x", title: "X", schema: { type: "object", properties: { a: { type: "string", pattern: "(" } } }, next: [{ goto: "$end" }] }] } }), ""],
    ];
    for (const [text, said] of edits) {
      const response = await post(`/api/studio/types/${source.id}/check`, { source: text });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data.issues.length, said).toBeGreaterThan(0);
      if (said) expect(response.body).toContain(said);
      for (const folder of folders) expect(response.body, said).not.toContain(folder);
    }
  });

  it("shows no folder in a clean check, its preview, its validators or its impact replay", async () => {
    const check = await post(`/api/studio/types/${source.id}/check`, { source: JSON.stringify(source.source, null, 2) });
    expect(check.statusCode, check.body).toBe(200);
    const id = check.json().data.preview?.id as string;
    const answers = [
      check,
      await app.inject({ method: "GET", url: `/api/studio/types/${source.id}`, headers: { authorization: staff } }),
      await app.inject({ method: "GET", url: `/api/studio/previews/${id}`, headers: { authorization: staff } }),
      await app.inject({ method: "GET", url: `/api/studio/previews/${id}/validators.js` }),
      await post(`/api/studio/previews/${id}/impact`, {}),
    ];
    for (const answer of answers) {
      expect(answer.statusCode, answer.body.slice(0, 300)).toBe(200);
      for (const folder of folders) expect(answer.body).not.toContain(folder);
    }
  });
});
