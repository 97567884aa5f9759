import { useState } from "react";
import { Dialog } from "../accounts/Dialog.tsx";
import { TableHead } from "../accounts/TableHead.tsx";
import { entityName } from "../pages/public/entityName.ts";
import { useSession } from "../store/useSession.ts";
import { associatedEntities, currentEntity, text } from "./profileParts.ts";
import { useSwitchApplicant } from "./useSwitchApplicant.ts";

/**
 * 'View Your Accounts' (spec 000 §2 Admin area; 'Switch Applicant' in the header): the associated applicants;
 * choosing one switches to it. The button is this component's own, so the header (on the officer's
 * page) or the dashboard can show it.
 */
export function ViewYourAccounts({ label = "View Your Accounts", className = "" }: { label?: string; className?: string }) {
  const profile = useSession((s) => s.profile);
  const [open, setOpen] = useState(false);
  const { switchTo, switching } = useSwitchApplicant();
  const entities = associatedEntities(profile);
  const current = currentEntity(profile);
  return (
    <>
      <button type="button" className={`govuk-button govuk-button--secondary ${className}`.trim()} onClick={() => setOpen(true)}>
        {label}
      </button>
      {open && (
        <Dialog id="your-accounts" title="Your Accounts" wide onClose={switching === null ? () => setOpen(false) : undefined} description="The applicants you can act for. Switch to one to apply on their behalf.">
          {entities.length ? (
            <div className="nfa-table-scroll">
              <table className="govuk-table nfa-stack-table">
                <TableHead headers={["NFA Reg. #", "Applicant Name", "Applicant Type", "Entity #", "Tel. #", <span className="govuk-visually-hidden">Action</span>]} />
                <tbody className="govuk-table__body">
                  {entities.map((entity) => (
                    <tr className="govuk-table__row" key={String(entity.id)}>
                      <td className="govuk-table__cell" data-label="NFA Reg. #">{text(entity, "nfa_registration_number") || "NA"}</td>
                      <td className="govuk-table__cell" data-label="Applicant Name">{entityName(entity)}</td>
                      <td className="govuk-table__cell" data-label="Applicant Type">{text(entity, "applicant_type")}</td>
                      <td className="govuk-table__cell" data-label="Entity #">{text(entity, "entity_number")}</td>
                      <td className="govuk-table__cell" data-label="Tel. #">{text(entity, "cell_phone")}</td>
                      <td className="govuk-table__cell">
                        {current?.id === entity.id ? (
                          <strong className="govuk-tag govuk-tag--green">Current</strong>
                        ) : (
                          <button type="button" className="govuk-button govuk-!-margin-bottom-0" disabled={switching !== null} onClick={() => void switchTo(entity).then((switched) => switched && setOpen(false))} aria-label={`Switch to ${entityName(entity)}`}>
                            {switching === Number(entity.id) ? "Switching…" : "Switch"}
                          </button>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : (
            <p className="govuk-body">No applicants are associated with your account yet. Claim an applicant's account to act for them.</p>
          )}
          <button type="button" className="govuk-button govuk-button--secondary" onClick={() => setOpen(false)} disabled={switching !== null}>
            Close
          </button>
        </Dialog>
      )}
    </>
  );
}
