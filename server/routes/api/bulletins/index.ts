import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { errorResponses, ok, okSchema } from "../../../schemas/envelope.ts";

/** One news item (spec 000 §3 'Bulletin item'). */
export interface Bulletin {
  id: number;
  title: string;
  image: string | null;
  description: string;
  summary: string;
  date: string;
  category: string;
  link: string | null;
}

const bulletin = {
  type: "object",
  required: ["id", "title", "description", "summary", "date", "category"],
  properties: { id: { type: "integer" }, title: { type: "string" }, image: { type: ["string", "null"] }, description: { type: "string" }, summary: { type: "string" }, date: { type: "string" }, category: { type: "string" }, link: { type: ["string", "null"] } },
};

/** The bulletins file beside this route, newest first (edited by the Authority's web team, no database table needed). */
export function loadBulletins(file = join(import.meta.dirname, "bulletins.json")): Bulletin[] {
  const { bulletins } = JSON.parse(readFileSync(file, "utf8")) as { bulletins: Bulletin[] };
  return [...bulletins].sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
}

/** Public news and announcements for /news-and-announcements (spec 000 §1, §2). */
export default async function bulletins(app: FastifyInstance) {
  const items = loadBulletins();
  app.get(
    "/",
    { schema: { tags: ["bulletins"], summary: "News and announcements, newest first (no login)", response: { 200: okSchema({ type: "object", properties: { bulletins: { type: "array", items: bulletin } } }), ...errorResponses } } },
    async () => ok({ bulletins: items }),
  );
}
