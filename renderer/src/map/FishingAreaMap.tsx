import "leaflet/dist/leaflet.css";
import type { LatLngBoundsExpression } from "leaflet";
import { useEffect } from "react";
import { CircleMarker, GeoJSON, MapContainer, Tooltip, useMap } from "react-leaflet";
import type { ListItem } from "../../../engine/types.ts";
import land from "./caribbeanLand.json";

/** Spec 000 §9: the map's default centre and zoom. */
export const JAMAICA_CENTRE: [number, number] = [18.52, -77.86];
export const DEFAULT_ZOOM = 10;

function FitAndPan({ areas, focus }: { areas: ListItem[]; focus: string | null }) {
  const map = useMap();
  useEffect(() => {
    // Spec 001: bounds fit all markers with a non-zero latitude.
    const placed = areas.filter((a) => a.lat && a.lng);
    if (placed.length) map.fitBounds(placed.map((a) => [a.lat as number, a.lng as number]) as LatLngBoundsExpression, { padding: [20, 20] });
  }, [areas, map]);
  useEffect(() => {
    const area = areas.find((a) => a.value === focus);
    if (area?.lat && area.lng) map.panTo([area.lat, area.lng]);
  }, [focus, areas, map]);
  return null;
}

/**
 * The fishing areas on a map: the coastline is drawn from a bundled file (no tile server needed),
 * each area is a marker that selects or clears it by name and pans to it; its tooltip gives the
 * area's description. The list beside it is the keyboard way to choose.
 */
export default function FishingAreaMap({ areas, chosen, focus, onToggle }: { areas: ListItem[]; chosen: string[]; focus: string | null; onToggle: (value: string) => void }) {
  return (
    <MapContainer center={JAMAICA_CENTRE} zoom={DEFAULT_ZOOM} className="nfa-map" scrollWheelZoom={false} attributionControl={false} aria-hidden="true">
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
