import { useState } from "react";
import type { ListItem } from "../../../../engine/types.ts";
import ports from "../../../../schemas/lists/ports.json";
import { Breadcrumbs } from "./Breadcrumbs.tsx";
import { LazyMap } from "./LazyMap.tsx";

/** Three landing sites spread around the island: the south coast, the north-west and the north-east. */
const SHOWN = ["Old Harbour Bay", "Montego Bay", "Port Antonio"];
export const MAP_MARKERS: ListItem[] = SHOWN.map((name) => {
  const port = (ports.items as ListItem[]).find((p) => p.value === name);
  if (!port) throw new Error(`schemas/lists/ports.json has no ${name}`);
  return { ...port, description: `Fishing beach in ${port.group}` };
});

/**
 * /map (spec 000 §2): Jamaica (the shared map opens on latitude 18.52, longitude -77.86, zoom 10)
 * with three markers. The list is the keyboard and screen-reader way to the same markers.
 */
export function MapPage() {
  const [focus, setFocus] = useState<string | null>(null);
  const focused = MAP_MARKERS.find((m) => m.value === focus);
  return (
    <>
      <Breadcrumbs trail={[{ label: "Home", to: "/home" }, { label: "Map" }]} />
      <h1 className="govuk-heading-xl">Map of Jamaica</h1>
      <p className="govuk-body">Three of the island's main fishing beaches. Choose a marker or a name to see where it is.</p>
      <LazyMap areas={MAP_MARKERS} chosen={focus ? [focus] : []} focus={focus} onToggle={setFocus} />
      <ul className="govuk-list" aria-label="Markers">
        {MAP_MARKERS.map((m) => (
          <li key={m.value}>
            <button type="button" className="govuk-button govuk-button--secondary nfa-table-button" aria-pressed={focus === m.value} onClick={() => setFocus(m.value)}>
              {m.value}
            </button>
          </li>
        ))}
      </ul>
      <p className="govuk-body" role="status">
        {focused ? `${focused.value}: ${focused.description} (${focused.lat?.toFixed(3)}, ${focused.lng?.toFixed(3)})` : ""}
      </p>
    </>
  );
}
