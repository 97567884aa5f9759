import type { Knex } from "knex";
import type { RegisterStatus, RegisteredVessel, VesselRegisterPage, VesselRegisterQuery } from "../../engine/api/vesselRegisterContract.ts";
import { REGISTER_STATUSES, VESSELS_PER_PAGE } from "../../engine/api/vesselRegisterContract.ts";
import { addDays } from "../../engine/dates/calendarDays.ts";
import { JAMAICA_UTC_OFFSET_HOURS } from "../../engine/dates/jamaicaInstant.ts";
import type { DefinitionRegistry } from "../plugins/app/definitions.ts";
import { likeAnywhere } from "./caseQueue.ts";
import type { CertificateFields } from "./certificateFields.ts";
import { parseJson } from "./json.ts";
import { registerPolicies } from "./registerPolicies.ts";
import { rowStatusOn, withLicenceStatus, type StatusColumns } from "./licenceStatus.ts";
import { nameKey, registrationKey } from "./registerSearchKeys.ts";

type Where = Knex.QueryBuilder;

/** The first instant of a day in Jamaica, as ISO text: what a stored revocation instant is compared with. */
const dayStarts = (day: string): string => new Date(Date.parse(`${day}T00:00:00Z`) - JAMAICA_UTC_OFFSET_HOURS * 3_600_000).toISOString();

/**
 * The licences of one type listed on `today` with the status asked for (decision 0066): valid
 * (not revoked, not past its last day, not suspended that day), suspended (the same, but
 * suspended that day: decision 0071), expired (for `days` after its last day) or revoked (for
 * `days` after the revocation); any of them when no status is asked for.
 */
function listed(where: Where, status: RegisterStatus | undefined, today: string, days: number): void {
  const since = addDays(today, -days);
  // An ended licence stays listed for `days` only.
  const recent: Partial<Record<RegisterStatus, (w: Where) => Where>> = {
    expired: (w) => w.where("ic.date_of_expiration", ">=", since),
    revoked: (w) => w.where("ic.revoked_at", ">=", dayStarts(since)),
  };
  const asked = (w: Where, one: RegisterStatus) => {
    withLicenceStatus(w, one, today, "ic");
    recent[one]?.(w);
  };
  if (status) asked(where, status);
  else
    where.where((w) => {
      for (const one of REGISTER_STATUSES) w.orWhere((o) => asked(o, one));
    });
}

/** A row as the register shows it: its status worked out on `today`, its licence type from the certificate. */
function vesselOf(row: Record<string, unknown>, today: string, dayOf: (instant: Date) => string, shown: { homePort: boolean }): RegisteredVessel {
  const fields = parseJson<{ propertiesMap?: Partial<CertificateFields> }>(String(row.properties ?? ""), {}).propertiesMap ?? {};
  const revoked = row.revoked_at ? dayOf(new Date(row.revoked_at instanceof Date ? row.revoked_at : String(row.revoked_at))) : null;
  const until = String(row.date_of_expiration);
  return {
    vessel_name: (row.vessel_name as string | null) ?? null,
    registration: (row.registration as string | null) ?? null,
    home_port: shown.homePort ? ((row.home_port as string | null) ?? null) : null,
    licence_type: fields.FLIS_Licence ?? "",
    licence_category: fields.FLIS_TypeCategoryofLicenseVessel ?? null,
    valid_from: String(row.date_of_issue),
    valid_until: until,
    status: rowStatusOn(row as unknown as StatusColumns, today),
    revoked_on: revoked,
  };
}

/**
 * One page of the public register of licensed vessels on `today` (decision 0066): the licences of
 * the types whose definition declares a register, each listed while valid and for the type's
 * `listedDaysAfterEnd` after it expired or was revoked; searched by any part of the vessel's name
 * or registration number (case, spaces and hyphens aside), filtered by status, by vessel name,
 * then newest licence first, cut into pages in SQL. The same SQL runs on SQLite and PostgreSQL.
 */
export async function searchRegister(knex: Knex, definitions: Pick<DefinitionRegistry, "all" | "dayOf">, query: VesselRegisterQuery, today: string): Promise<VesselRegisterPage> {
  const { page = 1, page_size: pageSize = VESSELS_PER_PAGE } = query;
  const policies = registerPolicies(definitions);
  const listedDays = Math.max(0, ...[...policies.values()].map((p) => p.listedDaysAfterEnd));
  const found = knex("vessel_register as vr").join("issued_certificates as ic", "ic.id", "vr.certificate_id");
  // No type on the register: nothing is listed (an empty whereIn matches no row).
  found.whereIn("vr.app_type", [...policies.keys()]);
  found.where((w) => {
    for (const [type, policy] of policies) w.orWhere((t) => listed(t.where("vr.app_type", type), query.status, today, policy.listedDaysAfterEnd));
  });
  const q = query.q?.trim() ?? "";
  if (q) {
    const number = registrationKey(q);
    found.where((w) => {
      w.whereRaw("vr.vessel_name_key like ? escape '\\'", [likeAnywhere(nameKey(q))]);
      if (number) w.orWhereRaw("vr.registration_key like ? escape '\\'", [likeAnywhere(number)]);
    });
  }
  const counted = (await found.clone().count({ n: "*" }).first()) as { n: number | string } | undefined;
  const rows = (await found
    .select("vr.app_type", "vr.vessel_name", "vr.registration", "vr.home_port", "ic.properties", "ic.date_of_issue", "ic.date_of_expiration", "ic.revoked_at", "ic.suspended_at", "ic.suspended_until")
    // Nameless rows last on both databases (knex's "nulls last" drops the column on SQLite).
    .orderByRaw("(vr.vessel_name_key is null) asc")
    .orderBy("vr.vessel_name_key", "asc")
    .orderBy("ic.date_of_issue", "desc")
    .orderBy("vr.certificate_id", "desc")
    .limit(pageSize)
    .offset((page - 1) * pageSize)) as Array<Record<string, unknown>>;
  const total = Number(counted?.n ?? 0);
  const vessels = rows.map((row) => vesselOf(row, today, definitions.dayOf, { homePort: Boolean(policies.get(String(row.app_type))?.fields.homePort?.length) }));
  return { msg: total === 1 ? "1 licensed vessel found" : `${total} licensed vessels found`, total, page, page_size: pageSize, listed_days_after_end: listedDays, vessels };
}
