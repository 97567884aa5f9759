import { describe, expect, it } from "vitest";
import type { Definition } from "../../engine/types.ts";
import { StudioPreviews } from "./studioPreviews.ts";

const definition = {} as Definition;

describe("StudioPreviews: the live preview's cache stays small and private", () => {
  it("keeps one entry per user and content, refreshed rather than duplicated", () => {
    const previews = new StudioPreviews(4, 40, 1000, () => 0);
    const first = previews.keep(1, "aaa", definition);
    expect(previews.keep(1, "aaa", definition).id).toBe(first.id);
    expect(previews.keep(2, "aaa", definition).id).not.toBe(first.id);
    expect(previews.size).toBe(2);
    expect(first.id).toMatch(/^[0-9a-f]{32}$/);
  });

  it("holds at most `perUser` a user and `total` in all, dropping the oldest", () => {
    const previews = new StudioPreviews(2, 3, 1000, () => 0);
    const kept = ["a", "b", "c"].map((hash) => previews.keep(1, hash, definition));
    expect(previews.get(kept[0]?.id ?? "")).toBeUndefined();
    expect(previews.get(kept[2]?.id ?? "")).toBeDefined();
    previews.keep(2, "x", definition);
    previews.keep(3, "y", definition);
    expect(previews.size).toBe(3);
    expect(previews.get(kept[1]?.id ?? "")).toBeUndefined();
  });

  it("forgets an entry once it expires", () => {
    let now = 0;
    const previews = new StudioPreviews(4, 40, 1000, () => now);
    const preview = previews.keep(1, "a", definition);
    now = 999;
    expect(previews.get(preview.id)).toBeDefined();
    now = 1000;
    expect(previews.get(preview.id)).toBeUndefined();
    expect(previews.size).toBe(0);
  });
});
