import { useRef, useState } from "react";
import { ErrorMessage } from "../../theme/ErrorMessage.tsx";
import { describedBy, fieldLabel } from "../../theme/fieldText.ts";
import { dateParts, dateValue, type DateBoxes, type DatePart } from "./dateValue.ts";

const BOXES: Array<[DatePart, string, string]> = [
  ["day", "Day", "govuk-input--width-2"],
  ["month", "Month", "govuk-input--width-2"],
  ["year", "Year", "govuk-input--width-4"],
  ["hour", "Hour", "govuk-input--width-2"],
  ["minute", "Minute", "govuk-input--width-2"],
];

/** Props of the one date input of the portal. */
export interface DateFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  hint?: string;
  required?: boolean;
  /** False for a day of every year (a closed season): Day and Month only, value 'MM-DD'. */
  withYear?: boolean;
  /** Adds Hour and Minute (24-hour clock, Jamaica time); the value is then a UTC instant. */
  withTime?: boolean;
  readOnly?: boolean;
  disabled?: boolean;
  autoComplete?: "bday";
}

/**
 * The GOV.UK date input (design system 'Date input'): Day, Month and Year boxes in a fieldset named
 * by its legend; without a year for a day of every year, with Hour and Minute for a date and time.
 * One way to enter a date on every page whatever the browser's language, where a native date picker
 * shows month-first to some and day-first to others (issue 14, decision 0021). The value is what
 * the portal stores ('YYYY-MM-DD', 'MM-DD', or a UTC instant for a time typed in Jamaica) and,
 * given back unchanged, is sent back unchanged. The Day box carries `id`, so an error summary's
 * link lands in it.
 */
export function DateField(props: DateFieldProps) {
  const { id, label, value, onChange, error, hint, required, withYear = true, withTime = false, readOnly, disabled, autoComplete } = props;
  const shape = { withYear, withTime };
  // The boxes keep what was typed while the value given back is one this input reported (a form
  // may hand back an earlier report while it catches up: RJSF queues changes), and show the value
  // as given when it comes from elsewhere (a form reset, a prefill).
  const [boxes, setBoxes] = useState<DateBoxes>(() => dateParts(value, shape));
  const reported = useRef(new Set<string>([value]));
  const [shownFor, setShownFor] = useState(value);
  if (value !== shownFor && !reported.current.has(value)) {
    setShownFor(value);
    setBoxes(dateParts(value, shape));
    reported.current = new Set([value]);
  }
  const change = (part: DatePart, text: string) => {
    const next = { ...boxes, [part]: text };
    const typed = dateValue(next, shape);
    reported.current.add(typed);
    setShownFor(typed);
    setBoxes(next);
    onChange(typed);
  };
  const shown = BOXES.filter(([part]) => (part === "year" ? withYear : part === "hour" || part === "minute" ? withTime : true));
  const timeHint = withTime ? "Jamaica time, on the 24-hour clock: for example, 17 11 2026 14 30 for 2:30pm on 17 November 2026." : undefined;
  const fullHint = [hint, timeHint].filter(Boolean).join(" ");
  return (
    <div className={`govuk-form-group${error ? " govuk-form-group--error" : ""}`}>
      <fieldset className="govuk-fieldset" role="group" aria-describedby={describedBy(id, Boolean(fullHint), Boolean(error))}>
        <legend className="govuk-fieldset__legend">{fieldLabel(label, required || readOnly || disabled)}</legend>
        {fullHint && (
          <div id={`${id}__hint`} className="govuk-hint">
            {fullHint}
          </div>
        )}
        <ErrorMessage id={id} errors={error ? [error] : []} />
        <div className="govuk-date-input" id={`${id}__boxes`}>
          {shown.map(([part, name, width]) => {
            const boxId = part === "day" ? id : `${id}-${part}`;
            return (
              <div className="govuk-date-input__item" key={part}>
                <div className="govuk-form-group">
                  <label className="govuk-label govuk-date-input__label" htmlFor={boxId}>
                    {name}
                  </label>
                  <input
                    id={boxId}
                    name={boxId}
                    type="text"
                    inputMode="numeric"
                    className={`govuk-input govuk-date-input__input ${width}${error ? " govuk-input--error" : ""}`}
                    value={boxes[part]}
                    readOnly={readOnly}
                    disabled={disabled}
                    autoComplete={autoComplete ? `${autoComplete}-${part === "day" ? "day" : part === "month" ? "month" : "year"}` : "off"}
                    aria-invalid={error ? true : undefined}
                    onChange={(e) => change(part, e.target.value)}
                  />
                </div>
              </div>
            );
          })}
        </div>
      </fieldset>
    </div>
  );
}
