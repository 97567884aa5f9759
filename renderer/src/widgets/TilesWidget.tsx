import type { WidgetProps } from "@rjsf/utils";
import { useRef, type KeyboardEvent } from "react";
import { ChoiceGroup } from "./ChoiceGroup.tsx";
import { useChoiceIntent } from "./ChoiceIntent.tsx";

/**
 * Choice tiles: radios for a single choice, checkboxes for several (spec 001: choosing advances
 * automatically where the step says so). Clicking the chosen radio again clears it (spec 001 §4).
 * An option switched off (a closed season, a date window) is disabled with its reason beside it;
 * one not offered to this user (`ui:enumHidden`: cash to an applicant) is not drawn.
 * With the keyboard, arrows move between single-choice tiles without advancing; Enter chooses.
 */
export function TilesWidget(props: WidgetProps) {
  const { id, label, value, required, disabled, readonly, onChange, options, schema, rawErrors, uiSchema } = props;
  const multiple = schema.type === "array";
  const chosen: unknown[] = multiple ? (Array.isArray(value) ? value : []) : value === undefined ? [] : [value];
  const reasons = (options.reasons ?? {}) as Record<string, string>;
  const descriptions = ((uiSchema?.["ui:enumDescriptions"] as Record<string, string> | undefined) ?? {}) as Record<string, string>;
  const enumDisabled = (options.enumDisabled ?? []) as unknown[];
  const enumHidden = (options.enumHidden ?? []) as unknown[];
  const intent = useChoiceIntent();
  // Set by an arrow key: the click the browser sends for the radio it moves to is browsing.
  const arrowed = useRef(false);
  const toggle = (option: unknown) => {
    if (arrowed.current) intent.browse();
    arrowed.current = false;
    if (multiple) onChange(chosen.includes(option) ? chosen.filter((v) => v !== option) : [...chosen, option]);
    else onChange(chosen.includes(option) ? undefined : option);
  };
  const keyDown = (event: KeyboardEvent<HTMLInputElement>, option: unknown) => {
    if (multiple) return;
    if (event.key.startsWith("Arrow")) arrowed.current = true;
    if (event.key !== "Enter") return;
    event.preventDefault();
    if (chosen.includes(option)) intent.commit();
    else onChange(option);
  };
  return (
    <ChoiceGroup id={id} label={label} required={required ?? false} hint={schema.description} errors={rawErrors}>
      <div className={`nfa-tiles-group ${multiple ? "govuk-checkboxes" : "govuk-radios"}`} data-module={multiple ? "govuk-checkboxes" : "govuk-radios"}>
        {(options.enumOptions ?? []).map((option, i) => {
          if (enumHidden.includes(option.value)) return null;
          const optionId = `${id}-${i}`;
          const off = enumDisabled.includes(option.value);
          const note = off ? reasons[String(option.value)] : descriptions[String(option.value)];
          return (
            <div key={optionId} className={`nfa-tile-option ${multiple ? "govuk-checkboxes__item" : "govuk-radios__item"}${chosen.includes(option.value) ? " nfa-tile-option--chosen" : ""}`}>
              <input
                className={multiple ? "govuk-checkboxes__input" : "govuk-radios__input"}
                id={optionId}
                name={id}
                type={multiple ? "checkbox" : "radio"}
                value={String(option.value)}
                checked={chosen.includes(option.value)}
                disabled={disabled || readonly || off}
                aria-describedby={note ? `${optionId}__note` : undefined}
                onChange={() => undefined}
                onClick={() => toggle(option.value)}
                onKeyDown={(event) => keyDown(event, option.value)}
              />
              <label className={`govuk-label ${multiple ? "govuk-checkboxes__label" : "govuk-radios__label"}`} htmlFor={optionId}>
                {option.label}
              </label>
              {note && (
                <div id={`${optionId}__note`} className={`govuk-hint ${multiple ? "govuk-checkboxes__hint" : "govuk-radios__hint"}`}>
                  {note}
                </div>
              )}
            </div>
          );
        })}
      </div>
    </ChoiceGroup>
  );
}
