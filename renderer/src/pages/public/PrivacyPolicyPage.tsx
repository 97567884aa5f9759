import { Link } from "react-router-dom";
import { Breadcrumbs } from "./Breadcrumbs.tsx";
import { CONTACT, PUBLIC_FILES } from "./publicLinks.ts";

/**
 * /privacy-policy: the privacy notice the registration and submission consent dialogs link to
 * (spec 000 §2, §9: data-subject rights under the 2020 data protection act; about 7 years active
 * and up to 20 years archived), and what the register of licensed vessels publishes (decision 0066).
 */
export function PrivacyPolicyPage() {
  return (
    <>
      <Breadcrumbs trail={[{ label: "Home", to: "/home" }, { label: "Privacy Notice" }]} />
      <h1 className="govuk-heading-xl">Privacy Notice</h1>
      <p className="govuk-body-l">How the {CONTACT.authority} uses the personal data you give it on this portal, and your rights under the Data Protection Act, 2020.</p>
      <h2 className="govuk-heading-m">Who we are</h2>
      <p className="govuk-body">The {CONTACT.authority} (NFA), {CONTACT.address}, is the data controller for the personal data collected by this portal.</p>
      <h2 className="govuk-heading-m">What we collect</h2>
      <p className="govuk-body">Your name, date of birth or date of registration, gender, nationality, address, telephone numbers and email address; your TRN, NFA registration number and picture identification; your photograph and signature; the details of your vessels, facilities, catch and fishing areas; your documents and payments; and a record of the applications you make.</p>
      <h2 className="govuk-heading-m">Why we use it</h2>
      <p className="govuk-body">To register you, process your applications, issue and manage licences, permits, authorizations and ID cards, take payments, enforce the Fisheries Act, 2018, and meet our other duties in law. We do not sell your data or use it for marketing.</p>
      <h2 className="govuk-heading-m">Who we share it with</h2>
      <p className="govuk-body">Only with those who need it for these purposes or where the law requires: other government agencies responsible for maritime safety, enforcement and revenue, the bank and card processor that handle your payment, and the service providers who run the portal for us under contract.</p>
      <h2 className="govuk-heading-m">What we publish</h2>
      <p className="govuk-body">
        For a licensed vessel, its name, registration number and home port, with its licence's type, dates and status, appear on the public <Link className="govuk-link" to="/register-of-vessels">register of licensed vessels</Link> while the licence is in force and for a time after it ends, as the register says. The register never shows the name, address, telephone number, email or registration number of a licence holder or a vessel's owner.
      </p>
      <h2 className="govuk-heading-m">How long we keep it</h2>
      <p className="govuk-body">Records are kept active for about 7 years after your last application, then archived for up to 20 years, after which they are destroyed.</p>
      <h2 className="govuk-heading-m">Your rights</h2>
      <ul className="govuk-list govuk-list--bullet">
        <li>to be told whether we hold data about you and to receive a copy of it;</li>
        <li>to have inaccurate data corrected (you can update most of your details on your dashboard);</li>
        <li>to object to processing that causes you damage or distress, and to direct marketing;</li>
        <li>not to be subject to a decision based only on automated processing;</li>
        <li>to complain to the Information Commissioner.</li>
      </ul>
      <h2 className="govuk-heading-m">Security</h2>
      <p className="govuk-body">
        Your data is sent over encrypted connections and only authorised staff can see it. Read how we would tell you about a breach in the <a className="govuk-link" href={PUBLIC_FILES.securityBreachNotice} target="_blank" rel="noreferrer">security breach notice (PDF, opens in a new tab)</a>.
      </p>
      <h2 className="govuk-heading-m">Contact the Data Protection Officer</h2>
      <p className="govuk-body">
        Email <a className="govuk-link" href={`mailto:${CONTACT.dpoEmail}`}>{CONTACT.dpoEmail}</a> or write to the Data Protection Officer, {CONTACT.authority}, {CONTACT.address}.
      </p>
    </>
  );
}
