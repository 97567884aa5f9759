import type { RegisterStatus } from "../../../engine/api/vesselRegisterContract.ts";

/** Each status as the register says it and the colour of its tag (the holder's own list uses the same, decision 0055). */
export const STATUS_WORDS: Record<RegisterStatus, { label: string; tone: "green" | "yellow" | "grey" | "red" }> = {
  valid: { label: "Valid", tone: "green" },
  // Not valid for now: staff suspended it (decision 0071); the register gives no reason, which is about the holder.
  suspended: { label: "Suspended", tone: "yellow" },
  expired: { label: "Expired", tone: "grey" },
  revoked: { label: "Revoked", tone: "red" },
};
