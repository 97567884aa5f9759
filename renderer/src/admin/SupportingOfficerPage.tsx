import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { toast } from "../layout/toast.ts";
import { SelectField } from "../accounts/fields/SelectField.tsx";
import { TextField } from "../accounts/fields/TextField.tsx";
import { useApi } from "../api/ApiProvider.tsx";
import { currentUser, isSupportingOfficer } from "../dashboard/profileParts.ts";
import { useSwitchApplicant } from "../dashboard/useSwitchApplicant.ts";
import { useSession } from "../store/useSession.ts";
import { LoginRequiredDialog } from "./LoginRequiredDialog.tsx";
import type { EntitySearchAnswer, EntitySearchResult } from "../../../engine/api/entitySearchContract.ts";
import { OfficerEntitiesTable } from "./OfficerEntitiesTable.tsx";
import { OfficerRequestNotice } from "./OfficerRequestNotice.tsx";
import { useOfficerUsers } from "./useOfficerUsers.ts";

type Found = { caption: string; query: Record<string, string>; entities: EntitySearchResult[] };

/**
 * /admin/supporting-officer (spec 000 §2, §7 'Entities search', 'Claim'): find applicants by NFA
 * registration number and/or supporting officer, Claim an account (for the chosen officer, else
 * for yourself), or View Accounts you support and switch to one. Without a token each action
 * waits behind 'Login Required' and is retried after the sign-in (spec 000 §4 Admin). With
 * ?showAssociatedEntities=yes a signed-in officer's own accounts are listed at once.
 */
export function SupportingOfficerPage() {
  const api = useApi();
  const token = useSession((s) => s.token);
  const officers = useOfficerUsers(token);
  const { switchTo, switching } = useSwitchApplicant();
  const [number, setNumber] = useState("");
  const [officerEmail, setOfficerEmail] = useState("");
  const [found, setFound] = useState<Found | null>(null);
  const [pending, setPending] = useState<(() => Promise<void>) | null>(null);
  const officerId = officers.find((o) => o.email === officerEmail)?.id;
  const [params] = useSearchParams();
  const profile = useSession((s) => s.profile);
  const shown = useRef(false);

  const guarded = (action: () => Promise<void>) => {
    if (!useSession.getState().token) setPending(() => action);
    else void action();
  };
  // A refused search warns with the server's message and empties the list (spec 000 §8 'Officer').
  const search = async (query: Record<string, string>, caption: string) => {
    try {
      const answer = await api.get<EntitySearchAnswer>(`/admin/supporting-officer/entities?${new URLSearchParams(query).toString()}`);
      setFound({ caption, query, entities: answer.entities });
    } catch (error) {
      setFound(null);
      toast.warning((error as Error).message);
    }
  };
  const byFilters = () => search(Object.fromEntries(Object.entries({ nfa_registration_number: number.trim(), supporting_officer_id: officerId ? String(officerId) : "" }).filter(([, v]) => v)), "Applicants");
  const myAccounts = async () => {
    const me = currentUser(useSession.getState().profile)?.id;
    await search({ supporting_officer_id: String(me ?? 0) }, "Your Accounts");
  };
  const claim = async (entity: EntitySearchResult) => {
    try {
      toast.success((await api.put<{ msg: string }>(`/entity/replace-supporting-officer/${entity.id}/${officerId ?? 0}`, {})).msg);
      if (found) await search(found.query, found.caption);
    } catch (error) {
      toast.warning((error as Error).message);
    }
  };
  useEffect(() => {
    if (shown.current || params.get("showAssociatedEntities") !== "yes" || !isSupportingOfficer(profile)) return;
    shown.current = true;
    void myAccounts();
  });

  return (
    <>
      <h1 className="govuk-heading-xl">Supporting Officer Dashboard</h1>
      <OfficerRequestNotice profile={profile} />
      <form
        className="nfa-admin-filters"
        aria-label="Find an applicant"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          guarded(byFilters);
        }}
      >
        <TextField id="officer-nfa-number" label="NFA Registration Number" value={number} error={null} onChange={setNumber} />
        {officers.length > 0 && <SelectField id="officer-user" label="Supporting Officer" hint="Lists the applicants this officer supports; Claim claims for this officer." value={officerEmail} error={null} onChange={setOfficerEmail} options={officers.map((o) => o.email ?? String(o.id))} />}
        <div className="govuk-button-group">
          <button type="submit" className="govuk-button">
            Search
          </button>
          <button type="button" className="govuk-button govuk-button--secondary" onClick={() => guarded(myAccounts)}>
            View Accounts
          </button>
        </div>
      </form>
      {found && found.entities.length > 0 && <OfficerEntitiesTable caption={found.caption} entities={found.entities} switching={switching} onClaim={(entity) => guarded(() => claim(entity))} onSwitch={(entity) => void switchTo({ ...entity })} />}
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
