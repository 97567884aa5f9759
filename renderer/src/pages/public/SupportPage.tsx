import { Link } from "react-router-dom";
import { Breadcrumbs } from "./Breadcrumbs.tsx";
import { CONTACT, HELP_CENTER_URL } from "./publicLinks.ts";

/** /support: where to get help with the portal (spec 000 §1 'customer service', 'help and support'). */
export function SupportPage() {
  return (
    <>
      <Breadcrumbs trail={[{ label: "Home", to: "/home" }, { label: "Help & Support" }]} />
      <h1 className="govuk-heading-xl">Help &amp; Support</h1>
      <h2 className="govuk-heading-m">Find an answer</h2>
      <ul className="govuk-list govuk-list--bullet">
        <li>
          <Link className="govuk-link" to="/how-to-apply">How to apply</Link>, step by step
        </li>
        <li>
          <Link className="govuk-link" to="/faq">Frequently Asked Questions</Link>
        </li>
        <li>
          <Link className="govuk-link" to="/transaction-status">Check Your Application Status</Link> with your transaction number
        </li>
        <li>
          <Link className="govuk-link" to="/reset-password">Reset your password</Link>
        </li>
        <li>
          The <a className="govuk-link" href={HELP_CENTER_URL} target="_blank" rel="noreferrer">NFA Help Center (opens in a new tab)</a>
        </li>
      </ul>
      <h2 className="govuk-heading-m">Contact customer service</h2>
      <p className="govuk-body">
        Email <a className="govuk-link" href={`mailto:${CONTACT.supportEmail}`}>{CONTACT.supportEmail}</a> with your name, your NFA registration number or TRN, and your transaction number if your question is about an application. Never send your password.
      </p>
      <p className="govuk-body">
        Or visit the {CONTACT.authority} at {CONTACT.address}.
      </p>
    </>
  );
}
