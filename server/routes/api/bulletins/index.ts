import { bulletinsAnswerSchema, type Bulletin, type BulletinsAnswer } from "../../../../engine/api/bulletinsContract.ts";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { errorResponses, ok, okSchema } from "../../../schemas/envelope.ts";

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
    { schema: { tags: ["bulletins"], summary: "News and announcements, newest first (no login)", response: { 200: okSchema(bulletinsAnswerSchema), ...errorResponses } } },
    async () => ok<BulletinsAnswer>({ bulletins: items }),
  );
}
