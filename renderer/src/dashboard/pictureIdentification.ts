import { checkDate } from "../accounts/checks.ts";
import { MESSAGES } from "../accounts/messages.ts";
import type { RegistrationState } from "../accounts/register/registrationState.ts";
import type { Entity } from "./profileParts.ts";

const FIELDS = ["picture_identification", "type_of_picture_identification", "picture_identification_number", "picture_expiry_date", "identification_document", "picture_identification_type_for_no", "birth_certificate_file", "photo_identification_file", "statutory_certificate_file"];
const YES_FIELDS = ["type_of_picture_identification", "picture_identification_number", "picture_expiry_date", "identification_document"];

/** The entity's picture identification (spec 000 §3 entity_picture_identification) as form state. */
export function pictureState(entity: Entity | null): RegistrationState {
  const stored = (entity?.entity_picture_identification ?? {}) as Record<string, unknown>;
  return { applicant_type: "Individual", fields: Object.fromEntries(FIELDS.map((f) => [f, typeof stored[f] === "string" ? (stored[f] as string) : ""])), education: [], contacts: [], lockedDob: false };
}

/** Judges it as the registration does (spec 000 §5): the document is required with picture ID. */
export function validatePicture(state: RegistrationState, today: Date): Record<string, string> {
  const f = state.fields;
  const errors: Record<string, string> = {};
  const need = (name: string) => {
    if (!(f[name] ?? "").trim()) errors[name] = MESSAGES.required;
  };
  need("picture_identification");
  if (f.picture_identification === "Yes") {
    YES_FIELDS.forEach(need);
    const expiry = checkDate(f.picture_expiry_date ?? "", today);
    if (expiry && !errors.picture_expiry_date) errors.picture_expiry_date = expiry;
  } else if (f.picture_identification === "No") {
    need("picture_identification_type_for_no");
    if (f.picture_identification_type_for_no === "Statutory Certificate") need("statutory_certificate_file");
    else if (f.picture_identification_type_for_no) ["birth_certificate_file", "photo_identification_file"].forEach(need);
  }
  return errors;
}

/** The body of the update: only the answers of the branch chosen, so a switch from Yes to No leaves no stale number behind. */
export function picturePayload(state: RegistrationState): { entity_picture_identification: Record<string, string> } {
  const f = state.fields;
  const names = f.picture_identification === "Yes" ? YES_FIELDS : f.picture_identification_type_for_no === "Statutory Certificate" ? ["picture_identification_type_for_no", "statutory_certificate_file"] : ["picture_identification_type_for_no", "birth_certificate_file", "photo_identification_file"];
  const chosen = Object.fromEntries(names.filter((n) => f[n]).map((n) => [n, f[n] as string]));
  return { entity_picture_identification: { picture_identification: f.picture_identification ?? "", ...chosen } };
}
