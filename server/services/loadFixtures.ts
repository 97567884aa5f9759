import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Knex } from "knex";
import type { ListItem } from "../../engine/types.ts";
import { ROOT } from "../config.ts";
import { register, type Registration } from "./accounts.ts";
import { claimByStaff, decideRequest } from "./officerRequests.ts";

const readJson = <T>(...path: string[]): T => JSON.parse(readFileSync(join(ROOT, ...path), "utf8")) as T;

/** A drawn signature: a 1x1 PNG, enough for a demo account's consent. */
const DEMO_SIGNATURE = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";

/**
 * Loads the demo data into an empty database: the closed seasons of schemas/lists (so staff can
 * edit them), the guidelines and the demo accounts. Each part loads only while its table is empty,
 * so a restart never duplicates or overwrites anything.
 */
export async function loadFixtures(knex: Knex): Promise<void> {
  if (!(await knex("species_seasons").first())) {
    const { items } = readJson<{ items: ListItem[] }>("schemas", "lists", "species-seasons.json");
    const closed = items.filter((i) => i.kind === "closed" && i.start && i.end);
    await knex("species_seasons").insert(closed.map((i) => ({ specie_name: i.value, start_date: i.start, end_date: i.end, description: i.description ?? null })));
  }
  if (!(await knex("guidelines").first())) {
    const { guidelines } = readJson<{ guidelines: Array<{ application_type: string; text: string }> }>("fixtures", "demo", "guidelines.json");
    await knex("guidelines").insert(guidelines.map((g, position) => ({ ...g, position })));
  }
  if (!(await knex("users").first())) {
    const { accounts } = readJson<{ accounts: Array<Registration & { label: string }> }>("fixtures", "demo", "accounts.json");
    for (const { label: _label, ...account } of accounts) await register(knex, { ...account, signature: DEMO_SIGNATURE });
    // The demo accounts' contacts count as confirmed, so their notifications go out at once (decision 0044).
    await knex("users").whereNotNull("email").update({ email_verified_at: new Date() });
    await knex("users").whereNotNull("cell_phone_user").update({ phone_verified_at: new Date() });
    // The demo officer is appointed by the demo admin and acts for the demo individual and company,
    // so switching applicants can be tried at once; both go through the approval of decision 0013.
    const admin = await knex("users").where({ role: "admin" }).first();
    const appointments = await knex("officer_requests").where({ kind: "appointment", status: "pending" }).pluck("id");
    for (const id of appointments) await decideRequest(knex, Number(id), "approved", admin ? Number(admin.id) : null);
    const officer = await knex("users").where({ role: "supporting_officer" }).first();
    const applicants = await knex("entities").whereIn("nfa_registration_number", ["NFA-20931", "NFA-C-1001"]).orderBy("id").pluck("id");
    if (officer && admin) for (const id of applicants) await claimByStaff(knex, Number(officer.id), Number(id), Number(admin.id));
  }
}

/**
 * The demo accounts present in the database, with the passwords the fixtures gave them, for the
 * line `npm start` prints when ready (issue 15): none when the fixtures are off or another
 * database's users came first.
 */
export async function demoLogins(knex: Knex): Promise<Array<{ email: string; password: string }>> {
  const { accounts } = readJson<{ accounts: Array<{ email: string; password: string }> }>("fixtures", "demo", "accounts.json");
  const present = new Set((await knex("users").whereIn("email", accounts.map((a) => a.email)).pluck("email")).map(String));
  return accounts.filter((a) => present.has(a.email)).map(({ email, password }) => ({ email, password }));
}
