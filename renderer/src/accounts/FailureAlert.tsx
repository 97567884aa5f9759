/** A refusal (usually the server's message) above a form or in a dialog, announced as an alert; nothing without one. */
export function FailureAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div className="govuk-error-summary" role="alert">
      <p className="govuk-body govuk-!-margin-bottom-0">{message}</p>
    </div>
  );
}
