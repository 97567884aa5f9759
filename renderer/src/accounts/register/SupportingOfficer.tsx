import { SelectField } from "../fields/SelectField.tsx";
import { TextField } from "../fields/TextField.tsx";
import { FormSection } from "./FormSection.tsx";
import { LABELS } from "./registrationLabels.ts";
import { OFFICER_ROLES } from "./registrationLists.ts";
import { loginAs } from "./registrationState.ts";
import type { FormKit } from "./useFormKit.ts";

/**
 * 'Supporting Officer' (official use): the officer's role; name and email are required unless the
 * role is Not Applicable (spec 000 §5), and an officer role makes this a Supporting Officer login.
 */
export function SupportingOfficer({ form }: { form: FormKit }) {
  const officer = loginAs(form.state) === "Supporting Officer";
  return (
    <FormSection id="supporting-officer" title="Supporting Officer" hint="For official use: filled in by an NFA officer registering for themselves. Applicants leave the role as Not Applicable.">
      <SelectField {...form.bind("supporting_officer_role")} label={LABELS.supporting_officer_role} required options={OFFICER_ROLES} />
      <TextField {...form.bind("supporting_officer_name")} label={LABELS.supporting_officer_name} required={officer} autoComplete="name" />
      <TextField {...form.bind("supporting_officer_email")} label={LABELS.supporting_officer_email} required={officer} type="email" autoComplete="email" />
    </FormSection>
  );
}
