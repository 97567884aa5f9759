import { join } from "node:path";
import Ajv2020 from "ajv/dist/2020.js";
import { PLACEHOLDERS, type NotificationTemplates } from "../notifications/notificationTypes.ts";
import type { LocatedIssue } from "./loadDefinitions.ts";
import { SCHEMAS } from "./paths.ts";
import { JsonSyntaxError, shown, SourceFiles } from "./sourceFiles.ts";

const KNOWN = new Set<string>(PLACEHOLDERS);

/** Every text of a template file with its JSON pointer. */
function textsOf(data: NotificationTemplates): Array<[string, string]> {
  return data.templates.flatMap((t, i): Array<[string, string]> => [
    [`/templates/${i}/email/subject`, t.email.subject],
    [`/templates/${i}/email/text`, t.email.text],
    [`/templates/${i}/sms`, t.sms],
  ]);
}

/**
 * Checks schemas/notifications.json (decision 0038): its shape against notifications.schema.json,
 * every `{placeholder}` from the closed set (an unknown one named at its pointer), and no two
 * templates for one event and status. Errors are located like definition lint errors.
 */
export function checkNotifications(file = join(SCHEMAS, "notifications.json"), schemaFile = join(SCHEMAS, "notifications.schema.json"), files = new SourceFiles()): LocatedIssue[] {
  const issues: LocatedIssue[] = [];
  const issue = (pointer: string, code: LocatedIssue["code"], message: string) => issues.push({ code, file: shown(file), pointer, ...files.position(file, pointer), message });
  let data: NotificationTemplates;
  try {
    data = files.read(file) as NotificationTemplates;
  } catch (error) {
    const at = error instanceof JsonSyntaxError ? error.problem : { line: 1, column: 1, message: `cannot be read: ${(error as Error).message}` };
    return [{ code: "json", file: shown(file), pointer: "", line: at.line, column: at.column, message: at.message }];
  }
  // The placeholders first: the meta-schema's pattern refuses the same text without naming the word.
  const texts = Array.isArray(data.templates) ? textsOf(data) : [];
  for (const [pointer, text] of texts) {
    for (const [, word] of String(text).matchAll(/\{([^{}]*)\}/g)) if (!KNOWN.has(String(word))) issue(pointer, "unknown-placeholder", `{${String(word)}} is not a placeholder; use one of ${PLACEHOLDERS.map((p) => `{${p}}`).join(", ")}`);
  }
  const validate = new Ajv2020({ allErrors: true, strict: false }).compile(files.read(schemaFile) as object);
  if (!validate(data)) {
    const named = new Set(issues.map((i) => i.pointer));
    for (const e of validate.errors ?? []) if (!(e.keyword === "pattern" && named.has(e.instancePath))) issue(e.instancePath, "schema", e.message ?? e.keyword);
    return issues;
  }
  const seen = new Set<string>();
  data.templates.forEach((t, i) => {
    const key = `${t.event}\u0000${t.status ?? ""}`;
    if (seen.has(key)) issue(`/templates/${i}`, "duplicate-id", `a second template for event "${t.event}"${t.status ? ` and status "${t.status}"` : ""}: only the first would be used`);
    seen.add(key);
  });
  return issues;
}
