/** A field's error, linked from the input by aria-describedby (GOV.UK error message pattern). */
export function ErrorMessage({ id, errors }: { id: string; errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <p id={`${id}__error`} className="govuk-error-message">
      <span className="govuk-visually-hidden">Error:</span> {errors[0]}
    </p>
  );
}
