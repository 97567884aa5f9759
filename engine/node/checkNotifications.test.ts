import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { checkNotifications } from "./checkNotifications.ts";
import { SCHEMAS } from "./paths.ts";

const dir = mkdtempSync(join(tmpdir(), "notifications-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const project = JSON.parse(readFileSync(join(SCHEMAS, "notifications.json"), "utf8")) as { templates: Array<Record<string, unknown>> };

describe("checkNotifications", () => {
  it("passes the project's templates", () => {
    expect(checkNotifications()).toEqual([]);
  });

  it("names an unknown placeholder with its file, pointer and line, and a second template for one event and status", () => {
    const [first, second] = project.templates as [Record<string, unknown>, Record<string, unknown>];
    const edited = { ...project, templates: [{ ...first, sms: "NFA: {transactionNumber} for {applicantName}" }, second, second] };
    const file = join(dir, "notifications.json");
    writeFileSync(file, JSON.stringify(edited, null, 2));
    const issues = checkNotifications(file, join(SCHEMAS, "notifications.schema.json"));
    expect(issues.map((i) => [i.code, i.file.split("/").pop(), i.pointer, i.line > 1, i.message])).toEqual([
      ["unknown-placeholder", "notifications.json", "/templates/0/sms", true, "{applicantName} is not a placeholder; use one of {name}, {transactionNumber}, {typeTitle}, {status}, {comment}, {dashboardLink}, {expiryDate}, {daysLeft}"],
    ]);
    writeFileSync(file, JSON.stringify({ ...project, templates: [first, second, second] }, null, 2));
    expect(checkNotifications(file, join(SCHEMAS, "notifications.schema.json")).map((i) => [i.code, i.pointer])).toEqual([["duplicate-id", "/templates/2"]]);
  });
});
