import type { LicenceTransfer, TransferStatus } from "../../../../engine/api/licenceTransferContract.ts";

/** How each status of a transfer is shown: its tag's words and colour (GOV.UK tag modifiers). */
export const TRANSFER_TAGS: Record<TransferStatus, { text: string; colour: string }> = {
  awaiting_new_owner: { text: "Waiting for the new owner's confirmation", colour: "yellow" },
  awaiting_approval: { text: "Waiting for NFA approval", colour: "turquoise" },
  declined: { text: "Declined by the new owner", colour: "grey" },
  withdrawn: { text: "Withdrawn", colour: "grey" },
  lapsed: { text: "Not confirmed in time", colour: "grey" },
  approved: { text: "Transferred", colour: "green" },
  refused: { text: "Refused by the NFA", colour: "red" },
};

/** The vessel of a transfer in one line: its name and registration, as the public register lists them. */
export const vesselText = (t: Pick<LicenceTransfer, "vessel_name" | "registration">): string => [t.vessel_name, t.registration && `(${t.registration})`].filter(Boolean).join(" ") || "Not recorded";
