import type { WidgetProps } from "@rjsf/utils";
import { Component, lazy, Suspense, useState, type ReactNode } from "react";
import type { ListItem } from "../../../engine/types.ts";
import { ChoiceGroup } from "./ChoiceGroup.tsx";

// Leaflet is loaded only when a step with the map appears (issue: the entry chunk holds no leaflet).
const FishingAreaMap = lazy(() => import("../map/FishingAreaMap.tsx"));

class MapBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p className="govuk-body">The map could not be shown: choose the areas from the list.</p> : this.props.children;
  }
}

/**
 * Fishing areas chosen on the map or in the list below it, which work together (issue 14: the map
 * came after 18 tiles). The map comes first; a marker click selects the area by name and pans to
 * it (spec 001 §2). The list is the keyboard and screen-reader way: small GOV.UK checkboxes in
 * columns, compact on a phone. The area last chosen either way is described under the map, so the
 * description a marker's tooltip gives is there for everyone.
 */
export function FishingAreaMapWidget(props: WidgetProps) {
  const { id, label, value, required, disabled, readonly, onChange, options, schema, rawErrors } = props;
  const chosen: string[] = Array.isArray(value) ? (value as string[]) : [];
  const [focus, setFocus] = useState<string | null>(null);
  const items = ((schema.items as { "x-list"?: { items: ListItem[] } } | undefined)?.["x-list"]?.items ?? []) as ListItem[];
  const enumDisabled = (options.enumDisabled ?? []) as unknown[];
  const reasons = (options.reasons ?? {}) as Record<string, string>;
  const toggle = (area: string) => {
    if (disabled || readonly || enumDisabled.includes(area)) return;
    setFocus(area);
    onChange(chosen.includes(area) ? chosen.filter((a) => a !== area) : [...chosen, area]);
  };
  const described = items.find((a) => a.value === focus);
  return (
    <ChoiceGroup id={id} label={label} required={required ?? false} hint={schema.description} errors={rawErrors}>
      <MapBoundary>
        <Suspense fallback={<p className="govuk-body">Loading the map…</p>}>
          <FishingAreaMap areas={items} chosen={chosen} focus={focus} onToggle={toggle} />
        </Suspense>
      </MapBoundary>
      <p className="govuk-body-s nfa-map-widget__about" aria-live="polite">
        {described ? (
          <>
            <strong>{described.value}</strong>
            {described.description ? `: ${described.description}` : ""}
            {chosen.includes(described.value) ? " (chosen)" : " (not chosen)"}
          </>
        ) : (
          `${chosen.length} of ${items.length} areas chosen.`
        )}
      </p>
      <div className="govuk-checkboxes govuk-checkboxes--small nfa-area-list" data-module="govuk-checkboxes">
        {(options.enumOptions ?? []).map((option, i) => {
          const optionId = `${id}-${i}`;
          const area = String(option.value);
          const off = enumDisabled.includes(option.value);
          return (
            <div key={optionId} className="govuk-checkboxes__item nfa-area-list__item">
              <input
                className="govuk-checkboxes__input"
                id={optionId}
                name={id}
                type="checkbox"
                value={area}
                checked={chosen.includes(area)}
                disabled={disabled || readonly || off}
                aria-describedby={off && reasons[area] ? `${optionId}__note` : undefined}
                onChange={() => toggle(area)}
              />
              <label className="govuk-label govuk-checkboxes__label" htmlFor={optionId}>
                {option.label}
              </label>
              {off && reasons[area] && (
                <div id={`${optionId}__note`} className="govuk-hint govuk-checkboxes__hint">
                  {reasons[area]}
                </div>
              )}
            </div>
          );
        })}
      </div>
    </ChoiceGroup>
  );
}
