import { SelectField } from "../fields/SelectField.tsx";
import { TextField } from "../fields/TextField.tsx";
import { LABELS } from "./registrationLabels.ts";
import { OFFICER_ROLES } from "./registrationLists.ts";
import { loginAs } from "./registrationState.ts";
import type { FormKit } from "./useFormKit.ts";

/**
 * 'Supporting Officer' (official use): the officer's role; name and email are required unless the
 * role is Not Applicable (spec 000 §5), and an officer role makes this a Supporting Officer login.
 * Applicants never need it, so it stays closed behind a GOV.UK details summary (issue 31 item 5),
 * open once a role is chosen; the name and email are asked only of an officer.
 */
export function SupportingOfficer({ form }: { form: FormKit }) {
  const officer = loginAs(form.state) === "Supporting Officer";
  return (
    <details className="govuk-details nfa-form-section" open={officer || undefined} id="supporting-officer">
      <summary className="govuk-details__summary">
        <span className="govuk-details__summary-text">Supporting Officer (NFA officers only)</span>
      </summary>
      <div className="govuk-details__text">
        <p className="govuk-body">For an NFA officer registering for themselves. Applicants leave the role as Not Applicable.</p>
        <SelectField {...form.bind("supporting_officer_role")} label={LABELS.supporting_officer_role} required options={OFFICER_ROLES} />
        {officer && (
          <>
            <TextField {...form.bind("supporting_officer_name")} label={LABELS.supporting_officer_name} required autoComplete="name" />
            <TextField {...form.bind("supporting_officer_email")} label={LABELS.supporting_officer_email} required type="email" autoComplete="email" hint="You will log in with this email. NFA staff confirm a supporting officer before the account can act for applicants; until then it works as an applicant's account." />
          </>
        )}
      </div>
    </details>
  );
}
