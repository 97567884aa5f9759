import type { FastifyInstance } from "fastify";
import { draftProgress } from "../../engine/navigation/draftProgress.ts";
import type { Identity } from "./login.ts";
import { applicantContext } from "./applicantContext.ts";

type View = Record<string, unknown>;

/**
 * The transactions with, on each draft, `draft_progress` (engine/navigation/draftProgress.ts): the
 * first choices it made and the step it resumes at, so the drafts tab can tell identical-looking
 * drafts apart (issue 14). The engine judges with the caller's profile and today's seasons; a draft
 * of a type no longer offered, or that the engine cannot walk, is listed without it.
 */
export async function draftsDescribed(app: FastifyInstance, identity: Identity, views: View[]): Promise<View[]> {
  if (!views.some((v) => v.status === "Draft")) return views;
  const context = await applicantContext(app, identity, [...new Set(views.filter((v) => v.status === "Draft").map((v) => String(v.app_type)))]);
  return views.map((view) => {
    const compiled = view.status === "Draft" ? (app.definitions.version(String(view.app_type), String(view.definition_version)) ?? app.definitions.get(String(view.app_type))) : undefined;
    if (!compiled) return view;
    try {
      const answers = (view.application_details ?? {}) as Record<string, unknown>;
      return { ...view, draft_progress: draftProgress(compiled, answers, (view.selectionCategory as string | null) ?? null, context) };
    } catch {
      return view;
    }
  });
}
