import type { Knex } from "knex";
import { COVERING_STATUSES } from "../fees/coveringStatuses.ts";
import type { StoredApplication } from "../impact/applicationImpact.ts";
import type { Answers, EngineContext, HeldLicence } from "../types.ts";
import type { FirstPriced } from "../versions/priceLockOf.ts";
import { entityProfile } from "./entityProfile.ts";
import { licencesOnFile } from "./licencesOnFile.ts";
import { parseJson } from "./parseJson.ts";
import { rawRows } from "./rawRows.ts";

/** Ids per query: under SQLite's limit of bound variables. */
const CHUNK = 500;

/** `ids` in slices of at most CHUNK. */
const chunks = <T>(ids: T[]): T[][] => Array.from({ length: Math.ceil(ids.length / CHUNK) }, (_, i) => ids.slice(i * CHUNK, (i + 1) * CHUNK));

interface Row {
  temp_trans_id: string;
  trans_number: string | null;
  definition_version: string;
  answers: string;
  frozen: string | null;
  entity_id: number | null;
}

/**
 * Every stored application of one type, as the impact replay reads it (issue 24): the drafts and
 * the submitted cases, each with the version it was written under or judged by, its answers, its
 * applicant's profile (the one frozen with a submitted case, the entity's for a draft), its parish
 * and its first covering payment's version and day. With `licences` (a version of the type reads
 * `$licences`), also its applicant's licences on file, as its profile: those frozen with a submitted
 * case when its judgement read them, else the entity's (none without one). Read-only; a few
 * queries whatever the count, and none for licences unless asked.
 */
export async function storedApplications(db: Knex, appType: string, { licences = false }: { licences?: boolean } = {}): Promise<StoredApplication[]> {
  const rows = (await db("transactions").where({ app_type: appType }).select("temp_trans_id", "trans_number", "definition_version", "answers", "frozen", "entity_id").orderBy("id")) as Row[];
  const entityIds = [...new Set(rows.map((r) => r.entity_id).filter((id): id is number => id !== null))];
  const entities = new Map<number, Record<string, unknown>>();
  const onFile = new Map<number, HeldLicence[]>();
  for (const slice of chunks(entityIds)) {
    for (const entity of (await db("entities").whereIn("id", slice)) as Array<Record<string, unknown>>) entities.set(Number(entity.id), entity);
    if (licences) for (const [id, held] of await licencesOnFile(rawRows(db), slice.map(Number))) onFile.set(id, held);
  }
  const paid = new Map<string, FirstPriced>();
  for (const slice of chunks(rows.map((r) => r.temp_trans_id))) {
    const payments = (await db("payments").whereIn("temp_trans_id", slice).whereIn("status", [...COVERING_STATUSES]).whereNotNull("definition_version").whereNotNull("priced_on").orderBy("id").select("temp_trans_id", "definition_version", "priced_on")) as Array<{ temp_trans_id: string; definition_version: string; priced_on: string }>;
    for (const p of payments) if (!paid.has(p.temp_trans_id)) paid.set(p.temp_trans_id, { version: p.definition_version, day: p.priced_on });
  }
  return rows.map((row) => {
    const entity = row.entity_id === null ? undefined : entities.get(Number(row.entity_id));
    const frozen = parseJson<{ version?: string; context?: EngineContext } | null>(row.frozen, null);
    const profile = frozen?.context?.profile ?? (entity ? entityProfile(entity) : {});
    const parish = typeof entity?.parish === "string" && entity.parish ? entity.parish : typeof profile.parish === "string" && profile.parish ? profile.parish : null;
    return {
      id: row.trans_number ?? row.temp_trans_id,
      state: row.trans_number ? "submitted" : "draft",
      version: frozen?.version ?? row.definition_version,
      answers: parseJson<Answers>(row.answers, {}),
      profile,
      ...(licences ? { licences: frozen?.context?.licences ?? onFile.get(Number(row.entity_id)) ?? [] } : {}),
      parish,
      paid: paid.get(row.temp_trans_id) ?? null,
    } satisfies StoredApplication;
  });
}
