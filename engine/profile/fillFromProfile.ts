import type { Answers, FieldSchema } from "../types.ts";
import { profileValue } from "./profileFields.ts";

const empty = (value: unknown) => value === undefined || value === null || value === "";

/**
 * Prefills the unanswered fields of a section's schema that declare `x-profile`, at any depth
 * (the payment form's billing address inside payment_details), from the profile. What the
 * applicant already answered is kept, a field the profile has nothing for stays empty, and fields
 * `skip` names (dotted paths: the fields the section hides now) are left alone. Answers the same
 * object when nothing was filled, so a caller can tell.
 */
export function fillFromProfile(schema: FieldSchema, answers: Answers, profile: Record<string, unknown>, skip: (path: string) => boolean = () => false, prefix = ""): Answers {
  let filled = answers;
  for (const [name, field] of Object.entries(schema.properties ?? {})) {
    const path = `${prefix}${name}`;
    if (skip(path)) continue;
    const current = filled[name];
    let value: unknown = current;
    if (field.properties && (current === undefined || (typeof current === "object" && current !== null && !Array.isArray(current)))) {
      const inner = (current ?? {}) as Answers;
      const innerFilled = fillFromProfile(field, inner, profile, skip, `${path}.`);
      if (innerFilled !== inner) value = innerFilled;
    } else if (field["x-profile"] && empty(current)) {
      value = profileValue(profile, field["x-profile"]);
    }
    if (value !== current && value !== undefined) filled = { ...filled, [name]: value };
  }
  return filled;
}
