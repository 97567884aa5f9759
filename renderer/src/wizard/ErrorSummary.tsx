import { useEffect, useRef } from "react";
import type { FieldError } from "../../../engine/types.ts";

/** The RJSF id of the field a JSON pointer names (`/declaration_details/name` -> `root_declaration_details_name`). */
export const fieldId = (pointer: string) => `root${pointer.replace(/\//g, "_")}`;

/**
 * The GOV.UK error summary at the top of a page that failed: it takes focus so a screen reader
 * announces it, and each message links to its field.
 */
export function ErrorSummary({ errors, title = "There is a problem" }: { errors: FieldError[]; title?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (errors.length) ref.current?.focus();
  }, [errors]);
  if (!errors.length) return null;
  return (
    <div className="govuk-error-summary" ref={ref} tabIndex={-1} role="alert" aria-labelledby="error-summary-title">
      <h2 className="govuk-error-summary__title" id="error-summary-title">
        {title}
      </h2>
      <div className="govuk-error-summary__body">
        <ul className="govuk-list govuk-error-summary__list">
          {errors.map((error) => (
            <li key={`${error.pointer}:${error.message}`}>
              {error.pointer ? (
                <a href={`#${fieldId(error.pointer)}`} onClick={(e) => {
                  const target = document.getElementById(fieldId(error.pointer)) ?? document.getElementById(`${fieldId(error.pointer)}-0`);
                  if (target) {
                    e.preventDefault();
                    target.focus();
                  }
                }}>
                  {error.message}
                </a>
              ) : (
                error.message
              )}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
