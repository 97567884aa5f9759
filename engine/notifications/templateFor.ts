import type { NotificationTemplate, NotificationTemplates } from "./notificationTypes.ts";

/**
 * The template a recorded event takes: the one naming its event and the status it left, else the
 * one naming its event alone, else none (the event tells the applicant nothing).
 */
export function templateFor(templates: NotificationTemplates, event: string, status: string | null): NotificationTemplate | null {
  const ofEvent = templates.templates.filter((t) => t.event === event);
  return ofEvent.find((t) => t.status !== undefined && t.status === status) ?? ofEvent.find((t) => t.status === undefined) ?? null;
}
