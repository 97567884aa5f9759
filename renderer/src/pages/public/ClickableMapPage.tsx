import { useState } from "react";
import type { ListItem } from "../../../../engine/types.ts";
import areas from "../../../../schemas/lists/fishing-areas.json";
import { Breadcrumbs } from "./Breadcrumbs.tsx";
import { LazyMap } from "./LazyMap.tsx";

/** Spec 000 §2, §9: the five fixed shelf and bank locations, the list items noted "clickable-map". */
export const CLICKABLE_LOCATIONS: ListItem[] = (areas.items as ListItem[]).filter((a) => a.note === "clickable-map");

/**
 * /clickable-map: the five named locations; a pin (or its button, for keyboard users) opens its
 * info window, and the checkboxes show which one is picked but cannot be changed (spec 000 §2:
 * disabled checkboxes).
 */
export function ClickableMapPage() {
  const [picked, setPicked] = useState<string | null>(null);
  const info = CLICKABLE_LOCATIONS.find((a) => a.value === picked);
  return (
    <>
      <Breadcrumbs trail={[{ label: "Home", to: "/home" }, { label: "Banks and Shelves" }]} />
      <h1 className="govuk-heading-xl">Banks and Shelves</h1>
      <p className="govuk-body">Choose a pin, or a location's button, to read about it.</p>
      <LazyMap areas={CLICKABLE_LOCATIONS} chosen={picked ? [picked] : []} focus={picked} onToggle={setPicked} />
      <div className="nfa-info-window" role="status" aria-live="polite">
        {info && (
          <>
            <h2 className="govuk-heading-m">{info.value}</h2>
            <p className="govuk-body">{info.description}</p>
          </>
        )}
      </div>
      <fieldset className="govuk-fieldset" aria-describedby="clickable-hint">
        <legend className="govuk-fieldset__legend govuk-fieldset__legend--m">Locations</legend>
        <p className="govuk-hint" id="clickable-hint">
          The ticked location is the one picked on the map.
        </p>
        <div className="govuk-checkboxes govuk-checkboxes--small">
          {CLICKABLE_LOCATIONS.map((a, i) => (
            <div key={a.value} className="govuk-checkboxes__item nfa-location">
              <input className="govuk-checkboxes__input" id={`location-${i}`} type="checkbox" checked={picked === a.value} disabled readOnly />
              <label className="govuk-label govuk-checkboxes__label" htmlFor={`location-${i}`}>
                {a.value}
              </label>
              <button type="button" className="govuk-button govuk-button--secondary nfa-table-button" onClick={() => setPicked(a.value)}>
                Show <span className="govuk-visually-hidden">{a.value}</span> on the map
              </button>
            </div>
          ))}
        </div>
      </fieldset>
    </>
  );
}
