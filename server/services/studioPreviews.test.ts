import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Definition } from "../../engine/types.ts";
import { buildApp, DEMO } from "../testing/buildApp.ts";
import { StudioPreviews } from "./studioPreviews.ts";

const definition = { id: "T", title: "An edited definition" } as unknown as Definition;
let app: FastifyInstance;
let users: number[];
/** A clock each test moves by hand: every call is a millisecond later, so "oldest" is never a tie. */
let now = 0;
const clock = () => (now += 1);

beforeAll(async () => {
  app = await buildApp();
  users = (await app.knex("users").whereIn("email", Object.values(DEMO).map((d) => d.email)).orderBy("id").pluck("id")).map(Number);
});
afterAll(() => app.close());
beforeEach(async () => {
  now = 0;
  await app.knex("studio_previews").del();
});

describe("StudioPreviews: the live preview's store stays small and private, and any instance serves it", () => {
  it("keeps one entry per user and content, refreshed rather than duplicated", async () => {
    const previews = new StudioPreviews(app.knex, 4, 40, 1000, clock);
    const [one, two] = users as [number, number];
    const first = await previews.keep(one, "aaa", definition);
    expect((await previews.keep(one, "aaa", definition)).id).toBe(first.id);
    expect((await previews.keep(two, "aaa", definition)).id).not.toBe(first.id);
    expect(await previews.size()).toBe(2);
    expect(first.id).toMatch(/^[0-9a-f]{32}$/);
  });

  it("holds at most `perUser` a user and `total` in all, dropping the oldest", async () => {
    const previews = new StudioPreviews(app.knex, 2, 3, 1000, clock);
    const [one, two, three] = users as [number, number, number];
    const kept = [];
    for (const hash of ["a", "b", "c"]) kept.push(await previews.keep(one, hash, definition));
    expect(await previews.get(kept[0]!.id)).toBeUndefined();
    expect(await previews.get(kept[2]!.id)).toBeDefined();
    await previews.keep(two, "x", definition);
    await previews.keep(three, "y", definition);
    expect(await previews.size()).toBe(3);
    expect(await previews.get(kept[1]!.id)).toBeUndefined();
  });

  it("forgets an entry once it expires", async () => {
    const previews = new StudioPreviews(app.knex, 4, 40, 1000, () => now);
    const preview = await previews.keep(users[0]!, "a", definition);
    now = 999;
    expect(await previews.get(preview.id)).toBeDefined();
    now = 1000;
    expect(await previews.get(preview.id)).toBeUndefined();
    expect(await previews.size()).toBe(0);
  });

  it("serves a preview kept by another instance, its definition whole, and builds its validators once per instance", async () => {
    const [kept, other] = [new StudioPreviews(app.knex, 4, 40, 1000, clock), new StudioPreviews(app.knex, 4, 40, 1000, clock)];
    const preview = await kept.keep(users[0]!, "h", definition);
    const served = await other.get(preview.id);
    expect(served).toMatchObject({ id: preview.id, userId: users[0], hash: "h", definition });
    let builds = 0;
    const build = async () => `export const built = ${++builds};`;
    expect(await other.validators(served!, build)).toBe("export const built = 1;");
    expect(await other.validators((await other.get(preview.id))!, build)).toBe("export const built = 1;");
    // Dropped on the instance that kept it (its bound): gone for the other as well.
    await app.knex("studio_previews").where({ id: preview.id }).del();
    expect(await other.get(preview.id)).toBeUndefined();
  });
});
