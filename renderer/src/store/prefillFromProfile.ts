/** Profile fields copied into a new application's answers (spec 000 §3: prefilled from the profile). */
const COPIED = [
  "nfa_registration_number",
  "domicile",
  "last_name_individual",
  "first_name_individual",
  "middle_name_individual",
  "alias_individual",
  "company_name",
  "country_of_origin",
  "taxation_registration_number",
  "cell_phone",
  "work_home_phone",
  "date_of_birth_individual",
  "address",
] as const;

/**
 * The answers a new application starts with: the current entity's details, the login email, and
 * the declaration's name and address.
 */
export function prefillFromProfile(profile: Record<string, unknown> | null): Record<string, unknown> {
  const entity = (profile?.entities as Array<Record<string, unknown>> | undefined)?.[0];
  if (!entity) return {};
  const answers: Record<string, unknown> = {};
  for (const field of COPIED) if (entity[field] !== undefined && entity[field] !== null && entity[field] !== "") answers[field] = entity[field];
  const user = profile?.user as Record<string, unknown> | undefined;
  if (typeof user?.email === "string") answers.email = user.email;
  if (entity.national_registration_id === undefined && typeof entity.nids_number === "string") answers.national_registration_id = entity.nids_number;
  if (entity.gender === "Male" || entity.gender === "Female") answers.gender_type_of_business = entity.gender;
  if (entity.applicant_type === "Company") answers.gender_type_of_business = "Business";
  const name = typeof entity.company_name === "string" ? entity.company_name : [entity.first_name_individual, entity.last_name_individual].filter(Boolean).join(" ");
  answers.declaration_details = { name, ...(typeof entity.address === "string" ? { address: entity.address } : {}) };
  return answers;
}
