import type { EntitySearchResult } from "../../../engine/api/entitySearchContract.ts";
import { DataTable } from "./DataTable.tsx";

const BUTTON = "govuk-button govuk-button--secondary govuk-!-margin-bottom-0";

/**
 * The dashboard's results: an applicant the signed-in officer already supports can be switched
 * to (to apply on their behalf); one they claimed shows as pending until staff approve it
 * (decision 0013); any other can be claimed.
 */
export function OfficerEntitiesTable({ caption, entities, onClaim, onSwitch, switching }: { caption: string; entities: EntitySearchResult[]; onClaim: (e: EntitySearchResult) => void; onSwitch: (e: EntitySearchResult) => void; switching: number | null }) {
  return (
    <DataTable
      caption={caption}
      rowHeader={0}
      headers={["NFA Registration #", "Entity #", "Applicant Type", "Email", "Cell Phone", "Supporting Officer", "Action"]}
      rows={entities.map((e) => ({
        key: e.id,
        cells: [
          e.nfa_registration_number ?? "NA",
          e.entity_number,
          e.applicant_type,
          e.applicant_email_address,
          e.applicant_cell_phone,
          e.supporting_officer_name,
          e.claimed_by_me ? (
            <button key="switch" type="button" className={BUTTON} disabled={switching !== null} onClick={() => onSwitch(e)}>
              {switching === e.id ? "Switching…" : "Switch"} <span className="govuk-visually-hidden">to {e.entity_number}</span>
            </button>
          ) : e.claim_pending_for_me ? (
            <strong key="pending" className="govuk-tag govuk-tag--yellow">
              Claim pending approval
            </strong>
          ) : (
            <button key="claim" type="button" className={BUTTON} onClick={() => onClaim(e)}>
              Claim <span className="govuk-visually-hidden">{e.entity_number}</span>
            </button>
          ),
        ],
      }))}
    />
  );
}
