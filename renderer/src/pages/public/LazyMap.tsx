import { Component, lazy, Suspense, type ComponentProps, type ReactNode } from "react";

// Leaflet stays out of the entry chunk: the shared map component loads only when a map page opens.
const FishingAreaMap = lazy(() => import("../../map/FishingAreaMap.tsx"));

class MapBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p className="govuk-body">The map could not be shown: the locations are listed on this page.</p> : this.props.children;
  }
}

/** The shared fishing-area map (renderer/src/map/), loaded on demand, with a fallback if it fails. */
export function LazyMap(props: ComponentProps<typeof FishingAreaMap>) {
  return (
    <MapBoundary>
      <Suspense fallback={<p className="govuk-body">Loading the map…</p>}>
        <FishingAreaMap {...props} />
      </Suspense>
    </MapBoundary>
  );
}
