import { DOCUMENT_ACCEPT, FileField } from "../fields/FileField.tsx";
import { RadioGroup } from "../fields/RadioGroup.tsx";
import { SelectField } from "../fields/SelectField.tsx";
import { DateField } from "../fields/DateField.tsx";
import { TextField } from "../fields/TextField.tsx";
import { FormSection } from "./FormSection.tsx";
import { LABELS } from "./registrationLabels.ts";
import { ID_TYPES, NO_PICTURE_ID_OPTIONS, YES_NO } from "./registrationLists.ts";
import type { FormKit } from "./useFormKit.ts";

const ACCEPTED = `Accepted: ${DOCUMENT_ACCEPT.join(", ")}, at most 20 MB.`;

/**
 * 'Picture Identification' (spec 000 §3 entity_picture_identification): with picture ID its type,
 * number, expiry and the document (required, spec 000 §5); without, a birth certificate and a
 * photo identification, or a statutory certificate.
 */
export function PictureIdentification({ form }: { form: FormKit }) {
  const f = form.state.fields;
  return (
    <FormSection id="picture-identification" title="Picture Identification">
      <RadioGroup {...form.bind("picture_identification")} legend={LABELS.picture_identification} required inline options={YES_NO} />
      {f.picture_identification === "Yes" && (
        <>
          <SelectField {...form.bind("type_of_picture_identification")} label={LABELS.type_of_picture_identification} required options={ID_TYPES} />
          <TextField {...form.bind("picture_identification_number")} label={LABELS.picture_identification_number} required className="govuk-input--width-20" />
          <DateField {...form.bind("picture_expiry_date")} label={LABELS.picture_expiry_date} required />
          <FileField {...form.bind("identification_document")} label={LABELS.identification_document} required accept={DOCUMENT_ACCEPT} hint={ACCEPTED} />
        </>
      )}
      {f.picture_identification === "No" && (
        <>
          <RadioGroup {...form.bind("picture_identification_type_for_no")} legend={LABELS.picture_identification_type_for_no} required options={NO_PICTURE_ID_OPTIONS.map((value) => ({ value }))} />
          {f.picture_identification_type_for_no === "Birth Certificate + Picture Identification" && (
            <>
              <FileField {...form.bind("birth_certificate_file")} label={LABELS.birth_certificate_file} required accept={DOCUMENT_ACCEPT} hint={ACCEPTED} />
              <FileField {...form.bind("photo_identification_file")} label={LABELS.photo_identification_file} required accept={DOCUMENT_ACCEPT} hint={ACCEPTED} />
            </>
          )}
          {f.picture_identification_type_for_no === "Statutory Certificate" && (
            <>
              <p className="govuk-body">
                Download the{" "}
                <a className="govuk-link" href="/files/statutory-declaration-of-date-of-birth.pdf" target="_blank" rel="noreferrer">
                  statutory declaration of date of birth form (PDF, opens in a new tab)
                </a>
                , complete it and upload it here.
              </p>
              <FileField {...form.bind("statutory_certificate_file")} label={LABELS.statutory_certificate_file} required accept={DOCUMENT_ACCEPT} hint={ACCEPTED} />
            </>
          )}
        </>
      )}
    </FormSection>
  );
}
