import { useEffect, useRef } from "react";
import { MESSAGES } from "../messages.ts";
import { inputId, labelOf } from "./registrationLabels.ts";

/**
 * The GOV.UK error summary of a registration that cannot go on: 'Fill all the mandatory fields'
 * (spec 000 §8 Form), then each problem linking to its field. It takes focus when it appears.
 */
export function FormErrorSummary({ errors, attempt }: { errors: Record<string, string>; attempt: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const keys = Object.keys(errors);
  useEffect(() => {
    if (attempt) ref.current?.focus();
  }, [attempt]);
  if (!attempt || !keys.length) return null;
  return (
    <div className="govuk-error-summary" ref={ref} tabIndex={-1} role="alert" aria-labelledby="registration-error-title">
      <h2 className="govuk-error-summary__title" id="registration-error-title">
        {MESSAGES.fillMandatory}
      </h2>
      <div className="govuk-error-summary__body">
        <ul className="govuk-list govuk-error-summary__list">
          {keys.map((key) => (
            <li key={key}>
              <a
                href={`#${inputId(key)}`}
                onClick={(event) => {
                  const target = document.getElementById(inputId(key));
                  const field = target?.matches("input, select, textarea") ? target : target?.querySelector<HTMLElement>("input, select, textarea");
                  if (!field) return;
                  event.preventDefault();
                  field.focus();
                }}
              >
                {labelOf(key)}: {errors[key]}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
