import { parseJson } from "./parseJson.ts";

/** The picture identification given at registration (spec 000 §3 entity_picture_identification) that application forms offer again. */
const PICTURE_ID_FIELDS = ["type_of_picture_identification", "picture_identification_number", "picture_expiry_date"] as const;

/**
 * The profile shape of an entity row, as the client prefills forms from it and the engine judges
 * with it: its `details` JSON, then its columns. The picture identification's type, number and
 * expiry are also lifted to the top, so the application form's fields of the same names
 * (schemas/common/applicant-page.json, `x-profile`) start from what registration was given
 * instead of blank (issue 31 item 5).
 */
export function entityProfile(row: Record<string, unknown>): Record<string, unknown> {
  const details = parseJson<Record<string, unknown>>(row.details, {});
  const { details: _details, ...columns } = row;
  const pictureId = details.entity_picture_identification;
  const lifted: Record<string, unknown> = {};
  if (pictureId && typeof pictureId === "object" && (pictureId as Record<string, unknown>).picture_identification !== "No") {
    for (const name of PICTURE_ID_FIELDS) {
      const value = (pictureId as Record<string, unknown>)[name];
      if (typeof value === "string" && value.trim()) lifted[name] = value;
    }
  }
  return { ...lifted, ...details, ...columns };
}
