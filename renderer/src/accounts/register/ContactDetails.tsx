import { formatPhone } from "../../widgets/formatPhone.ts";
import { TextField } from "../fields/TextField.tsx";
import { FormSection } from "./FormSection.tsx";
import { CONTACT_LABELS, inputId } from "./registrationLabels.ts";
import { emptyContact, type Contact } from "./registrationState.ts";
import type { FormKit } from "./useFormKit.ts";

/**
 * 'Contact Details' of a company (spec 000 §2 /register step 4): repeatable with 'Add Another
 * Contact'; a company keeps at least one contact, so remove is disabled when only one is left.
 */
export function ContactDetails({ form }: { form: FormKit }) {
  const { contacts } = form.state;
  const change = (index: number, field: keyof Contact, value: string) => {
    form.update((s) => ({ ...s, contacts: s.contacts.map((c, i) => (i === index ? { ...c, [field]: value } : c)) }));
    form.touch(`contact_details.${index}.${field}`);
  };
  const bind = (index: number, field: keyof Contact) => {
    const key = `contact_details.${index}.${field}`;
    return { id: inputId(key), value: contacts[index]?.[field] ?? "", error: form.shown(key), onChange: (value: string) => change(index, field, value) };
  };
  return (
    <FormSection id="contact-details" title="Contact Details">
      {contacts.map((_contact, index) => (
        <fieldset className="govuk-fieldset nfa-repeat" key={index}>
          <legend className="govuk-fieldset__legend govuk-fieldset__legend--s">Contact {index + 1}</legend>
          <TextField {...bind(index, "name_of_contact")} label={CONTACT_LABELS.name_of_contact} required autoComplete="name" />
          <TextField {...bind(index, "cell_phone")} label={CONTACT_LABELS.cell_phone} required type="tel" format={formatPhone} hint="For example, 876-555-0142" className="govuk-input--width-10" />
          <TextField {...bind(index, "contact_email_address")} label={CONTACT_LABELS.contact_email_address} required type="email" autoComplete="email" />
          <button type="button" className="govuk-button govuk-button--warning" aria-label={`Remove contact ${index + 1}`} disabled={contacts.length === 1} onClick={() => form.update((s) => ({ ...s, contacts: s.contacts.filter((_c, i) => i !== index) }))}>
            Remove
          </button>
        </fieldset>
      ))}
      <button type="button" className="govuk-button govuk-button--secondary" onClick={() => form.update((s) => ({ ...s, contacts: [...s.contacts, emptyContact()] }))}>
        Add Another Contact
      </button>
    </FormSection>
  );
}
