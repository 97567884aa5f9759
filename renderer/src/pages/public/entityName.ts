/** The name of an entity (applicant): the company name, or the individual's first and last names. */
export function entityName(entity: Record<string, unknown> | undefined | null): string {
  if (!entity) return "";
  if (typeof entity.company_name === "string" && entity.company_name) return entity.company_name;
  return [entity.first_name_individual, entity.last_name_individual].filter((part) => typeof part === "string" && part).join(" ");
}
