import { Link } from "react-router-dom";
import { CONTACT } from "../pages/public/publicLinks.ts";
import { formatSubmitted } from "../status/formatSubmitted.ts";
import type { Entity } from "./profileParts.ts";

/**
 * 'Data protection': the privacy consent the applicant gave at registration, how long the NFA
 * keeps records and the rights under the Data Protection Act, 2020 (spec 000 §2, §9), with the
 * Data Protection Officer as the contact (spec 000 §6).
 */
export function DataProtectionTab({ entity }: { entity: Entity | null }) {
  const consent = entity?.consent as { given_at?: string } | undefined;
  return (
    <>
      <p className="govuk-body">
        {consent?.given_at
          ? `You agreed to the NFA’s privacy notice when you registered, on ${formatSubmitted(consent.given_at)}.`
          : "There is no record of a privacy consent for this applicant."}
      </p>
      <p className="govuk-body">
        The NFA uses your personal data to register you, process your applications and issue and manage your licences, permits and ID cards. Records are kept active for about 7 years after your last application, then archived for up to 20 years.
      </p>
      <h3 className="govuk-heading-s">Your rights under the Data Protection Act, 2020</h3>
      <ul className="govuk-list govuk-list--bullet">
        <li>to know whether the NFA holds data about you and to receive a copy of it;</li>
        <li>to have inaccurate data corrected: update your details under Profile Information;</li>
        <li>to object to processing that causes you damage or distress;</li>
        <li>to complain to the Information Commissioner.</li>
      </ul>
      <p className="govuk-body">
        Read the full <Link className="govuk-link" to="/privacy-policy">privacy notice</Link>. To ask for a copy of your data or to exercise another right, contact the Data Protection Officer at <a className="govuk-link" href={`mailto:${CONTACT.dpoEmail}`}>{CONTACT.dpoEmail}</a>, or write to {CONTACT.address}.
      </p>
    </>
  );
}
