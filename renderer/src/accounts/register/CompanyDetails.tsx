import { DateField } from "../fields/DateField.tsx";
import { TextField } from "../fields/TextField.tsx";
import { AddressFields } from "./AddressFields.tsx";
import { FormSection } from "./FormSection.tsx";
import { LABELS } from "./registrationLabels.ts";
import type { FormKit } from "./useFormKit.ts";

/** 'Company Details' (spec 000 §3 Company): name, date of registration, email, website, address. */
export function CompanyDetails({ form }: { form: FormKit }) {
  return (
    <FormSection id="company-details" title="Company Details">
      <TextField {...form.bind("company_name")} label={LABELS.company_name} required autoComplete="organization" />
      <DateField {...form.bind("date_of_registration")} label={LABELS.date_of_registration} required hint="For example, 20 4 2015." />
      <TextField {...form.bind("company_email_address")} label={LABELS.company_email_address} required type="email" autoComplete="email" />
      <TextField {...form.bind("website")} label={LABELS.website} type="url" autoComplete="url" />
      <AddressFields form={form} />
    </FormSection>
  );
}
