import { useState } from "react";
import { ErrorMessage } from "../../theme/ErrorMessage.tsx";
import { describedBy, fieldLabel } from "../../theme/fieldText.ts";

type Part = "day" | "month" | "year";

/** Splits 'YYYY-MM-DD' or 'MM-DD' into the boxes' texts, without leading zeros ('02-29' is 29 and 2). */
function partsOf(value: string, withYear: boolean): Record<Part, string> {
  const pieces = value.split("-");
  const [year, month, day] = withYear ? pieces : ["", ...pieces];
  const trim = (text: string | undefined) => (text && /^\d+$/.test(text) ? String(Number(text)) : (text ?? ""));
  return { day: trim(day), month: trim(month), year: withYear ? (year ?? "") : "" };
}

/**
 * The boxes' texts as the value the form keeps: '' when all are empty, 'YYYY-MM-DD' (or 'MM-DD'
 * without a year) zero-padded when each box holds digits, else the texts joined as typed, which
 * no date check accepts, so a half-typed date is reported rather than silently dropped.
 */
export function dateValue(parts: Record<Part, string>, withYear: boolean): string {
  const { day, month, year } = { day: parts.day.trim(), month: parts.month.trim(), year: parts.year.trim() };
  if (!day && !month && (!withYear || !year)) return "";
  const pad = (text: string) => (/^\d{1,2}$/.test(text) ? text.padStart(2, "0") : text);
  const monthDay = `${pad(month)}-${pad(day)}`;
  return withYear ? `${year}-${monthDay}` : monthDay;
}

/**
 * The GOV.UK date input (design-system 'Date input'): Day, Month and, unless `withYear` is false
 * (a closed season, the same every year), Year boxes in a fieldset named by its legend. One way
 * to enter a date on every page whatever the browser's locale, where a native date picker shows
 * month-first to some and day-first to others (issue 14, decision 0021). The value is 'YYYY-MM-DD'
 * ('MM-DD' without a year), exactly what was stored, so an unchanged submit changes nothing.
 */
export function DateField(props: { id: string; label: string; value: string; onChange: (value: string) => void; error: string | null; hint?: string; required?: boolean; withYear?: boolean }) {
  const { id, label, value, onChange, error, hint, required, withYear = true } = props;
  const [parts, setParts] = useState(() => partsOf(value, withYear));
  const change = (part: Part, text: string) => {
    const next = { ...parts, [part]: text };
    setParts(next);
    onChange(dateValue(next, withYear));
  };
  const boxes: Array<[Part, string, string]> = [
    ["day", "Day", "govuk-input--width-2"],
    ["month", "Month", "govuk-input--width-2"],
    ...(withYear ? [["year", "Year", "govuk-input--width-4"] as [Part, string, string]] : []),
  ];
  return (
    <div className={`govuk-form-group${error ? " govuk-form-group--error" : ""}`}>
      <fieldset className="govuk-fieldset" role="group" aria-describedby={describedBy(id, Boolean(hint), Boolean(error))}>
        <legend className="govuk-fieldset__legend govuk-fieldset__legend--s">{fieldLabel(label, required)}</legend>
        {hint && (
          <div id={`${id}__hint`} className="govuk-hint">
            {hint}
          </div>
        )}
        <ErrorMessage id={id} errors={error ? [error] : []} />
        <div className="govuk-date-input" id={id}>
          {boxes.map(([part, name, width]) => (
            <div className="govuk-date-input__item" key={part}>
              <div className="govuk-form-group">
                <label className="govuk-label govuk-date-input__label" htmlFor={`${id}-${part}`}>
                  {name}
                </label>
                <input
                  id={`${id}-${part}`}
                  name={`${id}-${part}`}
                  type="text"
                  inputMode="numeric"
                  className={`govuk-input govuk-date-input__input ${width}${error ? " govuk-input--error" : ""}`}
                  value={parts[part]}
                  aria-invalid={error ? true : undefined}
                  onChange={(e) => change(part, e.target.value)}
                />
              </div>
            </div>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
