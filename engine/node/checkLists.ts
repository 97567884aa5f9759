import { readdirSync } from "node:fs";
import { join } from "node:path";
import Ajv2020 from "ajv/dist/2020.js";
import type { ListItem } from "../types.ts";
import type { LocatedIssue } from "./loadDefinitions.ts";
import { LISTS_DIR, SCHEMAS } from "./paths.ts";
import { JsonSyntaxError, shown, SourceFiles } from "./sourceFiles.ts";

interface ListFile {
  id: string;
  groupList?: string;
  items: ListItem[];
}

/**
 * Checks every reference list in schemas/lists/: its shape against schemas/list.schema.json, its
 * id against its file name, values unique within a group, and each `group` naming an item of the
 * list its `groupList` names. Errors are located like definition lint errors.
 */
export function checkLists(listsDir = LISTS_DIR, schemaFile = join(SCHEMAS, "list.schema.json"), files = new SourceFiles()): LocatedIssue[] {
  const validate = new Ajv2020({ allErrors: true, strict: false }).compile(files.read(schemaFile) as object);
  const issues: LocatedIssue[] = [];
  const lists = new Map<string, { file: string; list: ListFile }>();
  const issue = (file: string, pointer: string, code: LocatedIssue["code"], message: string) => issues.push({ code, file: shown(file), pointer, ...files.position(file, pointer), message });
  for (const name of readdirSync(listsDir).filter((f) => f.endsWith(".json")).sort()) {
    const file = join(listsDir, name);
    let list: ListFile;
    try {
      list = files.read(file) as ListFile;
    } catch (error) {
      const at = error instanceof JsonSyntaxError ? error.problem : { line: 1, column: 1, message: `cannot be read: ${(error as Error).message}` };
      issues.push({ code: "json", file: shown(file), pointer: "", line: at.line, column: at.column, message: at.message });
      continue;
    }
    if (!validate(list)) {
      for (const e of validate.errors ?? []) issue(file, e.instancePath, "schema", e.message ?? e.keyword);
      continue;
    }
    if (list.id !== name.replace(/\.json$/, "")) issue(file, "/id", "schema", `id "${list.id}" differs from the file name`);
    const seen = new Set<string>();
    list.items.forEach((item, i) => {
      const key = `${item.group ?? ""}\u0000${item.value}`;
      if (seen.has(key)) issue(file, `/items/${i}/value`, "duplicate-id", `"${item.value}" appears twice${item.group ? ` in group "${item.group}"` : ""}`);
      seen.add(key);
    });
    lists.set(list.id, { file, list });
  }
  for (const { file, list } of lists.values()) {
    if (!list.groupList) continue;
    const parent = lists.get(list.groupList);
    if (!parent) {
      issue(file, "/groupList", "unknown-group", `no list "${list.groupList}"`);
      continue;
    }
    const groups = new Set(parent.list.items.map((i) => i.value));
    list.items.forEach((item, i) => {
      if (item.group !== undefined && !groups.has(item.group)) issue(file, `/items/${i}/group`, "unknown-group", `"${item.group}" is not an item of ${list.groupList}`);
    });
  }
  return issues;
}
