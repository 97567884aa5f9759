import type { EngineContext, HeldLicence, ListItem, SeasonWindow } from "./types.ts";

/** A season as the server stores it (spec 000 section 7, GET /constants/species-seasons). */
export interface SpeciesSeason {
  specie_name: string;
  start_date: string;
  end_date: string;
}

const monthDay = (text: string): string => (/^\d{4}-\d{2}-\d{2}/.test(text) ? text.slice(5, 10) : text);

/**
 * Builds the engine's context: today, the season windows (the defaults of
 * `schemas/lists/species-seasons.json`, overridden by the server's seasons by species name, as
 * spec 001 section 4 says), the applicant's profile and the licences on file for them (issue 29).
 */
export function buildContext(options: { today: string; defaults: ListItem[]; seasons?: SpeciesSeason[]; profile?: Record<string, unknown>; licences?: HeldLicence[] }): EngineContext {
  const windows: Record<string, SeasonWindow> = {};
  for (const item of options.defaults) if (item.start && item.end) windows[item.value] = { start: item.start, end: item.end };
  for (const season of options.seasons ?? []) windows[season.specie_name] = { start: monthDay(season.start_date), end: monthDay(season.end_date) };
  return { today: options.today, windows, profile: options.profile ?? {}, ...(options.licences ? { licences: options.licences } : {}) };
}
