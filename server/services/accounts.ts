import type { Knex } from "knex";
import { entityProfile } from "../../engine/node/entityProfile.ts";
import { nextSequence } from "./nextSequence.ts";
import { requestAppointment } from "./officerRequests.ts";
import { hashPassword } from "./passwords.ts";
import { refuseTakenEmail } from "./refuseTakenEmail.ts";

/** Fields of the entity row itself; everything else of the registration goes to `details`. */
const ENTITY_COLUMNS = ["applicant_type", "nfa_registration_number", "taxation_registration_number", "nids_number", "domicile", "category_of_applicant", "country_of_origin", "parish", "address", "cell_phone", "work_home_phone"] as const;
const USER_FIELDS = new Set(["email", "cell_phone_user", "password", "reenterpassword", "signature", "supporting_officer_role", "supporting_officer_name", "supporting_officer_email", "login_as", "role"]);

export interface Registration {
  applicant_type: "Individual" | "Company";
  email?: string;
  cell_phone_user?: string;
  password: string;
  supporting_officer_role?: string;
  supporting_officer_name?: string;
  role?: "applicant" | "supporting_officer" | "staff" | "admin";
  [field: string]: unknown;
}

export { entityProfile };

/**
 * Creates a user, its entity and the link between them in one database transaction (STYLE.md
 * habit 8). The email must be new: 'An account with this email already exists' (409), as the
 * unique index says, so two registrations racing get 200 and 409 (refuseTakenEmail). Emails are
 * kept in lower case, so the index compares them as the login does.
 */
export async function register(knex: Knex, input: Registration): Promise<{ userId: number; entityId: number }> {
  const passwordHash = await hashPassword(input.password);
  return refuseTakenEmail(() => knex.transaction(async (trx) => {
    const officer = input.supporting_officer_role && input.supporting_officer_role !== "Not Applicable";
    // An officer role asked for at registration is a request staff decide: until then the account is
    // an applicant with no officer powers (decision 0013). Only a trusted caller (the fixtures) sets `role`.
    const appointed = officer && input.role === "supporting_officer";
    const [user] = await trx("users")
      .insert({
        email: input.email?.toLowerCase() ?? null,
        cell_phone_user: input.cell_phone_user ?? null,
        password_hash: passwordHash,
        role: input.role ?? "applicant",
        login_as: appointed ? "Supporting Officer" : "Applicant",
        name_of_applicant: [input.first_name_individual, input.last_name_individual].filter(Boolean).join(" ") || input.company_name || null,
        supporting_officer_role: appointed ? input.supporting_officer_role : "Not Applicable",
        supporting_officer_name: input.supporting_officer_name ?? null,
      })
      .returning("id");
    const userId = Number(typeof user === "object" ? user.id : user);
    if (officer && !input.role) await requestAppointment(trx, userId, String(input.supporting_officer_role));
    const columns = Object.fromEntries(ENTITY_COLUMNS.filter((c) => input[c] !== undefined).map((c) => [c, input[c]]));
    const details: Record<string, unknown> = Object.fromEntries(Object.entries(input).filter(([k]) => !USER_FIELDS.has(k) && !(ENTITY_COLUMNS as readonly string[]).includes(k)));
    // The privacy consent is kept with the entity: the signature given and when (spec 000 §2 /register step 5).
    if (typeof input.signature === "string") details.consent = { signature: input.signature, given_at: new Date().toISOString() };
    const number = await nextSequence(trx, "entity_number", 100001);
    const [entity] = await trx("entities")
      .insert({ ...columns, details: JSON.stringify(details), entity_number: `E${number}`, primary_user_id: userId })
      .returning("id");
    const entityId = Number(typeof entity === "object" ? entity.id : entity);
    await trx("entity_users").insert({ entity_id: entityId, user_id: userId, is_primary: true });
    return { userId, entityId };
  }));
}
