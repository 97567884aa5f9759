import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Feature, FeatureCollection, MultiPolygon, Polygon, Position } from "geojson";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";

/**
 * Cuts the offline base layer of the fishing-area map from world-atlas (Natural Earth 1:10m land):
 * the land polygons around Jamaica and its banks, coordinates rounded to 3 decimals (about 100 m).
 * Run with `npm run coastline`; the output is committed, so builds need no network and no tiles.
 */
const BOX = { west: -81, east: -73.5, south: 15.5, north: 20.5 };
const ROOT = join(import.meta.dirname, "..", "..");
const topology = JSON.parse(readFileSync(join(ROOT, "node_modules", "world-atlas", "land-10m.json"), "utf8")) as Topology;
const land = feature(topology, topology.objects.land as GeometryCollection) as FeatureCollection<Polygon | MultiPolygon>;

const inBox = ([lng, lat]: Position) => (lng ?? 0) >= BOX.west && (lng ?? 0) <= BOX.east && (lat ?? 0) >= BOX.south && (lat ?? 0) <= BOX.north;
const round = (ring: Position[]) => ring.map(([lng, lat]) => [Math.round((lng ?? 0) * 1000) / 1000, Math.round((lat ?? 0) * 1000) / 1000]);
const polygons: Position[][][] = [];
for (const f of land.features) {
  const all = f.geometry.type === "Polygon" ? [f.geometry.coordinates] : f.geometry.coordinates;
  for (const polygon of all) if (polygon[0]?.some(inBox)) polygons.push(polygon.map(round));
}
const out: Feature<MultiPolygon> = { type: "Feature", properties: { source: "Natural Earth 1:10m land via world-atlas", box: BOX }, geometry: { type: "MultiPolygon", coordinates: polygons } };
writeFileSync(join(ROOT, "renderer", "src", "map", "caribbeanLand.json"), JSON.stringify(out));
process.stdout.write(`${polygons.length} polygons written\n`);
