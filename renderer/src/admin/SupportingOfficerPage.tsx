import { useState } from "react";
import { Link } from "react-router-dom";
import { toast } from "sonner";
import { TextField } from "../accounts/fields/TextField.tsx";
import { ApiError } from "../api/apiClient.ts";
import { useApi } from "../api/ApiProvider.tsx";
import { useSession } from "../store/useSession.ts";
import { DataTable } from "./DataTable.tsx";
import { LoginRequiredDialog } from "./LoginRequiredDialog.tsx";

interface Entity {
  id: number;
  nfa_registration_number: string | null;
  entity_number: string;
  applicant_type: string;
  applicant_email_address: string | null;
  applicant_cell_phone: string | null;
  supporting_officer_name: string | null;
  claimed_by_me: boolean;
}

/**
 * /admin/supporting-officer (spec 000 §2): find an applicant by NFA registration number, Claim
 * their account for the signed-in officer, or view the accounts already claimed. Without a token
 * the action waits behind 'Login Required' and is done after the sign-in.
 */
export function SupportingOfficerPage() {
  const api = useApi();
  const token = useSession((s) => s.token);
  const [number, setNumber] = useState("");
  const [entities, setEntities] = useState<Entity[] | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [pending, setPending] = useState<(() => Promise<void>) | null>(null);
  const guarded = (action: () => Promise<void>) => {
    if (!useSession.getState().token) setPending(() => action);
    else void action();
  };
  const search = async (query = number.trim() ? `nfa_registration_number=${encodeURIComponent(number.trim())}` : "") => {
    try {
      const found = await api.get<{ msg: string; entities: Entity[] }>(`/admin/supporting-officer/entities?${query}`);
      setEntities(found.entities);
      setMessage(found.msg);
    } catch (error) {
      setMessage(error instanceof ApiError ? error.message : "The search did not succeed");
    }
  };
  const claim = async (entity: Entity) => {
    try {
      toast.success((await api.put<{ msg: string }>(`/entity/replace-supporting-officer/${entity.id}/0`, {})).msg);
      await search();
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : "The account could not be claimed");
    }
  };
  return (
    <>
      <h1 className="govuk-heading-xl">Supporting Officer Dashboard</h1>
      <form
        className="nfa-admin-filters"
        aria-label="Find an applicant"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          guarded(() => search());
        }}
      >
        <TextField id="officer-nfa-number" label="NFA Registration Number" hint="Leave empty to list the applicants you support." value={number} error={null} onChange={setNumber} />
        <button type="submit" className="govuk-button">
          Search
        </button>
      </form>
      {token && (
        <p className="govuk-body">
          <Link className="govuk-link" to="/entity-portal">
            View Accounts
          </Link>{" "}
          you support, and switch to one to apply on their behalf.
        </p>
      )}
      {message && (
        <p className="govuk-body" role="status">
          {message}
        </p>
      )}
      {entities && entities.length > 0 && (
        <DataTable
          caption="Applicants"
          headers={["NFA Registration #", "Entity #", "Applicant Type", "Email", "Cell Phone", "Supporting Officer", "Action"]}
          rows={entities.map((e) => ({
            key: e.id,
            cells: [
              e.nfa_registration_number,
              e.entity_number,
              e.applicant_type,
              e.applicant_email_address,
              e.applicant_cell_phone,
              e.supporting_officer_name,
              e.claimed_by_me ? (
                <Link key="view" className="govuk-link" to="/entity-portal">
                  View Accounts
                </Link>
              ) : (
                <button key="claim" type="button" className="govuk-button govuk-button--secondary govuk-!-margin-bottom-0" onClick={() => guarded(() => claim(e))}>
                  Claim <span className="govuk-visually-hidden">{e.entity_number}</span>
                </button>
              ),
            ],
          }))}
        />
      )}
      {pending && (
        <LoginRequiredDialog
          onClose={() => setPending(null)}
          onSignedIn={() => {
            const action = pending;
            setPending(null);
            void action();
          }}
        />
      )}
    </>
  );
}
