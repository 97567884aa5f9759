import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { checkLists } from "./checkLists.ts";
import { SCHEMAS } from "./paths.ts";

const dir = mkdtempSync(join(tmpdir(), "lists-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const write = (name: string, body: unknown) => writeFileSync(join(dir, `${name}.json`), JSON.stringify(body, null, 2));

describe("checkLists", () => {
  it("passes the project's lists", () => {
    expect(checkLists()).toEqual([]);
  });

  it("finds a wrong id, a duplicate value, an unknown group and a malformed item, with file and line", () => {
    write("regions", { id: "regions", title: "Regions", source: "test", items: [{ value: "North" }, { value: "South" }] });
    write("ports", { id: "harbours", title: "Ports", source: "test", groupList: "regions", items: [{ value: "A", group: "North" }, { value: "A", group: "North" }, { value: "B", group: "East" }] });
    write("broken", { id: "broken", title: "Broken", source: "test", items: [{ label: "no value" }] });
    const issues = checkLists(dir, join(SCHEMAS, "list.schema.json")).map((i) => [i.code, i.file.split("/").pop(), i.pointer, i.line > 0]);
    expect(issues).toEqual(
      expect.arrayContaining([
        ["schema", "broken.json", "/items/0", true],
        ["schema", "ports.json", "/id", true],
        ["duplicate-id", "ports.json", "/items/1/value", true],
        ["unknown-group", "ports.json", "/items/2/group", true],
      ]),
    );
  });
});
