import { formatPhone } from "../../widgets/formatPhone.ts";
import { RadioGroup } from "../fields/RadioGroup.tsx";
import { TextField } from "../fields/TextField.tsx";
import { FormSection } from "./FormSection.tsx";
import { LABELS } from "./registrationLabels.ts";
import { APPLYING_AS } from "./registrationLists.ts";
import type { FormKit } from "./useFormKit.ts";

/**
 * 'Applicant Details' (spec 000 §3 User): who applies and how to reach them. The cell phone is
 * required unless the email is given, and the other way round (spec 000 §5). An individual applies
 * as themselves: their name and cell phone were given above and are not asked again (issue 31
 * item 5, registrationState.ts answeredFields), only the email, optional beside the cell phone.
 */
export function ApplicantDetails({ form }: { form: FormKit }) {
  const f = form.state.fields;
  if (form.state.applicant_type === "Individual") {
    return (
      <FormSection id="applicant-details" title="Applicant Details">
        <TextField {...form.bind("applicant_email_address")} label={LABELS.applicant_email_address} type="email" autoComplete="email" hint="We send your confirmation and notifications here. You can log in with this email or with your cell phone." />
      </FormSection>
    );
  }
  const eitherOne = "Give a cell phone, an email address, or both.";
  return (
    <FormSection id="applicant-details" title="Applicant Details">
      <RadioGroup {...form.bind("applying_as")} legend={LABELS.applying_as} required options={APPLYING_AS.map((value) => ({ value }))} />
      <TextField {...form.bind("name_of_applicant")} label={LABELS.name_of_applicant} required autoComplete="name" />
      <TextField {...form.bind("applicant_cell_phone")} label={LABELS.applicant_cell_phone} required={!f.applicant_email_address} type="tel" format={formatPhone} hint={eitherOne} className="govuk-input--width-10" />
      <TextField {...form.bind("applicant_email_address")} label={LABELS.applicant_email_address} required={!f.applicant_cell_phone} type="email" autoComplete="email" hint={eitherOne} />
    </FormSection>
  );
}
