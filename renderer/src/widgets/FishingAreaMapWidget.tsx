import type { WidgetProps } from "@rjsf/utils";
import { Component, lazy, Suspense, useState, type ReactNode } from "react";
import type { ListItem } from "../../../engine/types.ts";
import { TilesWidget } from "./TilesWidget.tsx";

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
 * Fishing areas chosen from the list (the accessible way) or on the map beside it: a marker click
 * selects the area by name and pans to it (spec 001 §2).
 */
export function FishingAreaMapWidget(props: WidgetProps) {
  const { value, onChange, schema, disabled, readonly } = props;
  const chosen: string[] = Array.isArray(value) ? (value as string[]) : [];
  const [focus, setFocus] = useState<string | null>(null);
  const items = ((schema.items as { "x-list"?: { items: ListItem[] } } | undefined)?.["x-list"]?.items ?? []) as ListItem[];
  const toggle = (area: string) => {
    if (disabled || readonly) return;
    setFocus(area);
    onChange(chosen.includes(area) ? chosen.filter((a) => a !== area) : [...chosen, area]);
  };
  return (
    <div className="nfa-map-widget">
      <TilesWidget {...props} />
      <MapBoundary>
        <Suspense fallback={<p className="govuk-body">Loading the map…</p>}>
          <FishingAreaMap areas={items} chosen={chosen} focus={focus} onToggle={toggle} />
        </Suspense>
      </MapBoundary>
    </div>
  );
}
