import { parseJson } from "./parseJson.ts";

/** The profile shape of an entity row, as the client prefills forms from it and the engine judges with it: its `details` JSON, then its columns. */
export function entityProfile(row: Record<string, unknown>): Record<string, unknown> {
  const details = parseJson<Record<string, unknown>>(row.details, {});
  const { details: _details, ...columns } = row;
  return { ...details, ...columns };
}
