/** The footer with the data-protection contact (spec 000 §2 Header). */
export function Footer() {
  return (
    <footer className="govuk-footer">
      <div className="govuk-width-container">
        <p className="govuk-footer__meta-custom">
          Questions about how your personal data is used? Contact the Data Protection Officer of the National Fisheries Authority at dpo@nfa.example, or write to the NFA Head Office, Kingston.
        </p>
      </div>
    </footer>
  );
}
