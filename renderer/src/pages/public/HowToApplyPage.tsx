import { Link } from "react-router-dom";
import { Breadcrumbs } from "./Breadcrumbs.tsx";
import { PUBLIC_FILES } from "./publicLinks.ts";

/** /how-to-apply: the general flow of an application (spec 000 §1) and what to have ready. */
export function HowToApplyPage() {
  return (
    <>
      <Breadcrumbs trail={[{ label: "Home", to: "/home" }, { label: "How to Apply" }]} />
      <h1 className="govuk-heading-xl">How to Apply</h1>
      <h2 className="govuk-heading-m">Before you start</h2>
      <ul className="govuk-list govuk-list--bullet">
        <li>
          <Link className="govuk-link" to="/register">Create an account</Link> as an Individual or a Company, or <Link className="govuk-link" to="/login">log in</Link>. A Notice of Violation needs no account.
        </li>
        <li>Have your TRN, your NFA registration number (Fisher ID) if you have one, and a picture identification ready.</li>
        <li>
          Scan or photograph your documents: pictures as .jpg, .jpeg or .png, each file up to 20 MB. No birth certificate? Use the <a className="govuk-link" href={PUBLIC_FILES.statutoryDeclaration} download>statutory declaration of date of birth (PDF)</a>.
        </li>
      </ul>
      <h2 className="govuk-heading-m">The steps</h2>
      <ol className="govuk-list govuk-list--number">
        <li>
          <strong>Choose the type.</strong> On <Link className="govuk-link" to="/application-types">the application types page</Link> choose a tile, then the kind of licence, permit or service.
        </li>
        <li>
          <strong>Fill in the form.</strong> Answer the questions, then read and sign the Declaration of Knowledge. Save a draft at any step and continue later.
        </li>
        <li>
          <strong>Upload the documents.</strong> Every mandatory document must be uploaded before you go on.
        </li>
        <li>
          <strong>Pay the fee.</strong> By card online, or by wire transfer, direct debit or cheque with a proof of payment. Declarations and quota applications have no fee.
        </li>
        <li>
          <strong>Preview and submit.</strong> Check your answers, consent to the privacy notice and submit the application to the NFA.
        </li>
        <li>
          <strong>Keep your transaction number.</strong> Use it to <Link className="govuk-link" to="/transaction-status">check your application status</Link>.
        </li>
      </ol>
      <h2 className="govuk-heading-m">After you apply</h2>
      <p className="govuk-body">
        Your dashboard lists your applications, drafts, those returned for corrections, and the licences, permits and ID cards granted. A decision may be appealed within 21 days from the date of the decision.
      </p>
      <Link to="/application-types" className="govuk-button govuk-button--start">
        Start an application
      </Link>
    </>
  );
}
