import "leaflet/dist/leaflet.css";
import type { LatLngBoundsExpression } from "leaflet";
import { useEffect } from "react";
import { CircleMarker, GeoJSON, MapContainer, Tooltip, useMap } from "react-leaflet";
import type { ListItem } from "../../../engine/types.ts";
import land from "./caribbeanLand.json";

/** Spec 000 §9: the map's default centre and zoom. */
export const JAMAICA_CENTRE: [number, number] = [18.52, -77.86];
export const DEFAULT_ZOOM = 10;

/** The markers' positions as one string: the fit is redone when the places change, not on every render's new array. */
const placesKey = (areas: ListItem[]) => areas.map((a) => `${a.lat ?? ""},${a.lng ?? ""}`).join(";");

function FitAndPan({ areas, focus }: { areas: ListItem[]; focus: string | null }) {
  const map = useMap();
  const places = placesKey(areas);
  useEffect(() => {
    // Spec 001: bounds fit all markers with a non-zero latitude. Not animated: a page left
    // during Leaflet's zoom animation threw '_leaflet_pos' from its end-of-zoom timer (issue 14).
    const placed = areas.filter((a) => a.lat && a.lng);
    if (placed.length) map.fitBounds(placed.map((a) => [a.lat as number, a.lng as number]) as LatLngBoundsExpression, { padding: [20, 20], animate: false });
  }, [places, map]);
  useEffect(() => {
    const area = areas.find((a) => a.value === focus);
    // A pan under way when the step is left is stopped by map.remove() (react-leaflet's unmount).
    if (area?.lat && area.lng) map.panTo([area.lat, area.lng]);
  }, [focus, places, map]);
  return null;
}

/**
 * The fishing areas on a map: the coastline is drawn from a bundled file (no tile server needed),
 * each area is a marker that selects or clears it by name and pans to it; its tooltip gives the
 * area's description. The list below it is the keyboard way to choose.
 */
export default function FishingAreaMap({ areas, chosen, focus, onToggle }: { areas: ListItem[]; chosen: string[]; focus: string | null; onToggle: (value: string) => void }) {
  return (
    // zoomAnimation off: Leaflet ends a zoom animation on a timer that cannot be cancelled, so
    // leaving the step mid-zoom (ticking an area, then Next at once) threw after the map was gone.
    <MapContainer center={JAMAICA_CENTRE} zoom={DEFAULT_ZOOM} className="nfa-map" scrollWheelZoom={false} zoomAnimation={false} attributionControl={false} aria-hidden="true">
      <GeoJSON data={land as GeoJSON.Feature} style={{ color: "#0b3d66", weight: 1, fillColor: "#d9e8d2", fillOpacity: 1 }} />
      {areas
        .filter((a) => a.lat && a.lng)
        .map((area) => (
          <CircleMarker
            key={area.value}
            center={[area.lat as number, area.lng as number]}
            radius={chosen.includes(area.value) ? 11 : 8}
            pathOptions={{ color: chosen.includes(area.value) ? "#00703c" : "#0b3d66", fillOpacity: chosen.includes(area.value) ? 0.9 : 0.5 }}
            eventHandlers={{ click: () => onToggle(area.value) }}
          >
            <Tooltip>
              <strong>{area.value}</strong>
              {area.description ? <br /> : null}
              {area.description}
            </Tooltip>
          </CircleMarker>
        ))}
      <FitAndPan areas={areas} focus={focus} />
    </MapContainer>
  );
}
