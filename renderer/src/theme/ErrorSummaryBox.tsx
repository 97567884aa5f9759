import { useId, useLayoutEffect, useRef } from "react";
import { focusField } from "./focusField.ts";

/** One problem in an error summary: the message, and the id of the field it is about, if any. */
export interface Problem {
  message: string;
  /** The id of the field's control (or of its fieldset); the message links to it. */
  field?: string;
  /** What the summary names the field by (decision 0010), unless the message already says it. */
  name?: string;
}

/**
 * The portal's one GOV.UK error summary (issue 14 'One way to show errors'), for the wizard, the
 * account pages, payment, the dashboard and the admin forms. It takes focus at every failed submit
 * (each new `attempt`, which is when it appears), so a screen reader announces it and the keyboard
 * starts from it, and never while a field is typed in. Each problem about a field links to it, and
 * the link moves focus to the field, which shows the same message inline (`ErrorMessage`); the
 * messages are the spec's texts.
 */
export function ErrorSummaryBox({ problems, title = "There is a problem", attempt }: { problems: Problem[]; title?: string; attempt?: unknown }) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const shown = problems.length > 0;
  // A layout effect, so focus moves in the same commit that shows the summary: a screen reader
  // never meets a shown summary that has not yet taken focus, on a slow phone or a busy test machine.
  useLayoutEffect(() => {
    if (shown) ref.current?.focus();
    // Only a new attempt (a refused submit, a refusal arriving) moves focus: the problems of a form
    // judged as it is typed may come and go, and focus must stay in the field being typed. Without
    // an `attempt` (a page that failed to load) the summary takes focus when it appears.
  }, [attempt ?? shown]);
  if (!shown) return null;
  return (
    <div className="govuk-error-summary" ref={ref} tabIndex={-1} role="alert" aria-labelledby={titleId} data-module="govuk-error-summary">
      <h2 className="govuk-error-summary__title" id={titleId}>
        {title}
      </h2>
      <div className="govuk-error-summary__body">
        <ul className="govuk-list govuk-error-summary__list">
          {problems.map((problem, index) => (
            <li key={`${problem.field ?? ""}:${problem.message}:${index}`}>
              {problem.field ? (
                <a
                  href={`#${problem.field}`}
                  onClick={(event) => {
                    if (focusField(problem.field ?? "")) event.preventDefault();
                  }}
                >
                  <FieldName name={problem.name} message={problem.message} />
                  {problem.message}
                </a>
              ) : (
                problem.message
              )}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** The field's name before its message, unless the message already says it (decision 0010). */
function FieldName({ name, message }: { name: string | undefined; message: string }) {
  if (!name || message.toLowerCase().includes(name.toLowerCase())) return null;
  return (
    <>
      <span className="nfa-error-summary__field">{name}:</span>{" "}
    </>
  );
}
