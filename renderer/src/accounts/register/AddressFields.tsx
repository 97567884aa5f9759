import { formatPhone } from "../../widgets/formatPhone.ts";
import { SelectField } from "../fields/SelectField.tsx";
import { TextField } from "../fields/TextField.tsx";
import { LABELS } from "./registrationLabels.ts";
import { PARISHES } from "./registrationLists.ts";
import type { FormKit } from "./useFormKit.ts";

/** Parish, address and telephones, shared by the individual's and the company's details. */
export function AddressFields({ form }: { form: FormKit }) {
  return (
    <>
      <SelectField {...form.bind("parish")} label={LABELS.parish} required options={PARISHES} />
      <TextField {...form.bind("address")} label={LABELS.address} required autoComplete="street-address" />
      <TextField {...form.bind("cell_phone")} label={LABELS.cell_phone} required type="tel" hint="For example, 876-555-0142" format={formatPhone} className="govuk-input--width-10" />
      <TextField {...form.bind("work_home_phone")} label={LABELS.work_home_phone} type="tel" format={formatPhone} className="govuk-input--width-10" />
    </>
  );
}
