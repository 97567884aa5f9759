import type { WhatHappensNext as Next } from "../../../engine/types.ts";

/**
 * 'What happens next' after a submit, from the type's definition (docs/decisions/0018): the
 * steps in order and when to expect an answer. Shown on the confirmation and on
 * /form-submission/{appType}; `level` keeps the page's heading levels in sequence.
 */
export function WhatHappensNext({ next, level = 2 }: { next: Next; level?: 2 | 3 }) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <>
      <Heading className="govuk-heading-m">What happens next</Heading>
      <ol className="govuk-list govuk-list--number">
        {next.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p className="govuk-body">{next.when}</p>
    </>
  );
}
