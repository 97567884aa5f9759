/** What a staff page shows before its data: the refusal or failure as an alert, else 'Loading…'. */
export function LoadState({ error }: { error: string | null }) {
  return error ? (
    <p className="govuk-error-message" role="alert">
      {error}
    </p>
  ) : (
    <p className="govuk-body" role="status">
      Loading…
    </p>
  );
}
