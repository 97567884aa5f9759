import type { CompiledDefinition } from "../definition/compileDefinition.ts";
import type { FieldSchema, ProfileLink } from "../types.ts";

/** A top-level field of a form page that comes from the profile. */
export interface ProfileField {
  field: string;
  title: string;
  link: ProfileLink;
}

/** The fields of a definition's form pages and payment form that declare `x-profile`. */
export function profileFields(compiled: CompiledDefinition): ProfileField[] {
  const sections = [...compiled.pages, ...(compiled.payment ? [compiled.payment] : [])];
  const seen = new Set<string>();
  const fields: ProfileField[] = [];
  for (const section of sections) {
    for (const [field, schema] of Object.entries(section.section.schema.properties) as Array<[string, FieldSchema]>) {
      const link = schema["x-profile"];
      if (!link || seen.has(field)) continue;
      seen.add(field);
      fields.push({ field, title: schema.title ?? field, link });
    }
  }
  return fields;
}

/**
 * The fields a wizard step asks. A verified field among them is the applicant's answer when the
 * profile has no value for it: the fisher licence asks the NFA registration # when none is on
 * file (spec 001 §2, §5), so there is nothing on the account to hold the answer to.
 */
export function askedByWizard(compiled: CompiledDefinition): Set<string> {
  return new Set([...compiled.steps.values()].flatMap((step) => Object.keys(step.section.schema.properties)));
}

/** The profile's value for a link: the first of its `from` fields with a value, or undefined. */
export function profileValue(profile: Record<string, unknown>, link: ProfileLink): unknown {
  for (const key of Array.isArray(link.from) ? link.from : [link.from]) {
    const value = profile[key];
    if (value !== undefined && value !== null && value !== "") return value;
  }
  return undefined;
}

/** The answers a new application starts with, from the profile (the renderer's prefill). */
export function prefillAnswers(compiled: CompiledDefinition, profile: Record<string, unknown>): Record<string, unknown> {
  const answers: Record<string, unknown> = {};
  for (const { field, link } of profileFields(compiled)) {
    const value = profileValue(profile, link);
    if (value !== undefined) answers[field] = value;
  }
  return answers;
}

/**
 * The answers with every verified profile field set to the profile's value (removed where the
 * profile has none, unless a wizard step asks it: see `askedByWizard`), as the server will take
 * them on submit: the browser shows what will count.
 * Without a profile (a visitor) the answers are returned as they are.
 */
export function withVerifiedProfile(compiled: CompiledDefinition, answers: Record<string, unknown>, profile: Record<string, unknown>): Record<string, unknown> {
  if (!Object.keys(profile).length) return answers;
  const verified = profileFields(compiled).filter((f) => f.link.verified);
  if (!verified.length) return answers;
  const bound: Record<string, unknown> = { ...answers };
  const asked = askedByWizard(compiled);
  for (const { field, link } of verified) {
    const value = profileValue(profile, link);
    if (value === undefined && asked.has(field)) continue;
    if (value === undefined) delete bound[field];
    else bound[field] = value;
  }
  return bound;
}
