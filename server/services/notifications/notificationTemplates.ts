import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { NotificationTemplates } from "../../../engine/notifications/notificationTypes.ts";
import { ROOT } from "../../config.ts";

let read: NotificationTemplates | null = null;

/**
 * schemas/notifications.json, read once: the templates the applicant is told through (checked by
 * `npm run engine -- check` and tests/metaSchema.test.ts against notifications.schema.json).
 */
export function notificationTemplates(): NotificationTemplates {
  read ??= JSON.parse(readFileSync(join(ROOT, "schemas", "notifications.json"), "utf8")) as NotificationTemplates;
  return read;
}
